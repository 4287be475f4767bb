package org.echosoap.client.report.html;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Renders a {@link ReportModel} as one self-contained HTML page: inline CSS and SVG, no script, no external
 * reference (readable offline, printable). Every text from an input file is escaped.
 *
 * <pre>{@code
 * String html = HtmlReport.render(ReportModel.of(inputs), Instant.now());
 * }</pre>
 */
public final class HtmlReport {

    private static final String CSS = """
            body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#222;margin:24px auto;max-width:1000px;padding:0 16px}
            h1{font-size:24px;margin:0 0 4px}h2{font-size:19px;margin:32px 0 6px;border-bottom:1px solid #ccc;padding-bottom:3px}
            h3{font-size:15px;margin:18px 0 4px}.meta{color:#555}.absent{color:#666;font-style:italic}
            table{border-collapse:collapse;margin:8px 0 12px;font-size:12px}th,td{border:1px solid #ddd;padding:2px 6px;text-align:right}
            th[scope=row],table.env th,table.env td{text-align:left}thead th{background:#f3f3f3}
            ul.warnings li{color:#8a4b00}svg.chart{max-width:100%;height:auto;display:block;margin:6px 0}
            svg .grid{stroke:#e5e5e5;stroke-width:1}svg .axis{stroke:#444;stroke-width:1}svg .err{stroke:#222;stroke-width:1.3}
            svg .line{fill:none;stroke-width:2}svg text{font:11px system-ui,sans-serif;fill:#333}svg .axis-label{font-size:12px;fill:#111}
            svg .category{font-size:11px}svg .legend-text{font-size:11px}details{margin:4px 0 10px}
            .caption{color:#444;font-size:13px;margin:2px 0 6px}.problem{color:#8a4b00}
            iframe.flame{width:100%;height:560px;border:1px solid #ccc}
            @media print{body{margin:0;max-width:none;font-size:11px}svg.chart{break-inside:avoid}details>summary{display:none}iframe.flame{display:none}}
            """;

    private HtmlReport() {
    }

    /** The whole page, its links to the results' files relative to the working directory. */
    public static String render(ReportModel m, Instant generatedAt) {
        return render(m, generatedAt, Path.of(""));
    }

    /**
     * The whole page; {@code generatedAt} is printed in the header, and links to files next to the results (flame
     * graphs) are relative to {@code reportDirectory}, where the page is written.
     */
    public static String render(ReportModel m, Instant generatedAt, Path reportDirectory) {
        StringBuilder sb = new StringBuilder(64 * 1024);
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>echosoap report</title>\n<style>").append(CSS).append("</style></head><body>\n");
        header(sb, m, generatedAt);
        List<Section> sections = sections(m, reportDirectory);
        int number = 0;
        for (Section section : sections) {
            if (section.hasData()) {
                number++;
                sb.append("<section class=\"chart\" id=\"").append(section.id()).append("\"><h2>").append(number)
                        .append(". ").append(Html.escape(section.title())).append("</h2>\n<p class=\"caption\">")
                        .append(Html.escape(section.caption())).append("</p>\n");
                section.body().accept(sb);
                sb.append("</section>\n");
            }
        }
        List<String> absent = sections.stream().filter(s -> !s.hasData()).map(Section::absent).toList();
        if (!absent.isEmpty()) {
            sb.append("<p class=\"absent\" id=\"not-in-these-results\">")
                    .append(Html.escape("Not in these results: " + String.join("; ", absent) + "."))
                    .append("</p>\n");
        }
        sb.append("<footer class=\"meta\"><p>echosoap report · self-contained: no script, no network access. "
                + "Flame graphs (the phases section) are separate pages next to their result.json, linked by relative "
                + "path; they carry their own script.</p></footer>\n");
        return sb.append("</body></html>\n").toString();
    }

    /**
     * One section of the page: drawn, numbered, when its data are in the results; otherwise named in one line of what
     * these results lack, with what would add it (a one-run report would else be nine sections saying "none").
     *
     * @param absent what the section would show and how to get it, for that line
     */
    private record Section(String id, String title, String caption, boolean hasData, String absent,
                           Consumer<StringBuilder> body) {
    }

    private static List<Section> sections(ReportModel m, Path reportDirectory) {
        List<Section> s = new ArrayList<>();
        CostBreakdown cost = m.costBreakdown();
        s.add(new Section("cost-breakdown", "Cost breakdown per endpoint",
                "Mean time per message of each measured endpoint: its baseline split by Server-Timing into the part "
                        + "outside the webapp (network, HTTP client, Tomcat's connector) and the servlet's own work, "
                        + "then the per-message SOAP cost (paired subtraction), split again inside/outside the webapp. "
                        + "Whisker: the cost's 95% CI. Negative parts (noise) are drawn as zero; the table has them.",
                !cost.isEmpty(), "per-message costs (a run with a baseline)",
                sb -> chartsAndTable(sb, List.of(Svg.bars(cost.chart())), cost.table())));
        ParserMatrix parsers = m.parserMatrix();
        s.add(new Section("parser-matrix", "Parser matrix",
                "Mean latency per message of each parser variant, reading the request as a stream or after reading it "
                        + "whole (preread); Axis2's endpoint and the baseline for reference.",
                !parsers.isEmpty(), "parser variants ('./echosoap suite --suite parsers')",
                sb -> chartsAndTable(sb, List.of(Svg.bars(parsers.chart())), parsers.table())));
        SizeSweep sizes = m.sizeSweep();
        s.add(new Section("size-sweep", "SOAP Benchmark sweep",
                "Time per message and messages per second against message size, one line per operation (seed 002).",
                !sizes.isEmpty(), "runs with a message size ('./echosoap suite --suite soapbench')",
                sb -> chartsAndTable(sb, List.of(Svg.lines(sizes.latencyChart()), Svg.lines(sizes.throughputChart())),
                        sizes.table())));
        PercentileSpectrum spectrum = m.percentileSpectrum();
        s.add(new Section("percentile-spectrum", "Latency percentile spectrum",
                "Latency at each percentile from the recorded HdrHistograms (all blocks of each run; schema 1 files: "
                        + "the trial they show), one chart per suite or scenario: results of the same one (same host, "
                        + "cross host) are overlaid, an endpoint in one colour, one line style per result.",
                !spectrum.isEmpty(), "latency histograms", sb -> titledCharts(sb,
                        spectrum.groups().stream().map(g -> g.title()).toList(),
                        spectrum.charts().stream().map(Svg::lines).toList(), spectrum.tables())));
        SameVsCross compared = m.sameVsCross();
        s.add(new Section("same-vs-cross", "Same host vs cross host",
                "Every figure of a comparison side by side (seed 003), with the costs' 95% CI.",
                !compared.isEmpty(), "a comparison (give a compare directory, e.g. target/echosoap-crosshost/compare)",
                sb -> titledCharts(sb, compared.charts().stream().map(BarChart::title).toList(),
                        compared.charts().stream().map(Svg::bars).toList(), compared.tables())));
        MemorySweep mem = m.memorySweep();
        s.add(new Section("memory", "Memory per message against payload size",
                "Bytes the server allocated per message (Server-Timing alloc) against the payload: the memory suite's "
                        + "payloadBytes, else the larger of request and response body.",
                !mem.isEmpty(), "memory data (the server's allocation per message)", sb -> {
                    if (!mem.hasSweep()) {
                        sb.append("<p class=\"absent\">no endpoint was measured at several sizes: allocation per "
                                + "message is in the table</p>\n");
                    }
                    chartsAndTable(sb, mem.hasSweep() ? List.of(Svg.lines(mem.chart())) : List.of(), mem.table());
                }));
        StackSweep stacks = m.stackSweep();
        s.add(new Section("stacks", "SOAP stacks side by side",
                "Cost per message of Axis2, CXF and Metro on the same contract, each over its own WAR's baseline answering "
                        + "as many bytes, against message size; '~' marks a ratio to the fastest that Welch's test (each side "
                        + "widened by the run-to-run spread, as compare does) does not tell from noise (p >= 0.05).",
                !stacks.isEmpty(), "costs on two stacks or more ('./echosoap suite --suite stacks')",
                sb -> chartsAndTable(sb, stacks.charts().isEmpty() ? List.of(Svg.bars(stacks.bars()))
                        : stacks.charts().stream().map(HtmlReport::titled).toList(), stacks.table())));
        TimeLine timeLine = m.timeLine();
        s.add(new Section("time-line", "Latency over time",
                "From the --hlog interval logs next to a result: each second's median, 99th percentile and largest "
                        + "answer per endpoint, priming included; warm-up shows as a falling start, a stall or a GC pause as "
                        + "a spike in p99 and max.",
                !timeLine.isEmpty(), "interval logs (run with --hlog)",
                sb -> chartsAndTable(sb, timeLine.charts().stream().map(HtmlReport::titled).toList(),
                        timeLine.table())));
        CapacitySweep capacity = m.capacitySweep();
        s.add(new Section("capacity", "Capacity: latency against rate", "From the capacity suite, open loop (requests "
                + "sent at a fixed rate, latency counted from each one's intended send time): each endpoint's latency "
                + "at the objective's percentile (solid) and its median (dashed) against the rate it achieved, "
                + "the objective's limit dotted. Points are joined in rate order; the suite measured them up a "
                + "ladder, then between the last rate met and the first missed. A ring marks a step whose asked "
                + "rate the client did not hold (it fell behind or left requests unsent): read that latency with "
                + "care.", !capacity.isEmpty(), "capacity data ('./echosoap suite --suite capacity')",
                sb -> capacity(sb, capacity)));
        LayerSweep layers = m.layerSweep();
        s.add(new Section("layers", "Layers: what each adds to the same message",
                "From the layers suite: per layer, each stack's cost of the message with the layer over the same "
                        + "message without it, measured in the same blocks, with its 95% CI; a difference, so it can be "
                        + "negative (the layer is cheaper there). The table has the plain message's own latency, the "
                        + "body bytes and the server allocation the layer adds.",
                !layers.isEmpty(), "layer costs ('./echosoap suite --suite layers')",
                sb -> chartsAndTable(sb, layers.charts().stream()
                        .map(c -> "<h3>" + Html.escape(c.title()) + "</h3>\n" + Svg.bars(c)).toList(), layers.table())));
        StageBreakdown stages = m.stageBreakdown();
        s.add(new Section("stages", "Where the time goes: exact stages",
                "From the server's own clock and its request thread's allocation counter, read at each stage boundary "
                        + "of the stack's pipeline (run --stages; --profile implies it): each endpoint's time inside "
                        + "the webapp per message by stage, then each SOAP cost by stage (the endpoint's stages minus its "
                        + "baseline's, paired by round). Nothing here is sampled. Negative parts are drawn as zero; the "
                        + "table has them, and the bytes each stage allocated.",
                !stages.isEmpty(), "exact stages (run with --stages)", sb -> stages(sb, stages)));
        PhaseBreakdown phases = m.phaseBreakdown();
        s.add(new Section("phases", "Where the time goes: phases", "From a profile of the server's JVM over the "
                + "measured blocks (run or suite --profile): each endpoint's time inside the webapp per message, "
                + "split into phases by the frame rules (conf/phases; gc from the collector's pauses, other where "
                + "no rule claimed the sample), its 95% CI as the whisker; then each SOAP cost (the endpoint's "
                + "phases minus its baseline's) with the inside cost's 95% CI around the phases' sum. Negative "
                + "parts (noise, or less work than the baseline) are drawn as zero; the table has them.",
                !phases.isEmpty(), "phases (run with --profile)", sb -> phases(sb, phases, reportDirectory)));
        return s;
    }

    /** One chart per group: its title, its chart, its numbers (the three lists in the same order). */
    private static void titledCharts(StringBuilder sb, List<String> titles, List<String> svgs, List<Table> tables) {
        for (int i = 0; i < svgs.size(); i++) {
            sb.append("<h3>").append(Html.escape(titles.get(i))).append("</h3>\n").append(svgs.get(i));
            numbers(sb, tables.get(i));
        }
    }

    private static void chartsAndTable(StringBuilder sb, List<String> svgs, Table table) {
        svgs.forEach(sb::append);
        if (table != null && !table.rows().isEmpty()) {
            numbers(sb, table);
        }
    }

    private static void header(StringBuilder sb, ReportModel m, Instant generatedAt) {
        sb.append("<header><h1>echosoap report</h1>\n<p class=\"meta\">Generated ").append(Html.escape(generatedAt.toString()))
                .append(" from ").append(m.inputs().results().size()).append(" result(s) and ")
                .append(m.inputs().compares().size()).append(" comparison(s).</p>\n");
        sb.append("<table class=\"env\"><thead><tr><th>result</th><th>file</th><th>what</th><th>tool</th><th>JVM</th>"
                + "<th>CPUs</th><th>client host → target</th><th>started</th></tr></thead><tbody>\n");
        for (ResultData r : m.inputs().results()) {
            Map<String, String> e = r.environment();
            String what = r.suite() != null ? "suite " + r.suite() : "run " + r.settings().getOrDefault("scenario", "?");
            sb.append("<tr>");
            for (String cell : List.of(r.label(), r.source(), what + (r.complete() ? "" : " (INCOMPLETE)"),
                    e.getOrDefault("tool version", "?"), e.getOrDefault("jvm", "?"),
                    e.getOrDefault("cpus", "?"), e.getOrDefault("clientHost", "?") + " → " + e.getOrDefault("targetHost", "?"),
                    e.getOrDefault("startedAt", "?"))) {
                sb.append("<td>").append(Html.escape(cell)).append("</td>");
            }
            sb.append("</tr>\n");
        }
        sb.append("</tbody></table>\n<details open><summary>Settings</summary>\n<table class=\"env\"><tbody>\n");
        for (ResultData r : m.inputs().results()) {
            String settings = r.settings().entrySet().stream().map(x -> x.getKey() + "=" + x.getValue())
                    .collect(Collectors.joining(", "));
            sb.append("<tr><th>").append(Html.escape(r.label())).append("</th><td>").append(Html.escape(settings))
                    .append("</td></tr>\n");
        }
        sb.append("</tbody></table></details>\n");
        List<String> warnings = m.warnings();
        sb.append("<h2 id=\"warnings\">Warnings</h2>\n");
        if (warnings.isEmpty()) {
            sb.append("<p class=\"absent\">none: the client raised no warning for these results</p>\n");
        } else {
            sb.append("<ul class=\"warnings\">\n");
            warnings.forEach(w -> sb.append("<li>").append(Html.escape(w)).append("</li>\n"));
            sb.append("</ul>\n");
        }
        sb.append("</header>\n");
    }

    /**
     * The capacity section's body: a chart and the share line per capacity suite, then every endpoint's capacity
     * (shown) and every step (under Numbers, like the other sections' tables).
     */
    private static void capacity(StringBuilder sb, CapacitySweep c) {
        List<LineChart> charts = c.charts();
        for (int i = 0; i < charts.size(); i++) {
            sb.append(titled(charts.get(i))).append("<p class=\"share\">")
                    .append(Html.escape(c.shareLine(c.results().get(i)))).append("</p>\n");
        }
        sb.append(c.table().toHtml());
        numbers(sb, c.steps());
    }

    /**
     * The phases section's body: per result with a profile, its parts' flame graphs and recordings (linked relative
     * to the report, the flame graph also in a frame that loads only when opened) or why a part has none, then the
     * endpoints' and the costs' phases as stacked bars, and the numbers.
     */
    private static void phases(StringBuilder sb, PhaseBreakdown p, Path reportDirectory) {
        for (PhaseBreakdown.Group g : p.groups()) {
            sb.append("<h3>").append(Html.escape(g.label())).append("</h3>\n");
            for (PhaseBreakdown.Profile pr : g.profiles()) {
                PhaseData.Part part = pr.part();
                String title = part.key().title();
                if (part.problem() != null) {
                    sb.append("<p class=\"problem\">").append(Html.escape(title + ": no profile: " + part.problem()))
                            .append("</p>\n");
                    continue;
                }
                sb.append("<p class=\"profile\">").append(Html.escape(title + ": " + pr.recordedLine() + "."));
                if (pr.flameGraph() != null) {
                    sb.append(" <a href=\"").append(Html.escape(RelativeLink.href(reportDirectory, pr.flameGraph())))
                            .append("\">flame graph</a>");
                }
                if (pr.recording() != null) {
                    sb.append(" · <a href=\"").append(Html.escape(RelativeLink.href(reportDirectory, pr.recording())))
                            .append("\">recording</a> (JDK Mission Control opens it)");
                }
                if (pr.missingFiles() != null) {
                    sb.append(" <span class=\"problem\">").append(Html.escape(pr.missingFiles())).append("</span>");
                }
                sb.append("</p>\n");
                if (pr.flameGraph() != null) {
                    // Sandboxed: the flame graph's own script runs in the frame but cannot reach this page.
                    sb.append("<details><summary>flame graph of ").append(Html.escape(title))
                            .append("</summary><iframe class=\"flame\" loading=\"lazy\" sandbox=\"allow-scripts\" src=\"")
                            .append(Html.escape(RelativeLink.href(reportDirectory, pr.flameGraph())))
                            .append("\" title=\"").append(Html.escape("flame graph of " + title))
                            .append("\"></iframe></details>\n");
                }
            }
            if (!g.hasFigures()) {
                continue;
            }
            if (!g.data().endpoints().isEmpty()) {
                sb.append(Svg.bars(g.endpointChart()));
            }
            if (!g.data().costs().isEmpty()) {
                sb.append(Svg.bars(g.costChart()));
            }
            if (!g.data().endpoints().isEmpty()) {
                numbers(sb, g.endpointTable());
            }
            if (!g.data().costs().isEmpty()) {
                numbers(sb, g.costTable());
            }
            Table unclaimed = g.unclaimedTable();
            if (unclaimed.rows().isEmpty()) {
                if (g.profiles().stream().anyMatch(pr -> pr.part().problem() == null)) {
                    sb.append("<p class=\"meta\">No unclaimed frames: a rule claimed every sampled frame.</p>\n");
                }
            } else {
                numbers(sb, unclaimed);
            }
        }
    }

    /** The exact stages' body: per result with stages, the endpoints' and the costs' stacked bars, then the numbers. */
    private static void stages(StringBuilder sb, StageBreakdown stages) {
        for (StageBreakdown.Group g : stages.groups()) {
            sb.append("<h3>").append(Html.escape(g.label())).append("</h3>\n");
            if (!g.data().endpoints().isEmpty()) {
                sb.append(Svg.bars(g.endpointChart()));
            }
            if (!g.data().costs().isEmpty()) {
                sb.append(Svg.bars(g.costChart()));
            }
            numbers(sb, g.table());
        }
    }

    /** A line chart under its own heading: for sections with one chart per operation or endpoint. */
    private static String titled(LineChart chart) {
        return "<h3>" + Html.escape(chart.title()) + "</h3>\n" + Svg.lines(chart);
    }

    private static void numbers(StringBuilder sb, Table table) {
        sb.append("<details open><summary>Numbers</summary>\n").append(table.toHtml()).append("</details>\n");
    }
}
