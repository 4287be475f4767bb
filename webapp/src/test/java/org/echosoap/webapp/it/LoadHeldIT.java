package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The short version of {@code bench/soak.sh}: 200 concurrent clients, each sending the seed request to EchoFloat back
 * to back over keep-alive for 10 s; every answer must be a correct 200 (no errors at all), and the server answers
 * normally afterwards. Bounded: 10 s of load plus at most the 30 s request timeout per client.
 */
@ExtendWith(SharedServer.class)
class LoadHeldIT {

    private static final int CLIENTS = 200;
    private static final long LOAD_NANOS = 10_000_000_000L;

    @Test
    void twoHundredConcurrentKeepAliveClientsForTenSecondsWithoutAnError(EchosoapServer server) throws Exception {
        AtomicLong answered = new AtomicLong();
        AtomicLong errors = new AtomicLong();
        AtomicReference<String> firstError = new AtomicReference<>();
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> clients = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            Thread client = new Thread(() -> {
                try {
                    start.await();
                    long end = System.nanoTime() + LOAD_NANOS;
                    while (System.nanoTime() < end) {
                        HttpResponse<byte[]> r = Http.postSeed(server.uri("/services/EchoFloat"));
                        if (r.statusCode() == 200 && Xml.echoResult(r.body()).equals("3.14159")) {
                            answered.incrementAndGet();
                        } else {
                            errors.incrementAndGet();
                            firstError.compareAndSet(null, "HTTP " + r.statusCode());
                        }
                    }
                } catch (Exception e) {
                    errors.incrementAndGet();
                    firstError.compareAndSet(null, e.toString());
                }
            }, "load-" + i);
            client.start();
            clients.add(client);
        }
        start.countDown();
        for (Thread client : clients) {
            client.join(60_000);
        }
        assertEquals(0, errors.get(), () -> "errors under load, first: " + firstError.get());
        assertTrue(answered.get() >= CLIENTS, "only " + answered.get() + " answers");
        assertEquals(200, Http.postSeed(server.uri("/services/EchoFloat")).statusCode(), "healthy after the load");
    }
}
