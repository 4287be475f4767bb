package org.echosoap.client.report;

import java.util.Locale;
import org.echosoap.client.capacity.CapacityOutcome;
import org.echosoap.client.config.RunOptions;

/**
 * The capacity suite's table: every rate measured per endpoint (asked, achieved, p50, the objective's percentile,
 * p99.9, met or not), then each endpoint's highest rate meeting the objective and the SOAP endpoint's share of the
 * baseline's: the throughput cost of SOAP at that latency.
 */
public final class CapacityTable {

    private CapacityTable() {
    }

    public static String render(SuiteReport suite, String title) {
        CapacityOutcome c = suite.capacity();
        StringBuilder sb = new StringBuilder();
        RunOptions o = suite.parts().isEmpty() ? null : suite.parts().get(0).options();
        sb.append(String.format(Locale.ROOT, "%s: highest rate with %s, open loop%s, target %s%n", title,
                c.slo().describe(), o == null ? "" : ", " + RunReportBuilder.connections(o.connections()),
                o == null ? "-" : o.targetBase()));
        sb.append(String.format(Locale.ROOT, "client %s (%d CPUs), %s; %.0f s%n%n", suite.environment().clientHost(),
                suite.environment().cpus(), suite.environment().jvm(), suite.elapsedNanos() / 1e9));
        String percentile = c.slo().percentileName() + " µs";
        sb.append(String.format(Locale.ROOT, "%-12s %11s %11s %10s %10s %11s %8s  %s%n", "endpoint", "asked /s",
                "achieved /s", "p50 µs", percentile, "p99.9 µs", "errors", "objective"));
        for (CapacityOutcome.EndpointCapacity e : c.endpoints()) {
            for (CapacityOutcome.Step st : e.steps()) {
                sb.append(String.format(Locale.ROOT, "%-12s %,11.0f %,11.0f %,10.0f %,10.0f %,11.0f %8d  %s%n",
                        e.endpoint(), st.askedPerSec(), st.achievedPerSec(), st.p50Micros(), st.sloMicros(),
                        st.p999Micros(), st.errors(), verdict(st)));
            }
        }
        sb.append(System.lineSeparator());
        for (CapacityOutcome.EndpointCapacity e : c.endpoints()) {
            sb.append(String.format(Locale.ROOT, "%-12s %s%n", e.endpoint(), capacityLine(e)));
        }
        String share = shareLine(c);
        if (share != null) {
            sb.append(System.lineSeparator()).append(share).append(System.lineSeparator());
        }
        String floor = tailFloorWarning(c);
        if (floor != null) {
            sb.append(String.format(Locale.ROOT, "%n  ! %s%n", floor));
        }
        if (!suite.warningLines().isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%nwarnings:%n"));
            suite.warningLines().forEach(w -> sb.append("  ! ").append(w).append(System.lineSeparator()));
        }
        return sb.toString();
    }

    /**
     * "EchoFloat sustains 35% of the null baseline's rate at p99 ≤ 10ms (2,000/s against 5,657/s; ...)": the throughput
     * cost of SOAP at the objective; null unless there are a baseline and a SOAP endpoint and both met it somewhere.
     * The HTML report prints the same line.
     */
    public static String shareLine(CapacityOutcome c) {
        double share = c.soapShareOfBaseline();
        if (c.endpoints().size() != 2 || !Double.isFinite(share)) {
            return null;
        }
        CapacityOutcome.EndpointCapacity base = c.endpoints().get(0);
        CapacityOutcome.EndpointCapacity soap = c.endpoints().get(1);
        return String.format(Locale.ROOT, "%s sustains %.0f%% of the %s baseline's rate at %s (%,.0f/s against %,.0f/s; "
                        + "each within the ladder's last step)", soap.endpoint(), share * 100, base.endpoint(),
                c.slo().describe(), soap.highestMetPerSec(), base.highestMetPerSec());
    }

    /**
     * The warning for an objective close to the machine's own tail, or null: the capacity found then depends on the
     * machine's passing stalls more than on the endpoints.
     */
    public static String tailFloorWarning(CapacityOutcome c) {
        if (!c.objectiveNearTailFloor()) {
            return null;
        }
        CapacityOutcome.Step lowest = c.endpoints().get(0).steps().stream()
                .min(java.util.Comparator.comparingDouble(CapacityOutcome.Step::askedPerSec)).orElseThrow();
        return String.format(Locale.ROOT, "objective near this machine's own tail: %s at %,.0f/s was already %.1f ms "
                        + "(%.0f%% of %s); rates found against it vary from run to run with the machine's stalls: "
                        + "repeat the suite, or use a looser --slo", c.slo().percentileName(), lowest.askedPerSec(),
                c.tailFloorMicros() / 1e3, 100 * c.tailFloorMicros() / c.slo().limitMicros(), c.slo().describe());
    }

    /**
     * "met", or why a step missed: the rate, errors, or the latency; "over 2 trials" when a first miss was measured
     * again. The HTML report's steps table says the same.
     */
    public static String verdict(CapacityOutcome.Step st) {
        String over = st.trials() > 1 ? " over " + st.trials() + " trials" : "";
        if (st.met()) {
            return "met" + over;
        }
        if (!st.held()) {
            return "missed (rate not held)" + over;
        }
        return (st.errors() > 0 ? "missed (errors)" : "missed") + over;
    }

    /** "12,814/s meets it (19,221/s does not)"; the HTML report's capacity table says the same. */
    public static String capacityLine(CapacityOutcome.EndpointCapacity e) {
        if (Double.isNaN(e.highestMetPerSec())) {
            return String.format(Locale.ROOT, "no rate met the objective (lowest tried %,.0f/s)", e.lowestMissedPerSec());
        }
        if (Double.isNaN(e.lowestMissedPerSec())) {
            return String.format(Locale.ROOT, "%,.0f/s meets it, the highest tried (the ladder ran out before a miss)",
                    e.highestMetPerSec());
        }
        return String.format(Locale.ROOT, "%,.0f/s meets it (%,.0f/s does not)", e.highestMetPerSec(),
                e.lowestMissedPerSec());
    }
}
