package org.echosoap.client.capacity;

/**
 * Picks the rates a capacity search measures: up by a factor while the objective is met, down by halves while it is
 * missed from the start, then between the highest rate met and the lowest missed (geometric midpoints) until they
 * are within the resolution; bounded in steps.
 *
 * <pre>{@code
 * RateLadder ladder = new RateLadder(500, 1.5, 0.10, 16, 1_000_000);
 * for (double rate = ladder.next(); !Double.isNaN(rate); rate = ladder.next()) {
 *     ladder.record(rate, measureAndJudge(rate));
 * }
 * ladder.highestMet();  // the capacity, within 10% of ladder.lowestMissed()
 * }</pre>
 */
public final class RateLadder {

    /** Going down from a first rate that missed: this many halvings at most. */
    static final int MAX_HALVINGS = 6;

    private final double factor;
    private final double resolution;
    private final int maxSteps;
    private final double maxRate;
    private double next;
    private double highestMet = Double.NaN;
    private double lowestMissed = Double.NaN;
    private int steps;
    private int halvings;

    /**
     * @param startPerSec the first rate
     * @param factor      how much each step up raises the rate (> 1)
     * @param resolution  stop when the lowest rate missed is within this share above the highest met (e.g. 0.10)
     * @param maxSteps    at most this many steps
     * @param maxPerSec   never ask more than this
     */
    public RateLadder(double startPerSec, double factor, double resolution, int maxSteps, double maxPerSec) {
        if (!(startPerSec > 0) || !(factor > 1) || !(resolution > 0) || maxSteps < 1 || !(maxPerSec >= startPerSec)) {
            throw new IllegalArgumentException("bad ladder: start " + startPerSec + ", factor " + factor
                    + ", resolution " + resolution + ", steps " + maxSteps + ", max " + maxPerSec);
        }
        this.factor = factor;
        this.resolution = resolution;
        this.maxSteps = maxSteps;
        this.maxRate = maxPerSec;
        this.next = startPerSec;
    }

    /** The next rate to measure, or NaN when the search is done. */
    public double next() {
        return next;
    }

    /** Records whether the objective was met at {@code rate} and chooses the next rate. */
    public void record(double rate, boolean met) {
        steps++;
        if (met) {
            highestMet = Double.isNaN(highestMet) ? rate : Math.max(highestMet, rate);
        } else {
            lowestMissed = Double.isNaN(lowestMissed) ? rate : Math.min(lowestMissed, rate);
        }
        next = choose();
    }

    private double choose() {
        if (steps >= maxSteps) {
            return Double.NaN;
        }
        if (Double.isNaN(lowestMissed)) { // everything met so far: up
            double up = Math.min(highestMet * factor, maxRate);
            return up > highestMet ? up : Double.NaN;
        }
        if (Double.isNaN(highestMet)) { // nothing met yet: down
            return ++halvings > MAX_HALVINGS || lowestMissed / 2 < 1 ? Double.NaN : lowestMissed / 2;
        }
        if (lowestMissed <= highestMet * (1 + resolution)) {
            return Double.NaN;
        }
        return Math.sqrt(highestMet * lowestMissed);
    }

    /** The highest rate that met the objective, NaN if none did. */
    public double highestMet() {
        return highestMet;
    }

    /** The lowest rate that missed it, NaN if none did (the ladder ran out of steps or rate first). */
    public double lowestMissed() {
        return lowestMissed;
    }

    public int steps() {
        return steps;
    }
}
