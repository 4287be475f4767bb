package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SerialMeanTest {

    @Test
    void ruleOfThumbLagsFollowNeweyAndWestsRule() {
        assertEquals(2, SerialMean.ruleOfThumbLags(20));
        assertEquals(3, SerialMean.ruleOfThumbLags(40));
        assertEquals(4, SerialMean.ruleOfThumbLags(100));
        assertEquals(5, SerialMean.ruleOfThumbLags(400));
    }

    @Test
    void andrewsLagsByHand() {
        // 1..6: ρ̂ = (8.75/6) / (17.5/6) = 0.5; α(1) = 4·0.25 / (0.25·2.25) = 1.778; 1.1447·(1.778·6)^(1/3) = 2.52 → 2.
        double[] trend = {1, 2, 3, 4, 5, 6};
        assertEquals(2, SerialMean.andrewsLags(trend, 3.5));
        // 1..200: ρ̂ ≈ 0.985, clamped to 0.9: α(1) = 3.24 / (0.01·3.61) = 89.75; 1.1447·(89.75·200)^(1/3) = 29.9 → 29.
        double[] longTrend = new double[200];
        for (int i = 0; i < longTrend.length; i++) {
            longTrend[i] = i;
        }
        assertEquals(29, SerialMean.andrewsLags(longTrend, 99.5));
        // Values that do not vary have no correlation to allow for.
        assertEquals(0, SerialMean.andrewsLags(new double[] {5, 5, 5}, 5));
    }

    @Test
    void alternatingValuesKeepThePlainStandardError() {
        // Negative lag-1 correlation: Newey–West alone would shrink the error; it never goes below the plain one.
        double[] x = {1, 3, 1, 3, 1, 3, 1, 3, 1, 3};
        SerialMean m = SerialMean.of(x);
        assertEquals(2.0, m.mean(), 1e-12);
        assertEquals(Sample.sampleStandardDeviation(x) / Math.sqrt(10), m.standardError(), 1e-12);
        assertEquals(Sample.ci95HalfWidth(x), m.ci95HalfWidth(), 1e-12);
    }

    @Test
    void aSlowTrendWidensTheErrorByHandComputedNeweyWest() {
        // 1..6: deviations ±0.5, ±1.5, ±2.5; autocovariances (÷6): 17.5/6, 8.75/6, 1/6; bandwidth(6) = 2 lags,
        // weights 2/3 and 1/3; then ÷(n − 1) for the squared error.
        double[] x = {1, 2, 3, 4, 5, 6};
        double longRun = 17.5 / 6 + 2 * (2.0 / 3) * (8.75 / 6) + 2 * (1.0 / 3) * (1.0 / 6);
        SerialMean m = SerialMean.of(x);
        assertEquals(2, m.lags());
        assertEquals(Math.sqrt(longRun / 5), m.standardError(), 1e-12);
        assertTrue(m.standardError() > Sample.sampleStandardDeviation(x) / Math.sqrt(6));
    }

    @Test
    void positivelyCorrelatedNoiseGetsAWiderErrorThanIndependentNoise() {
        SplittableRandom random = new SplittableRandom(3);
        double[] ar = new double[400];
        double state = 0;
        for (int i = 0; i < ar.length; i++) {
            state = 0.5 * state + random.nextGaussian();
            ar[i] = state;
        }
        double plain = Sample.sampleStandardDeviation(ar) / Math.sqrt(ar.length);
        // AR(1) with 0.5: the long-run variance is (1 + 0.5) / (1 − 0.5) = 3 times the variance, so the true error is
        // sqrt(3) = 1.73 x the plain one; 5 Bartlett lags recover most of it.
        double ratio = SerialMean.of(ar).standardError() / plain;
        assertTrue(ratio > 1.4 && ratio < 1.8, "ratio " + ratio);
    }

    @Test
    void tooFewValuesHaveNoError() {
        assertTrue(Double.isNaN(SerialMean.of(new double[] {5}).ci95HalfWidth()));
        assertTrue(Double.isNaN(SerialMean.of(new double[0]).mean()));
    }
}
