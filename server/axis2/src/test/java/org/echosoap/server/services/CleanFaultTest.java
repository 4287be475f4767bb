package org.echosoap.server.services;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.xml.stream.XMLStreamException;
import org.echosoap.server.services.CleanFault.Blame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a SOAP Fault tells the caller: whose fault it is and a one-line reason with no Java class names. The
 * messages below are the ones Axis2 2.0.0 / Axiom / Woodstox really produce for broken requests.
 */
class CleanFaultTest {

    private static final String WOODSTOX_EOF =
            "org.apache.axiom.core.stream.StreamException: com.ctc.wstx.exc.WstxEOFException: "
            + "Unexpected end of input block; expected an identifier\n at [row,col {unknown-source}]: [1,4]";

    @Test
    void oneLineStripsClassNamesAndRewritesTheWoodstoxLocation() {
        assertEquals("Unexpected end of input block; expected an identifier (line 1, column 4)",
                CleanFault.oneLine(WOODSTOX_EOF));
    }

    @Test
    void oneLineRewritesTheLocationWithASystemId() {
        assertEquals("Unexpected character 'x' (line 2, column 17)",
                CleanFault.oneLine("Unexpected character 'x'\n at [row,col,system-id {unknown-source}]: [2,17]"));
    }

    @Test
    void oneLineKeepsOnlyTheFirstLineAndSqueezesWhiteSpace() {
        assertEquals("first line", CleanFault.oneLine("\n  first \t  line\r\n\tsecond   line\n"));
    }

    @Test
    void oneLineNeverPassesStackFrames() {
        String withFrames = "  at org.example.Thing.run(Thing.java:1)\n\tat java.base/java.lang.Thread.run(Thread.java:840)\n"
                + "Caused by: java.io.IOException: x\n... 3 more\nthe actual reason";
        assertEquals("the actual reason", CleanFault.oneLine(withFrames));
    }

    @Test
    void oneLineKeepsOrdinaryProse() {
        // Abbreviations and quoted values are not class names.
        String prose = "echoFloat input is not an xsd:float: 'abc', e.g. use 3.14159";
        assertEquals(prose, CleanFault.oneLine(prose));
    }

    @Test
    void oneLineNeverReturnsAnEmptyReason() {
        assertFalse(CleanFault.oneLine("java.lang.NullPointerException").isEmpty());
        assertFalse(CleanFault.oneLine(" \n ").isEmpty());
    }

    @Test
    void oneLineIsBounded() {
        String reason = CleanFault.oneLine("a very long reason ".repeat(200));
        assertTrue(reason.length() <= 303, () -> "reason has " + reason.length() + " chars");
        assertTrue(reason.endsWith("..."), reason);
    }

    @Test
    void parseErrorInTheCauseChainBlamesTheClient() {
        Throwable chain = new RuntimeException("org.apache.axiom.om.OMException: wrapper",
                new XMLStreamException("Unexpected character 'h' (code 104) in prolog; expected '<'\n"
                        + " at [row,col {unknown-source}]: [1,1]"));
        CleanFault fault = CleanFault.of(null, "anything the thrower said", chain);
        assertEquals(Blame.CLIENT, fault.blame());
        assertEquals("malformed XML: Unexpected character 'h' (code 104) in prolog; expected '<' (line 1, column 1)",
                fault.reason());
    }

    @Test
    void parseErrorWinsOverAServerFaultCode() {
        // Axis2 reports malformed XML with an empty or Server code; the request is still the caller's mistake.
        CleanFault fault = CleanFault.of("Server", WOODSTOX_EOF, new XMLStreamException(WOODSTOX_EOF));
        assertEquals(Blame.CLIENT, fault.blame());
        assertEquals("malformed XML: Unexpected end of input block; expected an identifier (line 1, column 4)",
                fault.reason());
    }

    @Test
    void usesTheInnermostMessageOfTheParseError() {
        XMLStreamException inner = new XMLStreamException("Unexpected EOF in prolog");
        XMLStreamException outer = new XMLStreamException("javax.xml.stream.XMLStreamException: wrapper", inner);
        CleanFault fault = CleanFault.of(null, null, outer);
        assertEquals("malformed XML: Unexpected EOF in prolog", fault.reason());
    }

    @ParameterizedTest(name = "code {0} -> CLIENT")
    @ValueSource(strings = {"Client", "Sender"})
    void clientCodesBlameTheClient(String code) {
        CleanFault fault = CleanFault.of(code, "echoFloat input is not an xsd:float: 'abc'", null);
        assertEquals(Blame.CLIENT, fault.blame());
        assertEquals("echoFloat input is not an xsd:float: 'abc'", fault.reason());
    }

    @Test
    void axis2DispatchFailureBlamesTheClient() {
        CleanFault fault = CleanFault.of(null,
                "The endpoint reference (EPR) for the Operation not found is /echosoap/services/EchoFloat", null);
        assertEquals(Blame.CLIENT, fault.blame());
    }

    @Test
    void unknownCodeAndNeutralMessageBlameTheServer() {
        CleanFault fault = CleanFault.of("Server", "the float unit caught fire", new IllegalStateException("boom"));
        assertEquals(Blame.SERVER, fault.blame());
        assertEquals("the float unit caught fire", fault.reason());
    }

    @Test
    void missingMessageBecomesAGenericServerReason() {
        CleanFault fault = CleanFault.of(null, null, null);
        assertEquals(Blame.SERVER, fault.blame());
        assertEquals("internal error", fault.reason());
    }

    @Test
    void reasonIsOneLineWithoutClassNames() {
        CleanFault fault = CleanFault.of(null,
                "java.lang.IllegalStateException: org.example.Thing: broken\n\tat org.example.Thing.run(Thing.java:1)",
                null);
        assertFalse(fault.reason().contains("\n"), fault.reason());
        assertFalse(fault.reason().contains("java.lang"), fault.reason());
        assertFalse(fault.reason().contains("IllegalStateException"), fault.reason());
    }
}
