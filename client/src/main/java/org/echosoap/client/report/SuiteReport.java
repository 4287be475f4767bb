package org.echosoap.client.report;

import java.util.List;

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
 */
public record SuiteReport(String suite, Environment environment, List<RunReport> parts, List<String> skipped,
                          long elapsedNanos, boolean complete) {

    public SuiteReport {
        parts = List.copyOf(parts);
        skipped = List.copyOf(skipped);
    }

    /** A plain run as a one-part report. */
    public static SuiteReport single(RunReport run, long elapsedNanos) {
        return new SuiteReport(null, run.environment(), List.of(run), List.of(), elapsedNanos, run.complete());
    }

    public long totalErrors() {
        return parts.stream().mapToLong(RunReport::totalErrors).sum();
    }
}
