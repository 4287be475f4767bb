package org.echosoap.client.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.echosoap.client.result.CostPhases;
import org.echosoap.client.result.Phase;
import org.echosoap.client.result.PhaseFigures;
import org.echosoap.client.result.PhaseProfile;
import org.echosoap.client.report.ReportFixture;
import org.echosoap.client.report.ResultJson;
import org.echosoap.client.report.RunReport;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.MeasuredRun;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Section 11 of the HTML report (where the time goes, by phase), read back from the result.json a profiled run writes:
 * the figures are made up and known, written by the real writer, read by the report, and checked in the charts' data,
 * the tables (golden file golden/phases.tsv; {@code -Dgolden.write=DIR} to accept an intended change) and the page:
 * links relative to the report's directory, a problem said plainly, nothing without a profile. German default Locale:
 * no decimal comma may appear.
 */
class PhaseBreakdownTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path tmp;

    private Locale before;

    @BeforeEach
    void german() {
        before = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
    }

    @AfterEach
    void restore() {
        Locale.setDefault(before);
    }

    /** One phase's figure; ±10% of its µs plus 0.1 as its interval. */
    private static PhaseFigures.PhaseFigure fig(Phase p, double share, double micros, double bytes, long samples,
                                                Map<String, Long> frames) {
        return new PhaseFigures.PhaseFigure(p, share, 0.01, micros, 0.1 * micros + 0.1, bytes, 0.05 * bytes, samples,
                frames);
    }

    /** null: 4 µs inside, 90% HTTP, 10% unclaimed. */
    private static PhaseFigures baseline() {
        List<PhaseFigures.PhaseFigure> f = new ArrayList<>();
        for (Phase p : Phase.values()) {
            f.add(switch (p) {
                case HTTP -> fig(p, 0.9, 3.6, 900, 360, frames("org.apache.coyote.http11.Http11Processor.service", 300,
                        "org.apache.catalina.connector.CoyoteAdapter.service", 60));
                case OTHER -> fig(p, 0.1, 0.4, 100, 40, frames("jdk.internal.misc.Unsafe.park", 40));
                default -> fig(p, 0, 0, 0, 0, Map.of());
            });
        }
        return new PhaseFigures("null", 60_000, 400, 4.0, 0.4, 1_000, f);
    }

    /** EchoFloat: 40 µs inside, 51,000 B; HTTP 2 µs, less than null's: the cost's HTTP part is negative. */
    private static PhaseFigures echoFloat() {
        List<PhaseFigures.PhaseFigure> f = new ArrayList<>();
        for (Phase p : Phase.values()) {
            f.add(switch (p) {
                case HTTP -> fig(p, 0.05, 2, 2_000, 50, frames("org.apache.coyote.http11.Http11Processor.service", 50));
                case READING -> fig(p, 0.40, 16, 20_000, 400, frames("com.ctc.wstx.sr.BasicStreamReader.next", 250,
                        "org.apache.axiom.om.impl.builder.StAXOMBuilder.next", 100,
                        "com.ctc.wstx.sr.StreamScanner.loadMore", 30, "com.ctc.wstx.io.UTF8Reader.read", 20));
                case BINDING -> fig(p, 0.10, 4, 8_000, 100, frames("org.apache.axis2.databinding.utils.BeanUtil.deserialize", 100));
                case HANDLERS -> fig(p, 0.15, 6, 6_000, 150, frames("org.apache.axis2.engine.AxisEngine.invoke", 150));
                case WRITING -> fig(p, 0.20, 8, 12_000, 200, frames("com.ctc.wstx.sw.BufferingXmlWriter.writeRaw", 200));
                case SERVICE -> fig(p, 0.025, 1, 1_000, 25, frames("org.echosoap.server.services.EchoService.echoFloat", 25));
                case GC -> fig(p, 0.05, 2, 0, 0, Map.of());
                case OTHER -> fig(p, 0.025, 1, 2_000, 25, frames("jdk.internal.misc.Unsafe.park", 25));
                case SECURITY -> fig(p, 0, 0, 0, 0, Map.of());
            });
        }
        return new PhaseFigures("EchoFloat", 50_000, 1_000, 40.0, 2.0, 51_000, f);
    }

    private static Map<String, Long> frames(Object... frameAndSamples) {
        Map<String, Long> m = new LinkedHashMap<>();
        for (int i = 0; i < frameAndSamples.length; i += 2) {
            m.put((String) frameAndSamples[i], ((Number) frameAndSamples[i + 1]).longValue());
        }
        return m;
    }

    /** The fixture's echoFloat run, its server times varying a little so that the inside cost has an interval. */
    private static RunReport run() {
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        List<BlockOutcome> nulls = new ArrayList<>();
        List<BlockOutcome> soap = new ArrayList<>();
        long[] server = {39, 41, 40, 38, 42};
        for (int i = 0; i < server.length; i++) {
            nulls.add(ReportFixture.trial(i, "null", 85, 3, 20_000));
            soap.add(ReportFixture.trial(i, "EchoFloat", 130 + i, server[i], 14_000));
        }
        blocks.put("null", nulls);
        blocks.put("EchoFloat", soap);
        return ReportFixture.report(ReportFixture.optionsBuilder().repeat(server.length).build(), blocks, List.of(),
                new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, server.length, 12_000),
                ReportFixture.ENVIRONMENT);
    }

    private static PhaseProfile profile() {
        PhaseFigures b = baseline();
        PhaseFigures m = echoFloat();
        return new PhaseProfile(PhaseProfile.SERVER, "jdk.ExecutionSample", 10, 15.0, 180, 18_000, -1, List.of(b, m),
                List.of(CostPhases.of(m, b)), frames("jdk.internal.misc.Unsafe.park", 65, "sun.nio.ch.EPoll.wait", 3),
                "flame.html", "profile.jfr", null);
    }

    /** Writes {@code report} as {@code dir}/result.json, with a flame graph and a recording next to it. */
    private static Path write(Path dir, RunReport report) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("result.json"), ResultJson.render(report));
        Files.writeString(dir.resolve("flame.html"), "<!DOCTYPE html><title>flame</title>");
        Files.write(dir.resolve("profile.jfr"), new byte[] {1, 2, 3});
        return dir;
    }

    private static String section(String html) {
        String s = html.substring(html.indexOf("<section class=\"chart\" id=\"phases\""));
        return s.substring(0, s.indexOf("</section>"));
    }

    @Test
    void barsTablesAndTheFlameGraphLinkRelativeToTheReport() throws Exception {
        Path result = write(tmp.resolve("runs").resolve("profiled run#1"), run().withProfile(profile()));
        ReportModel model = ReportModel.of(ReportInputs.load(List.of(result)));
        PhaseBreakdown phases = model.phaseBreakdown();
        assertEquals(1, phases.groups().size());
        PhaseBreakdown.Group g = phases.groups().get(0);

        // Endpoint bars: one segment per phase in Phase order, the inside figure's CI as the whisker at its end.
        BarChart endpoints = g.endpointChart();
        assertTrue(endpoints.stacked());
        assertEquals(List.of("null", "EchoFloat"), endpoints.rows().stream().map(BarChart.Row::label).toList());
        assertEquals(Phase.values().length, endpoints.series().size());
        assertEquals("http: HTTP and servlet container", endpoints.series().get(0));
        assertEquals("other: other", endpoints.series().get(Phase.values().length - 1));
        BarChart.Row echo = endpoints.rows().get(1);
        assertEquals(16.0, echo.values()[Phase.READING.ordinal()], 1e-9);
        assertEquals(40.0, java.util.Arrays.stream(echo.values()).sum(), 1e-9, "the phases add up to the inside figure");
        assertEquals(2.0, echo.errors()[0], 1e-9);
        assertEquals(40.0, echo.errorCenter(), 1e-9);

        // Cost bar: EchoFloat − null phase by phase; HTTP (2 − 3.6) drawn as zero, the whisker around the signed sum.
        BarChart cost = g.costChart();
        assertEquals(List.of("EchoFloat − null"), cost.rows().stream().map(BarChart.Row::label).toList());
        BarChart.Row c = cost.rows().get(0);
        assertEquals(0.0, c.values()[Phase.HTTP.ordinal()], 0, "negative part drawn as zero");
        assertEquals(16.0, c.values()[Phase.READING.ordinal()], 1e-9);
        assertEquals(0.6, c.values()[Phase.OTHER.ordinal()], 1e-9);
        assertEquals(36.0, c.errorCenter(), 1e-9, "40 − 4: the signed sum, HTTP's −1.6 included");
        JsonNode fileCost = MAPPER.readTree(result.resolve("result.json").toFile()).get("costs").get(0);
        double insideCi = fileCost.get("serverCostCi95Micros").asDouble();
        assertTrue(insideCi > 0, "the blocks' server times vary: " + fileCost);
        assertEquals(insideCi, c.errors()[0], 1e-9, "the whisker is the inside cost's CI from result.json");

        // Tables: the negative part is in them, with its interval (independent sides: sqrt(0.3² + 0.46²)).
        String costRows = g.costTable().toText();
        assertTrue(costRows.contains("EchoFloat − null\thttp\t-1.6 ± 0.5\t1100\n"), costRows);
        assertTrue(costRows.contains("EchoFloat − null\tsum of the phases\t36.0\t50000\n"), costRows);
        String endpointRows = g.endpointTable().toText();
        assertTrue(endpointRows.contains("EchoFloat\treading\t16.0 ± 1.7\t40.0 ± 1.0\t20000\t400\t"
                + "com.ctc.wstx.sr.BasicStreamReader.next 250, org.apache.axiom.om.impl.builder.StAXOMBuilder.next 100, "
                + "com.ctc.wstx.sr.StreamScanner.loadMore 30\n"), "three deciding frames of the four: " + endpointRows);
        assertTrue(g.unclaimedTable().toText().contains("echoFloat\tjdk.internal.misc.Unsafe.park\t65\n"));
        golden("phases.tsv", endpointRows + "\n" + costRows + "\n" + g.unclaimedTable().toText());

        // The page: the flame graph and the recording linked from the report's directory, percent-encoded.
        Path reportDir = tmp.resolve("reports");
        String html = HtmlReport.render(model, Instant.EPOCH, reportDir);
        String s = section(html);
        assertTrue(s.matches("(?s).*<h2>\\d+\\. Where the time goes: phases</h2>.*"), s);
        assertTrue(s.contains("<a href=\"../runs/profiled%20run%231/flame.html\">flame graph</a>"), s);
        assertTrue(s.contains("<a href=\"../runs/profiled%20run%231/profile.jfr\">recording</a>"), s);
        assertTrue(s.contains("<iframe class=\"flame\" loading=\"lazy\" sandbox=\"allow-scripts\" "
                + "src=\"../runs/profiled%20run%231/flame.html\""), s);
        assertTrue(s.contains("echoFloat: jdk.ExecutionSample every 10 ms over 15.0 s measured; the recorder used "
                + "1.0% of one CPU."), s);
        assertFalse(html.contains("<script"), "the report itself still has no script");
        assertEquals(2, wellFormedSvgs(s), "an endpoint chart and a cost chart");
        assertFalse(s.matches("(?s).*\\d,\\d.*"), "no decimal comma");
        String fromResultDir = section(HtmlReport.render(model, Instant.EPOCH, result));
        assertTrue(fromResultDir.contains("<a href=\"flame.html\">flame graph</a>"), "a report beside the result");
    }

    @Test
    void aProfileProblemIsSaidAndNoResultWithPhasesSaysSo() throws Exception {
        Path broken = write(tmp.resolve("cxf"), run().withProfile(PhaseProfile.absent(
                "the server's echosoap.war has no /profile control (rebuild it)")));
        String s = section(HtmlReport.render(ReportModel.of(ReportInputs.load(List.of(broken))), Instant.EPOCH, tmp));
        assertTrue(s.contains("<p class=\"problem\">echoFloat: no profile: the server&#39;s echosoap.war has no "
                + "/profile control (rebuild it)</p>"), s);
        assertFalse(s.contains("<svg"), "no figures, no chart");
        assertFalse(s.contains("no phases in these results"), "a problem is not an absence");

        String none = HtmlReport.render(ReportModel.of(ReportInputs.load(ReportFixtures.dirs("demo"))),
                Instant.EPOCH, tmp);
        assertFalse(none.contains("id=\"phases\""), "no section without data");
        assertTrue(none.contains("phases (run with --profile)"), "named in the line of what is absent");
    }

    @Test
    void onlyAFileNextToTheResultIsLinked() throws Exception {
        Path dir = write(tmp.resolve("run"), run().withProfile(profile()));
        Files.writeString(tmp.resolve("secret.html"), "not the result's");
        ObjectNode root = (ObjectNode) MAPPER.readTree(dir.resolve("result.json").toFile());
        ObjectNode p = (ObjectNode) root.get("profiles").get(0);
        p.put("flameGraph", "../secret.html");
        p.put("recording", "javascript:alert(1)");
        Files.writeString(dir.resolve("result.json"), MAPPER.writeValueAsString(root));
        String s = section(HtmlReport.render(ReportModel.of(ReportInputs.load(List.of(dir))), Instant.EPOCH, tmp));
        assertFalse(s.contains("<a href"), s);
        assertFalse(s.contains("<iframe"), s);
        assertTrue(s.contains("not a file next to result.json, so not linked: ../secret.html and javascript:alert(1)"), s);
        assertTrue(s.contains("<svg"), "the figures are still drawn");
    }

    private static int wellFormedSvgs(String html) throws Exception {
        Matcher m = Pattern.compile("(?s)<svg .*?</svg>").matcher(html);
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        int n = 0;
        while (m.find()) {
            f.newDocumentBuilder().parse(new ByteArrayInputStream(m.group().getBytes(StandardCharsets.UTF_8)));
            n++;
        }
        return n;
    }

    private static void golden(String name, String actual) throws IOException {
        String dir = System.getProperty("golden.write");
        if (dir != null) {
            Files.createDirectories(Path.of(dir));
            Files.writeString(Path.of(dir, name), actual, StandardCharsets.UTF_8);
        }
        try (InputStream in = ReportFixtures.class.getResourceAsStream("golden/" + name)) {
            assertTrue(in != null, "missing golden/" + name + " (write it with -Dgolden.write=DIR)");
            assertEquals(new String(in.readAllBytes(), StandardCharsets.UTF_8), actual, name);
        }
    }
}
