package org.echosoap.client.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.echosoap.client.stats.SerialMean;
import org.echosoap.client.stats.StudentT;
import org.junit.jupiter.api.Test;

/**
 * The merged cost's interval with clients as clusters, against the pooled-pairs interval it replaces, on synthetic
 * clients with a known truth: each client's pairs share an offset (its connections' placement), sd 3 µs, around a
 * cost of 70 µs; pairs vary by sd 5 µs within a client. Seeded, 2,000 merges of 4 clients × 20 pairs.
 */
class ClientClustersTest {

    @Test
    void byHand() {
        // {68, 73, 71}: mean 70.667, sd 2.517; t(0.975, 2) = 4.303: 4.303 × 2.517 / sqrt(3) = 6.252.
        assertEquals(StudentT.criticalValue95(2) * Math.sqrt((7.111 + 5.444 + 0.111) / 2) / Math.sqrt(3),
                ClientClusters.ci95Micros(new double[] {68, 73, 71}), 1e-3);
        assertTrue(Double.isNaN(ClientClusters.ci95Micros(new double[] {68})));
        assertTrue(Double.isNaN(ClientClusters.ci95Micros(new double[] {68, Double.NaN})));
    }

    /**
     * Measured: the clustered interval covered 70 µs in 95.6% of the merges (asserted 93-97%); the pooled pairs'
     * Newey–West interval in 66.1% (asserted below 80%).
     */
    @Test
    void clustersCoverTheTruthWherePooledPairsDoNot() {
        SplittableRandom random = new SplittableRandom(2026L);
        int merges = 2_000;
        int clients = 4;
        int pairsPerClient = 20;
        int clustered = 0;
        int pooled = 0;
        for (int m = 0; m < merges; m++) {
            double[] all = new double[clients * pairsPerClient];
            double[] perClient = new double[clients];
            for (int c = 0; c < clients; c++) {
                double offset = 3 * random.nextGaussian();
                double sum = 0;
                for (int p = 0; p < pairsPerClient; p++) {
                    double v = 70 + offset + 5 * random.nextGaussian();
                    all[c * pairsPerClient + p] = v;
                    sum += v;
                }
                perClient[c] = sum / pairsPerClient;
            }
            SerialMean joined = SerialMean.of(all);
            // The headline stays the mean over all pairs; with equal pairs per client it is the clients' mean.
            clustered += Math.abs(joined.mean() - 70) <= ClientClusters.ci95Micros(perClient) ? 1 : 0;
            pooled += Math.abs(joined.mean() - 70) <= joined.ci95HalfWidth() ? 1 : 0;
        }
        double clusteredCoverage = clustered / (double) merges;
        double pooledCoverage = pooled / (double) merges;
        System.out.printf("clusters %.4f, pooled pairs %.4f%n", clusteredCoverage, pooledCoverage);
        assertTrue(clusteredCoverage >= 0.93 && clusteredCoverage <= 0.97, "clustered " + clusteredCoverage);
        assertTrue(pooledCoverage < 0.80, "pooled " + pooledCoverage);
    }
}
