package org.echosoap.server.axis1.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import javax.xml.namespace.QName;
import org.junit.jupiter.api.Test;

/** The operation tables the gate reads from the contract WSDLs this module carries (wsdl/NAME.wsdl). */
class ContractOperationsTest {

    private static final String BENCHMARK = "http://www.extreme.indiana.edu/wsdl/Benchmark1";

    private static ContractOperations read(String service) throws Exception {
        try (InputStream in = ContractOperationsTest.class.getClassLoader().getResourceAsStream("wsdl/" + service + ".wsdl")) {
            return ContractOperations.read(service, in);
        }
    }

    @Test
    void echoFloatsOneOperationByElementAndAction() throws Exception {
        ContractOperations ops = read("EchoFloat");
        QName echoFloat = new QName("http://tempuri.org/", "echoFloat");
        assertEquals("echoFloat", ops.byElement(echoFloat));
        assertEquals(echoFloat, ops.elementOfAction("http://tempuri.org/echoFloat"));
        assertNull(ops.byElement(new QName("http://tempuri.org/", "frobnicate")));
        assertNull(ops.elementOfAction("echoFloat"));
    }

    @Test
    void benchmarksOperationsWhoseElementIsNamedOtherwise() throws Exception {
        ContractOperations ops = read("Benchmark");
        assertEquals("echoSimpleEvents", ops.byElement(new QName(BENCHMARK, "echoSimpleEventsRequest")));
        assertEquals(new QName(BENCHMARK, "receiveInts"), ops.elementOfAction("receiveInts"));
        assertEquals(new QName(BENCHMARK, "sendMeshInterfaceObjectsRequest"),
                ops.elementOfAction("sendMeshInterfaceObjects"));
        assertNull(ops.byElement(new QName(BENCHMARK, "echoSimpleEvents")));
    }

    @Test
    void latencysFourOperations() throws Exception {
        ContractOperations ops = read("Latency");
        for (String op : new String[] {"doNothing", "setSize", "getString", "getIntegers"}) {
            assertEquals(op, ops.byElement(new QName("http://echosoap.org/wsdl/Latency", op)));
            assertEquals(new QName("http://echosoap.org/wsdl/Latency", op), ops.elementOfAction(op));
        }
    }

    @Test
    void aWsdlWithoutOperationsOrWithADoctypeIsRefused() {
        String none = "<definitions xmlns=\"http://schemas.xmlsoap.org/wsdl/\"/>";
        assertThrows(java.io.IOException.class, () -> ContractOperations.read("X",
                new java.io.ByteArrayInputStream(none.getBytes(java.nio.charset.StandardCharsets.UTF_8))));
        String doctype = "<!DOCTYPE d><definitions xmlns=\"http://schemas.xmlsoap.org/wsdl/\"/>";
        Exception e = assertThrows(java.io.IOException.class, () -> ContractOperations.read("X",
                new java.io.ByteArrayInputStream(doctype.getBytes(java.nio.charset.StandardCharsets.UTF_8))));
        assertTrue(e.getMessage().startsWith("unreadable WSDL"), e.getMessage());
    }
}
