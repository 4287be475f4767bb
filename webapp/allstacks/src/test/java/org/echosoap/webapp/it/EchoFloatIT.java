package org.echosoap.webapp.it;

import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.echosoap.testsupport.Stack;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.FreePort;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.w3c.dom.Document;

/**
 * The EchoFloat service of every stack on the real Tomcat: the seed request, sent byte for byte, is answered with the
 * seed's {@code echoFloatResult/result} contract whatever SOAPAction form the caller uses, and the value really
 * goes through an {@code xsd:float} conversion.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(Stack.class)
@ExtendWith(SharedServer.class)
class EchoFloatIT {

    @Parameter
    Stack stack;

    private URI echoFloat;

    @BeforeEach
    void locate(EchosoapServer server) {
        echoFloat = server.uri(stack, "/services/EchoFloat");
    }

    @Test
    void answersTheSeedRequestWithoutSoapAction() throws Exception {
        assertSeedAnswer(Http.post(echoFloat, Seed.request()));
    }

    @Test
    void answersTheSeedRequestWithEmptySoapAction() throws Exception {
        assertSeedAnswer(Http.post(echoFloat, Seed.request(), "SOAPAction", "\"\""));
    }

    @Test
    void answersTheSeedRequestWithTheOperationsSoapAction() throws Exception {
        assertSeedAnswer(Http.post(echoFloat, Seed.request(), "SOAPAction", "\"http://tempuri.org/echoFloat\""));
    }

    private static void assertSeedAnswer(HttpResponse<byte[]> response) throws Exception {
        assertEquals(200, response.statusCode(), () -> body(response));
        assertTrue(Http.header(response, "Content-Type").startsWith("text/xml"));
        assertEquals(Seed.VALUE, Xml.echoResult(response.body()));
    }

    @ParameterizedTest(name = "input \"{0}\" -> \"{1}\"")
    @CsvSource({
        "1e39,   INF",     // beyond the float range: rounds to infinity, as xsd:float says
        "-0,     -0.0",    // the sign of zero survives the round trip
        "2.5,    2.5",
        "' 2.5 ', 2.5",    // XML white space around the value is allowed
        "1e10,   1.0E10",
        "NaN,    NaN",
    })
    void convertsTheValueThroughXsdFloat(String input, String expected) throws Exception {
        HttpResponse<byte[]> response = Http.post(echoFloat, Seed.requestWithValue(input));
        assertEquals(200, response.statusCode(), () -> body(response));
        assertEquals(expected, Xml.echoResult(response.body()));
    }

    @Test
    void answersANonFloatWithAClientFault() throws Exception {
        HttpResponse<byte[]> response = Http.post(echoFloat, Seed.requestWithValue("abc"));
        assertEquals(500, response.statusCode(), () -> body(response));
        Document fault = Xml.parse(response.body());
        assertTrue(Xml.text(fault, "//faultcode").endsWith(":Client"), () -> body(response));
        assertTrue(Xml.text(fault, "//faultstring").contains("'abc'"), () -> body(response));
    }

    @Test
    void answersAMissingInputWithAClientFault() throws Exception {
        byte[] noInput = new String(Seed.request(), StandardCharsets.UTF_8)
                .replace("<input ", "<other ").replace("</input>", "</other>").getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> response = Http.post(echoFloat, noInput);
        assertEquals(500, response.statusCode(), () -> body(response));
        assertTrue(Xml.text(Xml.parse(response.body()), "//faultcode").endsWith(":Client"), () -> body(response));
    }

    static String body(HttpResponse<byte[]> response) {
        return Http.body(response);
    }
}
