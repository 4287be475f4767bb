package org.echosoap.client.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SoapStackTest {

    @Test
    void aStackWarIsEchosoapWarsContextWithTheStacksSuffix() {
        assertEquals("http://127.0.0.1:8080/echosoap", SoapStack.AXIS2.baseOf("http://127.0.0.1:8080/echosoap/"));
        assertEquals("http://127.0.0.1:8080/echosoap-cxf", SoapStack.CXF.baseOf("http://127.0.0.1:8080/echosoap"));
        assertEquals("http://h:1/perf/echosoap-metro", SoapStack.METRO.baseOf("http://h:1/perf/echosoap/"));
    }

    @Test
    void axis1IsServedUnderItsOwnContextNextToEchosoapWar() {
        assertEquals("http://127.0.0.1:8080/axis1", SoapStack.AXIS1.baseOf("http://127.0.0.1:8080/echosoap"));
        assertEquals("http://h:1/perf/axis1", SoapStack.AXIS1.baseOf("http://h:1/perf/echosoap/"));
        assertEquals("axis1", SoapStack.AXIS1.contextOf("echosoap"));
        assertEquals("es-cxf", SoapStack.CXF.contextOf("es"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SoapStack.AXIS1.baseOf("http://127.0.0.1:8080/"));
        assertTrue(e.getMessage().contains("as /axis1"), e.getMessage());
    }

    @Test
    void anotherStackNeedsAContextToExtend() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SoapStack.CXF.baseOf("http://127.0.0.1:8080/"));
        assertTrue(e.getMessage().contains("/echosoap-cxf"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SoapStack.METRO.baseOf("http://127.0.0.1:8080"));
        assertEquals("http://127.0.0.1:8080", SoapStack.AXIS2.baseOf("http://127.0.0.1:8080/"), "Axis2 is the target");
    }

    @Test
    void parsesNamesAndListsWithOneLineErrors() {
        assertEquals(SoapStack.CXF, SoapStack.parse(" CXF "));
        assertEquals(List.of(SoapStack.METRO, SoapStack.AXIS2), SoapStack.parseList("metro,axis2,metro"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SoapStack.parse("jbossws"));
        assertEquals("--stack must be axis2, cxf, metro or axis1, got 'jbossws'", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SoapStack.parseList(" , "));
    }

    @Test
    void echoFloatOnAnotherStackIsMeasuredAgainstANullSizedToItsAnswer() {
        Scenario axis2 = Scenarios.byName("echoFloat", new ScenarioParameters(-1, 0), SoapStack.AXIS2, e -> 999);
        assertEquals("/baseline/null", axis2.baseline().orElseThrow().path(), "Axis2's own bytes, as in seed 000");
        Scenario cxf = Scenarios.byName("echoFloat", new ScenarioParameters(-1, 0), SoapStack.CXF, e -> 345);
        assertEquals("/baseline/null?responseBytes=345", cxf.baseline().orElseThrow().path());
        assertEquals("/services/EchoFloat", cxf.measured().path());
        assertTrue(cxf.description().contains("CXF"), cxf.description());
    }

    @Test
    void benchmarkScenariosNameTheirStackAndVariantsHaveNone() {
        Scenario s = Scenarios.byName("benchmark.echoInts", new ScenarioParameters(10, 0), SoapStack.METRO, e -> 500);
        assertEquals("/services/Benchmark", s.measured().path());
        assertTrue(s.description().endsWith("on Metro"), s.description());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("variant.dom", new ScenarioParameters(-1, 0), SoapStack.CXF, x -> 0));
        assertTrue(e.getMessage().startsWith("variant.dom is a servlet of echosoap.war"), e.getMessage());
    }
}
