package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * The run-to-run estimate on synthetic runs with a KNOWN truth: every run of a setup measures μ = 100 µs plus its
 * own run effect (server and client JVM, the host's moment: N(0, τ²)) plus its own error (N(0, s²), s from the
 * run's interval over 30 epochs). A run's interval with τ from the history must cover μ — and the next restart's
 * figure — about 95 % of the time for any τ, and not be much wider than its own when the runs agree (τ = 0).
 */
class RunToRunTest {

    private static final double MU = 100.0;
    private static final int EPOCH_DF = 29;
    private static final int TRIALS = 4_000;

    @Test
    void knownFiguresByHand() {
        // Equal errors: DL's τ² is the sample variance of the runs minus s².
        RunToRun r = RunToRun.estimate(List.of(90.0, 100.0, 110.0), List.of(2.0, 2.0, 2.0));
        assertEquals(3, r.runs());
        assertEquals(Math.sqrt(100.0 - 4.0), r.sdMicros(), 1e-9);
        // Runs that agree within their errors: τ = 0, and one run's interval is its own.
        RunToRun agree = RunToRun.estimate(List.of(100.0, 101.0, 99.5, 100.4), List.of(2.0, 2.0, 2.0, 2.0));
        assertEquals(0.0, agree.sdMicros());
        assertEquals(StudentT.criticalValue95(EPOCH_DF) * 2.0, agree.ci95Micros(2.0, EPOCH_DF), 1e-9);
    }

    @Test
    void tooFewRunsLeaveItUnknown() {
        RunToRun two = RunToRun.estimate(List.of(90.0, 110.0), List.of(2.0, 2.0));
        assertFalse(two.known());
        assertEquals(2, two.runs());
        assertEquals(StudentT.criticalValue95(EPOCH_DF) * 2.0, two.ci95Micros(2.0, EPOCH_DF), 1e-9);
        assertFalse(RunToRun.estimate(List.of(90.0, Double.NaN, 110.0), List.of(2.0, 2.0, 2.0)).known());
        assertFalse(RunToRun.UNKNOWN.known());
        assertThrows(IllegalArgumentException.class, () -> RunToRun.estimate(List.of(1.0), List.of()));
    }

    /**
     * Coverage of μ by the last run's interval, with τ from that run and the {@code runs − 1} before it. Bounds:
     * at least 92 % (95 % nominal; DerSimonian–Laird under-estimates τ² for few runs, Satterthwaite's t makes up
     * for it), and at most 99.5 % (not a uselessly wide interval).
     */
    @ParameterizedTest(name = "τ {0} µs, s {1} µs, {2} runs")
    @CsvSource({
            "0, 3, 3", "0, 3, 10",
            "2, 3, 3", "2, 3, 5", "2, 3, 10", "2, 3, 30",
            "6, 3, 3", "6, 3, 5", "6, 3, 10", "6, 3, 30",
            "15, 3, 3", "15, 3, 10",
    })
    void coversTheTruth(double tau, double ownSe, int runs) {
        SplittableRandom random = new SplittableRandom(Double.hashCode(tau) * 31L + runs);
        int covered = 0;
        for (int trial = 0; trial < TRIALS; trial++) {
            List<Double> costs = new ArrayList<>();
            List<Double> errors = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                // Each run's own error is itself estimated from 30 epochs: its standard error scatters too.
                double se = ownSe * Math.sqrt(chiSquare(random, EPOCH_DF) / EPOCH_DF);
                costs.add(MU + tau * random.nextGaussian() + ownSe * random.nextGaussian());
                errors.add(se);
            }
            RunToRun r = RunToRun.estimate(costs, errors);
            double last = costs.get(runs - 1);
            if (Math.abs(last - MU) <= r.ci95Micros(errors.get(runs - 1), EPOCH_DF)) {
                covered++;
            }
        }
        double coverage = (double) covered / TRIALS;
        assertTrue(coverage >= 0.92 && coverage <= 0.995,
                String.format("coverage %.3f for τ %.0f, s %.0f, %d runs", coverage, tau, ownSe, runs));
    }

    /** Runs that agree (τ = 0): with ten runs the interval is on average at most 25 % wider than the run's own. */
    @Test
    void agreeingRunsKeepTheirOwnWidth() {
        SplittableRandom random = new SplittableRandom(7);
        double sumRatio = 0;
        for (int trial = 0; trial < TRIALS; trial++) {
            List<Double> costs = new ArrayList<>();
            List<Double> errors = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                costs.add(MU + 3.0 * random.nextGaussian());
                errors.add(3.0);
            }
            RunToRun r = RunToRun.estimate(costs, errors);
            sumRatio += r.ci95Micros(3.0, EPOCH_DF) / (StudentT.criticalValue95(EPOCH_DF) * 3.0);
        }
        assertTrue(sumRatio / TRIALS <= 1.25, "mean width ratio " + sumRatio / TRIALS);
    }

    private static double chiSquare(SplittableRandom random, int df) {
        double sum = 0;
        for (int i = 0; i < df; i++) {
            double z = random.nextGaussian();
            sum += z * z;
        }
        return sum;
    }
}
