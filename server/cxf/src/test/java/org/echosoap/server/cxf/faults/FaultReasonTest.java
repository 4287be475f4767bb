package org.echosoap.server.cxf.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.xml.stream.XMLStreamException;
import org.apache.cxf.interceptor.Fault;
import org.junit.jupiter.api.Test;

class FaultReasonTest {

    @Test
    void foldsWoodstoxLocationIntoTheFirstLine() {
        assertEquals("Unexpected close tag </a>; expected </b>. (line 1, column 140)", FaultReason.oneLine(
                "Unexpected close tag </a>; expected </b>.\n at [row,col {unknown-source}]: [1,140]"));
    }

    @Test
    void dropsCxfPrefixesClassNamesAndStackLines() {
        String reason = FaultReason.oneLine("Problems creating SOAP message: com.ctc.wstx.exc.WstxEOFException: "
                + "Unexpected EOF in prolog\n\tat com.ctc.wstx.sr.StreamScanner.throwUnexpectedEOF(StreamScanner.java:701)"
                + "\nCaused by: java.io.IOException");
        assertEquals("Unexpected EOF in prolog", reason);
        assertEquals("not an xsd:int: 'abc'", FaultReason.oneLine("Unmarshalling Error: not an xsd:int: 'abc' "));
    }

    @Test
    void keepsQNamesAndNamespaceUris() {
        String reason = "echoFloat expects {http://tempuri.org/}echoFloat, found {urn:x}echoFloat";
        assertEquals(reason, FaultReason.oneLine(reason));
        String benchmark = "receiveInts: expected request element echoInts in namespace "
                + "http://www.extreme.indiana.edu/wsdl/Benchmark1";
        assertEquals(benchmark, FaultReason.oneLine(benchmark));
    }

    @Test
    void boundsTheLength() {
        String reason = FaultReason.oneLine("x".repeat(10_000));
        assertEquals(FaultReason.MAX_CHARS + 3, reason.length());
    }

    @Test
    void saysSomethingForNothing() {
        assertFalse(FaultReason.oneLine(null).isBlank());
        assertFalse(FaultReason.oneLine(" \n\tat org.a.B.c(B.java:1)").isBlank());
    }

    @Test
    void findsAParseErrorInTheCauseChainAndQuotesTheInnermost() {
        XMLStreamException parse = new XMLStreamException("Unexpected EOF\n at [row,col {unknown-source}]: [1,4]");
        Fault fault = new Fault(new RuntimeException("wrapper", parse));
        assertSame(parse, FaultReason.findParseError(fault));
        assertEquals("malformed XML: Unexpected EOF (line 1, column 4)", FaultReason.parseError(parse));
        assertNull(FaultReason.findParseError(new Fault(new IllegalStateException("no XML here"))));
        assertTrue(FaultReason.parseError(new XMLStreamException()).startsWith("malformed XML: "));
    }
}
