package org.echosoap.client.stats;

/**
 * How much measuring a cost needs before its 95 % interval is at most a given half-width, from the spread it showed.
 * A paired interval is {@code t · s / √n} over its {@code n} units (pairs, or epochs) with spread {@code s}; the
 * units needed for a half-width {@code h} are {@code n' ≈ (t · s / h)²} (t at {@code n' − 1} degrees of freedom, so
 * solved by a few fixed-point steps), and since units come at a steady pace the measuring time scales with them:
 * {@code time' ≈ time · n' / n}. A run-to-run spread τ does not shrink with a longer run: when {@code t · τ} alone is
 * {@code h} or more, no run length reaches {@code h} ({@link Double#POSITIVE_INFINITY}).
 *
 * <pre>{@code
 * double total = ResolveTime.measuringSecondsFor(cost.cost(), RunToRun.UNKNOWN, 2.0, Math.abs(cost.perMessageCostMicros()) / 2);
 * double more = Math.max(0, total - 2.0);   // seconds of measuring beyond the 2 s this part had
 * }</pre>
 */
public final class ResolveTime {

    /** Fixed-point steps for t(n' − 1): t changes little once n' passes ~10, so a few steps settle it. */
    private static final int STEPS = 8;

    /** Units beyond this are "out of reach": a run that long is not a run a user would make. */
    static final double MAX_UNITS = 1e7;

    private ResolveTime() {
    }

    /**
     * The total measuring seconds (including the {@code measuringSeconds} already spent) for {@code estimate}'s
     * interval to narrow to {@code targetHalfWidthMicros}: {@code measuringSeconds} itself when already there; NaN when
     * the spread is not known (fewer than 2 units, or no time measured); +∞ when no finite run gets there (a target of
     * 0, or a run-to-run spread wider than the target).
     */
    public static double measuringSecondsFor(PairedEstimate estimate, RunToRun runToRun, double measuringSeconds,
                                             double targetHalfWidthMicros) {
        int units = estimate.units();
        double se = estimate.standardErrorMicros();
        if (units < 2 || !Double.isFinite(se) || !(measuringSeconds > 0) || Double.isNaN(targetHalfWidthMicros)) {
            return Double.NaN;
        }
        double unitsNeeded = unitsFor(se * Math.sqrt(units), runToRun.known() ? runToRun.sdMicros() : 0,
                targetHalfWidthMicros, units - 1);
        if (!Double.isFinite(unitsNeeded)) {
            return Double.POSITIVE_INFINITY;
        }
        return measuringSeconds * Math.max(1.0, unitsNeeded / units);
    }

    /**
     * The units for a half-width {@code h} given the spread per unit {@code unitSd} and an irreducible run-to-run sd
     * {@code tau}: the smallest n with {@code t(n−1) · √(unitSd²/n + τ²) ≤ h}, as a real number; +∞ when none.
     */
    static double unitsFor(double unitSd, double tau, double h, int startDegreesOfFreedom) {
        if (!(h > 0)) {
            return Double.POSITIVE_INFINITY;
        }
        double df = Math.max(1, startDegreesOfFreedom);
        double n = Double.NaN;
        for (int i = 0; i < STEPS; i++) {
            double t = StudentT.criticalValue95(df);
            double room = (h / t) * (h / t) - tau * tau; // the variance left for the run's own error
            if (room <= 0) {
                return Double.POSITIVE_INFINITY;
            }
            n = Math.max(2, unitSd * unitSd / room);
            if (n > MAX_UNITS) {
                return Double.POSITIVE_INFINITY;
            }
            df = n - 1;
        }
        return n;
    }
}
