package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * JSON over HTTP on the real Tomcat: every call answers as the SOAP Latency service does, framed like Axis2 (chunked)
 * and timed by the same filter (Server-Timing); every bad request gets one line of JSON and the right status, and the
 * next good call is served.
 */
@ExtendWith(SharedServer.class)
class JsonIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static EchosoapServer server;

    @BeforeAll
    static void shared(EchosoapServer shared) {
        server = shared;
    }

    private static HttpResponse<byte[]> post(String call, String body) throws Exception {
        return Http.postAs(server.uri("/json" + call), "application/json", body.getBytes(StandardCharsets.UTF_8));
    }

    private static JsonNode ok(String call, String body) throws Exception {
        HttpResponse<byte[]> r = post(call, body);
        String text = new String(r.body(), StandardCharsets.UTF_8);
        assertEquals(200, r.statusCode(), text);
        assertEquals("application/json;charset=UTF-8", Http.header(r, "Content-Type"));
        assertTrue(Http.header(r, "Server-Timing") != null, "timed like every other answer");
        return JSON.readTree(text);
    }

    @Test
    void everyCallAnswersLikeTheSoapService() throws Exception {
        assertEquals("{}", ok("/Latency/doNothing", "{}").toString());
        assertEquals("abcdefghijklmnopqrstuvwxyzab", ok("/Latency/getString", "{\"size\": 28}").get("return").asText());
        JsonNode ints = ok("/Latency/getIntegers", "{\"size\": 400}").get("return");
        assertEquals(400, ints.size());
        for (int i = 0; i < 400; i++) {
            assertEquals(i, ints.get(i).asInt());
        }
        assertEquals(1.5f, (float) ok("/EchoFloat", "{\"input\": 1.5}").get("return").asDouble());
        assertEquals("{}", ok("/Latency/setSize", "{\"size\": 3}").toString());
        try {
            assertEquals("abc", ok("/Latency/getString", "{}").get("return").asText(), "the stored size");
            assertEquals(0, ok("/Latency/getIntegers", "{\"size\": 0}").get("return").size());
        } finally {
            ok("/Latency/setSize", "{\"size\": 200}");
        }
    }

    @Test
    void answersAreChunkedLikeAxis2s() throws Exception {
        RawHttp.Response r = RawHttp.post(server.port(), "/echosoap/json/Latency/getString", "application/json",
                "{\"size\": 200}".getBytes(StandardCharsets.UTF_8));
        assertEquals(200, r.status());
        assertTrue(r.isChunked(), "flushed before the servlet returns, as Axis2 and the baselines");
    }

    @ParameterizedTest(name = "{0} {1} -> {3}")
    @CsvSource(delimiter = '|', value = {
            "/Latency/getString | {\"size\": -1}                | application/json | 400 | size must be from 0",
            "/Latency/getString | {\"size\": 1000001}           | application/json | 400 | size must be from 0",
            "/Latency/getString | {\"size\": \"200\"}           | application/json | 400 | not a valid request",
            "/Latency/getString | {\"size\": 2.5}               | application/json | 400 | not a valid request",
            "/Latency/getString | {\"size\": 1, \"x\": 2}       | application/json | 400 | not a valid request",
            "/Latency/getString | {\"size\": 1} {}              | application/json | 400 | not a valid request",
            "/Latency/getString | {\"size\": 1                  | application/json | 400 | not a valid request",
            "/Latency/getString | ''                            | application/json | 400 | not a valid request",
            "/Latency/getString | [[[[[[[[[[[[1]]]]]]]]]]]]     | application/json | 400 | not a valid request",
            "/Latency/setSize   | {}                            | application/json | 400 | setSize needs",
            "/Latency/doNothing | {\"size\": 1}                 | application/json | 400 | not a valid request",
            "/EchoFloat         | {\"input\": 1e39}             | application/json | 400 | finite float",
            "/EchoFloat         | {\"input\": null}             | application/json | 400 | echoFloat needs",
            "/Latency/getString | {\"size\": 1}                 | text/xml         | 415 | is not JSON",
            "/Latency/nothing   | {}                            | application/json | 404 | no JSON call",
    })
    void badRequestsGetOneLineOfJsonAndTheNextCallIsServed(String call, String body, String contentType, int status,
                                                           String reason) throws Exception {
        HttpResponse<byte[]> r = Http.postAs(server.uri("/json" + call), contentType,
                body.getBytes(StandardCharsets.UTF_8));
        String text = new String(r.body(), StandardCharsets.UTF_8);
        assertEquals(status, r.statusCode(), text);
        JsonNode error = JSON.readTree(text).get("error");
        assertTrue(error != null && error.asText().contains(reason) && !error.asText().contains("\n"), text);
        assertEquals("{}", ok("/Latency/doNothing", "{}").toString());
    }

    @Test
    void aLongStringIsRefusedBeforeItIsBound() throws Exception {
        HttpResponse<byte[]> r = post("/EchoFloat", "{\"input\": \"" + "x".repeat(100_000) + "\"}");
        assertEquals(400, r.statusCode());
        assertTrue(new String(r.body(), StandardCharsets.UTF_8).contains("not a valid request"));
    }

    @Test
    void getIsNotAllowed() throws Exception {
        HttpResponse<byte[]> r = Http.get(server.uri("/json/Latency/doNothing"));
        assertEquals(405, r.statusCode());
        assertEquals("POST", Http.header(r, "Allow"));
    }

    /**
     * The JSON calls' baseline: /baseline/null?responseBytes=N&form=json answers exactly N bytes of JSON with the JSON
     * calls' Content-Type and framing (chunked), so the pair differs only in the work behind the answer.
     */
    @Test
    void theJsonNullAnswersTheSameLengthTypeAndFraming() throws Exception {
        HttpResponse<byte[]> real = post("/Latency/getString", "{\"size\": 200}");
        int n = real.body().length;
        HttpResponse<byte[]> nul = Http.postAs(server.uri("/baseline/null?responseBytes=" + n + "&form=json"),
                "application/json", "{\"size\": 200}".getBytes(StandardCharsets.UTF_8));
        assertEquals(200, nul.statusCode());
        assertEquals(n, nul.body().length);
        assertEquals(Http.header(real, "Content-Type"), Http.header(nul, "Content-Type"));
        assertEquals("{}", JSON.readTree(nul.body()).toString());
        RawHttp.Response raw = RawHttp.post(server.port(), "/echosoap/baseline/null?responseBytes=2&form=json",
                "application/json", "{}".getBytes(StandardCharsets.UTF_8));
        assertEquals("{}", new String(raw.body(), StandardCharsets.UTF_8));
        assertTrue(raw.isChunked());
        assertEquals(400, Http.postAs(server.uri("/baseline/null?responseBytes=1&form=json"), "application/json",
                new byte[0]).statusCode());
        assertEquals(400, Http.postAs(server.uri("/baseline/null?responseBytes=20&form=yaml"), "application/json",
                new byte[0]).statusCode());
        assertEquals(400, Http.postAs(server.uri("/baseline/null?form=json"), "application/json",
                new byte[0]).statusCode());
    }
}
