package org.echosoap.client.load;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * The live progress line on stderr: trial i/n, endpoint, phase, elapsed, current rate, errors. Redrawn
 * in place five times a second by its own daemon thread; reads the workers' counters without locking them.
 * Progress output never goes to stdout, where the results are.
 */
final class ProgressLine implements LiveTrial {

    private static final long REDRAW_MILLIS = 200;

    private final PrintStream err;
    private final int totalTrials;
    private volatile Snapshot current;
    private int trialsBegun;
    private Thread painter;

    private record Snapshot(String endpoint, int trialNumber, TrialClock clock, List<Worker> workers) {
    }

    ProgressLine(PrintStream err, int totalTrials) {
        this.err = err;
        this.totalTrials = totalTrials;
    }

    @Override
    public void begin(String endpoint, int index, TrialClock clock, List<Worker> workers) {
        current = new Snapshot(endpoint, ++trialsBegun, clock, workers);
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
            double rate = (count - lastCount) / ((now - lastNanos) / 1e9);
            lastCount = count;
            lastNanos = now;
            boolean warmup = now < s.clock().measureStartNanos();
            double elapsedSeconds = (now - s.clock().startNanos()) / 1e9;
            double totalSeconds = (s.clock().measureEndNanos() - s.clock().startNanos()) / 1e9;
            err.print(String.format(Locale.ROOT, "\r\033[Ktrial %d/%d  %-10s %-8s %5.1f/%.1fs  %,9.0f msg/s  %d errors",
                    s.trialNumber(), totalTrials, s.endpoint(), warmup ? "warm-up" : "measure",
                    elapsedSeconds, totalSeconds, warmup ? 0.0 : rate, errors));
            err.flush();
        }
    }
}
