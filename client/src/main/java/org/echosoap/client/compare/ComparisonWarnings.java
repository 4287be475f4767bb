package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * What must be said before anyone reads a comparison's differences (pure):
 * <ul>
 *   <li>both results came from the same client host to the same target host while the labels claim different
 *       placements ("same-host" vs "cross-host"): a cross-host comparison that is not one;</li>
 *   <li>either result does not record its hosts, so that cannot be checked;</li>
 *   <li>either result is incomplete (the run stopped early);</li>
 *   <li>the settings that change what a latency means differ: connections, keep-alive, transport.</li>
 * </ul>
 *
 * <pre>{@code
 * List<String> warnings = ComparisonWarnings.of(a, b, "same-host", "cross-host");
 * }</pre>
 */
final class ComparisonWarnings {

    private ComparisonWarnings() {
    }

    static List<String> of(ResultFile a, ResultFile b, String labelA, String labelB) {
        return of(a, b, labelA, labelB, true);
    }

    /** As above; labels compare chose itself ({@code labelsGiven} false) claim no placement. */
    static List<String> of(ResultFile a, ResultFile b, String labelA, String labelB, boolean labelsGiven) {
        List<String> warnings = new ArrayList<>();
        if (labelsGiven) {
            placement(a, b, labelA, labelB).ifPresent(warnings::add);
        }
        unknownPlacement(a, labelA).ifPresent(warnings::add);
        unknownPlacement(b, labelB).ifPresent(warnings::add);
        incomplete(a, labelA).ifPresent(warnings::add);
        incomplete(b, labelB).ifPresent(warnings::add);
        settings(a.settings(), b.settings(), labelA, labelB).ifPresent(warnings::add);
        return warnings;
    }

    /**
     * The labels claim different placements when they differ or either says "cross": comparing two runs on the same
     * pair of hosts under different names is how a same-host result gets published as a cross-host one.
     */
    static boolean labelsClaimDifferentPlacements(String labelA, String labelB) {
        return !labelA.equalsIgnoreCase(labelB) || mentionsCross(labelA) || mentionsCross(labelB);
    }

    private static boolean mentionsCross(String label) {
        return label.toLowerCase(Locale.ROOT).contains("cross");
    }

    private static Optional<String> placement(ResultFile a, ResultFile b, String labelA, String labelB) {
        ResultFile.Placement pa = a.placement();
        ResultFile.Placement pb = b.placement();
        // Host names are case-insensitive (RFC 4343).
        boolean sameHosts = pa.known() && pb.known() && pa.clientHost().equalsIgnoreCase(pb.clientHost())
                && pa.targetHost().equalsIgnoreCase(pb.targetHost());
        if (!sameHosts || !labelsClaimDifferentPlacements(labelA, labelB)) {
            return Optional.empty();
        }
        return Optional.of("both results were measured from host " + pa.clientHost() + " to target "
                + pa.targetHost() + ": not a cross-host comparison");
    }

    private static Optional<String> unknownPlacement(ResultFile r, String label) {
        if (r.placement().known()) {
            return Optional.empty();
        }
        return Optional.of(label + " (" + r.source() + ") does not record its client and target hosts:"
                + " cannot check where it was measured");
    }

    private static Optional<String> incomplete(ResultFile r, String label) {
        if (r.complete()) {
            return Optional.empty();
        }
        return Optional.of(label + " (" + r.source() + ") is incomplete: the run stopped early"
                + (r.abortReason() == null ? "" : " (" + r.abortReason() + ")"));
    }

    private static Optional<String> settings(ResultFile.Settings a, ResultFile.Settings b, String labelA,
                                                       String labelB) {
        List<String> differ = new ArrayList<>();
        differ(differ, "connections", a, b, ResultFile.Settings::connections);
        differ(differ, "keepAlive", a, b, ResultFile.Settings::keepAlive);
        differ(differ, "transport", a, b, ResultFile.Settings::transport);
        if (differ.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("settings differ (" + labelA + " vs " + labelB + "): " + String.join(", ", differ));
    }

    private static void differ(List<String> differ, String name, ResultFile.Settings a, ResultFile.Settings b,
                               Function<ResultFile.Settings, Object> get) {
        Object va = get.apply(a);
        Object vb = get.apply(b);
        if (!Objects.equals(va, vb)) {
            differ.add(name + " " + shown(va) + " vs " + shown(vb));
        }
    }

    private static String shown(Object v) {
        return v == null ? "(not recorded)" : v.toString();
    }
}
