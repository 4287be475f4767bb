package org.echosoap.client.stats;

import java.util.Locale;

/**
 * How much one run's figure moves from one run to the next beyond what its own interval sees, as a fraction of the
 * figure: a variance component every single-run result carries and no single run can measure.
 *
 * <p>Why it exists: a run's CI comes from its block pairs, all on one server JVM and one set of connections. On the
 * 2-vCPU VMs this project is measured on, EchoFloat's cost moved by sd 5.3 µs (~6%) over ten fresh server starts
 * and by ~8% over five runs in a row against one warm server (the state lasts a connection's life), while each run's
 * own standard error was ~2.5 µs; plain latency levels moved 7-22% between server starts (bench/results/precision.md).
 * A test of two single runs that ignores this finds "differences" in A/A comparisons. {@code compare} no longer
 * assumes a figure for it: sides with independent units (epochs, forks, clients) carry it in their data, and a side
 * with only pairs is named as leaving it out; a user who measured the spread of their machine may give it with
 * {@code --run-spread}, which adds {@code (fraction × value)²} to the squared standard error of such a side.
 * {@link #DEFAULT} remains only for the stacks ranking of one suite ({@code StackRanking}).
 *
 * <pre>{@code
 * double extra = RunSpread.DEFAULT.extraVariance(84.0, 1);   // (0.08 × 84)² = 45.2 µs²
 * }</pre>
 *
 * @param fraction the run-to-run standard deviation as a fraction of the figure (0 = none)
 */
public record RunSpread(double fraction) {

    /**
     * 8%: between the ~6% of fresh server starts and the ~8% of runs on one warm server, measured 2026-11-23. Not
     * compare's default (that is {@link #NONE}); used by the stacks ranking.
     */
    public static final RunSpread DEFAULT = new RunSpread(0.08);

    /** No allowance: the within-run test alone (for results known to share their run-to-run state). */
    public static final RunSpread NONE = new RunSpread(0);

    public RunSpread {
        if (!(fraction >= 0 && fraction <= 1)) {
            throw new IllegalArgumentException("--run-spread must be 0% to 100%, got " + fraction * 100 + "%");
        }
    }

    /** "8%", "0", "12.5%" as given on the command line. */
    public static RunSpread parse(String text) {
        String t = text == null ? "" : text.strip();
        boolean percent = t.endsWith("%");
        try {
            double v = Double.parseDouble(percent ? t.substring(0, t.length() - 1) : t);
            return new RunSpread(percent || v > 1 ? v / 100 : v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--run-spread must be a percentage like 8%, got '" + text + "'");
        }
    }

    /**
     * What to add to the squared standard error of a side whose figure is {@code value}: nothing for a side pooled
     * over two or more server JVMs.
     */
    public double extraVariance(double value, int jvms) {
        if (jvms >= 2 || fraction == 0 || !Double.isFinite(value)) {
            return 0;
        }
        double sd = fraction * Math.abs(value);
        return sd * sd;
    }

    /** "±8%" for messages. */
    public String describe() {
        return String.format(Locale.ROOT, "±%s%%", new java.math.BigDecimal(fraction * 100).stripTrailingZeros()
                .round(new java.math.MathContext(3)).toPlainString());
    }
}
