package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SampleTest {

    private static final double[] DIFFERENCES = {10, 12, 11, 13, 9};

    @Test
    void meanOfDifferences() {
        assertEquals(11.0, Sample.mean(DIFFERENCES), 1e-12);
    }

    @Test
    void sampleStandardDeviationUsesNMinusOne() {
        // Squared deviations 1 + 1 + 0 + 4 + 4 = 10; 10 / (5 - 1) = 2.5; sqrt(2.5) = 1.5811388300841898.
        // (With n in the denominator it would be sqrt(2) = 1.414.)
        assertEquals(1.5811388300841898, Sample.sampleStandardDeviation(DIFFERENCES), 1e-12);
    }

    @Test
    void ci95HalfWidthIsTTimesStandardError() {
        // t(0.975, 4) = 2.776445 (R: qt(0.975, 4)); sd / sqrt(n) = sqrt(2.5 / 5) = sqrt(0.5).
        assertEquals(2.776445 * Math.sqrt(0.5), Sample.ci95HalfWidth(DIFFERENCES), 1e-5);
    }

    @Test
    void constantValuesHaveZeroSpreadAndZeroInterval() {
        double[] same = {5, 5, 5};
        assertEquals(0.0, Sample.sampleStandardDeviation(same), 0.0);
        assertEquals(0.0, Sample.ci95HalfWidth(same), 0.0);
    }

    @Test
    void standardDeviationSurvivesALargeCommonOffset() {
        // Latencies in ns since boot would look like this; sum(x^2) - n*mean^2 loses every digit here.
        double[] offset = new double[DIFFERENCES.length];
        for (int i = 0; i < offset.length; i++) {
            offset[i] = 1e9 + DIFFERENCES[i];
        }
        assertEquals(1e9 + 11, Sample.mean(offset), 1e-6);
        assertEquals(1.5811388300841898, Sample.sampleStandardDeviation(offset), 1e-6);
    }

    @Test
    void tooFewValuesGiveNaN() {
        assertEquals(Double.NaN, Sample.mean(new double[0]));
        assertEquals(Double.NaN, Sample.sampleStandardDeviation(new double[0]));
        assertEquals(Double.NaN, Sample.sampleStandardDeviation(new double[] {4}));
        assertEquals(Double.NaN, Sample.ci95HalfWidth(new double[] {4}));
        assertEquals(4.0, Sample.mean(new double[] {4}), 0.0);
    }

    @Test
    void nanPropagates() {
        assertEquals(Double.NaN, Sample.mean(new double[] {1, Double.NaN}));
        assertEquals(Double.NaN, Sample.ci95HalfWidth(new double[] {1, 2, Double.NaN}));
    }

    @Test
    void pairedDifferencesSubtractElementwise() {
        assertArrayEquals(new double[] {10, 12, -1}, Sample.pairedDifferences(
                new double[] {110, 112, 99}, new double[] {100, 100, 100}), 0.0);
        assertArrayEquals(new double[0], Sample.pairedDifferences(new double[0], new double[0]), 0.0);
    }

    @Test
    void pairedDifferencesNeedEqualLengths() {
        assertThrows(IllegalArgumentException.class,
                () -> Sample.pairedDifferences(new double[] {1, 2}, new double[] {1}));
    }
}
