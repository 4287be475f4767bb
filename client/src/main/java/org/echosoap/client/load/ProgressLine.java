package org.echosoap.client.load;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * The live progress line on stderr: what the run is doing (priming an endpoint, or the round and the cost so far
 * against its precision target), elapsed time against the time limit, current rate, errors. Redrawn in place five
 * times a second by its own daemon thread; reads the workers' counters without locking them. Progress output never
 * goes to stdout, where the results are.
 */
final class ProgressLine implements LiveBlock {

    private static final long REDRAW_MILLIS = 200;

    private final PrintStream err;
    private final long startNanos = System.nanoTime();
    private final double limitSeconds;
    private volatile Snapshot current;
    private volatile String status = "";
    private Thread painter;

    private record Snapshot(String endpoint, BlockClock clock, List<Worker> workers) {
    }

    /**
     * "12s, 38s left" against the run's whole bound (priming included: a user waits for all of it), or "12s" without
     * one.
     */
    static String clock(double elapsedSeconds, double limitSeconds) {
        return Double.isNaN(limitSeconds) ? String.format(Locale.ROOT, "%.0fs", elapsedSeconds)
                : String.format(Locale.ROOT, "%.0fs, %.0fs left", elapsedSeconds,
                        Math.max(0, limitSeconds - elapsedSeconds));
    }

    /** @param limitSeconds the run's whole time limit (priming and measuring), or NaN for none */
    ProgressLine(PrintStream err, double limitSeconds) {
        this.err = err;
        this.limitSeconds = limitSeconds;
    }

    /** What the run is doing now, e.g. "round 12  EchoFloat − null 71.3 ± 4.2 µs (target ±3.6)". */
    void status(String text) {
        status = text;
    }

    @Override
    public void begin(String endpoint, int index, BlockClock clock, List<Worker> workers) {
        current = new Snapshot(endpoint, clock, workers);
        if (painter == null) {
            painter = new Thread(this::paintLoop, "echosoap-progress");
            painter.setDaemon(true);
            painter.start();
        }
    }

    @Override
    public void end() {
        // The next begin() replaces the snapshot; finish() clears the line.
    }

    /** Stops redrawing and clears the line. */
    void finish() {
        Thread p = painter;
        current = null;
        if (p != null) {
            p.interrupt();
            try {
                p.join(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        err.print("\r\033[K");
        err.flush();
    }

    private void paintLoop() {
        long lastCount = 0;
        long lastNanos = System.nanoTime();
        Snapshot lastSnapshot = null;
        while (!Thread.currentThread().isInterrupted()) {
            try {
                Thread.sleep(REDRAW_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            Snapshot s = current;
            if (s == null) {
                continue;
            }
            long now = System.nanoTime();
            long count = 0;
            long errors = 0;
            for (Worker w : s.workers()) {
                count += w.measuredCount.getAcquire();
                errors += w.measuredErrors.getAcquire();
            }
            if (s != lastSnapshot) {
                lastCount = 0;
                lastSnapshot = s;
            }
            double rate = Math.max(0, (count - lastCount) / ((now - lastNanos) / 1e9));
            lastCount = count;
            lastNanos = now;
            double elapsedSeconds = (now - startNanos) / 1e9;
            err.print(String.format(Locale.ROOT, "\r\033[K%s  %s  %-10s %,8.0f msg/s  %d errors",
                    status, clock(elapsedSeconds, limitSeconds), s.endpoint(), rate, errors));
            err.flush();
        }
    }
}
