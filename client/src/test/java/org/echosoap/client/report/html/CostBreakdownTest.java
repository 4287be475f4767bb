package org.echosoap.client.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CostBreakdownTest {

    @Test
    void aServiceWithoutServerTimingKeepsItsCostWholeInsteadOfAnInventedSplit() {
        // A real run --url result: sample-orders (Metro) sends no Server-Timing, echosoap's null baseline does.
        CostBreakdown b = CostBreakdown.of(ReportInputs.load(ReportFixtures.dirs("own-service")).results());
        CostBreakdown.Row row = b.rows().get(0);
        assertEquals("OrderService − null", row.label());
        assertTrue(Double.isNaN(row.soapInsideMicros()) && Double.isNaN(row.soapOutsideMicros()), row.toString());
        assertEquals(row.costMicros(), row.soapUnsplitMicros());
        assertTrue(Double.isFinite(row.servletMicros()), "the baseline's own split is real");
        BarChart chart = b.chart();
        assertEquals(CostBreakdown.UNSPLIT_SEGMENT, chart.series().get(4), "the legend names the whole cost");
        List<String> cells = b.table().rows().get(0);
        assertEquals("not available", cells.get(3));
        assertEquals("not available", cells.get(4));
    }

    @Test
    void resultsWithTheSplitKeepTheirFourSegments() {
        CostBreakdown b = CostBreakdown.of(ReportInputs.load(ReportFixtures.dirs("demo")).results());
        assertFalse(b.rows().isEmpty());
        assertTrue(b.rows().stream().allMatch(r -> Double.isNaN(r.soapUnsplitMicros())));
        assertEquals(CostBreakdown.SEGMENTS, b.chart().series());
    }
}
