package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.PairedEstimate;
import org.junit.jupiter.api.Test;

/**
 * A SOAP endpoint cheaper than its baseline beyond the interval is suspect (doing more work cannot take less time); a
 * layer's measured side need not do more (MTOM over base64 at 1 MB is 6-10 ms cheaper), so a layer is never warned.
 */
class NegativePartTest {

    private static CostEstimate cost(String scenario) {
        PairedEstimate negative = PairedEstimate.of(new double[] {-101, -99, -100, -102, -98, -100});
        return new CostEstimate(scenario, "soap", "base", BlockStatistic.MEAN, 500, 400, negative, negative,
                negative, negative, PairedEstimate.of(new double[] {1, -1, 0, 1, -1, 0}), 100, 0);
    }

    @Test
    void aNegativeSoapCostIsWarned() {
        Warnings w = new Warnings();
        w.negativePart(cost("echoFloat"), false);
        assertEquals(1, w.warnings().size(), w.warnings().toString());
        assertTrue(w.warnings().get(0).toString().contains("the cost -100.0"), w.warnings().toString());
    }

    @Test
    void aLayersNegativeCostIsNot() {
        Warnings w = new Warnings();
        w.negativePart(cost("layer.mtom.echoBinary"), false);
        assertEquals(0, w.warnings().size(), w.warnings().toString());
    }
}
