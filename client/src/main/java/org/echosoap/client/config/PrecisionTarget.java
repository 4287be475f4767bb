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
 */
public record PrecisionTarget(double relative, double floorMicros, int minPairs, int lookEveryPairs) {

    /** No target: the run measures a fixed number of blocks. */
    public static final PrecisionTarget OFF = new PrecisionTarget(Double.NaN, 0, Integer.MAX_VALUE, 1);

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
        return Math.max(relative * Math.abs(costMicros), floorMicros);
    }

    /**
     * Whether a cost's interval of {@code ci95Micros} from {@code pairs} pairs is narrow enough (false when off, or
     * with fewer than 2 pairs: no interval).
     */
    public boolean met(double costMicros, double ci95Micros, int pairs) {
        return !isOff() && pairs >= 2 && ci95Micros <= requiredCi95Micros(costMicros);
    }

    /** "±5%" or "off". */
    public String describe() {
        return isOff() ? "off" : String.format(Locale.ROOT, "±%s%% (or ±%s µs)", trim(relative * 100), trim(floorMicros));
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
