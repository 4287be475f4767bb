package org.echosoap.client.scenario;

import org.echosoap.client.scenario.clientstack.ClientStacks;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.scenario.benchmark.BenchmarkSizes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.benchmark.BenchmarkMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkOperation;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.junit.jupiter.api.Test;

class ClientStacksTest {

    private static final ResponseSizer NO_SIZING = new ResponseSizer() {
        @Override
        public long responseBytes(Endpoint endpoint) {
            throw new AssertionError("a client-stack scenario needs no sizing request");
        }

        @Override
        public WireBytes wireBytes(Endpoint endpoint) {
            throw new AssertionError("a client-stack scenario needs no byte count");
        }
    };

    @Test
    void aClientStackCallIsPairedWithTheRawClientsRequestToTheSameService() {
        Scenario s = Scenarios.byName("clientstack.cxf.echoInts", new ScenarioParameters(100, 0), NO_SIZING);
        assertEquals(100, s.size());
        Protocol.StackCall call = (Protocol.StackCall) s.measured().protocol();
        assertEquals("cxf", call.stack());
        assertEquals(BenchmarkCall.ECHO_INTS, call.call());
        assertEquals(100, call.size());
        assertEquals(Protocol.Kind.CLIENTSTACK, s.measured().protocol().kind());
        assertEquals("clientstack:cxf:/services/Benchmark#echoInts(100)", s.measured().path());
        assertEquals(Protocol.Kind.CLIENTSTACK, Protocol.Kind.ofPath(s.measured().path()));

        Endpoint raw = s.baseline().orElseThrow();
        assertEquals(ClientStacks.RAW_BASELINE, raw.name());
        assertEquals(call.servicePath(), raw.path(), "the same service");
        assertEquals(Protocol.Kind.HTTP, raw.protocol().kind());
        assertArrayEquals(BenchmarkMessages.request(BenchmarkOperation.byName("echoInts"), 100), raw.requestBody(),
                "the raw client's own request of the same operation and values");
        assertEquals("\"echoInts\"", raw.soapAction());
    }

    @Test
    void theSizeDefaultsAsBenchmarkScenariosAndEchoVoidHasNone() {
        Scenario echo = Scenarios.byName("clientstack.metro.echoSimpleEvents", new ScenarioParameters(-1, 0), NO_SIZING);
        assertEquals(BenchmarkSizes.DEFAULT_SIZE, echo.size());
        Scenario none = Scenarios.byName("clientstack.metro.echoVoid", new ScenarioParameters(-1, 0), NO_SIZING);
        assertEquals(Scenario.NO_SIZE, none.size());
        assertTrue(Scenarios.isSized("clientstack.cxf.echoInts"));
        assertFalse(Scenarios.isSized("clientstack.cxf.echoVoid"));
    }

    @Test
    void everyStackAndOperationIsAScenarioName() {
        for (String stack : ClientStacks.KEYS) {
            for (String op : BenchmarkCall.operations()) {
                assertTrue(Scenarios.names().contains("clientstack." + stack + "." + op), stack + " " + op);
            }
        }
    }

    @Test
    void onAnotherServerStackOnlyTheTargetsContextChanges() {
        Scenario s = Scenarios.byName("clientstack.cxf.echoInts", new ScenarioParameters(10, 0), SoapStack.METRO,
                NO_SIZING);
        assertEquals("/services/Benchmark", s.baseline().orElseThrow().path());
        assertTrue(s.description().endsWith("on Metro"), s.description());
    }

    @Test
    void theAxis2BindingsAreCalledAtTheirOwnServicesAndSoapLiteHasNone() {
        Scenario adb = Scenarios.byName("clientstack.axis1.echoInts", new ScenarioParameters(10, 0),
                SoapStack.AXIS2_ADB, NO_SIZING);
        assertEquals("/services/BenchmarkAdb", ((Protocol.StackCall) adb.measured().protocol()).servicePath());
        assertEquals("/services/BenchmarkAdb", adb.baseline().orElseThrow().path(), "the raw client calls it too");
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> Scenarios.byName(
                "clientstack.axis2-adb.echoInts", new ScenarioParameters(10, 0), SoapStack.SOAPLITE, NO_SIZING));
        assertTrue(none.getMessage().contains("Benchmark service"), none.getMessage());
    }

    @Test
    void aWholeSuitePassIsEveryOperationAtTheSizesMeasuredAlone() {
        Scenario pass = ClientStacks.suitePass("axis1", java.util.List.of(10, 1000), SoapStack.AXIS2_XMLBEANS);
        assertEquals("clientstack.axis1.suite", pass.name());
        assertTrue(pass.baseline().isEmpty(), "a time, not a difference");
        Protocol.StackCall call = (Protocol.StackCall) pass.measured().protocol();
        assertTrue(call.isPass());
        assertEquals("clientstack:axis1:/services/BenchmarkXmlBeans#suite(10,1000)", call.path());
        assertThrows(IllegalArgumentException.class,
                () -> ClientStacks.suitePass("axis1", java.util.List.of(), SoapStack.AXIS2));
        assertThrows(IllegalArgumentException.class,
                () -> ClientStacks.suitePass("gsoap", java.util.List.of(10), SoapStack.AXIS2));
        assertThrows(IllegalArgumentException.class, () -> new Protocol.StackCall("axis1",
                BenchmarkCall.ECHO_INTS, 10, "/services/Benchmark", java.util.List.of(10)), "a call or a pass, not both");
    }

    @Test
    void badNamesAndSizesAreOneLineErrors() {
        IllegalArgumentException stack = assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("clientstack.gsoap.echoInts", new ScenarioParameters(10, 0), NO_SIZING));
        assertTrue(stack.getMessage().contains("unknown client stack 'gsoap'") && stack.getMessage().contains("axis2-adb, axis2-xmlbeans, axis1, cxf, metro"),
                stack.getMessage());
        for (String key : ClientStacks.KEYS) {
            IllegalArgumentException op = assertThrows(IllegalArgumentException.class, () -> Scenarios.byName(
                    "clientstack." + key + ".echoFloat", new ScenarioParameters(10, 0), NO_SIZING));
            assertTrue(op.getMessage().startsWith("unknown operation in clientstack." + key + ".echoFloat; a client "
                    + "stack calls one of echoVoid, echoInts"), op.getMessage());
            assertFalse(op.getMessage().contains("\n"), op.getMessage());
        }
        IllegalArgumentException size = assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("clientstack.cxf.echoInts", new ScenarioParameters(100_001, 0), NO_SIZING));
        assertTrue(size.getMessage().contains("--size 1..100000"), size.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("clientstack.cxf.echoInts", new ScenarioParameters(0, 0), NO_SIZING));
    }
}
