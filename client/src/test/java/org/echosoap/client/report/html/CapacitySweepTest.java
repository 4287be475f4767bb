package org.echosoap.client.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;

/**
 * Section 9, latency against rate, from capacity blocks with known values: the points in rate order although the
 * suite measured them up a ladder and then bisecting, the limit line at the objective, a ring where the rate was not
 * held, each endpoint's capacity and the SOAP share in words; what older or odd files give; and the other sections
 * telling a suite's steps apart by their rate.
 */
class CapacitySweepTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** The baseline as measured: up the ladder (the third step could not be held), then one midpoint. */
    private static final String BASELINE = endpoint("null", "baseline", "2828.0", "4000.0",
            step(1000, 1000, true, 0, 300, 2000, 3000, true),
            step(2000, 2000, true, 0, 310, 4000, 5000, true),
            step(4000, 3100, false, 0, 900, 25000, 40000, false),
            step(2828, 2830, true, 0, 320, 8000, 9000, true));

    /** The SOAP endpoint: the second step missed with errors, the midpoint missed on latency. */
    private static final String SOAP = endpoint("EchoFloat", "measured", "1000.0", "1414.0",
            step(1000, 1000, true, 0, 800, 6000, 9000, true),
            step(2000, 2000, true, 3, 900, 30000, 50000, false),
            step(1414, 1415, true, 0, 850, 12000, 20000, false));

    private static String step(double asked, double achieved, boolean held, int errors, double p50, double slo,
                               double p999, boolean met) {
        return "{\"askedPerSec\": " + asked + ", \"achievedPerSec\": " + achieved + ", \"held\": " + held
                + ", \"errors\": " + errors + ", \"p50Micros\": " + p50 + ", \"sloPercentileMicros\": " + slo
                + ", \"p999Micros\": " + p999 + ", \"met\": " + met + "}";
    }

    private static String endpoint(String name, String role, String highestMet, String lowestMissed, String... steps) {
        return "{\"endpoint\": \"" + name + "\", \"role\": \"" + role + "\", \"highestMetPerSec\": " + highestMet
                + ", \"lowestMissedPerSec\": " + lowestMissed + ", \"steps\": [" + String.join(",", steps) + "]}";
    }

    /** A capacity suite's result.json around {@code capacity} (null: a result without the block). */
    private static ResultData result(String label, String capacity) throws Exception {
        return ResultData.of(label, label + "/result.json", MAPPER.readTree("{\"schema\": \"echosoap-result/2\","
                + " \"complete\": true, \"suite\": \"capacity\", \"settings\": {\"scenario\": \"echoFloat\","
                + " \"stack\": \"axis2\"}, \"runs\": [], \"costs\": [], \"warnings\": []"
                + (capacity == null ? "" : ", \"capacity\": " + capacity) + "}"));
    }

    private static String capacity(String... endpoints) {
        return "{\"slo\": \"p99 ≤ 10ms\", \"sloPercentile\": 99.0, \"sloLimitMicros\": 10000,"
                + " \"soapShareOfBaseline\": 0.354, \"endpoints\": [" + String.join(",", endpoints) + "]}";
    }

    private static CapacitySweep sweep(ResultData... results) {
        return CapacitySweep.of(List.of(results));
    }

    private static List<Double> xs(LineChart.Series s) {
        return s.points().stream().map(LineChart.Point::x).toList();
    }

    private static List<Double> ys(LineChart.Series s) {
        return s.points().stream().map(LineChart.Point::y).toList();
    }

    @Test
    void pointsAreJoinedInRateOrderInMillisecondsWithTheLimitAcrossEveryRate() throws Exception {
        LineChart chart = sweep(result("cap", capacity(BASELINE, SOAP))).charts().get(0);
        assertEquals("echoFloat on axis2, p99 ≤ 10ms", chart.title());
        assertTrue(chart.xLog() && chart.yLog(), "a geometric ladder and latencies over decades");
        assertEquals(List.of("null p99", "null p50", "EchoFloat p99", "EchoFloat p50", "objective: p99 ≤ 10ms"),
                chart.series().stream().map(LineChart.Series::name).toList());
        LineChart.Series nullP99 = chart.series().get(0);
        assertEquals(List.of(1000.0, 2000.0, 2830.0, 3100.0), xs(nullP99), "achieved rates, ascending");
        assertEquals(List.of(2.0, 4.0, 8.0, 25.0), ys(nullP99), "µs shown as ms");
        assertEquals(List.of(0.3, 0.31, 0.32, 0.9), ys(chart.series().get(1)), "the median line, same order");
        assertEquals(0, nullP99.color(), "an endpoint's two lines share its colour");
        assertEquals(nullP99.color(), chart.series().get(1).color());
        assertEquals(1, chart.series().get(1).style(), "the median dashed");
        assertEquals(List.of(1000.0, 1415.0, 2000.0), xs(chart.series().get(2)));

        LineChart.Series limit = chart.series().get(4);
        assertEquals(List.of(10.0, 10.0), ys(limit), "10000 µs");
        assertEquals(List.of(1000.0, 3100.0), xs(limit), "from the lowest to the highest rate of either endpoint");
        assertFalse(limit.marked(), "a reference line: its ends are no measurements");
    }

    @Test
    void aRateNotHeldIsARingInTheChartAndSaidInTheTable() throws Exception {
        CapacitySweep sweep = sweep(result("cap", capacity(BASELINE, SOAP)));
        List<LineChart.Point> nullP99 = sweep.charts().get(0).series().get(0).points();
        assertEquals(List.of(false, false, false, true), nullP99.stream().map(LineChart.Point::hollow).toList());
        assertTrue(nullP99.get(3).hover().contains("asked 4000/s, achieved 3100/s"), nullP99.get(3).hover());

        List<List<String>> steps = sweep.steps().rows();
        assertEquals(List.of("null", "3", "4000", "3100", "no", "0", "0.90", "25.00", "40.00", "missed (rate not held)"),
                steps.get(3));
        assertEquals(List.of("1", "2", "4", "3"), steps.subList(0, 4).stream().map(r -> r.get(1)).toList(),
                "rate order, with the order measured");
        assertEquals(List.of("EchoFloat", "2", "2000", "2000", "yes", "3", "0.90", "30.00", "50.00", "missed (errors)"),
                steps.get(6));
        assertEquals("p99 (ms)", sweep.steps().header().get(7), "the objective's percentile names its column");

        String svg = Svg.lines(sweep.charts().get(0));
        assertEquals(2, svg.split("<circle class=\"point hollow\"", -1).length - 1,
                "the step not held is a ring on its p99 line and on its p50 line");
    }

    @Test
    void theTableGivesEachEndpointsCapacityAndTheSoapShareInTheConsolesWords() throws Exception {
        CapacitySweep sweep = sweep(result("cap", capacity(BASELINE, SOAP)));
        assertEquals(List.of("endpoint", "role", "highest rate meeting the objective (msgs/s)",
                "lowest rate missing it (msgs/s)", "share of the baseline's rate", "in words"), sweep.table().header());
        assertEquals(List.of(
                List.of("null", "baseline", "2828", "4000", "-", "2,828/s meets it (4,000/s does not)"),
                List.of("EchoFloat", "measured", "1000", "1414", "35%", "1,000/s meets it (1,414/s does not)")),
                sweep.table().rows());
        assertEquals("EchoFloat sustains 35% of the null baseline's rate at p99 ≤ 10ms (1,000/s against 2,828/s; "
                + "each within the ladder's last step)", sweep.shareLine(sweep.results().get(0)));
    }

    @Test
    void withoutABaselineRateThereIsNoShareAndTheLineSaysWhy() throws Exception {
        String baselineMissedEverything = endpoint("null", "baseline", "null", "1000.0",
                step(1000, 1000, true, 0, 300, 12000, 15000, false));
        CapacitySweep sweep = sweep(result("cap", capacity(baselineMissedEverything, SOAP)));
        assertTrue(sweep.shareLine(sweep.results().get(0)).startsWith("no SOAP share of the baseline's rate"),
                sweep.shareLine(sweep.results().get(0)));
        assertEquals(List.of("null", "baseline", "-", "1000", "-", "no rate met the objective (lowest tried 1,000/s)"),
                sweep.table().rows().get(0));
        assertEquals("-", sweep.table().rows().get(1).get(4), "no share without the baseline's capacity");
    }

    @Test
    void severalSuitesAreNamedByTheirResult() throws Exception {
        CapacitySweep sweep = sweep(result("axis2", capacity(BASELINE, SOAP)), result("old", null),
                result("cxf", capacity(BASELINE, SOAP)));
        assertEquals(2, sweep.charts().size(), "one chart per capacity suite; the older result has none");
        assertEquals("cxf: echoFloat on axis2, p99 ≤ 10ms", sweep.charts().get(1).title());
        assertEquals("capacity suite", sweep.table().header().get(0));
        assertEquals("axis2: echoFloat on axis2, p99 ≤ 10ms", sweep.table().rows().get(0).get(0));
        assertEquals(4, sweep.table().rows().size());
    }

    @Test
    void aBlockWithoutItsObjectiveIsReportedNotDrawnAndStepsWithoutVerdictsAreLeftOut() throws Exception {
        ResultData noObjective = result("odd", "{\"slo\": \"p99 ≤ 10ms\", \"endpoints\": [" + BASELINE + "]}");
        assertNull(noObjective.capacity());
        assertTrue(noObjective.warnings().stream().anyMatch(w -> w.startsWith("capacity block without sloPercentile")),
                noObjective.warnings().toString());

        String unjudged = "{\"askedPerSec\": 500.0, \"achievedPerSec\": 500.0, \"sloPercentileMicros\": 900.0}";
        ResultData partly = result("odd", capacity(endpoint("null", "baseline", "null", "null", unjudged,
                step(1000, 1000, true, 0, 300, 2000, 3000, true))));
        assertEquals(1, partly.capacity().endpoints().get(0).steps().size(), "the step without held/met is left out");
    }

    @Test
    void resultsWithoutCapacityDataSayHowToGetIt() {
        ReportModel m = ReportModel.of(ReportInputs.load(ReportFixtures.dirs("demo")));
        assertTrue(m.capacitySweep().isEmpty());
        String html = HtmlReport.render(m, Instant.EPOCH);
        assertFalse(html.contains("id=\"capacity\""), "no section without data");
        assertTrue(html.contains("capacity data (&#39;./echosoap suite --suite capacity&#39;)"), html);
    }

    @Test
    void aRealCapacitySuiteDrawsOneChartWithItsShareAndWellFormedSvg() throws Exception {
        // fixtures/capacity: a real quick capacity suite on the 2-core VM (Axis2, echoFloat, p99 ≤ 10ms).
        ReportModel m = ReportModel.of(ReportInputs.load(ReportFixtures.dirs("capacity")));
        CapacitySweep sweep = m.capacitySweep();
        LineChart chart = sweep.charts().get(0);
        List<Double> rates = xs(chart.series().get(0));
        assertEquals(7, rates.size());
        assertEquals(rates.stream().sorted().toList(), rates, "the ladder went up to 8000/s, then back to 5657 and 6727");
        assertEquals(List.of("EchoFloat", "measured", "595", "707", "9%", "595/s meets it (707/s does not)"),
                sweep.table().rows().get(1));

        String section = section(HtmlReport.render(m, Instant.EPOCH));
        assertTrue(section.contains("<h3>echoFloat on axis2, p99 ≤ 10ms</h3>"), section);
        assertTrue(section.contains("EchoFloat sustains 9% of the null baseline&#39;s rate at p99 ≤ 10ms (595/s against "
                + "6,727/s"), section);
        Matcher svg = Pattern.compile("(?s)<svg .*?</svg>").matcher(section);
        assertTrue(svg.find());
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.group().getBytes(StandardCharsets.UTF_8)));
        assertFalse(svg.find(), "one chart for the one suite");
    }

    @Test
    void theSpectrumNamesEachStepByItsRate() {
        PercentileSpectrum spectrum = PercentileSpectrum.of(ReportInputs.load(ReportFixtures.dirs("capacity")).results());
        List<String> names = spectrum.groups().get(0).series().stream().map(PercentileSpectrum.Series::run).toList();
        assertEquals(11, names.size());
        assertEquals(names.size(), names.stream().distinct().count(), "no two lines of one name: " + names);
        assertTrue(names.containsAll(List.of("null at 500/s", "null at 5657/s", "EchoFloat at 595/s")), names.toString());
        assertEquals("EchoFloat", ReportInputs.load(ReportFixtures.dirs("demo")).results().get(0).runs().stream()
                .filter(r -> r.endpoint().equals("EchoFloat")).findFirst().orElseThrow().name(), "closed loop: no rate");
    }

    private static String section(String html) {
        String section = html.substring(html.indexOf("<section class=\"chart\" id=\"capacity\""));
        return section.substring(0, section.indexOf("</section>"));
    }
}
