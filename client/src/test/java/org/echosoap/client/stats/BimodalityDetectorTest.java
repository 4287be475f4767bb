package org.echosoap.client.stats;

import static org.echosoap.client.stats.Fixtures.recordLognormal;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class BimodalityDetectorTest {

    /** Mode positions are checked to within 5 %, half a density bin (bins are 12 % wide). */
    private static final double MODE_TOLERANCE = 0.05;

    private static void assertMode(double expectedMicros, double actualMicros) {
        assertEquals(expectedMicros, actualMicros, expectedMicros * MODE_TOLERANCE,
                "mode " + actualMicros + " µs, expected ~" + expectedMicros);
    }

    /** {@code lowerCount} samples around 20 µs and {@code upperCount} around 70 µs, as on a 2-core VM. */
    private static Histogram mix(int lowerCount, int upperCount) {
        Histogram h = Histograms.newLatencyHistogram();
        recordLognormal(h, 1, lowerCount, 20, 0.15);
        recordLognormal(h, 2, upperCount, 70, 0.15);
        return h;
    }

    @Test
    void unimodalAroundSeventyMicros() {
        Histogram h = Histograms.newLatencyHistogram();
        recordLognormal(h, 3, 20_000, 70, 0.3);

        Modality m = BimodalityDetector.detect(h);

        assertFalse(m.bimodal());
        assertMode(70, m.lowerModeMicros());
        assertEquals(Double.NaN, m.upperModeMicros());
        assertEquals(Double.NaN, m.lowerShare());
        assertEquals(Double.NaN, m.gapMicros());
        assertEquals(Double.NaN, m.addedMeanMicros());
    }

    @Test
    void evenMixOfSharedAndSplitCpus() {
        Modality m = BimodalityDetector.detect(mix(10_000, 10_000));

        assertTrue(m.bimodal());
        assertMode(20, m.lowerModeMicros());
        assertMode(70, m.upperModeMicros());
        assertEquals(0.5, m.lowerShare(), 0.01);
    }

    @Test
    void unevenMixIsStillBimodal() {
        Modality m = BimodalityDetector.detect(mix(3_000, 7_000));

        assertTrue(m.bimodal());
        assertMode(20, m.lowerModeMicros());
        assertMode(70, m.upperModeMicros());
        assertEquals(0.3, m.lowerShare(), 0.01);
    }

    @Test
    void aFivePercentMinorityIsNotASecondMode() {
        Modality m = BimodalityDetector.detect(mix(500, 9_500));

        assertFalse(m.bimodal());
        assertMode(70, m.lowerModeMicros());
    }

    @Test
    void aTwelvePercentMinorityIs() {
        Modality m = BimodalityDetector.detect(mix(1_200, 8_800));

        assertTrue(m.bimodal());
        assertEquals(0.12, m.lowerShare(), 0.01);
    }

    @Test
    void modesCloserThanAFactorTwoAreOne() {
        // Two sharp, well-separated peaks at 20 and 30 µs: a valley, but a ratio of only 1.5.
        Histogram h = Histograms.newLatencyHistogram();
        recordLognormal(h, 4, 10_000, 20, 0.03);
        recordLognormal(h, 5, 10_000, 30, 0.03);

        assertFalse(BimodalityDetector.detect(h).bimodal());
    }

    @Test
    void overlappingModesWithoutAValleyAreOne() {
        // 20 and 45 µs, but so wide (sigma 0.5 in log space) that the mixture has a single broad top.
        Histogram h = Histograms.newLatencyHistogram();
        recordLognormal(h, 6, 10_000, 20, 0.5);
        recordLognormal(h, 7, 10_000, 45, 0.5);

        assertFalse(BimodalityDetector.detect(h).bimodal());
    }

    /**
     * 400 samples at 20 µs, 600 at 70 µs, and {@code fillerPerBin} samples in each density bin between them
     * (one value per bin: 23, 26, ..., 59 µs each lie inside one 12 % bin). Smoothed, the lower peak is
     * 400 / 2 + filler / 4 and the valley is the filler, so the valley reaches half the peak at filler = 114.
     */
    private static Histogram spikesWithFilledValley(int fillerPerBin) {
        Histogram h = Histograms.newLatencyHistogram();
        h.recordValueWithCount(20, 400);
        h.recordValueWithCount(70, 600);
        for (long micros : new long[] {23, 26, 29, 33, 37, 42, 47, 53, 59}) {
            h.recordValueWithCount(micros, fillerPerBin);
        }
        return h;
    }

    @Test
    void aShallowValleyKeepsTwoModes() {
        assertTrue(BimodalityDetector.detect(spikesWithFilledValley(50)).bimodal());
    }

    @Test
    void aFilledValleyMakesOneMode() {
        // Valley 150 against a smaller peak of 200 + 150 / 4 = 237.5: above half of it.
        Modality m = BimodalityDetector.detect(spikesWithFilledValley(150));
        assertFalse(m.bimodal());
        assertMode(70, m.lowerModeMicros());
    }

    @Test
    void addedMeanIsTheUpperSharesPartOfTheGap() {
        // Exact values: 400 at 20 µs, 600 at 70 µs. Pinned to one CPU, all 1,000 would take ~20 µs.
        Histogram h = Histograms.newLatencyHistogram();
        h.recordValueWithCount(20, 400);
        h.recordValueWithCount(70, 600);

        Modality m = BimodalityDetector.detect(h);

        assertEquals(m.upperModeMicros() - m.lowerModeMicros(), m.gapMicros(), 1e-9);
        assertEquals(0.6 * m.gapMicros(), m.addedMeanMicros(), 1e-9);
        assertEquals(0.6 * 50, m.addedMeanMicros(), 0.6 * 70 * MODE_TOLERANCE);
    }

    @Test
    void exactSpikesAtTwentyAndSeventy() {
        // No randomness: every sample exactly 20 or 70 µs.
        Histogram h = Histograms.newLatencyHistogram();
        h.recordValueWithCount(20, 400);
        h.recordValueWithCount(70, 600);

        Modality m = BimodalityDetector.detect(h);

        assertTrue(m.bimodal());
        assertMode(20, m.lowerModeMicros());
        assertMode(70, m.upperModeMicros());
        assertEquals(0.4, m.lowerShare(), 1e-9);
    }

    @Test
    void aSingleValueIsUnimodal() {
        Modality m = BimodalityDetector.detect(Fixtures.histogram(70, 70, 70));
        assertFalse(m.bimodal());
        assertMode(70, m.lowerModeMicros());
    }

    @Test
    void zeroAndOneMicrosecondAreHandled() {
        Histogram h = Histograms.newLatencyHistogram();
        h.recordValueWithCount(0, 500);
        h.recordValueWithCount(1, 500);
        Modality m = BimodalityDetector.detect(h);
        assertFalse(m.bimodal());
        assertTrue(m.lowerModeMicros() >= 1 && m.lowerModeMicros() < 2, "mode " + m.lowerModeMicros());
    }

    @Test
    void emptyHistogramHasNoMode() {
        Modality m = BimodalityDetector.detect(Histograms.newLatencyHistogram());
        assertFalse(m.bimodal());
        assertEquals(Double.NaN, m.lowerModeMicros());
        assertEquals(Double.NaN, m.upperModeMicros());
        assertEquals(Double.NaN, m.lowerShare());
    }
}
