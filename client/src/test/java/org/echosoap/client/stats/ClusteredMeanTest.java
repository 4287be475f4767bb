package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClusteredMeanTest {

    @Test
    void theMeanIsOverAllValuesAndTheErrorOverClusters() {
        ClusteredMean m = ClusteredMean.of(new double[] {70, 72, 80, 81}, new int[] {0, 0, 1, 1});
        assertEquals(75.75, m.mean(), 1e-12);
        assertEquals(List.of(71.0, 80.5), m.clusterMeans());
        // CR1 with two clusters: scores 142 − 151.5 and 161 − 151.5; sqrt(2/1 × (9.5² + 9.5²)) / 4 = 4.75
        assertEquals(4.75, m.standardError(), 1e-12);
        assertEquals(1.0, m.serialInflation(), 0.0, "2 clusters say nothing about their autocorrelation");
    }

    @Test
    void neighbouringClustersThatAreAlikeWidenTheError() {
        // 16 epochs whose level steps up halfway: neighbours alike, the series strongly autocorrelated.
        double[] values = new double[32];
        int[] epochs = new int[32];
        for (int i = 0; i < 32; i++) {
            epochs[i] = i / 2;
            values[i] = (i < 16 ? 60 : 70) + (i % 2 == 0 ? 1 : -1) + (i % 4 < 2 ? 0.5 : -0.5);
        }
        ClusteredMean m = ClusteredMean.of(values, epochs);
        assertTrue(m.serialInflation() > 1.5, "inflation " + m.serialInflation());
        double clusterRobust = Math.sqrt(16 / 15.0 * sumOfSquaredScores(values, epochs, m.mean())) / 32;
        assertEquals(clusterRobust * m.serialInflation(), m.standardError(), 1e-9);
    }

    @Test
    void clustersThatAlternateLeaveCr1AsItIs() {
        // Negative autocorrelation never narrows the interval below CR1.
        double[] values = new double[16];
        int[] epochs = new int[16];
        for (int i = 0; i < 16; i++) {
            epochs[i] = i;
            values[i] = i % 2 == 0 ? 60 : 64;
        }
        assertEquals(1.0, ClusteredMean.of(values, epochs).serialInflation(), 0.0);
    }

    @Test
    void aLabelPerValue() {
        assertThrows(IllegalArgumentException.class, () -> ClusteredMean.of(new double[] {1, 2}, new int[] {0}));
    }

    private static double sumOfSquaredScores(double[] values, int[] epochs, double mean) {
        double[] scores = new double[epochs[epochs.length - 1] + 1];
        for (int i = 0; i < values.length; i++) {
            scores[epochs[i]] += values[i] - mean;
        }
        double sum = 0;
        for (double s : scores) {
            sum += s * s;
        }
        return sum;
    }
}
