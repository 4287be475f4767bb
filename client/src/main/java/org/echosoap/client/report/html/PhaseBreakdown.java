package org.echosoap.client.report.html;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.echosoap.client.result.Phase;

/**
 * Chart 11: where the time inside the webapp goes, by phase ({@code run --profile}, {@code suite --profile}). Per
 * result with a profile: a stacked bar per endpoint (µs per message in each phase, its inside figure's 95% CI as the
 * whisker), a stacked bar per cost (the endpoint's phases minus its baseline's; a negative part is drawn as zero and
 * shown in the table; the whisker is the inside cost's 95% CI around the phases' signed sum), the numbers, the frames
 * that decided each phase, the frames no rule claimed, and each part's flame graph and recording (files next to its
 * result.json) or why it has no profile.
 *
 * <pre>{@code
 * PhaseBreakdown p = ReportModel.of(inputs).phaseBreakdown();
 * p.groups().get(0).endpointTable().toText();
 * }</pre>
 *
 * @param groups one per result with a profile or a profile problem, in input order
 */
public record PhaseBreakdown(List<Group> groups) {

    /** How many deciding frames a phase's table cell lists (result.json keeps up to five). */
    public static final int FRAMES_SHOWN = 3;

    /** A file name the report may link to: no directory part, nothing a browser reads as a scheme. */
    private static final Pattern PLAIN_FILE_NAME = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9._-]*");

    public PhaseBreakdown {
        groups = List.copyOf(groups);
    }

    static PhaseBreakdown of(List<ResultData> results) {
        List<Group> groups = new ArrayList<>();
        for (ResultData r : results) {
            if (r.phases().isEmpty()) {
                continue;
            }
            Path file = Path.of(r.source()).toAbsolutePath().normalize();
            Path dir = file.getParent();
            List<Profile> profiles = new ArrayList<>();
            for (PhaseData.Part p : r.phases().parts()) {
                profiles.add(new Profile(p, linkable(dir, p.flameGraph()), linkable(dir, p.recording())));
            }
            groups.add(new Group(r.label(), dir, r.phases(), profiles));
        }
        return new PhaseBreakdown(groups);
    }

    /**
     * The file {@code name} next to result.json when it is there and its name is a plain file name, else null: the
     * name comes from an input file and becomes a link, so nothing but a sibling file may come of it.
     */
    private static Path linkable(Path dir, String name) {
        if (dir == null || name == null || !PLAIN_FILE_NAME.matcher(name).matches()) {
            return null;
        }
        Path file = dir.resolve(name);
        return Files.isRegularFile(file) ? file : null;
    }

    public boolean isEmpty() {
        return groups.isEmpty();
    }

    /** "http: HTTP and servlet container"; a phase this build does not know by its key alone. */
    static String legend(String key) {
        for (Phase p : Phase.values()) {
            if (p.key().equals(key)) {
                return p.key() + ": " + p.label();
            }
        }
        return key;
    }

    /**
     * A part's profile with the files the report can link.
     *
     * @param part       as result.json has it
     * @param flameGraph the flame graph next to result.json (absolute), or null when it is not there
     * @param recording  the recording next to result.json (absolute), or null when it is not there
     */
    public record Profile(PhaseData.Part part, Path flameGraph, Path recording) {

        /** How it was recorded, in words: "jdk.ExecutionSample every 10 ms over 15.0 s measured, ...". */
        public String recordedLine() {
            StringBuilder sb = new StringBuilder();
            sb.append(part.sampler() == null ? "samples" : part.sampler());
            if (Double.isFinite(part.samplingMillis())) {
                sb.append(" every ").append(Html.number(part.samplingMillis(), 0)).append(" ms");
            }
            if (Double.isFinite(part.measuredSeconds())) {
                sb.append(" over ").append(Html.number(part.measuredSeconds(), 1)).append(" s measured");
            }
            if (Double.isFinite(part.profilerCpuShare())) {
                sb.append("; the recorder used ").append(Html.number(100 * part.profilerCpuShare(), 1))
                        .append("% of one CPU");
            }
            return sb.toString();
        }

        /** What is missing of the files result.json names, or null when they are all there. */
        public String missingFiles() {
            List<String> missing = new ArrayList<>();
            if (part.flameGraph() != null && flameGraph == null) {
                missing.add(part.flameGraph());
            }
            if (part.recording() != null && recording == null) {
                missing.add(part.recording());
            }
            return missing.isEmpty() ? null
                    : "not a file next to result.json, so not linked: " + String.join(" and ", missing);
        }
    }

    /**
     * One result's phases.
     *
     * @param label     the result's label
     * @param directory the result's directory (absolute): where its flame graphs are
     * @param data      its phases as read
     * @param profiles  each part's profile or problem
     */
    public record Group(String label, Path directory, PhaseData data, List<Profile> profiles) {

        public Group {
            profiles = List.copyOf(profiles);
        }

        /** Whether an endpoint or cost of it has figures (a group of problems only has none). */
        public boolean hasFigures() {
            return !data.endpoints().isEmpty() || !data.costs().isEmpty();
        }

        /** Every phase key in the group, in {@link Phase} order: the series of both charts. */
        List<String> phases() {
            Set<String> keys = new LinkedHashSet<>();
            data.endpoints().forEach(e -> keys.addAll(e.byPhase().keySet()));
            data.costs().forEach(c -> keys.addAll(c.byPhase().keySet()));
            List<String> ordered = new ArrayList<>();
            for (Phase p : Phase.values()) {
                if (keys.remove(p.key())) {
                    ordered.add(p.key());
                }
            }
            ordered.addAll(keys);
            return ordered;
        }

        /** Several parts (a suite's): each row names its part. */
        private boolean severalParts() {
            Set<PhaseData.PartKey> keys = new LinkedHashSet<>();
            data.endpoints().forEach(e -> keys.add(e.key()));
            data.costs().forEach(c -> keys.add(c.key()));
            return keys.size() > 1;
        }

        String endpointLabel(PhaseData.Endpoint e) {
            return e.endpoint() + (severalParts() ? " · " + e.key().title() : "");
        }

        String costLabel(PhaseData.Cost c) {
            return c.endpoint() + " − " + (c.baselineEndpoint() == null ? "baseline" : c.baselineEndpoint())
                    + (severalParts() ? " · " + c.key().title() : "");
        }

        /** A stacked bar per endpoint: µs per message per phase; whisker: its inside figure's 95% CI. */
        BarChart endpointChart() {
            List<String> phases = phases();
            List<BarChart.Row> rows = data.endpoints().stream().map(e -> new BarChart.Row(endpointLabel(e),
                    values(e.byPhase(), phases, false), new double[] {e.insideCi95Micros()}, e.insideMicros())).toList();
            return new BarChart(label + ": time inside the webapp by phase", "µs per message (inside the webapp)",
                    phases.stream().map(PhaseBreakdown::legend).toList(), rows, true);
        }

        /**
         * A stacked bar per cost: its phases, a negative one drawn as zero (the table has it); whisker: the inside
         * cost's 95% CI (Server-Timing) around the phases' signed sum.
         */
        BarChart costChart() {
            List<String> phases = phases();
            List<BarChart.Row> rows = data.costs().stream().map(c -> new BarChart.Row(costLabel(c),
                    values(c.byPhase(), phases, true), new double[] {c.serverCostCi95Micros()},
                    sum(c.byPhase()))).toList();
            return new BarChart(label + ": SOAP cost inside the webapp by phase",
                    "µs per message over the baseline (inside the webapp)",
                    phases.stream().map(PhaseBreakdown::legend).toList(), rows, true);
        }

        private static double[] values(Map<String, PhaseData.Figure> byPhase, List<String> phases, boolean clamp) {
            double[] v = new double[phases.size()];
            for (int i = 0; i < v.length; i++) {
                PhaseData.Figure f = byPhase.get(phases.get(i));
                double micros = f == null ? Double.NaN : f.micros();
                v[i] = clamp && micros < 0 ? 0 : micros;
            }
            return v;
        }

        private static double sum(Map<String, PhaseData.Figure> byPhase) {
            double s = 0;
            boolean any = false;
            for (PhaseData.Figure f : byPhase.values()) {
                if (Double.isFinite(f.micros())) {
                    s += f.micros();
                    any = true;
                }
            }
            return any ? s : Double.NaN;
        }

        private static double sumBytes(Map<String, PhaseData.Figure> byPhase) {
            double s = 0;
            for (PhaseData.Figure f : byPhase.values()) {
                if (!Double.isFinite(f.allocatedBytes())) {
                    return Double.NaN;
                }
                s += f.allocatedBytes();
            }
            return s;
        }

        /**
         * Per endpoint and phase: µs ± CI, share % ± CI, bytes, samples and the frames that decided most samples;
         * then the endpoint's whole inside figure.
         */
        public Table endpointTable() {
            List<List<String>> cells = new ArrayList<>();
            for (PhaseData.Endpoint e : data.endpoints()) {
                String name = endpointLabel(e);
                e.byPhase().forEach((phase, f) -> cells.add(List.of(name, phase, Html.withCi(f.micros(), f.microsCi95()),
                        percent(f.share(), f.shareCi95()), Html.number(f.allocatedBytes(), 0),
                        Html.number(f.samples(), 0), frames(f.topFrames()))));
                cells.add(List.of(name, "all (inside the webapp)", Html.withCi(e.insideMicros(), e.insideCi95Micros()),
                        "100", Html.number(e.allocatedBytesPerMessage(), 0), Html.number(e.samples(), 0),
                        Html.number(e.requests(), 0) + " requests"));
            }
            return new Table(List.of("endpoint", "phase", "µs per message (± 95% CI)", "share % (± 95% CI)",
                    "allocated B per message", "samples", "deciding frames (samples)"), cells);
        }

        /**
         * Per cost and phase: µs ± CI and bytes over the baseline; then the phases' sum and the inside cost the
         * server measured (they agree as far as the recording and the run's Server-Timing do).
         */
        public Table costTable() {
            List<List<String>> cells = new ArrayList<>();
            for (PhaseData.Cost c : data.costs()) {
                String name = costLabel(c);
                c.byPhase().forEach((phase, f) -> cells.add(List.of(name, phase, Html.withCi(f.micros(), f.microsCi95()),
                        Html.number(f.allocatedBytes(), 0))));
                cells.add(List.of(name, "sum of the phases", Html.number(sum(c.byPhase()), 1),
                        Html.number(sumBytes(c.byPhase()), 0)));
                cells.add(List.of(name, "inside the webapp (Server-Timing)",
                        Html.withCi(c.serverCostMicros(), c.serverCostCi95Micros()), "-"));
            }
            return new Table(List.of("SOAP endpoint − baseline", "phase", "µs per message (± 95% CI)",
                    "allocated B per message"), cells);
        }

        /** The frames no rule claimed (phase other), per part: where a rule is missing. */
        public Table unclaimedTable() {
            List<List<String>> cells = new ArrayList<>();
            for (Profile p : profiles) {
                p.part().unclaimedFrames().forEach((frame, samples) -> cells.add(List.of(p.part().key().title(), frame,
                        String.valueOf(samples))));
            }
            return new Table(List.of("part", "frame no rule claimed (phase other)", "samples"), cells);
        }

        private static String percent(double share, double ci95) {
            return Html.withCi(100 * share, 100 * ci95);
        }

        private static String frames(Map<String, Long> top) {
            return top.isEmpty() ? "-" : top.entrySet().stream().limit(FRAMES_SHOWN)
                    .map(x -> x.getKey() + " " + x.getValue()).collect(Collectors.joining(", "));
        }
    }
}
