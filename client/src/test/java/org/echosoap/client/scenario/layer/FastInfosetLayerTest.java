package org.echosoap.client.scenario.layer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.ResponseCheck;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.SoapStack;
import org.junit.jupiter.api.Test;

class FastInfosetLayerTest {

    private static final ScenarioParameters DEFAULT = new ScenarioParameters(-1, 0);

    private static final String ANSWER = "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">"
            + "<soap:Body><echoFloatResult xmlns=\"http://tempuri.org/\"><result>%s</result></echoFloatResult>"
            + "</soap:Body></soap:Envelope>";

    private static byte[] answer(String value) {
        return String.format(ANSWER, value).getBytes(StandardCharsets.UTF_8);
    }

    private static String verdict(ResponseCheck check, byte[] body) {
        ResponseCheck.Verifier v = check.begin();
        v.feed(body, 0, body.length / 2); // in two pieces, as the network gives them
        v.feed(body, body.length / 2, body.length - body.length / 2);
        return v.verdict();
    }

    @Test
    void theBinaryMessageIsTheTextMessageEncodedWithItsOwnMediaTypeAndAccept() {
        Scenario s = Scenarios.byName("layer.fastinfoset.echoFloat", DEFAULT, SoapStack.CXF, e -> 0);
        Endpoint fi = s.measured();
        Endpoint text = s.baseline().orElseThrow();
        assertEquals(FastInfosetLayer.FI_ROW, fi.name());
        assertEquals(FastInfosetLayer.TEXT_ROW, text.name());
        assertEquals("application/fastinfoset", fi.contentType());
        assertEquals(List.of(new Endpoint.Header("Accept", "application/fastinfoset")), fi.headers());
        assertTrue(text.contentType().startsWith("text/xml"), text.contentType());
        assertEquals(text.soapAction(), fi.soapAction());
        assertEquals(text.path(), fi.path());
        assertEquals("/services/EchoFloat", fi.path());
        assertArrayEquals(new byte[] {(byte) 0xE0, 0, 0, 1}, Arrays.copyOf(fi.requestBody(), 4));
        assertTrue(fi.requestBody().length < text.requestBody().length,
                fi.requestBody().length + " vs " + text.requestBody().length);
        // Decoded, the binary request carries the text request's infoset: same elements, same value.
        String decoded = new String(FastInfosetCodec.toXmlText(fi.requestBody(), fi.requestBody().length),
                StandardCharsets.UTF_8);
        assertTrue(decoded.contains("http://schemas.xmlsoap.org/soap/envelope/"), decoded);
        assertTrue(decoded.contains("<input xsi:type=\"xsd:float\">3.14159</input>"), decoded); // attributes kept
    }

    @Test
    void aBenchmarkMessageKeepsItsSizeOnMetro() {
        Scenario s = Scenarios.byName("layer.fastinfoset.echoInts", new ScenarioParameters(1000, 0), SoapStack.METRO,
                e -> 0);
        assertEquals(1000, s.size());
        assertEquals("/services/Benchmark", s.measured().path());
        String decoded = new String(FastInfosetCodec.toXmlText(s.measured().requestBody(),
                s.measured().requestBody().length), StandardCharsets.UTF_8);
        assertEquals(1000, decoded.split("<(\\w+:)?input>", -1).length - 1, "1000 input elements after decoding");
        assertTrue(SoapLayers.isSized("layer.fastinfoset.echoInts"));
        assertTrue(SoapLayers.names().contains("layer.fastinfoset.echoStrings"));
    }

    @Test
    void stacksWithoutFastInfosetAreRefusedWithTheirReason() {
        for (SoapStack stack : List.of(SoapStack.AXIS2, SoapStack.AXIS1, SoapStack.SOAPLITE)) {
            String why = FastInfosetLayer.refusal(stack);
            assertNotNull(why, stack.key());
            assertTrue(why.contains("415"), why);
        }
        assertNull(FastInfosetLayer.refusal(SoapStack.CXF));
        assertNull(FastInfosetLayer.refusal(SoapStack.METRO));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("layer.fastinfoset.echoFloat", DEFAULT, SoapStack.AXIS2, x -> 0));
        assertTrue(e.getMessage().contains("no Fast Infoset"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("layer.fastinfoset.noSuchOp", DEFAULT, SoapStack.CXF, x -> 0));
        assertTrue(e.getMessage().contains("unknown message in layer.fastinfoset.noSuchOp"), e.getMessage());
    }

    @Test
    void onlyAFastInfosetAnswerWithTheValueIsRight() {
        ResponseCheck check = Scenarios.byName("layer.fastinfoset.echoFloat", DEFAULT, SoapStack.METRO, e -> 0)
                .measured().check();
        byte[] right = FastInfosetCodec.encode(answer("3.14159"));
        assertNull(verdict(check, right));
        assertNull(check.fullCheck(right, right.length));

        byte[] wrongValue = FastInfosetCodec.encode(answer("2.71828"));
        assertNotNull(verdict(check, wrongValue));
        assertNotNull(check.fullCheck(wrongValue, wrongValue.length));

        byte[] text = answer("3.14159"); // right value, wrong encoding
        assertEquals("the answer is XML text, not Fast Infoset (application/fastinfoset was asked for)",
                verdict(check, text));
        assertEquals(verdict(check, text), check.fullCheck(text, text.length));

        byte[] truncated = Arrays.copyOf(right, right.length - 12);
        assertTrue(verdict(check, truncated).startsWith("the answer is not a well-formed Fast Infoset document"),
                verdict(check, truncated));

        byte[] garbage = {0x12, 0x34, 0x56};
        assertTrue(verdict(check, garbage).contains("starts 0x12"), verdict(check, garbage));
        assertTrue(verdict(check, new byte[0]).contains("empty"));

        byte[] soap12 = FastInfosetCodec.encode(new String(answer("3.14159"), StandardCharsets.UTF_8).replace(
                "http://schemas.xmlsoap.org/soap/envelope/", "http://www.w3.org/2003/05/soap-envelope")
                .getBytes(StandardCharsets.UTF_8));
        assertTrue(verdict(check, soap12).startsWith("answer is not a SOAP 1.1 envelope"), verdict(check, soap12));
    }

    @Test
    void theEncoderRefusesADoctype() {
        byte[] withDoctype = ("<!DOCTYPE x [<!ENTITY e 'v'>]><x>&e;</x>").getBytes(StandardCharsets.UTF_8);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FastInfosetCodec.encode(withDoctype));
        assertTrue(e.getMessage().startsWith("cannot encode the request as Fast Infoset"), e.getMessage());
    }
}
