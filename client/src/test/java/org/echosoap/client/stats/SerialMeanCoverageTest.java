package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Coverage of {@link SerialMean}'s 95% interval on AR(1) series with a known mean (0): 2,000 seeded series for each
 * correlation ρ and length n, started in the stationary state. The interval should cover the truth about 95% of the
 * time when the values are independent or mildly correlated, and with Andrews' lag at least as often as with the old
 * fixed lag when they are strongly correlated.
 */
class SerialMeanCoverageTest {

    private static final int TRIALS = 2_000;

    /** Coverage of the shipped interval and of the same estimator with the old rule-of-thumb lag. */
    record Coverage(double andrews, double fixed) {
    }

    static Coverage coverage(double rho, int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double t = StudentT.criticalValue95(n - 1);
        int andrews = 0;
        int fixed = 0;
        double[] x = new double[n];
        for (int trial = 0; trial < TRIALS; trial++) {
            double state = random.nextGaussian() / Math.sqrt(1 - rho * rho);
            for (int i = 0; i < n; i++) {
                state = rho * state + random.nextGaussian();
                x[i] = state;
            }
            SerialMean m = SerialMean.of(x);
            if (Math.abs(m.mean()) <= m.ci95HalfWidth()) {
                andrews++;
            }
            SerialMean old = SerialMean.of(x, SerialMean.ruleOfThumbLags(n));
            if (Math.abs(old.mean()) <= t * old.standardError()) {
                fixed++;
            }
        }
        return new Coverage(andrews / (double) TRIALS, fixed / (double) TRIALS);
    }

    /**
     * Independent and mildly correlated values (ρ ≤ 0.3): 92% to 97.5% coverage at 50 and at 200 values (measured
     * 95.95%, 95.5% for ρ = 0; 93.55%, 94.35% for ρ = 0.3).
     */
    @ParameterizedTest(name = "rho {0}, n {1}")
    @CsvSource({"0.0, 50", "0.0, 200", "0.3, 50", "0.3, 200"})
    void coversAboutNinetyFivePercentWhenTheCorrelationIsModest(double rho, int n) {
        Coverage c = coverage(rho, n, 1991L + n);
        System.out.printf("rho %.1f n %d: andrews %.4f fixed %.4f%n", rho, n, c.andrews(), c.fixed());
        assertTrue(c.andrews() >= 0.92 && c.andrews() <= 0.975, "coverage " + c);
    }

    /**
     * Strong correlation (ρ = 0.6): no Newey–West interval reaches 95% at these lengths (the long-run variance is
     * 4 times the variance and the kernel's bias is of order lags/n). The shipped error (Andrews' lag, prewhitening)
     * measured 90.2% at 50 values and 93.55% at 200, the old fixed lag 83.0% and 87.1%: asserted at least 89% and
     * 92%, and at least 5 points above the fixed lag.
     */
    @ParameterizedTest(name = "rho 0.6, n {0}")
    @CsvSource({"50, 0.89", "200, 0.92"})
    void strongCorrelationIsCoveredBetterThanWithTheFixedLag(int n, double floor) {
        Coverage c = coverage(0.6, n, 1991L + n);
        System.out.printf("rho 0.6 n %d: andrews %.4f fixed %.4f%n", n, c.andrews(), c.fixed());
        assertTrue(c.andrews() >= floor, "coverage " + c);
        assertTrue(c.andrews() >= c.fixed() + 0.05, "coverage " + c);
    }
}
