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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;

/**
 * Requests that are not SOAP at all get a clean SOAP 1.1 Fault: HTTP 500, {@code text/xml}, fault code
 * {@code Client} (the caller's mistake), on every stack, a one-line reason and no trace of our Java internals (stock Axis2
 * answers an empty fault code and {@code org.apache.axiom...StreamException: com.ctc.wstx...}).
 */
@ParameterizedClass(name = "{0}")
@EnumSource(Stack.class)
@ExtendWith(SharedServer.class)
class FaultIT {

    @Parameter
    Stack stack;

    private URI echoFloat;

    @BeforeEach
    void locate(EchosoapServer server) {
        echoFloat = server.uri(stack, "/services/EchoFloat");
    }

    static Stream<Arguments> brokenRequests() {
        byte[] seed = Seed.request();
        return Stream.of(
                Arguments.of("truncated start tag", "<soap:Envelope".getBytes(StandardCharsets.UTF_8)),
                Arguments.of("seed cut in half", Arrays.copyOf(seed, seed.length / 2)),
                Arguments.of("empty body", new byte[0]),
                Arguments.of("not XML", "hello, is this SOAP?".getBytes(StandardCharsets.UTF_8)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenRequests")
    void answersWithACleanClientFault(String description, byte[] body) throws Exception {
        HttpResponse<byte[]> response = Http.post(echoFloat, body);
        String text = new String(response.body(), StandardCharsets.UTF_8);

        assertEquals(500, response.statusCode(), text);
        assertTrue(Http.header(response, "Content-Type").startsWith("text/xml"), text);
        Document fault = Xml.parse(response.body());
        String faultCode = Xml.text(fault, "//faultcode");
        assertTrue(faultCode.endsWith(":Client"), () -> "faultcode " + faultCode + " in " + text);
        String faultString = Xml.text(fault, "//faultstring");
        assertFalse(faultString.isBlank(), text);
        assertFalse(faultString.contains("\n") || faultString.contains("\r"), () -> "multi-line: " + faultString);

        for (String internal : new String[] {"Exception", "at org.", "java.", "org.apache", "com.ctc", "javax."}) {
            assertFalse(text.contains(internal), () -> "fault leaks '" + internal + "': " + text);
        }
    }
}
