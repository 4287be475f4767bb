package org.echosoap.client.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.FreshBodies;
import org.echosoap.client.scenario.ResponseCheck;
import org.junit.jupiter.api.Test;

/**
 * Counting the bytes of a message made fresh per exchange sends a new body on each of its calls: the same bytes twice
 * would be a replay (a WS-Security endpoint refuses it, and the count would fail).
 */
class HttpWireBytesFreshTest {

    @Test
    void everyCountedCallSendsItsOwnBody() throws Exception {
        Set<String> bodies = ConcurrentHashMap.newKeySet();
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/fresh", exchange -> {
            bodies.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            byte[] answer = "<ok/>".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        server.start();
        try {
            AtomicInteger n = new AtomicInteger();
            FreshBodies made = new FreshBodies(() -> ("<m n=\"" + n.incrementAndGet() + "\"/>")
                    .getBytes(StandardCharsets.UTF_8));
            Endpoint fresh = Endpoint.fresh("fresh", "/fresh", "<m n=\"0\"/>".getBytes(StandardCharsets.UTF_8),
                    "text/xml", null, ResponseCheck.class.cast(null), made);
            HttpWireBytes.count("http://127.0.0.1:" + server.getAddress().getPort(), fresh, Duration.ofSeconds(10));
            assertEquals(HttpWireBytes.CALLS, bodies.size(), "distinct bodies: " + bodies);
            assertEquals(HttpWireBytes.CALLS, made.built());
            assertEquals(List.of(), bodies.stream().filter(b -> b.contains("n=\"0\"")).toList(), "never the first body");
        } finally {
            server.stop(0);
        }
    }
}
