package org.echosoap.client.report;

import java.util.List;
import org.echosoap.client.capacity.CapacityOutcome;

/**
 * Several runs reported together: a suite ({@code --suite parsers|soapbench|latency|memory}), a size sweep
 * ({@code run --sizes}) or a single run. result.json has one schema for all three.
 *
 * @param suite        the suite's name, or null for a plain run
 * @param environment  where and with what it was made
 * @param parts        one report per scenario (and size) measured, in order
 * @param skipped      scenarios that could not be measured, each with its one-line reason
 * @param elapsedNanos wall time of the whole suite
 * @param complete     false when the suite stopped early
 * @param capacity     what a capacity suite found (each step is also one of {@code parts}); null for other suites
 * @param budget       what the adaptive time budget did after the first pass; null without a budget
 */
public record SuiteReport(String suite, Environment environment, List<RunReport> parts, List<String> skipped,
                          long elapsedNanos, boolean complete, CapacityOutcome capacity, BudgetOutcome budget) {

    public SuiteReport {
        parts = List.copyOf(parts);
        skipped = List.copyOf(skipped);
    }

    /** A suite without an adaptive budget. */
    public SuiteReport(String suite, Environment environment, List<RunReport> parts, List<String> skipped,
                       long elapsedNanos, boolean complete, CapacityOutcome capacity) {
        this(suite, environment, parts, skipped, elapsedNanos, complete, capacity, null);
    }

    /** Any suite but capacity. */
    public SuiteReport(String suite, Environment environment, List<RunReport> parts, List<String> skipped,
                       long elapsedNanos, boolean complete) {
        this(suite, environment, parts, skipped, elapsedNanos, complete, null, null);
    }

    /** A plain run as a one-part report. */
    public static SuiteReport single(RunReport run, long elapsedNanos) {
        return new SuiteReport(null, run.environment(), List.of(run), List.of(), elapsedNanos, run.complete());
    }

    /**
     * The first part measured with the suite's own settings (not a re-run of the time budget, whose limit and target
     * are its own): the settings a table's heading names.
     */
    public RunReport firstPassPart() {
        return parts.stream().filter(p -> budget == null || !budget.reruns().contains(Resolution.label(p))).findFirst()
                .orElse(parts.get(0));
    }

    /**
     * The parts' warnings, one line per cause over the whole suite ({@link Warning#mergedLine}): a cause seen once
     * keeps its figures; one seen in several parts or endpoints names them, its items in result.json
     * ({@link #warningsByKind}).
     */
    public List<String> warningLines() {
        return warningsByKind().stream().map(Warning::mergedLine).toList();
    }

    /** Every warning of the suite merged per kind, every item kept, named by its part in a suite. */
    public List<Warning> warningsByKind() {
        return grouped(Integer.MAX_VALUE);
    }

    /** Every warning of every part, one line per kind and part (result.json keeps them all). */
    public List<String> allWarningLines() {
        if (parts.size() == 1) {
            return parts.get(0).warnings();
        }
        return parts.stream().flatMap(p -> p.warnings().stream().map(w -> partLabel(p) + ": " + w)).toList();
    }

    private List<Warning> grouped(int maxItems) {
        java.util.Map<String, List<Warning>> byPart = new java.util.LinkedHashMap<>();
        for (RunReport p : parts) {
            // Resolution.label names the stack too: the memory suite's parts differ by stack alone.
            byPart.merge(parts.size() == 1 ? "" : Resolution.label(p), p.warningList(),
                    (a, b) -> java.util.stream.Stream.concat(a.stream(), b.stream()).toList());
        }
        return Warning.grouped(byPart, maxItems);
    }

    /** "benchmark.echoInts size 100", "latency.getString size 200 (new connection per request)". */
    public static String partLabel(RunReport part) {
        return part.scenario() + (part.size() < 0 ? "" : " size " + part.size())
                + (part.options().keepAlive() ? "" : " (new connection per request)");
    }

    public long totalErrors() {
        return parts.stream().mapToLong(RunReport::totalErrors).sum();
    }
}
