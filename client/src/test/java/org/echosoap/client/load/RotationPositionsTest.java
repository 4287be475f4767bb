package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.LengthCheck;
import org.echosoap.client.config.PrecisionTarget;
import org.junit.jupiter.api.Test;

/**
 * A rotation goes on across blocks and epochs: every block's workers are new, and a rotation longer than what one
 * block sends (a template's many messages) must still have all its messages sent, in turn.
 */
class RotationPositionsTest {

    private static final String OK = "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nContent-Length: 5\r\n\r\n<ok/>";

    private static Endpoint message(int i) {
        return new Endpoint("m", "/m?i=" + i, "<x/>".getBytes(StandardCharsets.US_ASCII), "text/xml", null,
                new LengthCheck(5));
    }

    @Test
    void connectionsStartSpreadOverTheRotationAndGoOnFromWhereTheyWere() {
        List<Endpoint> messages = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            messages.add(message(i));
        }
        Endpoint rotating = Endpoint.rotating("m", messages);
        Endpoint single = message(0);
        RotationPositions p = new RotationPositions(4);
        assertEquals(List.of(0L, 2L, 5L, 7L), List.of(p.next(0, rotating), p.next(1, rotating), p.next(2, rotating),
                p.next(3, rotating)));
        p.advance(1, rotating, 13);
        assertEquals(15, p.next(1, rotating));
        assertEquals(messages.get(5), rotating.message(p.next(1, rotating)));
        assertEquals(0, p.next(3, single), "a single message: every connection at 0, which it ignores");
    }

    @Test
    void everyMessageOfALongRotationIsSentInTurnAcrossBlocksAndEpochs() throws Exception {
        Map<String, AtomicInteger> seen = new ConcurrentHashMap<>();
        try (ScriptedHttpServer server = new ScriptedHttpServer(path -> {
            seen.computeIfAbsent(path, k -> new AtomicInteger()).incrementAndGet();
            return ScriptedHttpServer.Answer.of(OK);
        })) {
            int size = 100;
            List<Endpoint> messages = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                messages.add(message(i));
            }
            Endpoint rotating = Endpoint.rotating("m", messages);
            // 10 ms blocks end part way through the 100 messages; 30 rounds in epochs of 5: new workers every block,
            // new connections every epoch. Without positions kept across them, the first messages went twice as often.
            RunOptions o = RunOptions.builder(URI.create(server.base())).connections(1).warmup(Duration.ZERO)
                    .duration(Duration.ofMillis(10)).prime(Duration.ZERO).timeout(Duration.ofSeconds(5)).quiet(true)
                    .precision(PrecisionTarget.OFF).repeat(30).epochRounds(5).build();
            new Measurement(o, List.of(rotating), null, new AbortSignal(0), null).run();
            int sent = seen.values().stream().mapToInt(AtomicInteger::get).sum();
            int fewest = messages.stream().mapToInt(m -> seen.getOrDefault("/t" + m.path(), new AtomicInteger())
                    .get()).min().orElseThrow();
            int most = seen.values().stream().mapToInt(AtomicInteger::get).max().orElseThrow();
            assertTrue(sent >= size, "the run sent " + sent + " requests, too few to go round: lengthen it");
            // In turn: no message is sent twice before every other one was sent once more.
            assertTrue(most - fewest <= 1, "sent " + sent + ": the least sent message " + fewest + " times, the most "
                    + most + " times");
        }
    }
}
