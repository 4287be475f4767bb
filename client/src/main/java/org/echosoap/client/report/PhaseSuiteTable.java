package org.echosoap.client.report;

import java.util.Locale;
import org.echosoap.client.result.CostPhases;
import org.echosoap.client.result.Phase;
import org.echosoap.client.result.PhaseProfile;

/**
 * A suite's costs split by phase ({@code suite --profile}), one row per cost: µs per message over the baseline in each
 * phase, and the XML part (reading + binding + writing) beside the whole. It answers the seeds' questions across the
 * parts: where the stacks differ (stacks), what the parser's part is (parsers), in which phase a layer's cost lands
 * (layers), how much of SOAP's extra over RMI is XML (rpc). Parts that could not be profiled say why in one line.
 */
public final class PhaseSuiteTable {

    private PhaseSuiteTable() {
    }

    /** The table, or nothing when no part was profiled or asked to be. */
    public static String render(SuiteReport suite) {
        boolean any = suite.parts().stream().anyMatch(p -> p.profile().present() || p.profile().problem() != null);
        if (!any) {
            return "";
        }
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "%nthe costs by phase (--profile; µs per message over the baseline, phase by phase):%n"));
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-40s", "part: cost"));
        for (Phase p : Phase.values()) {
            head.append(String.format(Locale.ROOT, " %9s", p.key()));
        }
        head.append(String.format(Locale.ROOT, " %9s %9s", "XML", "all"));
        sb.append(head).append(System.lineSeparator());
        for (RunReport part : suite.parts()) {
            PhaseProfile profile = part.profile();
            String where = part.scenario() + (part.size() >= 0 ? " " + part.size() : "") + " ("
                    + part.options().stack().key() + ")";
            if (profile.problem() != null) {
                sb.append(String.format(Locale.ROOT, "%-40s %s%n", abbreviate(where, 40), profile.problem()));
                continue;
            }
            if (PhaseProfile.CLIENT.equals(profile.side())) {
                // A client stack's own CPU per call in the client's JVM: no baseline is profiled there.
                for (org.echosoap.client.result.PhaseFigures e : profile.endpoints()) {
                    StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-40s",
                            abbreviate(where + ": " + e.endpoint() + " (client CPU)", 40)));
                    for (Phase p : Phase.values()) {
                        row.append(String.format(Locale.ROOT, " %9.1f", e.of(p).micros()));
                    }
                    double xml = e.of(Phase.READING).micros() + e.of(Phase.BINDING).micros() + e.of(Phase.WRITING).micros();
                    row.append(String.format(Locale.ROOT, " %9.1f %9.1f", xml, e.insideMicros()));
                    sb.append(row).append(System.lineSeparator());
                }
                continue;
            }
            for (CostPhases c : profile.costs()) {
                StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-40s",
                        abbreviate(where + ": " + c.endpoint() + " − " + c.baseline(), 40)));
                double all = 0;
                for (Phase p : Phase.values()) {
                    double micros = c.of(p).micros();
                    all += micros;
                    row.append(String.format(Locale.ROOT, " %+9.1f", micros));
                }
                double xml = c.of(Phase.READING).micros() + c.of(Phase.BINDING).micros() + c.of(Phase.WRITING).micros();
                row.append(String.format(Locale.ROOT, " %+9.1f %+9.1f", xml, all));
                sb.append(row).append(System.lineSeparator());
            }
        }
        sb.append(String.format(Locale.ROOT, "(XML = reading + binding + writing; intervals per phase in result.json, "
                + "costs[].phases; a flame graph per part beside it)%n"));
        return sb.toString();
    }

    private static String abbreviate(String s, int width) {
        return s.length() <= width ? s : s.substring(0, width - 1) + "…";
    }
}
