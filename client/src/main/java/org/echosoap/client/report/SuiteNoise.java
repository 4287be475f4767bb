package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToDoubleFunction;
import org.echosoap.client.result.HostNoise;
import org.echosoap.client.stats.Sample;

/**
 * The machine's noise over a suite in two lines, from the figures each part measured ({@link NoiseFigures}): the
 * range over the parts of how far this VM's speed moved within each (the baseline's wander, 1 sd over epochs) and its
 * median, the messages' own spread beside it, the hosts' steal, other processes' CPU and involuntary switches, then
 * the causes by part and the part whose speed moved most. A suite is too long for one reading of the machine: it
 * moves from part to part, so each part's own figures are summarized, never pooled into one made-up figure.
 *
 * <p>Per part, steal and other processes are the larger of the two hosts' (the server host's only when it is another
 * host); other processes that may hold the server's own CPU (its counters absent, its address this host's) are left
 * out, and the line counts them. Parts without figures are counted as not measured; a suite where no part has any
 * prints nothing: there is nothing measured to say. The capacity table has no such line: its steps drive one endpoint
 * at rising rates, where the level moves with the queue near the limit, not with the machine.
 *
 * <pre>{@code
 * StringBuilder sb = new StringBuilder();
 * SuiteNoise.summary(suite, sb);
 * // two lines (the first wrapped here):
 * // noise: this VM's speed moved ±4-18% across 4 parts (median ±10%); the messages' own spread ±1-6% (median ±3%);
 * //     steal 0.0-0.3%; other processes 2-73% of CPU; up to 1,600 involuntary switches/s
 * //   cause: busy machine in 2 parts (c.three, d.four), unknown in 2; worst: d.four ±18% (steal 0.2%, other
 * //     processes 73% of CPU; busy machine)
 * }</pre>
 */
public final class SuiteNoise {

    /** A cause's parts are named up to this many, then counted. */
    static final int MAX_NAMED_PARTS = 3;

    private SuiteNoise() {
    }

    /** One part's figures under its label. */
    private record Part(String label, NoiseFigures noise) {

        double wanderPercent() {
            return noise.machineWanderPercent();
        }

        double spreadPercent() {
            return noise.messageSpreadPercent();
        }

        /** The larger steal of the two hosts (the server's is NaN on the client's host: counted once). */
        double stealPercent() {
            return larger(noise.host().client().stealPercent(), noise.host().server().stealPercent());
        }

        /** The larger share of other processes; the client host's left out when it may hold the server's CPU. */
        double otherProcessesPercent() {
            double client = noise.serverInOtherProcesses() ? Double.NaN : noise.host().client().otherProcessesPercent();
            return larger(client, noise.host().server().otherProcessesPercent());
        }

        double switchesPerSec() {
            HostNoise h = noise.host();
            return larger(h.client().involuntarySwitchesPerSec(), h.server().involuntarySwitchesPerSec());
        }

        private static double larger(double a, double b) {
            return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.max(a, b);
        }
    }

    /** Appends the suite's noise lines to {@code sb}, or nothing when no part measured its noise. */
    public static void summary(SuiteReport suite, StringBuilder sb) {
        List<Part> parts = suite.parts().stream().filter(p -> p.noise().known())
                .map(p -> new Part(Resolution.label(p), p.noise())).toList();
        if (parts.isEmpty()) {
            return;
        }
        int notMeasured = suite.parts().size() - parts.size();
        List<String> figures = new ArrayList<>();
        figures.add(speed(parts, notMeasured));
        double[] spread = finite(parts, Part::spreadPercent);
        if (spread.length > 0) {
            figures.add(String.format(Locale.ROOT, "the messages' own spread ±%s%% (median ±%.0f%%)",
                    range(spread, "%.0f"), Sample.median(spread)));
        }
        double[] steal = finite(parts, Part::stealPercent);
        figures.add(steal.length == 0 ? "steal not measured" : "steal " + range(steal, "%.1f") + "%");
        figures.add(otherProcesses(parts));
        double[] switches = finite(parts, Part::switchesPerSec);
        if (switches.length > 0) {
            figures.add(String.format(Locale.ROOT, "up to %,.0f involuntary switches/s", switches[switches.length - 1]));
        }
        sb.append("noise: ").append(String.join("; ", figures)).append(System.lineSeparator());
        sb.append("  cause: ").append(causes(parts)).append(worst(parts)).append(System.lineSeparator());
    }

    /** "this VM's speed moved ±4-18% across 12 parts (median ±9%)", with the parts that could not tell counted. */
    private static String speed(List<Part> parts, int notMeasured) {
        double[] wander = finite(parts, Part::wanderPercent);
        int total = parts.size() + notMeasured;
        List<String> untold = new ArrayList<>();
        if (wander.length < parts.size()) {
            untold.add((parts.size() - wander.length) + " with too few epochs to tell");
        }
        if (notMeasured > 0) {
            untold.add(notMeasured + " not measured");
        }
        if (wander.length == 0) {
            return String.format(Locale.ROOT, "this VM's speed: not told by any of %d %s (%s)", total,
                    plural(total, "part"), String.join(", ", untold));
        }
        untold.add(0, String.format(Locale.ROOT, "median ±%.0f%%", Sample.median(wander)));
        return String.format(Locale.ROOT, "this VM's speed moved ±%s%% across %s %s (%s)", range(wander, "%.0f"),
                wander.length == total ? Integer.toString(total) : wander.length + " of " + total,
                plural(total, "part"), String.join("; ", untold));
    }

    /** "other processes 2-73% of CPU", with the parts whose figure may hold the server's own CPU left out. */
    private static String otherProcesses(List<Part> parts) {
        double[] other = finite(parts, Part::otherProcessesPercent);
        long mixed = parts.stream().filter(p -> p.noise().serverInOtherProcesses()).count();
        String left = mixed == 0 ? "" : String.format(Locale.ROOT, " (%d %s left out: the server's own CPU in it, its "
                + "counters absent)", mixed, plural(mixed, "part"));
        return (other.length == 0 ? "other processes not measured" : "other processes " + range(other, "%.0f")
                + "% of CPU") + left;
    }

    /** "busy machine in 3 parts (a, b, c), unknown in 9": each cause with the parts whose verdict names it. */
    private static String causes(List<Part> parts) {
        Map<NoiseCauses.Cause, List<String>> byCause = new EnumMap<>(NoiseCauses.Cause.class);
        for (Part p : parts) {
            p.noise().verdict().causes().forEach(c -> byCause.computeIfAbsent(c, k -> new ArrayList<>()).add(p.label()));
        }
        List<String> phrases = new ArrayList<>();
        boolean first = true;
        for (Map.Entry<NoiseCauses.Cause, List<String>> e : byCause.entrySet()) {
            List<String> labels = e.getValue();
            StringBuilder phrase = new StringBuilder(e.getKey().label()).append(" in ").append(labels.size());
            if (first) {
                phrase.append(' ').append(plural(labels.size(), "part"));
                first = false;
            }
            if (e.getKey() != NoiseCauses.Cause.UNKNOWN) {
                phrase.append(" (").append(String.join(", ", labels.subList(0, Math.min(MAX_NAMED_PARTS,
                        labels.size()))));
                if (labels.size() > MAX_NAMED_PARTS) {
                    phrase.append(", … ").append(labels.size() - MAX_NAMED_PARTS).append(" more");
                }
                phrase.append(')');
            }
            phrases.add(phrase.toString());
        }
        return String.join(", ", phrases);
    }

    /** "; worst: d.four ±18% (steal 0.2%, other processes 73% of CPU; busy machine)"; empty without a wander. */
    private static String worst(List<Part> parts) {
        return parts.stream().filter(p -> Double.isFinite(p.wanderPercent()))
                .max(Comparator.comparingDouble(Part::wanderPercent))
                .map(p -> String.format(Locale.ROOT, "; worst: %s ±%.0f%% (steal %s, other processes %s of CPU; %s)",
                        p.label(), p.wanderPercent(), percent(p.stealPercent(), "%.1f%%"),
                        percent(p.otherProcessesPercent(), "%.0f%%"), String.join(" and ", p.noise().verdict()
                                .causes().stream().map(NoiseCauses.Cause::label).toList())))
                .orElse("");
    }

    /** The parts' finite values of {@code figure}, sorted. */
    private static double[] finite(List<Part> parts, ToDoubleFunction<Part> figure) {
        return parts.stream().mapToDouble(figure).filter(Double::isFinite).sorted().toArray();
    }

    /** "4-18" of sorted {@code values}; one figure when both ends print alike. */
    private static String range(double[] values, String format) {
        String low = String.format(Locale.ROOT, format, values[0]);
        String high = String.format(Locale.ROOT, format, values[values.length - 1]);
        return Objects.equals(low, high) ? low : low + "-" + high;
    }

    private static String percent(double value, String format) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, format, value) : "not measured";
    }

    private static String plural(long count, String noun) {
        return count == 1 ? noun : noun + "s";
    }
}
