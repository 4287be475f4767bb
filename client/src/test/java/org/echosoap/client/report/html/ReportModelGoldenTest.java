package org.echosoap.client.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The data series of every chart, built from the fixture results, compared with golden files (tab-separated tables
 * under golden/). The default Locale is German for the whole class: a decimal comma must never appear. Figures in the
 * goldens were checked against the fixtures and the client's console output, e.g. the demo's EchoFloat − null cost
 * 706.7 ± 1406.8 µs. To accept an intended change, run with {@code -Dgolden.write=DIR}, read the diff, copy.
 */
class ReportModelGoldenTest {

    private static Locale before;
    private static ReportModel model;

    @BeforeAll
    static void load() {
        before = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
        model = ReportModel.of(ReportInputs.load(ReportFixtures.dirs(ReportFixtures.ALL.toArray(String[]::new))));
    }

    @AfterAll
    static void restore() {
        Locale.setDefault(before);
    }

    private static void golden(String name, String actual) {
        String dir = System.getProperty("golden.write");
        if (dir != null) {
            try {
                Files.createDirectories(Path.of(dir));
                Files.writeString(Path.of(dir, name), actual, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        assertEquals(ReportFixtures.text("golden/" + name), actual, name);
    }

    private static String all(List<Table> tables) {
        return String.join("\n", tables.stream().map(Table::toText).toList());
    }

    @Test
    void inputsAreTheFourResultsThenTheComparedPair() {
        assertEquals(List.of("demo", "parsers", "soapbench", "latency", "same-host", "cross-host"),
                model.inputs().results().stream().map(ResultData::label).toList());
        assertEquals(1, model.inputs().compares().size());
    }

    @Test
    void costBreakdown() {
        golden("cost-breakdown.tsv", model.costBreakdown().table().toText());
    }

    @Test
    void parserMatrix() {
        golden("parser-matrix.tsv", model.parserMatrix().table().toText());
    }

    @Test
    void sizeSweep() {
        golden("size-sweep.tsv", model.sizeSweep().table().toText());
    }

    @Test
    void percentileSpectrum() {
        golden("percentile-spectrum.tsv", all(model.percentileSpectrum().tables()));
    }

    @Test
    void sameVsCross() {
        golden("same-vs-cross.tsv", all(model.sameVsCross().tables()));
    }

    @Test
    void memorySweep() {
        golden("memory-sweep.tsv", model.memorySweep().table().toText());
    }

    @Test
    void noDecimalCommaAnywhere() {
        Function<String, Boolean> comma = s -> s.matches("(?s).*\\d,\\d.*");
        for (Table t : List.of(model.costBreakdown().table(), model.sizeSweep().table(), model.memorySweep().table())) {
            t.rows().forEach(r -> r.subList(1, r.size()).forEach(cell -> assertTrue(!comma.apply(cell), cell)));
        }
    }

    @Test
    void theBaselineBarIsTheResultsServerTimeAndTheRestOfItsLatency() {
        // Each row against the result file it came from (rows follow the results and their costs in order): the
        // servlet part is the baseline's Server-Timing as the file has it, the network part the file's baseline
        // latency less that; a baseline without Server-Timing is one unsplit bar of its whole latency.
        List<ResultData.Cost> costs = model.inputs().results().stream().flatMap(r -> r.costs().stream()).toList();
        List<CostBreakdown.Row> rows = model.costBreakdown().rows();
        assertEquals(costs.size(), rows.size());
        int split = 0;
        for (int i = 0; i < rows.size(); i++) {
            CostBreakdown.Row r = rows.get(i);
            ResultData.Cost c = costs.get(i);
            assertTrue(r.label().contains(c.endpoint()), r.label() + " vs " + c.endpoint());
            if (Double.isFinite(c.serverBaselineMicros())) {
                split++;
                assertEquals(c.serverBaselineMicros(), r.servletMicros(), 1e-9, r.label());
                assertEquals(c.baselineMicros() - c.serverBaselineMicros(), r.networkMicros(), 1e-9, r.label());
                assertTrue(r.servletMicros() > 0 && r.networkMicros() > 0, r.label());
            } else {
                assertTrue(Double.isNaN(r.servletMicros()), r.label());
                assertEquals(c.baselineMicros(), r.networkMicros(), 1e-9, r.label());
            }
        }
        assertTrue(split > 0, "no baseline with Server-Timing in the fixtures");
    }

    @Test
    void theCostsOutsidePartIsWhatTheResultMeasuredNotCostMinusInside() {
        // A schema-2 result measures the time outside the webapp per request; the chart must show that figure, so
        // inside + outside adds up to the cost only as far as the measurements agree (here within 1.2 µs of 53).
        ReportModel v2 = ReportModel.of(ReportInputs.load(ReportFixtures.dirs("v2-run")));
        CostBreakdown.Row echo = v2.costBreakdown().rows().stream()
                .filter(r -> r.label().startsWith("EchoFloat")).findFirst().orElseThrow();
        ResultData.Cost file = v2.inputs().results().get(0).costs().stream()
                .filter(c -> c.endpoint().equals("EchoFloat")).findFirst().orElseThrow();
        assertEquals(file.outsideCostMicros(), echo.soapOutsideMicros(), 1e-9);
        assertEquals(file.serverCostMicros(), echo.soapInsideMicros(), 1e-9);
        double gap = echo.costMicros() - echo.soapInsideMicros() - echo.soapOutsideMicros();
        assertTrue(gap != 0 && Math.abs(gap) < 2.0, "measured parts, not a remainder: gap " + gap);
    }

    @Test
    void sameHostAndCrossHostAreOverlaidInOneSpectrum() {
        PercentileSpectrum.Group run = model.percentileSpectrum().groups().stream()
                .filter(g -> g.title().equals("run echoFloat")).findFirst().orElseThrow();
        assertEquals(List.of("demo", "same-host", "cross-host"),
                run.series().stream().map(PercentileSpectrum.Series::result).distinct().toList());
    }
}
