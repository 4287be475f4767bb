package org.echosoap.client.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.echosoap.client.compare.CompareCsv;
import org.echosoap.client.compare.CompareJson;
import org.echosoap.client.compare.CompareTable;
import org.echosoap.client.compare.Comparison;
import org.echosoap.client.compare.ComparisonBuilder;
import org.echosoap.client.compare.Equivalence;
import org.echosoap.client.compare.Gate;
import org.echosoap.client.compare.GateReport;
import org.echosoap.client.compare.GateRule;
import org.echosoap.client.compare.PhaseAllocCsv;
import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.compare.Threshold;
import org.echosoap.client.report.AtomicFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import org.echosoap.client.stats.RunSpread;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code echosoap compare A/result.json B/result.json}: two results side by side, as seed 003 puts same-host and
 * cross-host latencies side by side, with the Server-Timing split of every difference into outside the webapp
 * and server. A row is {@code faster}/{@code slower} only when Welch's t test finds it significant after the
 * Benjamini–Hochberg step over all rows (q &lt; 0.05) and it is beyond {@code --threshold}; {@code equivalent} when
 * its 90% CI lies within {@code --equivalence}; else {@code ~}. Differences are findings: the exit code is 0 unless the
 * command line or an input file is unusable — or a gate is asked for ({@code --fail-on}) and fails (1; {@link Gate}).
 */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Puts two results side by side (seed 003: same host vs cross host).",
                "Shows the mean latency of every endpoint and the per-message SOAP cost,",
                "the difference B - A in µs and in %% of A with its 95%% CI, p-value and",
                "q-value (Welch's t test on each cost's independent units, else its per-pair",
                "costs, and on the per-block or per-trial mean latencies; q: Benjamini-Hochberg",
                "over all rows). Verdicts: faster/slower (q < 0.05 and beyond --threshold),",
                "equivalent (90%% CI within --equivalence), ~ (neither). Shows how much of each",
                "difference is outside the webapp and how much inside it (Server-Timing).",
                "Warns when both results come from the same pair of hosts, when either is",
                "incomplete, and when connections, keep-alive or transport differ. Writes",
                "compare.json (schema " + CompareJson.SCHEMA + ") and compare.csv to --out.",
                "Results made with --profile: bytes allocated per phase (alloc.reading, ...),",
                "sampled estimates to read, never gated; compare-alloc-phases.csv."},
        footer = {"", "Exit codes: 0 ok (differences are findings; with --fail-on: the gate passed),",
                "  1 the gate failed (a watched row of B slower than allowed, with 95%% confidence),",
                "  2 usage error or unusable input.",
                "Examples:",
                "  echosoap compare echosoap-results/run-1/result.json echosoap-results/run-2/result.json",
                "  echosoap compare a/result.json b/result.json --label-a before --label-b after",
                "  echosoap compare main/result.json pr/result.json --fail-on 'cost>5%%' --junit gate.xml",
                "  echosoap compare main/result.json pr/result.json --fail-on 'alloc>1%%' --fail-on 'wire>0'"})
public final class CompareCommand implements Callable<Integer> {

    /** The labels when the results' hosts and names say nothing: A and B. */
    static final String DEFAULT_LABEL_A = "A";
    static final String DEFAULT_LABEL_B = "B";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A", description = "The first result.json (column A)")
    Path fileA;

    @Parameters(index = "1", paramLabel = "B", description = "The second result.json (column B)")
    Path fileB;

    @Option(names = "--label-a", paramLabel = "NAME", order = 1,
            description = "Name of A in the table (default: same-host when A ran on one host and B across two, "
                    + "else the name of A's directory, else A)")
    String labelA;

    @Option(names = "--label-b", paramLabel = "NAME", order = 2,
            description = "Name of B in the table (default: as for A: cross-host, B's directory, or B)")
    String labelB;

    @Option(names = "--threshold", defaultValue = "5%", paramLabel = "PERCENT", order = 3,
            description = "Mark significant differences beyond this share of A: 5%%, 5 or 0.5%% (default: 5%%)")
    String threshold;

    @Option(names = "--equivalence", defaultValue = "10%", paramLabel = "PERCENT", order = 4,
            description = "Call a row equivalent when the 90%% CI of its difference lies within this share of A "
                    + "(two one-sided tests): 10%%, 2.5%% or off (default: 10%%)")
    String equivalence;

    @Option(names = "--run-spread", defaultValue = "0", paramLabel = "PERCENT", order = 4,
            description = "An allowance you measured for the run-to-run spread of a cost tested on its pairs (a side "
                    + "without independent units), as a share of its figure, added to its standard error "
                    + "(default: 0, none; such sides are named in a note instead)")
    String runSpread;

    @Option(names = "--out", paramLabel = "DIR", order = 4,
            description = "Directory for compare.json and compare.csv (default: a new folder "
                    + "echosoap-results/compare-LABEL_A-vs-LABEL_B-TIME each time)")
    Path out;

    @Option(names = "--force", order = 5, description = "Overwrite an existing compare.json in the --out you named")
    boolean force;

    @Option(names = "--fail-on", paramLabel = "RULE", order = 6,
            description = {"A CI gate: exit 1 when a watched row of B is higher than A by more than the",
                    "rule allows with 95%% confidence (one-sided, Benjamini-Hochberg over the rows).",
                    "RULE: [ROW>]PERCENT. Bytes hold still on shared machines: alloc>1%% (server",
                    "bytes allocated per message), client>1%% (client's), wire>0 (request + response",
                    "bytes; exact, any rise fails). Time: 5%% or time>5%% (latencies and costs),",
                    "cost>5%%, latency>10%%; a time rule tighter than the runs resolve is named.",
                    "alloc.PHASE rules are refused: sampled estimates; gate the total, alloc.",
                    "Repeatable; the strictest rule watching a row counts"})
    List<String> failOn = new ArrayList<>();

    @Option(names = "--junit", paramLabel = "FILE", order = 7,
            description = "With --fail-on: also write the gate as JUnit XML (a test case per watched row)")
    Path junit;

    @Override
    public Integer call() {
        Threshold t;
        List<GateRule> rules;
        RunSpread spread;
        Equivalence.Margin margin;
        ResultFile a;
        ResultFile b;
        CompareLabels labels;
        try {
            t = Threshold.parse(threshold);
            rules = gateRules(failOn, junit);
            spread = RunSpread.parse(runSpread);
            margin = Equivalence.Margin.parse(equivalence);
            requireLabel("--label-a", labelA);
            requireLabel("--label-b", labelB);
            a = ResultFile.read(fileA); // NotAResultException: one line naming the file
            b = ResultFile.read(fileB);
            labels = CompareLabels.of(a, b, fileA, fileB, labelA, labelB);
        } catch (IllegalArgumentException e) {
            return usageError(e.getMessage());
        }
        Comparison c = ComparisonBuilder.build(a, b, labels.a(), labels.b(), t, spread, margin, labels.given());
        try {
            Gate.requireRows(rules, c);
        } catch (IllegalArgumentException e) {
            return usageError(e.getMessage());
        }
        // The table first, whatever happens to the files: a comparison asked for again is printed again.
        PrintWriter o = spec.commandLine().getOut();
        o.print(CompareTable.render(c));
        o.println();
        o.flush();
        String notWritten = null;
        Path dir = out != null ? out : OutputFolder.newFolder("compare-" + OutputFolder.safe(labels.a()) + "-vs-"
                + OutputFolder.safe(labels.b()));
        if (out != null && Files.exists(dir.resolve("compare.json")) && !force) {
            notWritten = dir.resolve("compare.json") + " exists; use --force to overwrite or choose another --out";
        } else {
            try {
                List<Path> written = writeFiles(dir, c);
                o.println("written: " + String.join(", ", written.stream().map(Path::toString).toList()));
                o.flush();
            } catch (IOException | SecurityException e) {
                notWritten = "cannot write to " + dir + " (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")";
            }
        }
        int exit = 0;
        if (!rules.isEmpty()) {
            try {
                exit = gate(c, rules, junit, o, a.costs().stream().allMatch(ResultFile.Cost::carriesRunToRun)
                        && b.costs().stream().allMatch(ResultFile.Cost::carriesRunToRun));
            } catch (IOException | SecurityException e) {
                return usageError("cannot write " + junit + " (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
            }
        }
        // Files that could not be written are a usage error (2), said in one line after the table; a failed gate
        // (1) is said by the gate's own lines and wins, so a pipeline still sees the regression.
        if (notWritten != null) {
            int usage = usageError(notWritten);
            return exit != 0 ? exit : usage;
        }
        return exit;
    }

    /**
     * Writes compare.csv and compare.json into {@code dir}, and compare-alloc-phases.csv where both results have
     * phases; gives the files in the order to name them (compare.json first).
     */
    static List<Path> writeFiles(Path dir, Comparison c) throws IOException {
        Path json = dir.resolve("compare.json");
        Path csv = dir.resolve("compare.csv");
        AtomicFiles.write(csv, CompareCsv.render(c));
        AtomicFiles.write(json, CompareJson.render(c));
        if (c.phaseAlloc().rows().isEmpty()) {
            return List.of(json, csv);
        }
        Path phases = dir.resolve(PhaseAllocCsv.FILE);
        AtomicFiles.write(phases, PhaseAllocCsv.render(c));
        return List.of(json, csv, phases);
    }

    /**
     * Parses every {@code --fail-on}; {@code --junit} without one is a usage error.
     *
     * @throws IllegalArgumentException one line
     */
    static List<GateRule> gateRules(List<String> failOn, Path junit) {
        List<GateRule> rules = failOn.stream().map(GateRule::parse).toList();
        if (rules.isEmpty() && junit != null) {
            throw new IllegalArgumentException("--junit writes the gate's verdict: give --fail-on too");
        }
        return rules;
    }

    /** Prints the gate's verdict, writes {@code junit} if given; 0 passed, {@link Main#EXIT_GATE_FAILED} failed. */
    static int gate(Comparison c, List<GateRule> rules, Path junit, PrintWriter out, boolean runToRunKnown)
            throws IOException {
        Gate.Outcome outcome = Gate.evaluate(c, rules);
        out.println();
        out.print(GateReport.text(outcome, runToRunKnown));
        if (junit != null) {
            AtomicFiles.write(junit, GateReport.junitXml(outcome, "echosoap gate: " + c.labelB() + " vs "
                    + c.labelA()));
            out.println("written: " + junit);
        }
        out.flush();
        return outcome.passed() ? 0 : Main.EXIT_GATE_FAILED;
    }

    private int usageError(String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println("echosoap compare: " + message.lines().findFirst().orElse(message));
        err.flush();
        return Main.EXIT_USAGE;
    }

    private static void requireLabel(String option, String label) {
        if (label != null && label.isBlank()) {
            throw new IllegalArgumentException(option + " must not be empty");
        }
    }

    /** The folder name part of a label: anything but letters, digits, '.', '_', '-' as '-'. */
    static String safe(String label) {
        return OutputFolder.safe(label);
    }
}
