package org.echosoap.client.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Chart 10 from a real quick layers suite (fixture {@code layers}: SOAP 1.2 over 1.1 on six stacks, load 0.03) beside
 * the demo's result, which has no layer. Figures checked against the fixture's own numbers: Axis2's echoFloat cost
 * 10.826 ± 104.036 µs over a plain message of 272.524 µs; the 1.2 envelope's body 4 bytes shorter (its namespace);
 * server allocation 52,294.8 − 51,344.2 bytes per message.
 */
class LayerSweepTest {

    private static final ReportModel MODEL = ReportModel.of(ReportInputs.load(ReportFixtures.dirs("layers", "demo")));

    @Test
    void everyLayerCostOfTheSuiteIsAPointAndNoOtherCostIs() {
        List<LayerSweep.Point> points = MODEL.layerSweep().points();
        assertEquals(14, points.size(), points::toString);
        assertTrue(points.stream().allMatch(p -> p.layer().equals("soap12")), points::toString);
        LayerSweep.Point axis2 = points.get(0);
        assertEquals(new LayerSweep.Point("soap12", "echoFloat", -1, "axis2", 10.826, 104.036, 272.524, -4.0,
                52294.817 - 51344.236), axis2);
    }

    @Test
    void theTableNamesMessageStackCostScaleBytesAndAllocation() {
        Table table = MODEL.layerSweep().table();
        assertEquals(List.of("soap12", "echoFloat", "axis2", "10.8 ± 104.0", "272.5", "-4", "951"), table.rows().get(0));
        assertTrue(table.rows().stream().anyMatch(r -> r.get(1).equals("echoInts [size 100]")
                && r.get(2).equals("axis2-xmlbeans")), table::toText);
    }

    @Test
    void aLayerHasOneChartWithABarPerStackAndARowPerMessage() {
        List<BarChart> charts = MODEL.layerSweep().charts();
        assertEquals(1, charts.size());
        BarChart soap12 = charts.get(0);
        assertEquals(List.of("axis2", "cxf", "metro", "axis1", "axis2-adb", "axis2-xmlbeans"), soap12.series());
        assertEquals(List.of("echoFloat", "echoInts [size 100]", "echoStrings [size 100]"),
                soap12.rows().stream().map(BarChart.Row::label).toList());
        // Metro serves SOAP 1.2 on EchoFloat only: no bar of it for the Benchmark messages.
        assertTrue(Double.isNaN(soap12.rows().get(1).values()[2]), "metro has no echoInts bar");
        assertEquals(10.826, soap12.rows().get(0).values()[0], 1e-9);
    }

    @Test
    void aLayersCostsAreNotChartedAsStacksSideBySide() {
        // The layer pairs span six stacks; without the exclusion chart 7 would draw SOAP 1.2's differences as costs.
        assertTrue(MODEL.stackSweep().isEmpty(), () -> MODEL.stackSweep().table().toText());
    }

    @Test
    void theReportHasTheLayersSectionWithItsChartAndTheOtherSectionsSayAbsent() {
        String html = HtmlReport.render(MODEL, Instant.parse("2026-11-27T00:00:00Z"));
        int section = html.indexOf("<section class=\"chart\" id=\"layers\">");
        assertTrue(section > 0, "no layers section");
        String layers = html.substring(section, html.indexOf("</section>", section));
        assertTrue(layers.contains("Layer soap12: cost over the same message without it"), layers);
        assertTrue(layers.contains("<svg"), layers);
        String none = HtmlReport.render(ReportModel.of(ReportInputs.load(ReportFixtures.dirs("demo"))),
                Instant.parse("2026-11-27T00:00:00Z"));
        assertFalse(none.contains("id=\"layers\""), "the demo alone has no layer costs: no section");
        assertTrue(none.contains("layer costs (&#39;./echosoap suite --suite layers&#39;)"), "named as absent");
    }
}
