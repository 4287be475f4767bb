package org.echosoap.client.config;

import java.util.Locale;

/**
 * When a run has measured enough: the 95 % CI half-width of the cost is at most {@code relative} of the cost or
 * {@code floorMicros}, whichever is larger ({@code --precision 5%}: ±5 %, but never asking for better than ±1 µs,
 * which a cost near zero could not reach).
 *
 * <p>Looking at a confidence interval again and again and stopping as soon as it is narrow enough picks the
 * moments its standard deviation happens to be underestimated, and the interval then covers the truth less often
 * than it says. Two things keep that near the nominal 95 %: no look before {@link #minPairs()} pairs (20: the sd of
 * 20 pairs is within about ±30 % of the truth, and with 50 ms blocks they take 2 s), and looks only every
 * {@link #lookEveryPairs()} pairs after that. {@code PrecisionSimulationTest} measures the coverage this gives on
 * synthetic blocks with a known cost, VM-like noise and stalls (93-97 % required): 95.0 % for a 5 % target,
 * 94.6 % for 10 %, against 94.9 % for a fixed 30 pairs with no looks at all (1,000 runs each). With looks from 10
 * pairs every 4, the 10 % target covered 93.9 %.
 *
 * <pre>{@code
 * PrecisionTarget target = PrecisionTarget.relative(0.05);
 * if (estimate.reaches(target, rounds)) { stop(); }   // stats.PairedEstimate
 * }</pre>
 *
 * @param relative       the largest half-width as a fraction of |cost| (0.05), or NaN when off (fixed blocks)
 * @param floorMicros    half-widths up to this are always enough
 * @param minPairs       pairs before the first look
 * @param lookEveryPairs pairs between looks
 * @param relativeToBaseline whether {@code relative} is a fraction of the baseline side's own latency (a layer
 *                       pair: {@link #withBaselineReference}) instead of the cost's
 */
public record PrecisionTarget(double relative, double floorMicros, int minPairs, int lookEveryPairs,
                              boolean relativeToBaseline) {

    /** No target: the run measures a fixed number of blocks. */
    public static final PrecisionTarget OFF = new PrecisionTarget(Double.NaN, 0, Integer.MAX_VALUE, 1);

    /** What {@code relative} is a fraction of, as result.json names it: the cost, or the baseline's latency. */
    public static final String RELATIVE_TO_COST = "cost";
    public static final String RELATIVE_TO_BASELINE = "baselineLatency";

    /** Pairs before the first look. */
    public static final int MIN_PAIRS = 20;

    /** Pairs between looks. */
    public static final int LOOK_EVERY_PAIRS = 10;

    /**
     * Epochs (independent units of the interval) before the first look of a run in epochs; then a look at the end of
     * every epoch. Why 8: an interval over G epochs has G − 1 degrees of freedom, and the spread of fewer than 8 epochs
     * is too rough a guess to stop on (with 5 the sd is within ±50 % of the truth only 90 % of the time): the
     * stopping rule would pick the runs whose spread happened to look small. {@code EpochSimulationTest} measures the
     * coverage this gives.
     */
    public static final int MIN_EPOCHS = 8;

    /** Half-widths of at most this many µs meet any target. */
    public static final double FLOOR_MICROS = 1.0;

    /** Validates. */
    public PrecisionTarget {
        if (!Double.isNaN(relative) && !(relative > 0 && relative < 1)) {
            throw new IllegalArgumentException("--precision must be between 0% and 100%, got " + relative * 100 + "%");
        }
        if (minPairs < 2 || lookEveryPairs < 1) {
            throw new IllegalArgumentException("minPairs >= 2 and lookEveryPairs >= 1 required");
        }
    }

    /** A target relative to the cost (every run but a layer pair's). */
    public PrecisionTarget(double relative, double floorMicros, int minPairs, int lookEveryPairs) {
        this(relative, floorMicros, minPairs, lookEveryPairs, false);
    }

    /**
     * The same target as a fraction of the baseline side's own latency: a layer pair's rule. Why: a layer's cost (the
     * message with the layer minus the same message without it) may be near zero, and ±5 % of almost nothing is a
     * half-width no run reaches; what a reader of a layer's cost needs is that it is known to within a share of what
     * the plain message itself takes ({@code --precision 10%}: ±10 % of the plain message's latency).
     */
    public PrecisionTarget withBaselineReference() {
        return new PrecisionTarget(relative, floorMicros, minPairs, lookEveryPairs, true);
    }

    /** {@link #RELATIVE_TO_BASELINE} or {@link #RELATIVE_TO_COST}. */
    public String relativeToKey() {
        return relativeToBaseline ? RELATIVE_TO_BASELINE : RELATIVE_TO_COST;
    }

    /** The shipped rule for a relative target, e.g. 0.05. */
    public static PrecisionTarget relative(double fraction) {
        return new PrecisionTarget(fraction, FLOOR_MICROS, MIN_PAIRS, LOOK_EVERY_PAIRS);
    }

    /** Parses {@code 5%}, {@code 0.05} or {@code off}. */
    public static PrecisionTarget parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("off") || t.equals("none")) {
            return OFF;
        }
        try {
            double value = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1)) / 100
                    : Double.parseDouble(t);
            return relative(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--precision must be a percentage like 5% or 'off', got '" + text + "'");
        }
    }

    /**
     * Whether a cost from this many pairs was measured enough to be printed as a number and ranked: at least
     * {@link #MIN_PAIRS}, the pairs before the precision rule's first look (fewer pairs leave the interval's sd
     * uncertain by more than ±30 %); with {@code --precision off} too, for the same reason.
     */
    public static boolean measuredEnough(int pairs) {
        return pairs >= MIN_PAIRS;
    }

    /** Whether there is a target at all. */
    public boolean isOff() {
        return Double.isNaN(relative);
    }

    /** Whether the run may stop after this many pairs, if the target is met. */
    public boolean isLook(int pairs) {
        return !isOff() && pairs >= minPairs && (pairs - minPairs) % lookEveryPairs == 0;
    }

    /** Whether a run in epochs may stop at the end of its {@code epochs}-th epoch, if the target is met. */
    public boolean isLookAtEpochs(int epochs) {
        return !isOff() && epochs >= MIN_EPOCHS;
    }

    /** The stopping rule: at a look, with the interval narrow enough (see {@link #met}). */
    public boolean reached(int pairs, double costMicros, double ci95Micros, int estimatePairs) {
        return isLook(pairs) && met(costMicros, ci95Micros, estimatePairs);
    }

    /** The half-width a cost of {@code costMicros} must reach: max(relative × |cost|, floor). */
    public double requiredCi95Micros(double costMicros) {
        return requiredCi95Micros(costMicros, Double.NaN);
    }

    /**
     * The half-width a cost of {@code costMicros} must reach: max(relative × |reference|, floor), the reference being
     * the baseline side's latency {@code baselineMicros} for a target {@link #relativeToBaseline} (when it is known),
     * else the cost.
     */
    public double requiredCi95Micros(double costMicros, double baselineMicros) {
        return Math.max(relative * Math.abs(referenceMicros(costMicros, baselineMicros)), floorMicros);
    }

    /** What {@code relative} multiplies: the baseline's latency for a baseline-relative target, else the cost. */
    public double referenceMicros(double costMicros, double baselineMicros) {
        return relativeToBaseline && Double.isFinite(baselineMicros) ? baselineMicros : costMicros;
    }

    /**
     * Whether a cost's interval of {@code ci95Micros} from {@code pairs} pairs is narrow enough (false when off, or
     * with fewer than 2 pairs: no interval).
     */
    public boolean met(double costMicros, double ci95Micros, int pairs) {
        return met(costMicros, ci95Micros, pairs, Double.NaN);
    }

    /** As {@link #met(double, double, int)}, for {@link #requiredCi95Micros(double, double)}. */
    public boolean met(double costMicros, double ci95Micros, int pairs, double baselineMicros) {
        return !isOff() && pairs >= 2 && ci95Micros <= requiredCi95Micros(costMicros, baselineMicros);
    }

    /** "±5%" or "off". */
    public String describe() {
        return isOff() ? "off" : String.format(Locale.ROOT, "±%s%%%s (or ±%s µs)", trim(relative * 100),
                relativeToBaseline ? " of the baseline's latency" : "", trim(floorMicros));
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
