package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Bounded memory under big messages: 16 concurrent 10 MB echoBase64 calls against the real Tomcat with
 * {@code conf/tomcat/jvm.options} (512 MB heap, {@code -XX:+ExitOnOutOfMemoryError}) all get their exact bytes back,
 * the server survives (no OutOfMemoryError in its logs) and still answers a normal request. Its own server: if the
 * heap ran out, the JVM would exit and take the shared server's other tests with it.
 */
class BigMessagesIT {

    private static final int CALLS = 16;
    private static final int PAYLOAD_BYTES = 10_000_000;
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(120);

    private static EchosoapServer server;

    @BeforeAll
    static void start() throws Exception {
        server = EchosoapServer.start(ItPaths.webappTarget().resolve("it-server-big"));
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void sixteenConcurrentTenMegabyteEchoBase64CallsFitTheHeap() throws Exception {
        byte[] payload = new byte[PAYLOAD_BYTES];
        for (int i = 0; i < payload.length; i++) {
            payload[i] = (byte) i;
        }
        String base64 = Base64.getEncoder().encodeToString(payload);
        byte[] request = BenchmarkSoap.envelope(BenchmarkSoap.element("echoBase64", "<input>" + base64 + "</input>"));
        byte[] expected = base64.getBytes(StandardCharsets.US_ASCII);
        URI uri = server.uri("/services/Benchmark");
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        ExecutorService pool = Executors.newFixedThreadPool(CALLS);
        try {
            List<Future<String>> calls = new ArrayList<>();
            for (int i = 0; i < CALLS; i++) {
                calls.add(pool.submit(() -> {
                    HttpResponse<byte[]> r = client.send(HttpRequest.newBuilder(uri).timeout(CALL_TIMEOUT)
                            .header("Content-Type", Seed.CONTENT_TYPE).header("SOAPAction", "\"echoBase64\"")
                            .POST(HttpRequest.BodyPublishers.ofByteArray(request)).build(),
                            HttpResponse.BodyHandlers.ofByteArray());
                    return r.statusCode() == 200 ? echoed(r.body(), expected) : "HTTP " + r.statusCode();
                }));
            }
            for (Future<String> call : calls) {
                assertEquals("ok", call.get(CALL_TIMEOUT.toSeconds() + 30, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
            assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS), "calls still running");
        }
        assertTrue(ProcessHandle.of(server.pid()).map(ProcessHandle::isAlive).orElse(false), "Tomcat died");
        assertEquals(200, Http.postSeed(server.uri("/services/EchoFloat")).statusCode(), "still answers");
        assertFalse(ServerLogs.mention(server, "java.lang.OutOfMemoryError"), "the server's logs report an OutOfMemoryError");
    }

    /** "ok" if the answer's echoBase64Return holds exactly {@code expected}. */
    private static String echoed(byte[] body, byte[] expected) {
        String text = new String(body, StandardCharsets.US_ASCII);
        int start = text.indexOf("<echoBase64Return>");
        int end = text.indexOf("</echoBase64Return>");
        if (start < 0 || end < start) {
            return "no echoBase64Return in " + text.substring(0, Math.min(300, text.length()));
        }
        start += "<echoBase64Return>".length();
        return Arrays.equals(body, start, end, expected, 0, expected.length) ? "ok"
                : "echoed " + (end - start) + " chars that differ from the " + expected.length + " sent";
    }
}
