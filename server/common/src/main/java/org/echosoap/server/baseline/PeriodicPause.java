package org.echosoap.server.baseline;

/**
 * A stall of known length at a known period, the truth reference of open-loop measuring: {@code /baseline/null?
 * pauseMillis=P&everyMillis=E} holds every request that arrives in the first P ms of each E ms of the server's
 * wall clock until that window ends, as a stop-the-world pause would. By arithmetic, a client that sends at a fixed
 * rate sees a share P/E of its requests delayed, evenly between 0 and P, so its percentile q lies near
 * {@code P - (1 - q) * E}; a closed-loop client sends one request into each pause and hides it below its p99.
 *
 * <pre>{@code
 * PeriodicPause pause = PeriodicPause.parse("100", "1000");  // 100 ms in every second
 * long wait = pause.remainingMillis(System.currentTimeMillis());
 * }</pre>
 *
 * @param pauseMillis the stall, 1 ms to {@link #MAX_PAUSE_MILLIS}
 * @param everyMillis its period, at least the pause, at most {@link #MAX_PERIOD_MILLIS}
 */
record PeriodicPause(long pauseMillis, long everyMillis) {

    /** Longest pause: 10 s (a request waits at most this long, well inside any client's timeout). */
    static final long MAX_PAUSE_MILLIS = 10_000;
    /** Longest period: one minute. */
    static final long MAX_PERIOD_MILLIS = 60_000;
    /** The one-line reason a bad pair of parameters gets. */
    static final String USAGE = "pauseMillis (1.." + MAX_PAUSE_MILLIS + ") and everyMillis (pauseMillis.."
            + MAX_PERIOD_MILLIS + ") must be whole milliseconds given together, e.g. ?pauseMillis=100&everyMillis=1000";

    /**
     * The pause the two parameters ask for; null when neither is given; throws IllegalArgumentException with
     * {@link #USAGE} when only one is given or either is malformed or out of range.
     */
    static PeriodicPause parse(String pauseText, String everyText) {
        if (pauseText == null && everyText == null) {
            return null;
        }
        long pause = QueryNumber.parse(pauseText, 1, MAX_PAUSE_MILLIS);
        long every = QueryNumber.parse(everyText, 1, MAX_PERIOD_MILLIS);
        if (pause < 0 || every < pause) {
            throw new IllegalArgumentException(USAGE);
        }
        return new PeriodicPause(pause, every);
    }

    /** How long a request arriving at {@code nowMillis} (epoch ms) waits: the rest of the current pause, or 0. */
    long remainingMillis(long nowMillis) {
        long phase = Math.floorMod(nowMillis, everyMillis);
        return phase < pauseMillis ? pauseMillis - phase : 0;
    }

    /** Holds the calling request thread until the current pause (if any) ends. */
    void await() {
        long wait = remainingMillis(System.currentTimeMillis());
        if (wait > 0) {
            try {
                Thread.sleep(wait);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // Tomcat is stopping: answer now
            }
        }
    }
}
