package org.echosoap.server.axis1.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import org.echosoap.server.contract.xsd.XsdFloat;
import org.junit.jupiter.api.Test;
import org.xml.sax.SAXException;

class FaultWordingTest {

    @Test
    void aRefusedValueDeepInAxissChainIsTheCallersWithTheContractsReason() {
        Exception refused = null;
        try {
            XsdFloat.parse("abc");
        } catch (NumberFormatException e) {
            refused = e;
        }
        Exception chain = new java.rmi.RemoteException("wrapped", new SAXException(refused));
        FaultWording w = FaultWording.of(chain);
        assertTrue(w.callersMistake());
        assertEquals("not an xsd:float: 'abc'", w.reason());
        assertEquals("abc", w.refusedText());
    }

    @Test
    void aServicesClientFaultKeepsItsReason() {
        FaultWording w = FaultWording.of(new InvocationTargetException(new ClientFault("size must be 0 to 10")));
        assertTrue(w.callersMistake());
        assertEquals("size must be 0 to 10", w.reason());
    }

    @Test
    void whatAxisSaysWhileReadingIsTheCallersWithoutJavaNames() {
        FaultWording w = FaultWording.of(new java.rmi.RemoteException("x",
                new SAXException("Invalid element in org.echosoap.server.axis1.generated.echofloat.EchoFloat - other")));
        assertTrue(w.callersMistake());
        assertEquals("the request does not match the contract: Invalid element in EchoFloat - other", w.reason());
        assertFalse(w.reason().contains("org."));
    }

    @Test
    void anythingElseIsTheServersAndSaysNoMore() {
        FaultWording w = FaultWording.of(new IllegalStateException("java.lang.NullPointerException at org.x.Y"));
        assertFalse(w.callersMistake());
        assertEquals(FaultWording.SERVER_REASON, w.reason());
    }
}
