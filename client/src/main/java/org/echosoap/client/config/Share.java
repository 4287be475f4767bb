package org.echosoap.client.config;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * This client's part of a plan that several client processes run together ({@code --share I/N}): index {@code I}
 * of {@code N}, 0-based like a Kubernetes Indexed Job's {@code JOB_COMPLETION_INDEX}. Each client takes its share of
 * the plan's connections and rate, so that the N clients together drive exactly the whole plan.
 *
 * <pre>{@code
 * Share s = Share.parse("1/3");
 * s.connections(8);        // 3: 8 = 3 + 3 + 2, the remainder to the lowest indices
 * s.ratePerSec(900.0);     // 300.0
 * }</pre>
 *
 * @param index this client's index, 0 .. count − 1
 * @param count how many clients share the plan, 1 .. {@link #MAX_CLIENTS}
 */
public record Share(int index, int count) {

    /** A client that runs the whole plan alone (no {@code --share}). */
    public static final Share WHOLE = new Share(0, 1);

    /** Largest accepted client count: far beyond what one server can tell apart, small enough to catch a typo. */
    public static final int MAX_CLIENTS = 1_000;

    private static final Pattern FORM = Pattern.compile("\\s*(\\d{1,9})\\s*/\\s*(\\d{1,9})\\s*");

    public Share {
        if (count < 1 || count > MAX_CLIENTS) {
            throw new IllegalArgumentException("--share I/N: N must be 1.." + MAX_CLIENTS + ", got " + count);
        }
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException("--share I/N: I is 0-based and must be 0.." + (count - 1) + " for N = "
                    + count + ", got " + index);
        }
    }

    /** Reads {@code I/N}, e.g. {@code 0/3}. */
    public static Share parse(String text) {
        Matcher m = FORM.matcher(text == null ? "" : text);
        if (!m.matches()) {
            throw new IllegalArgumentException("--share must be I/N (this client's 0-based index of N clients, e.g. 0/3), "
                    + "got '" + text + "'");
        }
        return new Share(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    /**
     * This client's connections of the plan's {@code total}: split as evenly as possible, the remainder one each to
     * the lowest indices (so the shares of all indices add up to {@code total}).
     *
     * @throws IllegalArgumentException if this client's share would be no connection at all
     */
    public int connections(int total) {
        int mine = total / count + (index < total % count ? 1 : 0);
        if (mine < 1) {
            throw new IllegalArgumentException("--share " + this + " leaves this client no connection of --connections "
                    + total + ": give at least " + count + " connections, one per client");
        }
        return mine;
    }

    /** This client's rate of the plan's total rate: split evenly (a rate divides without a remainder). */
    public double ratePerSec(double totalPerSec) {
        return totalPerSec / count;
    }

    /** Whether this client runs the whole plan alone. */
    public boolean whole() {
        return count == 1;
    }

    /** {@code I/N}, as given on the command line. */
    @Override
    public String toString() {
        return index + "/" + count;
    }
}
