package org.echosoap.server.cxf.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javax.xml.namespace.QName;
import org.echosoap.server.cxf.benchmark.BenchmarkWording;
import org.echosoap.server.cxf.latency.LatencyWording;
import org.junit.jupiter.api.Test;

/** The reasons docs/server.md gives, as each service words them. */
class ContractWordingTest {

    private static final String BENCHMARK = "http://www.extreme.indiana.edu/wsdl/Benchmark1";

    @Test
    void echoFloatNamesBothElementsInBraces() {
        assertEquals("echoFloat expects {http://tempuri.org/}echoFloat as the first element of the SOAP Body, found "
                + "{http://tempuri.org/}frobnicate", ContractWording.DEFAULT.wrongElement("echoFloat",
                new QName("http://tempuri.org/", "echoFloat"), new QName("http://tempuri.org/", "frobnicate")));
        assertEquals("echoFloat expects {http://tempuri.org/}echoFloat as the first element of the SOAP Body, found "
                + "none", ContractWording.DEFAULT.wrongElement("echoFloat",
                new QName("http://tempuri.org/", "echoFloat"), null));
    }

    @Test
    void benchmarkStartsWithTheOperation() {
        assertEquals("echoInts: expected request element echoInts in namespace " + BENCHMARK + ", got {" + BENCHMARK
                + "}receiveInts", new BenchmarkWording().wrongElement("echoInts", new QName(BENCHMARK, "echoInts"),
                new QName(BENCHMARK, "receiveInts")));
        assertEquals("echoInts: input 2 is not an xsd:int: 'abc'",
                new BenchmarkWording().badValue("echoInts", "input 2", "not an xsd:int: 'abc'"));
        assertEquals("echoBase64: not base64: Illegal base64 character 2a",
                new BenchmarkWording().badValue("echoBase64", "input", "not base64: Illegal base64 character 2a"));
        assertEquals("echoVoid: unexpected element x in echoVoid",
                new BenchmarkWording().unexpectedElement("echoVoid", "x", "echoVoid", ""));
    }

    @Test
    void latencyGivesItsSizeRuleForAnyBadSize() {
        assertEquals("getString: size must be a whole number from 0 to 1000000, not an xsd:int: 'abc'",
                new LatencyWording().badValue("getString", "size", "not an xsd:int: 'abc'"));
    }
}
