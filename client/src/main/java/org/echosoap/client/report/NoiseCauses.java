package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Which cause of a run's noise its figures support, by fixed rules on measured figures; when none holds, the cause
 * is unknown, and the line says so rather than guessing. Several causes can hold at once: each is named with the
 * figure that names it.
 *
 * <ul>
 *   <li><b>neighbour steal</b>: the hypervisor ran other guests while this one wanted its vCPUs, for at least
 *       {@value #STEAL_PERCENT}% of the host's CPU time (client host, or the server's when it is another host).
 *       On these 2-vCPU VMs vmstat's {@code st} read 2-8% during runs whose speed wandered with nothing else
 *       running; under 1% it was quiet. 3% sits above the quiet readings and inside the ones that moved.</li>
 *   <li><b>busy machine</b>: processes other than the client and the server used at least
 *       {@value #OTHER_PROCESSES_PERCENT}% of the host's CPU time (0.3 of a CPU on 2 vCPUs). A build or a spinning
 *       loop takes a whole CPU (50% on 2 vCPUs); daemons and shells stay under a few percent.</li>
 *   <li><b>JIT warm-up</b>: the measured blocks still trend: MSER-5 (stats/Mser5) over the measured endpoint's
 *       block series cuts its early blocks, or finds the level still falling after its cut. Needs 40 blocks.</li>
 *   <li><b>GC</b>: the SOAP side has a right tail of its own: its cost by block means and by block medians
 *       disagree beyond their intervals with the mean above (the "mean and median costs disagree" rule), which
 *       is what the pauses of its garbage landing on its requests do.</li>
 * </ul>
 *
 * <pre>{@code
 * NoiseCauses.Verdict v = NoiseCauses.judge(new NoiseCauses.Evidence(6.1, Double.NaN, 2.0, Double.NaN, false, false));
 * v.text();   // "neighbour steal (steal 6.1% of the client host's CPU time)"
 * }</pre>
 */
public final class NoiseCauses {

    /** Steal at or above this share of a host's CPU time names neighbour steal. */
    public static final double STEAL_PERCENT = 3.0;

    /** Other processes' CPU time at or above this share of a host's names a busy machine. */
    public static final double OTHER_PROCESSES_PERCENT = 15.0;

    /**
     * A machine whose speed (the baseline's per-epoch level, 1 sd) moved more than this over the run is called
     * noisy even when the precision target was met: the guide's 2-vCPU VMs moved about 7% between 40 s parts of one
     * JVM, so 5% is the wander a reader should be told about.
     */
    public static final double NOISY_WANDER_PERCENT = 5.0;

    private NoiseCauses() {
    }

    /** The causes of a run's noise. */
    public enum Cause {
        NEIGHBOUR_STEAL("neighbour steal"), BUSY_MACHINE("busy machine"), JIT_WARMUP("JIT warm-up"), GC("GC"),
        UNKNOWN("unknown");

        private final String label;

        Cause(String label) {
            this.label = label;
        }

        /** What a reader sees. */
        public String label() {
            return label;
        }

        /** The key result.json uses ({@code neighbour-steal}). */
        public String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * The figures the rules read; NaN where not measured.
     *
     * @param clientStealPercent          steal on the client host
     * @param serverStealPercent          steal on the server host when it is another host (NaN on the same host)
     * @param clientOtherProcessesPercent other processes' CPU on the client host (client and same-host server taken out)
     * @param serverOtherProcessesPercent the same on the server host when it is another host
     * @param earlyTrend                  MSER-5 found a warm-up or a falling level in the measured blocks
     * @param soapTail                    the SOAP side's mean and median costs disagree, the mean above
     */
    public record Evidence(double clientStealPercent, double serverStealPercent, double clientOtherProcessesPercent,
                           double serverOtherProcessesPercent, boolean earlyTrend, boolean soapTail) {
    }

    /**
     * The causes found and one phrase naming them with their figures.
     *
     * @param causes the causes that hold, strongest evidence first; {@link Cause#UNKNOWN} alone when none holds
     * @param text   e.g. "neighbour steal (steal 6.1% of the client host's CPU time)"
     */
    public record Verdict(List<Cause> causes, String text) {

        /** Whether a cause was found. */
        public boolean known() {
            return !causes.contains(Cause.UNKNOWN);
        }
    }

    /** Applies the rules above. */
    public static Verdict judge(Evidence e) {
        List<Cause> causes = new ArrayList<>();
        List<String> phrases = new ArrayList<>();
        String steal = atLeast(e.clientStealPercent(), STEAL_PERCENT, "steal %.1f%% of the client host's CPU time",
                e.serverStealPercent(), "steal %.1f%% of the server host's");
        if (steal != null) {
            causes.add(Cause.NEIGHBOUR_STEAL);
            phrases.add(Cause.NEIGHBOUR_STEAL.label() + " (" + steal + ")");
        }
        String busy = atLeast(e.clientOtherProcessesPercent(), OTHER_PROCESSES_PERCENT,
                "other processes used %.0f%% of the client host's CPU time", e.serverOtherProcessesPercent(),
                "%.0f%% of the server host's");
        if (busy != null) {
            causes.add(Cause.BUSY_MACHINE);
            phrases.add(Cause.BUSY_MACHINE.label() + " (" + busy + ")");
        }
        if (e.earlyTrend()) {
            causes.add(Cause.JIT_WARMUP);
            phrases.add(Cause.JIT_WARMUP.label() + " (MSER-5 finds a trend in the measured blocks)");
        }
        if (e.soapTail()) {
            causes.add(Cause.GC);
            phrases.add(Cause.GC.label() + " (the SOAP side's own right tail: its mean cost exceeds its median's "
                    + "beyond their intervals)");
        }
        if (causes.isEmpty()) {
            return new Verdict(List.of(Cause.UNKNOWN), String.format(Locale.ROOT, "cause unknown (steal %s, other "
                    + "processes %s of CPU time, no trend in the measured blocks, no tail of the SOAP side's own)",
                    percent(e.clientStealPercent()), percent(e.clientOtherProcessesPercent())));
        }
        return new Verdict(List.copyOf(causes), String.join(" and ", phrases));
    }

    /**
     * The advice for a verdict: what to do about the causes found.
     */
    public static String advice(Verdict v) {
        List<String> steps = new ArrayList<>();
        for (Cause c : v.causes()) {
            switch (c) {
                case NEIGHBOUR_STEAL -> steps.add("the VM's host is shared: repeat at a quieter hour, or on a "
                        + "dedicated machine");
                case BUSY_MACHINE -> steps.add("stop the other processes on this machine");
                case JIT_WARMUP -> steps.add("raise --prime");
                case GC -> steps.add("read the cost by means (it includes the GC pauses of the message's garbage)");
                case UNKNOWN -> steps.add("repeat the run; a longer --max-time averages the wander out");
            }
        }
        return String.join("; ", steps);
    }

    private static String atLeast(double client, double threshold, String clientFormat, double server,
                                  String serverFormat) {
        List<String> parts = new ArrayList<>();
        if (Double.isFinite(client) && client >= threshold) {
            parts.add(String.format(Locale.ROOT, clientFormat, client));
        }
        if (Double.isFinite(server) && server >= threshold) {
            parts.add(String.format(Locale.ROOT, serverFormat, server));
        }
        return parts.isEmpty() ? null : String.join(", ", parts);
    }

    private static String percent(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%.1f%%", value) : "not measured";
    }
}
