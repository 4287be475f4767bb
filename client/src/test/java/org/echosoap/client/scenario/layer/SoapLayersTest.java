package org.echosoap.client.scenario.layer;

import org.echosoap.client.scenario.SeedMessages;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.ResponseCheck;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.benchmark.BenchmarkMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkOperation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The SOAP 1.2 layer's messages: the same request as SOAP 1.1 and 1.2 on each stack that speaks both (envelope
 * namespace, Content-Type with the action, no SOAPAction), refused with one line where a stack cannot; and its answer
 * check, which takes a 1.2 answer with the right values and nothing else.
 */
class SoapLayersTest {

    private static final String NS11 = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String NS12 = "http://www.w3.org/2003/05/soap-envelope";

    private static Scenario layer(String message, int size, SoapStack stack) {
        return Scenarios.byName("layer.soap12." + message, new ScenarioParameters(size, 0), stack, e -> {
            throw new AssertionError("a layer pair needs no sizing request");
        });
    }

    private static String text(Endpoint e) {
        return new String(e.requestBody(), StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @EnumSource(value = SoapStack.class, names = {"AXIS2", "AXIS2_ADB", "AXIS2_XMLBEANS", "CXF", "AXIS1"})
    void benchmarkMessagesAreTheSameRequestInBothVersionsOnTheSameService(SoapStack stack) {
        Scenario s = layer("echoInts", 100, stack);
        Endpoint v12 = s.measured();
        Endpoint v11 = s.baseline().orElseThrow();
        assertEquals("soap1.2", v12.name());
        assertEquals("soap1.1", v11.name());
        assertEquals(stack.servicePath(SoapStack.BENCHMARK), v12.path());
        assertEquals(v11.path(), v12.path(), "the same service");
        assertEquals(100, s.size());

        byte[] plain = BenchmarkMessages.request(BenchmarkOperation.byName("echoInts"), 100);
        assertArrayEquals(plain, v11.requestBody(), "the 1.1 side is the benchmark.echoInts request itself");
        assertEquals("text/xml; charset=UTF-8", v11.contentType());
        assertEquals("\"echoInts\"", v11.soapAction());

        assertEquals("application/soap+xml; charset=UTF-8; action=\"echoInts\"", v12.contentType());
        assertNull(v12.soapAction(), "SOAP 1.2 has no SOAPAction header");
        assertTrue(text(v12).contains("xmlns:soapenv=\"" + NS12 + "\""), text(v12));
        assertFalse(text(v12).contains(NS11), text(v12));
        assertEquals(text(v11).replace(NS11, NS12), text(v12), "only the envelope namespace differs");
        assertEquals(plain.length - 2, v12.requestBody().length, "the 1.2 namespace is 2 bytes shorter");
    }

    @Test
    void echoFloatCarriesTheWsdlsActionOnBothSides() {
        for (SoapStack stack : new SoapStack[] {SoapStack.AXIS2, SoapStack.CXF, SoapStack.METRO, SoapStack.AXIS1}) {
            Scenario s = layer("echoFloat", -1, stack);
            assertEquals("/services/EchoFloat", s.measured().path());
            assertEquals("application/soap+xml; charset=UTF-8; action=\"http://tempuri.org/echoFloat\"",
                    s.measured().contentType());
            assertEquals("\"http://tempuri.org/echoFloat\"", s.baseline().orElseThrow().soapAction());
            assertArrayEquals(SeedMessages.echoFloat().requestBody(), s.baseline().orElseThrow().requestBody());
            assertTrue(text(s.measured()).contains("<soap:Envelope xmlns:soap=\"" + NS12 + "\""), text(s.measured()));
            assertEquals(Scenario.NO_SIZE, s.size());
        }
    }

    @Test
    void aStackThatCannotSpeakSoap12ThereIsRefusedWithItsReason() {
        IllegalArgumentException soapLite = assertThrows(IllegalArgumentException.class,
                () -> layer("echoFloat", -1, SoapStack.SOAPLITE));
        assertTrue(soapLite.getMessage().startsWith("layer.soap12.echoFloat on soaplite: echosoap's SOAP::Lite server "
                + "speaks SOAP 1.1 only"),
                soapLite.getMessage());
        IllegalArgumentException metro = assertThrows(IllegalArgumentException.class,
                () -> layer("echoInts", 100, SoapStack.METRO));
        assertTrue(metro.getMessage().contains("415"), metro.getMessage());
        IllegalArgumentException adb = assertThrows(IllegalArgumentException.class,
                () -> layer("echoFloat", -1, SoapStack.AXIS2_ADB));
        assertTrue(adb.getMessage().contains("needs the EchoFloat service"), adb.getMessage());
        assertNull(SoapLayers.soap12Refusal(SoapStack.METRO, SoapStack.ECHO_FLOAT));
        assertTrue(SoapLayers.soap12Refusal(SoapStack.METRO, SoapStack.BENCHMARK).contains("EchoFloat only"));
    }

    @Test
    void theTlsLayerSendsTheSameSoap11BytesOverHttpsAndPlainHttp() {
        assertTrue(Scenarios.names().contains("layer.tls.echoFloat"));
        assertTrue(Scenarios.isSized("layer.tls.echoInts"));
        assertFalse(Scenarios.isSized("layer.tls.echoFloat"));
        org.echosoap.client.scenario.Scenario s = Scenarios.byName("layer.tls.echoInts", new ScenarioParameters(100, 0),
                SoapStack.CXF, e -> 0);
        org.echosoap.client.scenario.Endpoint https = s.measured();
        org.echosoap.client.scenario.Endpoint http = s.baseline().orElseThrow();
        assertEquals(org.echosoap.client.scenario.Protocol.HTTPS, https.protocol());
        assertEquals(org.echosoap.client.scenario.Protocol.HTTP, http.protocol());
        assertEquals("https", https.name());
        assertEquals("http", http.name());
        assertEquals(http.path(), https.path());
        assertTrue(java.util.Arrays.equals(http.requestBody(), https.requestBody()));
        assertEquals("\"echoInts\"", https.soapAction());
        assertTrue(https.contentType().startsWith("text/xml"), https.contentType());
        assertEquals(100, s.size());
        // The TLS layer has no SOAP 1.2 condition: Metro's Benchmark (SOAP 1.1 only) has a TLS cell.
        assertEquals("https", Scenarios.byName("layer.tls.echoStrings", new ScenarioParameters(100, 0), SoapStack.METRO,
                e -> 0).measured().name());
        IllegalArgumentException unserved = assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("layer.tls.echoFloat", new ScenarioParameters(-1, 0), SoapStack.AXIS2_ADB, e -> 0));
        assertTrue(unserved.getMessage().contains("does not serve"), unserved.getMessage());
    }

    @Test
    void namesSizesAndBadNames() {
        assertTrue(Scenarios.names().contains("layer.soap12.echoFloat"));
        assertTrue(Scenarios.names().contains("layer.soap12.echoStrings"));
        assertTrue(Scenarios.isSized("layer.soap12.echoInts"));
        assertFalse(Scenarios.isSized("layer.soap12.echoFloat"));
        assertFalse(Scenarios.isSized("layer.soap12.echoVoid"));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> layer("echoNothing", -1, SoapStack.AXIS2));
        assertTrue(unknown.getMessage().startsWith("unknown message in layer.soap12.echoNothing"), unknown.getMessage());
        IllegalArgumentException layerName = assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("layer.nosuch.echoFloat", new ScenarioParameters(-1, 0), SoapStack.AXIS2, e -> 0));
        assertTrue(layerName.getMessage().startsWith("unknown layer 'layer.nosuch.echoFloat'"), layerName.getMessage());
        assertThrows(IllegalArgumentException.class, () -> layer("echoInts", 100_001, SoapStack.AXIS2));
        assertThrows(IllegalArgumentException.class,
                () -> SoapLayers.toSoap12("<x/>".getBytes(StandardCharsets.UTF_8)));
    }

    // --- the answer check ---

    private static final String ECHO_FLOAT_BODY = "<soapenv:Body><echoFloatResult xmlns=\"http://tempuri.org/\">"
            + "<result>3.14159</result></echoFloatResult></soapenv:Body></soapenv:Envelope>";

    private static byte[] answer(String ns, String body) {
        return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><soapenv:Envelope xmlns:soapenv=\"" + ns + "\">" + body)
                .getBytes(StandardCharsets.UTF_8);
    }

    /** The cheap verdict, the answer fed in 7-byte chunks (a namespace split across reads must still be found). */
    private static String cheap(ResponseCheck check, byte[] answer) {
        ResponseCheck.Verifier v = check.begin();
        for (int i = 0; i < answer.length; i += 7) {
            v.feed(answer, i, Math.min(7, answer.length - i));
        }
        return v.verdict();
    }

    @Test
    void theSoap12SideTakesOnlyASoap12AnswerWithTheRightValue() {
        ResponseCheck check = layer("echoFloat", -1, SoapStack.AXIS2).measured().check();
        byte[] right = answer(NS12, ECHO_FLOAT_BODY);
        assertNull(cheap(check, right));
        assertNull(check.fullCheck(right, right.length));

        byte[] v11 = answer(NS11, ECHO_FLOAT_BODY);
        assertEquals("answer is not a SOAP 1.2 envelope (it carries the SOAP 1.1 namespace " + NS11 + ")",
                cheap(check, v11), "a 1.1 answer to a 1.2 request is wrong, values or not");
        assertTrue(check.fullCheck(v11, v11.length).startsWith("answer is not a SOAP 1.2 envelope"));

        byte[] wrongValue = answer(NS12, ECHO_FLOAT_BODY.replace("3.14159", "2.71828"));
        assertTrue(cheap(check, wrongValue).contains("3.14159"), cheap(check, wrongValue));
        assertEquals("answer carries 2.71828, expected 3.14159", check.fullCheck(wrongValue, wrongValue.length));

        byte[] notSoap = "<html><body>3.14159</body></html>".getBytes(StandardCharsets.UTF_8);
        assertEquals("answer is not a SOAP 1.2 envelope (no " + NS12 + ")", cheap(check, notSoap));

        // Only the declaration is 1.2, the root element a 1.1 envelope's: the sampled full check sees it.
        byte[] mixed = ("<e:Envelope xmlns:e=\"" + NS11.replace("envelope/", "envelope") + "\" xmlns:x=\"" + NS12
                + "\"><e:Body><echoFloatResult xmlns=\"http://tempuri.org/\"><result>3.14159</result>"
                + "</echoFloatResult></e:Body></e:Envelope>").getBytes(StandardCharsets.UTF_8);
        assertNull(cheap(check, mixed));
        assertTrue(check.fullCheck(mixed, mixed.length).startsWith("answer is not a SOAP 1.2 envelope (its root is"),
                check.fullCheck(mixed, mixed.length));
    }

    @Test
    void theSoap11SideTakesOnlyASoap11Answer() {
        ResponseCheck check = layer("echoFloat", -1, SoapStack.CXF).baseline().orElseThrow().check();
        byte[] right = answer(NS11, ECHO_FLOAT_BODY);
        assertNull(cheap(check, right));
        assertNull(check.fullCheck(right, right.length));
        byte[] v12 = answer(NS12, ECHO_FLOAT_BODY);
        assertTrue(cheap(check, v12).startsWith("answer is not a SOAP 1.1 envelope"));
    }

    @Test
    void aBenchmarkAnswerIsCheckedForItsValuesToo() {
        ResponseCheck check = layer("echoInts", 3, SoapStack.CXF).measured().check();
        String ints = "<soapenv:Body><echoIntsResponse xmlns=\"" + BenchmarkOperation.NAMESPACE + "\">%s"
                + "</echoIntsResponse></soapenv:Body></soapenv:Envelope>";
        StringBuilder values = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            values.append("<echoIntsReturn>").append(org.echosoap.server.contract.SendValues.intAt(i))
                    .append("</echoIntsReturn>");
        }
        byte[] right = answer(NS12, String.format(ints, values));
        assertNull(cheap(check, right));
        assertNull(check.fullCheck(right, right.length));
        byte[] short2 = answer(NS12, String.format(ints, values.substring(0, values.lastIndexOf("<echoIntsReturn>"))));
        assertEquals("answer has 2 <echoIntsReturn> elements, expected 3", cheap(check, short2));
    }
}
