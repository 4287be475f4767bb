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
 * Many large requests at once: twelve concurrent 60 MB bodies to {@code /baseline/chars}, which copies its
 * body into a String as it is meant to, ran the 512 MB heap out and stopped Tomcat within about a second before
 * {@code InFlightRequestBytesFilter}. Now they take turns within the in-flight budget: every call gets its answer
 * (200, or a one-line 503 with Retry-After if it waited too long), the server survives with no OutOfMemoryError in its
 * logs, and answers a normal request afterwards. Its own server, started with {@code conf/tomcat/jvm.options}: if
 * the heap ran out, the JVM would exit.
 */
class ConcurrentLargeRequestsIT {

    private static final int CALLS = 12;
    private static final int PADDING_BYTES = 60 * 1024 * 1024;
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(120);

    private static EchosoapServer server;

    @BeforeAll
    static void start() throws Exception {
        server = EchosoapServer.start(ItPaths.webappTarget().resolve("it-server-concurrent-large"));
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void twelveConcurrentSixtyMegabyteBodiesTakeTurnsInsteadOfExhaustingTheHeap() throws Exception {
        // Seed 000's request with 60 MB of whitespace before the input element: well-formed, under the 64 MiB limit.
        String seed = new String(Seed.request(), StandardCharsets.UTF_8);
        int at = seed.indexOf("<input");
        byte[] request = (seed.substring(0, at) + " ".repeat(PADDING_BYTES) + seed.substring(at))
                .getBytes(StandardCharsets.UTF_8);
        URI uri = server.uri("/baseline/chars");
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        ExecutorService pool = Executors.newFixedThreadPool(CALLS);
        List<String> answers = new ArrayList<>();
        try {
            List<Future<String>> calls = new ArrayList<>();
            for (int i = 0; i < CALLS; i++) {
                calls.add(pool.submit(() -> {
                    HttpResponse<String> r = client.send(HttpRequest.newBuilder(uri).timeout(CALL_TIMEOUT)
                            .header("Content-Type", Seed.CONTENT_TYPE)
                            .POST(HttpRequest.BodyPublishers.ofByteArray(request)).build(),
                            HttpResponse.BodyHandlers.ofString());
                    if (r.statusCode() == 503) {
                        return r.headers().firstValue("Retry-After").isPresent() && r.body().lines().count() == 1
                                ? "busy" : "503 without Retry-After or a one-line reason: " + r.body();
                    }
                    return r.statusCode() == 200 ? "ok" : "HTTP " + r.statusCode();
                }));
            }
            for (Future<String> call : calls) {
                answers.add(call.get(CALL_TIMEOUT.toSeconds() + 30, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
            assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS), "calls still running");
        }
        assertTrue(answers.stream().allMatch(a -> a.equals("ok") || a.equals("busy")), answers::toString);
        assertTrue(answers.contains("ok"), answers::toString);
        assertTrue(ProcessHandle.of(server.pid()).map(ProcessHandle::isAlive).orElse(false), "Tomcat died");
        assertEquals(200, Http.postSeed(server.uri("/services/EchoFloat")).statusCode(), "still answers");
        assertFalse(ServerLogs.mention(server, "java.lang.OutOfMemoryError"), "the server's logs report an OutOfMemoryError");
    }
}
