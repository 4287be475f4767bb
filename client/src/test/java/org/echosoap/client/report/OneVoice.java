package org.echosoap.client.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds lines of a run's output that contradict each other (issue 41, "one voice"): a warning and the noise line, the
 * budget footer and the table, a figure and a claim of its absence. Used on recorded outputs, on tables rendered here
 * and on recorded result.json files; each rule is shown to fire on the output that once broke it.
 *
 * <pre>{@code
 * List<String> found = OneVoice.inConsole(SuiteTable.render(suite, "title")); // empty: one voice
 * }</pre>
 */
final class OneVoice {

    private static final Pattern OTHER_PROCESSES = Pattern.compile(
            "other processes(?: used)? (\\d+(?:\\.\\d+)?)(?:-(\\d+(?:\\.\\d+)?))?%");
    private static final Pattern STEAL = Pattern.compile("steal (\\d+(?:\\.\\d+)?)(?:-(\\d+(?:\\.\\d+)?))?%");

    private OneVoice() {
    }

    /** The contradictions in a console output, one line each; empty when it speaks with one voice. */
    static List<String> inConsole(String output) {
        List<String> found = new ArrayList<>();
        List<String> lines = output.lines().toList();
        for (String l : lines) {
            // "a noisy machine" is a claim that the speed moved: its own line cannot say nothing could tell.
            if (l.contains("a noisy machine") && (l.contains("too few epochs to tell") || l.contains("not told"))) {
                found.add("a noisy machine without a measured wander: " + l.strip());
            }
        }
        boolean noisyClaimed = lines.stream().anyMatch(l -> l.strip().startsWith("! a noisy machine"));
        boolean speedUntold = lines.stream().anyMatch(l -> l.startsWith("noise: this VM's speed: not told"));
        if (noisyClaimed && speedUntold) {
            found.add("a noisy machine warned, while the noise line says no part could tell the speed");
        }
        double maxOther = max(lines, OTHER_PROCESSES);
        double maxSteal = max(lines, STEAL);
        for (String l : lines) {
            if (l.contains("no other processes") && maxOther >= 1) {
                found.add(String.format(Locale.ROOT, "'no other processes' beside other processes %.0f%%: %s",
                        maxOther, l.strip()));
            }
            if (l.contains("no steal") && maxSteal >= 1) {
                found.add(String.format(Locale.ROOT, "'no steal' beside steal %.1f%%: %s", maxSteal, l.strip()));
            }
        }
        boolean unresolvedCell = output.contains(Resolution.NOT_RESOLVED + " (") || output.contains(
                RowStanding.NOT_MEASURED_ENOUGH + " ") || Pattern.compile("resolution: \\d+ of \\d+ costs not resolved")
                .matcher(output).find();
        for (String l : lines) {
            if (unresolvedCell && (l.contains("every part resolved") || l.contains("every cost resolved")
                    || l.matches("resolution: all \\d+ costs resolved.*"))) {
                found.add("the footer says all resolved under unresolved costs: " + l.strip());
            }
        }
        boolean primingWarned = lines.stream().anyMatch(l -> l.strip().startsWith("! not steady after priming"));
        boolean rowMarked = lines.stream().anyMatch(l -> l.endsWith(RowStanding.NOT_STEADY)
                || l.contains(RowStanding.NOT_STEADY + "  "));
        if (primingWarned && !rowMarked) {
            found.add("a priming warning, but no row of the table is marked " + RowStanding.NOT_STEADY);
        }
        return found;
    }

    /**
     * The contradictions between a result.json's warnings and the noise figures it records (its own {@code noise}, or
     * each cost's): a noisy machine warned with no wander above the rule, other processes named with a share that no
     * figure has, "no other processes" beside a share of them.
     */
    static List<String> inResult(JsonNode result) {
        List<String> found = new ArrayList<>();
        List<JsonNode> noise = new ArrayList<>();
        if (result.has("noise")) {
            noise.add(result.get("noise"));
        }
        result.path("costs").forEach(c -> {
            if (c.has("noise")) {
                noise.add(c.get("noise"));
            }
        });
        boolean anyNoisy = noise.stream().anyMatch(n -> n.path("machineWanderPercent").isNumber()
                && n.get("machineWanderPercent").asDouble() > NoiseCauses.NOISY_WANDER_PERCENT);
        List<Long> otherShares = new ArrayList<>();
        noise.forEach(n -> {
            JsonNode other = n.path("client").path("otherProcessesPercent");
            if (other.isNumber()) {
                otherShares.add(Math.round(other.asDouble()));
            }
            JsonNode server = n.path("server").path("otherProcessesPercent");
            if (server.isNumber()) {
                otherShares.add(Math.round(server.asDouble()));
            }
        });
        for (JsonNode w : result.path("warnings")) {
            String line = w.asText();
            if ((line.startsWith("a noisy machine") || line.contains(": a noisy machine")) && !anyNoisy) {
                found.add("a noisy machine warned, but no recorded wander is above "
                        + NoiseCauses.NOISY_WANDER_PERCENT + "%: " + line);
            }
            Matcher m = OTHER_PROCESSES.matcher(line);
            while (m.find()) {
                long share = Math.round(Double.parseDouble(m.group(1)));
                // %.0f rounds half up where Math.round does too; allow the 1-point step of the two roundings.
                if (otherShares.stream().noneMatch(s -> Math.abs(s - share) <= 1)) {
                    found.add("other processes " + share + "% in a warning, in no recorded figure " + otherShares
                            + ": " + line);
                }
            }
            if (line.contains("no other processes") && otherShares.stream().anyMatch(s -> s >= 1)) {
                found.add("'no other processes' beside recorded shares " + otherShares + ": " + line);
            }
        }
        return found;
    }

    private static double max(List<String> lines, Pattern p) {
        double max = Double.NEGATIVE_INFINITY;
        for (String l : lines) {
            Matcher m = p.matcher(l);
            while (m.find()) {
                // "12-40%": a range's upper end
                max = Math.max(max, Double.parseDouble(m.group(m.group(2) != null ? 2 : 1)));
            }
        }
        return max;
    }
}
