package org.echosoap.server.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The parser pool reuses instances, newest first, and never hands one instance to two users at once. */
class ParserPoolTest {

    @Test
    void reusesTheInstanceGivenBackLast() {
        AtomicInteger created = new AtomicInteger();
        ParserPool<Object> pool = new ParserPool<>(() -> {
            created.incrementAndGet();
            return new Object();
        });
        Object a = pool.take();
        Object b = pool.take();
        assertNotSame(a, b, "two users at once get two instances");
        pool.giveBack(a);
        pool.giveBack(b);
        assertSame(b, pool.take(), "last in, first out");
        assertSame(a, pool.take());
        assertEquals(2, created.get());
        assertEquals(0, pool.idleCount());
    }

    @Test
    void sequentialUseNeedsOneInstance() {
        AtomicInteger created = new AtomicInteger();
        ParserPool<Object> pool = new ParserPool<>(() -> {
            created.incrementAndGet();
            return new Object();
        });
        for (int i = 0; i < 1_000; i++) {
            pool.giveBack(pool.take());
        }
        assertEquals(1, created.get());
        assertEquals(1, pool.idleCount());
    }

    @Test
    void concurrentUsersNeverShareAnInstance() throws Exception {
        ParserPool<AtomicInteger> pool = new ParserPool<>(AtomicInteger::new);
        AtomicInteger clashes = new AtomicInteger();
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                for (int i = 0; i < 10_000; i++) {
                    AtomicInteger inUse = pool.take();
                    if (inUse.incrementAndGet() != 1) {
                        clashes.incrementAndGet();
                    }
                    inUse.decrementAndGet();
                    pool.giveBack(inUse);
                }
            });
            threads[t].start();
        }
        for (Thread thread : threads) {
            thread.join(60_000);
        }
        assertEquals(0, clashes.get());
        assertTrue(pool.idleCount() <= threads.length, "at most one instance per concurrent user");
    }
}
