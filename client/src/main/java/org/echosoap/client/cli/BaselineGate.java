package org.echosoap.client.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.echosoap.client.compare.CompareTable;
import org.echosoap.client.compare.Comparison;
import org.echosoap.client.compare.ComparisonBuilder;
import org.echosoap.client.compare.Gate;
import org.echosoap.client.compare.GateRule;
import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.compare.Threshold;

/**
 * {@code run --baseline OLD.json}: the run gated against an earlier result in one step, exactly as
 * {@code compare OLD.json NEW.json --fail-on ...} would (the same comparison, the same {@link
 * org.echosoap.client.compare.Gate}); compare.json and compare.csv go next to the run's result.json.
 *
 * @param baseline the earlier result, read before anything is measured
 * @param source   its path as given
 * @param rules    the gate's rules ({@code --fail-on}; {@code 5%} when none is given)
 * @param junit    where to write the JUnit XML, or null
 */
record BaselineGate(ResultFile baseline, Path source, List<GateRule> rules, Path junit) {

    /**
     * The rule a baseline is gated with when {@code --fail-on} is not given: the per-message cost, echosoap's figure.
     * Mean latencies move with the machine's level between runs more than costs do, and the run history is what
     * tells a gate how much.
     */
    static final String DEFAULT_RULE = "cost>5%";

    /**
     * The gate a run's options ask for, or null without {@code --baseline}.
     *
     * @throws IllegalArgumentException one line: an unreadable baseline, a bad rule, a rule without a baseline
     */
    static BaselineGate of(Path baseline, List<String> failOn, Path junit) {
        if (baseline == null) {
            if (!failOn.isEmpty() || junit != null) {
                throw new IllegalArgumentException((failOn.isEmpty() ? "--junit" : "--fail-on")
                        + " gates the run against an earlier result: give --baseline OLD/result.json too");
            }
            return null;
        }
        String given = baseline.toString();
        if (given.equals("none") || given.startsWith("http:") || given.startsWith("https:")) {
            throw new IllegalArgumentException("--baseline names an earlier result.json to gate this run against; "
                    + "your service's baseline endpoint is --baseline-url " + given);
        }
        List<GateRule> rules = CompareCommand.gateRules(failOn.isEmpty() ? List.of(DEFAULT_RULE) : failOn, junit);
        ResultFile old = ResultFile.read(baseline);
        // A rule naming a row the baseline lacks would watch nothing after the whole run: say so before it.
        Gate.requireRows(rules, ComparisonBuilder.build(old, old, "baseline", "baseline", Threshold.DEFAULT,
                org.echosoap.client.stats.RunSpread.NONE, org.echosoap.client.compare.Equivalence.Margin.DEFAULT, false));
        return new BaselineGate(old, baseline, rules, junit);
    }

    /**
     * Compares the run's {@code result} with the baseline, writes compare.json/.csv into {@code outDir}, prints the
     * table and the gate; 0 passed, {@link Main#EXIT_GATE_FAILED} failed.
     */
    int judge(Path result, Path outDir, PrintWriter out) throws IOException {
        ResultFile run = ResultFile.read(result);
        // Fixed labels that claim no placement: a run gated against its baseline on the same hosts is no mislabelled
        // cross-host comparison.
        Comparison c = ComparisonBuilder.build(baseline, run, "baseline", "this run", Threshold.DEFAULT,
                org.echosoap.client.stats.RunSpread.NONE, org.echosoap.client.compare.Equivalence.Margin.DEFAULT, false);
        CompareCommand.writeFiles(outDir, c);
        out.println();
        out.print(CompareTable.render(c));
        return CompareCommand.gate(c, rules, junit, out,
                baseline.costs().stream().allMatch(ResultFile.Cost::carriesRunToRun)
                        && run.costs().stream().allMatch(ResultFile.Cost::carriesRunToRun));
    }
}
