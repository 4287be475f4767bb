package org.echosoap.client.scenario;

import org.echosoap.client.scenario.catalog.Scenarios;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.echosoap.client.config.SoapStack;
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
        assertEquals("--stack must be axis2, axis2-adb, axis2-xmlbeans, cxf, metro, axis1 or soaplite, got 'jbossws'", e.getMessage());
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

    @Test
    void soapLiteIsAServerOfItsOwnAtTheTargetsPortPlus4000() {
        assertEquals("http://127.0.0.1:12080/soaplite", SoapStack.SOAPLITE.baseOf("http://127.0.0.1:8080/echosoap/"));
        assertEquals("http://h:4080/soaplite", SoapStack.SOAPLITE.baseOf("http://h/perf/echosoap"));
        assertEquals("http://[::1]:12080/soaplite", SoapStack.SOAPLITE.baseOf("http://[::1]:8080/echosoap"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SoapStack.SOAPLITE.baseOf("http://127.0.0.1:62000/echosoap"));
        assertTrue(e.getMessage().contains("beyond 65535"), e.getMessage());
        assertEquals(List.of(SoapStack.AXIS2, SoapStack.AXIS2_ADB, SoapStack.AXIS2_XMLBEANS, SoapStack.CXF, SoapStack.METRO,
                SoapStack.AXIS1), SoapStack.all(),
                "server start runs SOAP::Lite only when --stacks names it");
    }

    @Test
    void soapLiteServesEchoFloatLatencyAndItsNullOnly() {
        assertTrue(SoapStack.SOAPLITE.servesScenario("echoFloat"));
        assertTrue(SoapStack.SOAPLITE.servesScenario("latency.getIntegers"));
        assertTrue(SoapStack.SOAPLITE.servesScenario("null"));
        assertFalse(SoapStack.SOAPLITE.servesScenario("benchmark.echoInts"));
        assertFalse(SoapStack.SOAPLITE.servesScenario("bytes"));
        assertTrue(SoapStack.CXF.servesScenario("benchmark.echoInts"));
        Scenario echo = Scenarios.byName("echoFloat", new ScenarioParameters(-1, 0), SoapStack.SOAPLITE, e -> 377);
        assertEquals("/baseline/null?responseBytes=377", echo.baseline().orElseThrow().path(), "its own null, sized");
        assertTrue(echo.description().contains("SOAP::Lite"), echo.description());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Scenarios.byName(
                "benchmark.echoInts", new ScenarioParameters(10, 0), SoapStack.SOAPLITE, x -> 0));
        assertEquals("benchmark.echoInts needs the Benchmark service, which the soaplite stack does not serve; "
                + "--stack soaplite applies to echoFloat, latency.* and the baselines", e.getMessage());
        assertEquals("the EchoFloat and Latency services and the null baseline", SoapStack.SOAPLITE.servedDescription());
    }

    @Test
    void theGeneratedAxis2BindingsAreBenchmarkServicesInEchosoapWar() {
        assertEquals("http://127.0.0.1:8080/echosoap", SoapStack.AXIS2_ADB.baseOf("http://127.0.0.1:8080/echosoap"));
        Scenario adb = Scenarios.byName("benchmark.echoInts", new ScenarioParameters(10, 0), SoapStack.AXIS2_ADB, e -> 500);
        assertEquals("/services/BenchmarkAdb", adb.measured().path());
        assertEquals("/baseline/null?responseBytes=500", adb.baseline().orElseThrow().path());
        assertTrue(adb.description().endsWith("on Axis2 ADB"), adb.description());
        Scenario xmlbeans = Scenarios.byName("benchmark.sendInts", new ScenarioParameters(10, 0), SoapStack.AXIS2_XMLBEANS,
                e -> 500);
        assertEquals("/services/BenchmarkXmlBeans", xmlbeans.measured().path());
        assertEquals(SoapStack.AXIS2_XMLBEANS, SoapStack.parse("axis2-xmlbeans"));
    }

    @Test
    void aStackServesOnlyItsContracts() {
        assertTrue(SoapStack.AXIS2.serves(SoapStack.ECHO_FLOAT) && SoapStack.CXF.serves(SoapStack.LATENCY));
        assertFalse(SoapStack.AXIS2_ADB.serves(SoapStack.ECHO_FLOAT));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("echoFloat", new ScenarioParameters(-1, 0), SoapStack.AXIS2_ADB, x -> 0));
        assertEquals("echoFloat needs the EchoFloat service, which the axis2-adb stack does not serve; --stack "
                + "axis2-adb applies to benchmark.* and the baselines", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SoapStack.AXIS2_XMLBEANS.servicePath(SoapStack.LATENCY));
    }
}
