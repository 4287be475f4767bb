package org.echosoap.client.config;

import java.util.Locale;

/**
 * How requests are paced: closed loop (each connection sends its next request when the last answer is in, the
 * default) or open loop at a fixed rate ({@code --rate N}, messages per second over all connections), where every
 * request has an intended send time and its latency is taken from that time, as wrk2 does, so a server stall delays
 * every request scheduled during it rather than only the one in flight (coordinated omission).
 *
 * <pre>{@code
 * RequestRate rate = RequestRate.parse("10000");         // 10,000/s
 * long gap = rate.intervalNanosPerConnection(4);           // 400,000 ns between one connection's sends
 * }</pre>
 *
 * @param perSecond messages per second over all connections; 0 for closed loop
 */
public record RequestRate(double perSecond) {

    /** Closed loop: no schedule. */
    public static final RequestRate CLOSED_LOOP = new RequestRate(0);

    /** Highest accepted rate: far above what one client process can send, a guard against typos. */
    public static final double MAX_PER_SECOND = 1_000_000;

    public RequestRate {
        if (!(perSecond >= 0 && perSecond <= MAX_PER_SECOND)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "--rate must be a number of messages per second from 1 to %,.0f, got %s", MAX_PER_SECOND, perSecond));
        }
    }

    /**
     * {@code --rate}'s text: a positive number of messages per second ({@code 2500}, {@code 2.5k}); {@code 0} is closed
     * loop, the default (so that a plan file can say "no rate" in the same place, e.g. docker/k8s/plan.yaml).
     */
    public static RequestRate parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("0")) {
            return CLOSED_LOOP;
        }
        if (t.endsWith("/s")) {
            t = t.substring(0, t.length() - 2);
        }
        double factor = 1;
        if (t.endsWith("k")) {
            factor = 1_000;
            t = t.substring(0, t.length() - 1);
        }
        double value;
        try {
            value = Double.parseDouble(t) * factor;
        } catch (NumberFormatException e) {
            value = Double.NaN;
        }
        if (!(value >= 1) || t.isEmpty() || !Character.isDigit(t.charAt(0))) {
            throw new IllegalArgumentException("--rate must be a number of messages per second such as 2500 or 2.5k, got '"
                    + text + "'");
        }
        return new RequestRate(value);
    }

    public boolean isOpenLoop() {
        return perSecond > 0;
    }

    /** The time between two sends of one connection when {@code connections} share the rate evenly. */
    public long intervalNanosPerConnection(int connections) {
        if (!isOpenLoop()) {
            throw new IllegalStateException("closed loop has no schedule");
        }
        return Math.max(1, Math.round(connections * 1e9 / perSecond));
    }

    /** "10,000/s", or "closed loop". */
    public String describe() {
        return isOpenLoop() ? String.format(Locale.ROOT, "%,.0f/s", perSecond) : "closed loop";
    }
}
