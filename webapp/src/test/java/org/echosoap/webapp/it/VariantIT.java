package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.echosoap.server.baseline.EchoFloatResponseTemplate;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;

/**
 * The parser variants on the real Tomcat: each parser, in each input mode, answers the seed request exactly like
 * Axis2's EchoFloat (body bytes, Content-Type, chunked framing), copies another value as is, refuses a DOCTYPE or
 * XXE with a Client fault that shows nothing of the file, and answers a bad {@code ?input=} with a one-line 400.
 */
@ExtendWith(SharedServer.class)
class VariantIT {

    private static final String[] PARSERS = {"dom", "sax", "stax", "xni", "jdom", "xpp", "crimson", "xerces1-dom",
        "xerces1-sax"};

    private static EchosoapServer server;
    private static HttpResponse<byte[]> axis2Answer;
    private static Path secretFile;
    private static String secret;

    @BeforeAll
    static void askAxis2(EchosoapServer shared) throws Exception {
        server = shared;
        axis2Answer = Http.postSeed(server.uri("/services/EchoFloat"));
        assertEquals(200, axis2Answer.statusCode(), () -> Http.body(axis2Answer));
        // Tomcat runs on this host as this user, so it could read this file if a parser let it.
        secret = "echosoap-variant-secret-" + Long.toHexString(System.nanoTime());
        secretFile = Files.createTempFile(ItPaths.webappTarget(), "it-xxe-", ".txt");
        Files.writeString(secretFile, secret);
    }

    @AfterAll
    static void removeSecret() throws IOException {
        if (secretFile != null) {
            Files.deleteIfExists(secretFile);
        }
    }

    /** Every parser with no query (stream by default), {@code ?input=stream} and {@code ?input=preread}. */
    static Stream<String> endpoints() {
        List<String> all = new ArrayList<>();
        for (String parser : PARSERS) {
            all.add("/variant/" + parser);
            all.add("/variant/" + parser + "?input=stream");
            all.add("/variant/" + parser + "?input=preread");
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void answersTheSeedExactlyLikeAxis2(String path) throws Exception {
        HttpResponse<byte[]> variant = Http.postSeed(server.uri(path));
        assertEquals(200, variant.statusCode(), () -> Http.body(variant));
        assertArrayEquals(axis2Answer.body(), variant.body(),
                () -> "variant: " + new String(variant.body(), StandardCharsets.UTF_8)
                        + "\naxis2:   " + new String(axis2Answer.body(), StandardCharsets.UTF_8));
        assertEquals(Http.header(axis2Answer, "Content-Type"), Http.header(variant, "Content-Type"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void framesTheAnswerChunkedLikeAxis2(String path) throws Exception {
        RawHttp.Response response = RawHttp.post(server.port(), "/echosoap" + path, Seed.CONTENT_TYPE, Seed.request());
        assertEquals(200, response.status());
        assertTrue(response.isChunked(), () -> path + " headers: " + response.headerValues("Transfer-Encoding"));
        assertTrue(response.headerValues("Content-Length").isEmpty(), path + " also sent Content-Length");
        assertEquals(List.of(EchoFloatResponseTemplate.CONTENT_TYPE), response.headerValues("Content-Type"));
        assertArrayEquals(EchoFloatResponseTemplate.get().seedResponseBytes(), response.body());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void echoesAnotherValueAsIs(String path) throws Exception {
        HttpResponse<byte[]> response = Http.post(server.uri(path), Seed.requestWithValue("2.5"));
        assertEquals(200, response.statusCode(), () -> Http.body(response));
        assertEquals("2.5", Xml.echoResult(response.body()));
        // No float conversion: the text is copied (Axis2 would answer 1.0E10 for 1e10).
        HttpResponse<byte[]> unconverted = Http.post(server.uri(path), Seed.requestWithValue("1e10"));
        assertEquals("1e10", Xml.echoResult(unconverted.body()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void refusesXxeWithAClientFaultThatShowsNothingOfTheFile(String path) throws Exception {
        String xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE soap:Envelope [<!ENTITY xxe SYSTEM \"" + secretFile.toUri()
                + "\">]>\n" + new String(Seed.requestWithValue("&xxe;"), StandardCharsets.UTF_8)
                        .replaceFirst("^<\\?xml[^>]*>\\s*", "");
        HttpResponse<byte[]> response = Http.post(server.uri(path), xxe.getBytes(StandardCharsets.UTF_8));
        String reason = assertCleanClientFault(response);
        assertTrue(reason.contains("DOCTYPE"), reason);
        assertFalse(new String(response.body(), StandardCharsets.UTF_8).contains(secret), "the file leaked");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void neverFetchesAnExternalDtd(String path) throws Exception {
        try (ServerSocket trap = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String request = "<?xml version=\"1.0\"?>\n<!DOCTYPE soap:Envelope SYSTEM \"http://127.0.0.1:"
                    + trap.getLocalPort() + "/evil.dtd\">\n" + new String(Seed.request(), StandardCharsets.UTF_8)
                            .replaceFirst("^<\\?xml[^>]*>\\s*", "");
            assertCleanClientFault(Http.post(server.uri(path), request.getBytes(StandardCharsets.UTF_8)));
            trap.setSoTimeout(200);
            try {
                trap.accept().close();
                throw new AssertionError(path + " fetched the external DTD");
            } catch (SocketTimeoutException expected) {
                // nobody connected
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void refusesBadXmlWithACleanClientFault(String path) throws Exception {
        byte[] seed = Seed.request();
        assertCleanClientFault(Http.post(server.uri(path), java.util.Arrays.copyOf(seed, seed.length / 2)));
        assertCleanClientFault(Http.post(server.uri(path), new byte[0]));
        byte[] noInput = new String(seed, StandardCharsets.UTF_8)
                .replace("<input ", "<other ").replace("</input>", "</other>").getBytes(StandardCharsets.UTF_8);
        assertTrue(assertCleanClientFault(Http.post(server.uri(path), noInput)).contains("<input>"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"dom", "sax", "stax", "xni", "jdom", "xpp", "crimson", "xerces1-dom", "xerces1-sax"})
    void rejectsAnUnknownInputModeWithAOneLine400(String parser) throws Exception {
        for (String query : new String[] {"?input=bogus", "?input=", "?input=STREAM"}) {
            HttpResponse<byte[]> response = Http.postSeed(server.uri("/variant/" + parser + query));
            String text = new String(response.body(), StandardCharsets.UTF_8);
            assertEquals(400, response.statusCode(), text);
            assertTrue(Http.header(response, "Content-Type").startsWith("text/plain"));
            String message = text.strip();
            assertFalse(message.isEmpty() || message.contains("\n"), () -> "not one line: " + text);
            assertTrue(message.contains("stream") && message.contains("preread"), message);
        }
    }

    @Test
    void theEndOfLifeParsersLeaveXerces2AndAxis2Alone() throws Exception {
        // Xerces 1 has Xerces2's class names and Crimson registers JAXP factories: had either leaked out of its own
        // class loader, the Xerces2 variants (same class names) or Axis2 (JAXP) would now answer differently.
        for (String old : new String[] {"crimson", "xerces1-dom", "xerces1-sax"}) {
            HttpResponse<byte[]> response = Http.post(server.uri("/variant/" + old), Seed.requestWithValue("6.5"));
            assertEquals("6.5", Xml.echoResult(response.body()), old);
        }
        for (String path : new String[] {"/variant/dom", "/variant/sax", "/variant/xni", "/services/EchoFloat"}) {
            HttpResponse<byte[]> response = Http.postSeed(server.uri(path));
            assertEquals(200, response.statusCode(), () -> Http.body(response));
            assertArrayEquals(axis2Answer.body(), response.body(), path);
        }
        // Xerces2's limits still apply to its variants (Xerces 1 has none: a shadowed class would lose them).
        String deep = "<a>".repeat(1_500) + "</a>".repeat(1_500);
        HttpResponse<byte[]> refused = Http.post(server.uri("/variant/sax"), Seed.requestWithValue(deep));
        assertTrue(assertCleanClientFault(refused).contains("nested deeper"), Http.body(refused));
    }

    @Test
    void keepsAnswering200sOnOneConnectionAfterFaults() throws Exception {
        // Per-thread parser reuse: after faults the same Tomcat threads must still parse correctly.
        for (int i = 0; i < 20; i++) {
            String parser = PARSERS[i % PARSERS.length];
            Http.post(server.uri("/variant/" + parser), "<broken".getBytes(StandardCharsets.UTF_8));
            HttpResponse<byte[]> ok = Http.post(server.uri("/variant/" + parser), Seed.requestWithValue(i + ".5"));
            assertEquals(i + ".5", Xml.echoResult(ok.body()));
        }
    }

    /** 500, text/xml, SOAP 1.1 faultcode Client, one-line reason without our internals; returns the reason. */
    private static String assertCleanClientFault(HttpResponse<byte[]> response) throws Exception {
        String text = new String(response.body(), StandardCharsets.UTF_8);
        assertEquals(500, response.statusCode(), text);
        assertTrue(Http.header(response, "Content-Type").startsWith("text/xml"), text);
        Document fault = Xml.parse(response.body());
        assertEquals("soapenv:Client", Xml.text(fault, "//faultcode"), text);
        String reason = Xml.text(fault, "//faultstring");
        assertFalse(reason.isBlank(), text);
        assertFalse(reason.contains("\n") || reason.contains("\r"), () -> "multi-line: " + reason);
        for (String internal : new String[] {"Exception", "at org.", "java.", "org.apache.", "com.ctc", "javax."}) {
            assertFalse(text.contains(internal), () -> "fault leaks '" + internal + "': " + text);
        }
        return reason;
    }
}
