package org.echosoap.server.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import org.echosoap.server.xml.SecureParsers;
import org.junit.jupiter.api.Test;

class SimpleEventsEchoTest {

    private static final String NS = "http://www.extreme.indiana.edu/wsdl/Benchmark1";

    private static String echo(String input) throws Exception {
        StringWriter out = new StringWriter();
        SimpleEventsEcho.echo(SecureParsers.newWoodstoxReader(new StringReader(
                "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Header/>"
                        + "<soapenv:Body><echoSimpleEventsRequest xmlns=\"" + NS + "\"><input>" + input
                        + "</input></echoSimpleEventsRequest></soapenv:Body></soapenv:Envelope>")), () -> out);
        return out.toString();
    }

    @Test
    void canonicalIntsAreCopiedOthersReformatted() {
        assertTrue(SimpleEventsEcho.isCanonicalInt("0"));
        assertTrue(SimpleEventsEcho.isCanonicalInt("-17"));
        assertFalse(SimpleEventsEcho.isCanonicalInt("+1"));
        assertFalse(SimpleEventsEcho.isCanonicalInt("007"));
        assertFalse(SimpleEventsEcho.isCanonicalInt("-0"));
        assertFalse(SimpleEventsEcho.isCanonicalInt(" 1"));
        assertFalse(SimpleEventsEcho.isCanonicalInt(""));
    }

    @Test
    void echoesFieldsCanonicallyInContractOrder() throws Exception {
        String answer = echo("<item><message>a &lt;b&gt; ]]&gt;</message><timestamp> 1.50 </timestamp>"
                + "<sequenceNumber>007</sequenceNumber></item>");
        assertTrue(answer.contains("<echoSimpleEventsReturn><item><sequenceNumber>7</sequenceNumber>"
                + "<timestamp>1.5</timestamp><message>a &lt;b> ]]&gt;</message></item></echoSimpleEventsReturn>"), answer);
        assertTrue(echo("").contains("<echoSimpleEventsReturn/>"));
    }

    @Test
    void nothingIsWrittenBeforeABadFirstItemIsRejected() {
        StringWriter never = new StringWriter();
        RejectedRequestException e = assertThrows(RejectedRequestException.class, () -> SimpleEventsEcho.echo(
                SecureParsers.newWoodstoxReader(new StringReader("<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">"
                        + "<soapenv:Body><echoSimpleEventsRequest xmlns=\"" + NS + "\"><input><item><timestamp>1</timestamp>"
                        + "</item></input></echoSimpleEventsRequest></soapenv:Body></soapenv:Envelope>")), () -> never));
        assertEquals("input item 1 needs sequenceNumber, timestamp and message", e.getMessage());
        assertEquals("", never.toString());
    }
}
