package org.echosoap.client.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.echosoap.client.result.CostPhases;
import org.echosoap.client.result.Phase;
import org.echosoap.client.result.PhaseFigures;
import org.echosoap.client.result.PhaseProfile;

/**
 * The console's phase table under the cost lines ({@code --profile}): each endpoint's µs per message and share by
 * phase, then each cost's split by phase in µs (with its interval) and allocated bytes. Phases that hold nothing in any
 * endpoint are left out; what no rule claimed is named below the table.
 */
public final class PhaseTable {

    private PhaseTable() {
    }

    /** The table, or the one line saying why there is none; empty without {@code --profile}. */
    public static String render(PhaseProfile profile) {
        if (profile.problem() != null) {
            return String.format(Locale.ROOT, "%nprofile: %s%n", profile.problem());
        }
        if (!profile.present()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        long samples = profile.endpoints().stream().mapToLong(PhaseFigures::samples).sum();
        double cpuShare = profile.profilerCpuShare();
        boolean client = PhaseProfile.CLIENT.equals(profile.side());
        sb.append(String.format(Locale.ROOT, "%n%s (%s every %d ms, %,d samples of the "
                        + "measured requests over %.0f s%s; flame graph: %s):%n", client
                        ? "where the client stack's own CPU per call goes (the client's JVM; µs = share × client CPU per "
                        + "request)" : "where the time inside the webapp goes", profile.sampler(),
                profile.samplingMillis(), samples, profile.measuredSeconds(),
                Double.isNaN(cpuShare) ? "" : String.format(Locale.ROOT, "; recorder threads %.1f%% of a CPU",
                        100 * cpuShare) + (profile.gcCpuMillis() < 0 ? "" : String.format(Locale.ROOT,
                        "; the collector's CPU %,d ms", profile.gcCpuMillis())), profile.flameGraphFile()));
        List<PhaseFigures> endpoints = profile.endpoints();
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-27s", "phase"));
        for (PhaseFigures e : endpoints) {
            head.append(String.format(Locale.ROOT, " %18s", clip(e.endpoint(), 11) + " µs (%)"));
        }
        for (CostPhases c : profile.costs()) {
            head.append(String.format(Locale.ROOT, " %22s %12s", "cost µs " + clip(c.endpoint(), 12), "cost B"));
        }
        sb.append(head.toString().stripTrailing()).append(System.lineSeparator());
        for (Phase p : Phase.values()) {
            boolean any = endpoints.stream().anyMatch(e -> e.of(p).share() > 0);
            if (!any) {
                continue;
            }
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-27s", p.label()));
            for (PhaseFigures e : endpoints) {
                PhaseFigures.PhaseFigure f = e.of(p);
                row.append(String.format(Locale.ROOT, " %18s", String.format(Locale.ROOT, "%.1f (%.0f%%)", f.micros(),
                        100 * f.share())));
            }
            for (CostPhases c : profile.costs()) {
                CostPhases.CostPhase f = c.of(p);
                row.append(String.format(Locale.ROOT, " %22s %12s", signed(f.micros(), f.ci95Micros()),
                        Double.isNaN(f.allocatedBytes()) ? "-" : String.format(Locale.ROOT, "%+,.0f", f.allocatedBytes())));
            }
            sb.append(row.toString().stripTrailing()).append(System.lineSeparator());
        }
        StringBuilder total = new StringBuilder(String.format(Locale.ROOT, "%-27s",
                client ? "client CPU per call" : "inside the webapp"));
        for (PhaseFigures e : endpoints) {
            total.append(String.format(Locale.ROOT, " %18s", String.format(Locale.ROOT, "%.1f", e.insideMicros())));
        }
        for (CostPhases c : profile.costs()) {
            double micros = c.phases().stream().mapToDouble(CostPhases.CostPhase::micros).sum();
            double bytes = c.phases().stream().mapToDouble(CostPhases.CostPhase::allocatedBytes).filter(Double::isFinite)
                    .sum();
            total.append(String.format(Locale.ROOT, " %22s %12s", String.format(Locale.ROOT, "%+.1f", micros),
                    String.format(Locale.ROOT, "%+,.0f", bytes)));
        }
        sb.append(total.toString().stripTrailing()).append(System.lineSeparator());
        sb.append(client
                ? String.format(Locale.ROOT, "(µs = the phase's share of the samples × the client's CPU per call; gc = the "
                + "collector's pauses the calls waited through)%n")
                : String.format(Locale.ROOT, "(µs = the phase's share of the samples × the Server-Timing inside figure; "
                + "gc = the collector's pauses the requests waited through; cost = endpoint − baseline, ± 95%% CI)%n"));
        if (!profile.unclaimedFrames().isEmpty()) {
            sb.append(String.format(Locale.ROOT, "no rule claimed (phase other): %s; add a rule with --phase-rules "
                    + "(docs/profile.md)%n", unclaimed(profile.unclaimedFrames())));
        }
        return sb.toString();
    }

    private static String unclaimed(Map<String, Long> frames) {
        return frames.entrySet().stream().limit(5).map(e -> e.getKey() + " (" + e.getValue() + ")")
                .collect(Collectors.joining(", "));
    }

    private static String signed(double micros, double ci95) {
        return Double.isNaN(ci95) ? String.format(Locale.ROOT, "%+.1f", micros)
                : String.format(Locale.ROOT, "%+.1f ± %.1f", micros, ci95);
    }

    private static String clip(String s, int width) {
        return s.length() <= width ? s : s.substring(0, width - 1) + "…";
    }
}
