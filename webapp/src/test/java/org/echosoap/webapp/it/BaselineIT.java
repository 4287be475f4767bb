package org.echosoap.webapp.it;

import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.FreePort;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.echosoap.server.baseline.EchoFloatResponseTemplate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The baselines are only a fair reference if they look exactly like Axis2 on the wire: same status, same
 * Content-Type, same body bytes, same chunked framing. Any difference would be subtracted as "SOAP cost".
 */
@ExtendWith(SharedServer.class)
class BaselineIT {

    private static final String AXIS2_PATH = "/echosoap/services/EchoFloat";
    private static final int SPIN_SAMPLES = 5;

    private static EchosoapServer server;
    private static HttpResponse<byte[]> axis2Answer;

    @BeforeAll
    static void askAxis2(EchosoapServer shared) throws Exception {
        server = shared;
        axis2Answer = Http.postSeed(server.uri("/services/EchoFloat"));
        assertEquals(200, axis2Answer.statusCode(), () -> Http.body(axis2Answer));
    }

    @Test
    void templateIsAxis2sRealAnswer() {
        // The baselines send the template; it must not drift from what Axis2 sends today.
        assertArrayEquals(EchoFloatResponseTemplate.get().seedResponseBytes(), axis2Answer.body(),
                () -> "Axis2 now answers: " + new String(axis2Answer.body(), StandardCharsets.UTF_8));
        assertEquals(EchoFloatResponseTemplate.CONTENT_TYPE, Http.header(axis2Answer, "Content-Type"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/baseline/null", "/baseline/bytes", "/baseline/chars", "/baseline/spin?micros=0"})
    void answersTheSeedExactlyLikeAxis2(String path) throws Exception {
        HttpResponse<byte[]> baseline = Http.postSeed(server.uri(path));
        assertEquals(200, baseline.statusCode(), () -> Http.body(baseline));
        assertArrayEquals(axis2Answer.body(), baseline.body(),
                () -> "baseline: " + new String(baseline.body(), StandardCharsets.UTF_8)
                        + "\naxis2:    " + new String(axis2Answer.body(), StandardCharsets.UTF_8));
        assertEquals(Http.header(axis2Answer, "Content-Type"), Http.header(baseline, "Content-Type"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {AXIS2_PATH, "/echosoap/baseline/null", "/echosoap/baseline/bytes",
        "/echosoap/baseline/chars", "/echosoap/baseline/spin?micros=0"})
    void framesTheAnswerChunkedLikeAxis2(String path) throws Exception {
        RawHttp.Response response = RawHttp.post(server.port(), path, Seed.CONTENT_TYPE, Seed.request());
        assertEquals(200, response.status());
        assertTrue(response.isChunked(), () -> path + " headers: " + response.headerValues("Transfer-Encoding"));
        assertTrue(response.headerValues("Content-Length").isEmpty(), path + " also sent Content-Length");
        // De-chunked, the body is still the template: chunking changed the framing, not the content.
        assertArrayEquals(EchoFloatResponseTemplate.get().seedResponseBytes(), response.body());
    }

    @Test
    void rawClientTellsContentLengthFramingApart() throws Exception {
        // Control for the chunked check above: a 400 is sent with Content-Length, and the raw client must see it.
        RawHttp.Response response = RawHttp.post(server.port(), "/echosoap/baseline/spin?micros=abc",
                Seed.CONTENT_TYPE, Seed.request());
        assertEquals(400, response.status());
        assertFalse(response.isChunked());
        assertEquals(List.of(Integer.toString(response.body().length)), response.headerValues("Content-Length"));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/baseline/bytes", "/baseline/chars"})
    void echoesTheRequestsValue(String path) throws Exception {
        HttpResponse<byte[]> response = Http.post(server.uri(path), Seed.requestWithValue("2.5"));
        assertEquals(200, response.statusCode(), () -> Http.body(response));
        assertEquals("2.5", Xml.echoResult(response.body()));
    }

    @Test
    void nullBaselineIgnoresTheRequestsValue() throws Exception {
        // Fixed bytes by design: the null baseline does no per-request work beyond reading.
        HttpResponse<byte[]> response = Http.post(server.uri("/baseline/null"), Seed.requestWithValue("2.5"));
        assertEquals(Seed.VALUE, Xml.echoResult(response.body()));
    }

    @Test
    void spinTakesAtLeastTheRequestedTime() throws Exception {
        long minElapsedNanos = Long.MAX_VALUE;
        for (int i = 0; i < SPIN_SAMPLES; i++) {
            long startNanos = System.nanoTime();
            HttpResponse<byte[]> response = Http.postSeed(server.uri("/baseline/spin?micros=2000"));
            long elapsedNanos = System.nanoTime() - startNanos;
            assertEquals(200, response.statusCode());
            assertArrayEquals(axis2Answer.body(), response.body());
            minElapsedNanos = Math.min(minElapsedNanos, elapsedNanos);
        }
        double minElapsedMillis = minElapsedNanos / 1e6;
        assertTrue(minElapsedMillis >= 2.0, () -> "fastest spin?micros=2000 took " + minElapsedMillis + " ms");
    }

    @ParameterizedTest(name = "spin{0}")
    @ValueSource(strings = {"?micros=abc", "?micros=-1", "?micros=1000001", "", "?micros=", "?micros=2.5"})
    void spinRejectsABadParameterWithAOneLine400(String query) throws Exception {
        HttpResponse<byte[]> response = Http.postSeed(server.uri("/baseline/spin" + query));
        String text = new String(response.body(), StandardCharsets.UTF_8);
        assertEquals(400, response.statusCode(), text);
        assertTrue(Http.header(response, "Content-Type").startsWith("text/plain"));
        String message = text.strip();
        assertFalse(message.isEmpty());
        assertFalse(message.contains("\n"), () -> "not one line: " + text);
        assertTrue(message.contains("micros"), message);
    }

    @Test
    void aPeriodicPauseHoldsOnlyTheRequestsArrivingInsideIt() throws Exception {
        // 200 ms in every 400 ms: of requests spaced 50 ms apart over two periods, those inside a pause wait for
        // its end (the server's clock decides the phase); the others answer at once. The answer stays the baseline's.
        int held = 0;
        for (int i = 0; i < 16; i++) {
            long start = System.nanoTime();
            HttpResponse<byte[]> r = Http.postSeed(server.uri("/baseline/null?pauseMillis=200&everyMillis=400"));
            long tookMillis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(200, r.statusCode());
            assertArrayEquals(axis2Answer.body(), r.body());
            assertTrue(tookMillis < 1_000, "never longer than the pause (plus slack): " + tookMillis);
            held += tookMillis >= 20 ? 1 : 0;
            Thread.sleep(50);
        }
        assertTrue(held >= 3 && held <= 13, "about half of them land in a pause: " + held);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/baseline/null?pauseMillis=100", "/baseline/null?everyMillis=1000",
        "/baseline/null?pauseMillis=0&everyMillis=1000", "/baseline/null?pauseMillis=500&everyMillis=100",
        "/baseline/null?pauseMillis=abc&everyMillis=1000", "/baseline/null?pauseMillis=20000&everyMillis=60000"})
    void aBadPauseIsABadRequestWithOneLine(String path) throws Exception {
        HttpResponse<byte[]> r = Http.postSeed(server.uri(path));
        assertEquals(400, r.statusCode());
        String body = new String(r.body(), StandardCharsets.UTF_8);
        assertTrue(body.contains("pauseMillis (1..10000) and everyMillis (pauseMillis..60000) must be whole milliseconds"),
                body);
    }
}
