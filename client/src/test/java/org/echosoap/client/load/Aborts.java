package org.echosoap.client.load;

import java.time.Duration;

/** The abort case every transport's test has: a call blocked on a silent peer, cut from another thread. */
public final class Aborts {

    private Aborts() {
    }

    /**
     * Runs {@code exchange} (which blocks on a peer that does not answer) while another thread calls
     * {@code channel.abort()} after {@code delay}; returns how many milliseconds the exchange took.
     */
    public static long millisUntilCut(Transport.Channel channel, Duration delay, Runnable exchange)
            throws InterruptedException {
        Thread aborter = new Thread(() -> {
            try {
                Thread.sleep(delay.toMillis());
            } catch (InterruptedException e) {
                return;
            }
            channel.abort();
        }, "aborter");
        aborter.start();
        long start = System.nanoTime();
        try {
            exchange.run();
        } finally {
            aborter.join();
        }
        return (System.nanoTime() - start) / 1_000_000;
    }
}
