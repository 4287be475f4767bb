package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.compare.PhaseResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** {@code echosoap compare} through {@link Main#commandLine()}: parsing, exit codes, files, one-line errors. */
class CompareCommandTest {

    @TempDir
    Path tmp;

    private record Outcome(int exitCode, String out, String err) {
    }

    private static Outcome execute(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new Outcome(code, out.toString(), err.toString());
    }

    private static String fixture(String name) {
        try {
            return Path.of(CompareCommandTest.class.getResource("/org/echosoap/client/compare/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private String[] compare(String... extra) {
        List<String> args = new ArrayList<>(List.of("compare", fixture("same-host/result.json"),
                fixture("cross-host/result.json"), "--out", tmp.resolve("out").toString()));
        args.addAll(List.of(extra));
        return args.toArray(String[]::new);
    }

    private JsonNode compareJson() throws IOException {
        return new ObjectMapper().readTree(tmp.resolve("out/compare.json").toFile());
    }

    @Test
    void comparesPrintsAndWritesBothFiles() throws IOException {
        Outcome o = execute(compare());
        assertEquals(0, o.exitCode(), o.err());
        assertEquals("", o.err());
        assertTrue(o.out().startsWith("echosoap compare: same-host vs cross-host\n"), o.out());
        assertTrue(o.out().contains("summary: 0 of 3 rows differ significantly (q < 0.05) and by more than 5%"
                + " (faster/slower); 1 equivalent within ±10% of A"), o.out());
        assertTrue(o.out().contains("written: " + tmp.resolve("out/compare.json")), o.out());
        JsonNode json = compareJson();
        assertEquals("echosoap-compare/1", json.get("schema").asText());
        assertEquals(fixture("same-host/result.json"), json.get("inputs").get("a").asText());
        assertEquals(5, json.get("rows").size());
        assertTrue(Files.readString(tmp.resolve("out/compare.csv")).startsWith("scenario,size,endpoint,kind,"));
        try (var leftovers = Files.list(tmp.resolve("out"))) {
            assertEquals(2, leftovers.count(), "no temporary files left behind");
        }
    }

    @ParameterizedTest(name = "--threshold {0}")
    @CsvSource({"5%, 5.0, 2", "5, 5.0, 2", "0.5%, 0.5, 3", "40, 40.0, 1", "60%, 60.0, 0"})
    void thresholdForms(String threshold, double percent, int above) throws IOException {
        Outcome o = execute(compare("--threshold", threshold, "--run-spread", "0"));
        assertEquals(0, o.exitCode(), o.err());
        assertEquals(percent, compareJson().get("thresholdPercent").asDouble());
        assertEquals(above, compareJson().get("summary").get("aboveThreshold").asInt());
        assertEquals(0, compareJson().get("summary").get("marked").asInt(), "the fixtures' trials are copies: no test");
    }

    @ParameterizedTest(name = "--threshold {0}")
    @CsvSource({"5%, 3, 2, 2", "1%, 3, 4, 3", "40%, 3, 1, 1", "60%, 3, 0, 0"})
    void marksOnlySignificantDifferencesBeyondTheThreshold(String threshold, int significant, int above, int marked)
            throws IOException {
        Outcome o = execute("compare", fixture("v2/same-host/result.json"), fixture("v2/cross-host/result.json"),
                "--out", tmp.resolve("out").toString(), "--threshold", threshold, "--run-spread", "0");
        assertEquals(0, o.exitCode(), o.err());
        JsonNode summary = compareJson().get("summary");
        assertEquals(significant, summary.get("significant").asInt());
        assertEquals(above, summary.get("aboveThreshold").asInt());
        assertEquals(marked, summary.get("marked").asInt());
        assertEquals(org.echosoap.client.compare.WelchTest.NAME, compareJson().get("test").get("name").asText());
        assertEquals(0.05, compareJson().get("test").get("alpha").asDouble());
        assertTrue(o.out().contains("summary: " + marked + " of 5 rows differ significantly"), o.out());
        assertTrue(o.out().contains("\n~ with p -: fewer than 2 units (pairs, trials or blocks) in a result:"
                + " no test is possible, so never marked\n"), o.out());
    }

    @Test
    void profiledResultsGetPhaseRowsTheirCsvAndAOneLineRefusalOfAPhaseRule() throws IOException {
        Path a = Files.writeString(tmp.resolve("a.json"), PhaseResults.document(PhaseResults.JVM_1, true));
        Path b = Files.writeString(tmp.resolve("b.json"), PhaseResults.document(PhaseResults.JVM_2, true));
        Path out = tmp.resolve("out");
        Outcome o = execute("compare", a.toString(), b.toString(), "--out", out.toString());
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(o.out().contains("\nbytes allocated per phase (B per message"), o.out());
        Path csv = out.resolve("compare-alloc-phases.csv");
        assertTrue(o.out().contains("written: " + out.resolve("compare.json") + ", " + out.resolve("compare.csv")
                + ", " + csv), o.out());
        assertEquals(12, Files.readAllLines(csv).size());
        assertTrue(compareJson().has("allocPhases"));

        Outcome refused = execute("compare", a.toString(), b.toString(), "--out", tmp.resolve("gated").toString(),
                "--fail-on", "alloc>1%", "--fail-on", "alloc.reading>1%");
        assertEquals(2, refused.exitCode());
        assertEquals("echosoap compare: --fail-on 'alloc.reading>1%': bytes per phase are not gated: JFR samples"
                + " allocation at TLAB refills, and across fresh JVMs bytes per phase spread 6-27% while the total held"
                + " within 0.3% (bench/results/phases.md); gate the exact total with alloc>1%\n", refused.err());
        assertEquals("", refused.out());

        Path plain = Files.writeString(tmp.resolve("plain.json"), PhaseResults.document(PhaseResults.JVM_2, false));
        Outcome oneSide = execute("compare", a.toString(), plain.toString(), "--out", tmp.resolve("one").toString());
        assertEquals(0, oneSide.exitCode(), oneSide.err());
        assertTrue(oneSide.out().contains("\nbytes allocated per phase: only a has a profile (--profile), so"
                + " there are no phase rows; profile both runs to compare them\n"), oneSide.out());
        assertFalse(Files.exists(tmp.resolve("one/compare-alloc-phases.csv")));
    }

    @Test
    void labelsNameTheColumns() {
        Outcome o = execute(compare("--label-a", "loopback", "--label-b", "veth"));
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(o.out().contains("loopback µs") && o.out().contains("veth µs"), o.out());
        assertTrue(o.out().contains("difference = veth − loopback"), o.out());
    }

    @Test
    void theSameHostTwiceWarnsButIsNotAFailure() {
        Outcome o = execute("compare", fixture("same-host/result.json"), fixture("same-host-again/result.json"),
                "--out", tmp.resolve("out").toString(), "--label-a", "same-host", "--label-b", "cross-host");
        assertEquals(0, o.exitCode(), "differences and warnings are findings, not failures");
        assertTrue(o.out().lines().anyMatch(l -> l.equals(
                "warning: both results were measured from host vm-a to target 127.0.0.1: not a cross-host comparison")),
                o.out());
    }

    @Test
    void defaultLabelsAreTheResultsNamesAndClaimNoPlacement() {
        Outcome o = execute("compare", fixture("same-host/result.json"), fixture("same-host-again/result.json"),
                "--out", tmp.resolve("out").toString());
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(o.out().startsWith("echosoap compare: same-host vs same-host-again\n"), o.out());
        assertFalse(o.out().contains("not a cross-host comparison"), "an A/B comparison on one host is not mislabelled");
        Outcome placements = execute(compare());
        assertTrue(placements.out().startsWith("echosoap compare: same-host vs cross-host\n"),
                "one host against two: the placements name the columns\n" + placements.out());
    }

    @Test
    void sameDirectoryNamesFallBackToAAndB() throws IOException {
        Path a = Files.createDirectories(tmp.resolve("x/run"));
        Path b = Files.createDirectories(tmp.resolve("y/run"));
        Files.copy(Path.of(fixture("same-host/result.json")), a.resolve("result.json"));
        Files.copy(Path.of(fixture("same-host-again/result.json")), b.resolve("result.json"));
        Outcome o = execute("compare", a.resolve("result.json").toString(), b.resolve("result.json").toString(),
                "--out", tmp.resolve("out").toString());
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(o.out().startsWith("echosoap compare: A vs B\n"), o.out());
    }

    @Test
    void theSameCompareTwicePrintsItsTableBothTimes() {
        Outcome first = execute(compare());
        Outcome second = execute(compare());
        assertEquals(0, first.exitCode(), first.err());
        assertTrue(second.out().contains("EchoFloat − null (SOAP cost)"), "the table again:\n" + second.out());
        assertEquals(table(first.out()), table(second.out()), "the same table both times");
        assertEquals(2, second.exitCode(), "the named --out is not overwritten without --force");
        assertEquals("echosoap compare: " + tmp.resolve("out/compare.json")
                + " exists; use --force to overwrite or choose another --out\n", second.err());
    }

    /** The output up to the written: line (the table, its notes, the summary). */
    private static String table(String out) {
        int written = out.indexOf("written: ");
        return written < 0 ? out : out.substring(0, written);
    }

    @Test
    void refusesToOverwriteWithoutForce() throws IOException {
        assertEquals(0, execute(compare()).exitCode());
        Files.writeString(tmp.resolve("out/compare.json"), "keep me");
        Outcome again = execute(compare());
        assertEquals(2, again.exitCode());
        assertEquals("echosoap compare: " + tmp.resolve("out/compare.json")
                + " exists; use --force to overwrite or choose another --out\n", again.err());
        assertEquals("keep me", Files.readString(tmp.resolve("out/compare.json")));
        assertEquals(0, execute(compare("--force")).exitCode());
        assertEquals("echosoap-compare/1", compareJson().get("schema").asText());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"bad/truncated.json", "bad/corrupt.json", "bad/wrong-schema.json", "bad/jmh-array.json",
            "bad/empty.json", "bad/wrong-type.json"})
    void badInputIsOneLineNamingTheFileAndExitTwo(String bad) {
        for (boolean asB : new boolean[] {false, true}) {
            String good = fixture("same-host/result.json");
            Outcome o = execute("compare", asB ? good : fixture(bad), asB ? fixture(bad) : good,
                    "--out", tmp.resolve("out").toString());
            assertEquals(2, o.exitCode(), o.err());
            assertEquals(1, o.err().lines().count(), o.err());
            assertTrue(o.err().startsWith("echosoap compare: " + fixture(bad) + " is not an echosoap result ("),
                    o.err());
            assertFalse(o.err().contains("Exception") || o.err().contains("\tat "), o.err());
            assertEquals("", o.out());
            assertFalse(Files.exists(tmp.resolve("out")), "nothing written");
        }
    }

    @Test
    void missingFilesAndDirectoriesAreOneLine() {
        Outcome missing = execute("compare", tmp.resolve("a/result.json").toString(), fixture("same-host/result.json"),
                "--out", tmp.resolve("out").toString());
        assertEquals(2, missing.exitCode());
        assertEquals("echosoap compare: " + tmp.resolve("a/result.json") + " does not exist\n", missing.err());
        Outcome dir = execute("compare", fixture("same-host/result.json"), tmp.toString(),
                "--out", tmp.resolve("out").toString());
        assertEquals(2, dir.exitCode());
        assertEquals("echosoap compare: " + tmp + " is a directory, not a result.json\n", dir.err());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "--threshold five | --threshold must be a percentage like 5%, 5 or 0.5%, got 'five'",
            "--threshold -5%  | --threshold must be a percentage like 5%, 5 or 0.5%, got '-5%'",
            "--label-a ' '    | --label-a must not be empty"})
    void badOptionsAreOneLineAndExitTwo(String option, String message) {
        String[] parts = option.split(" ", 2);
        Outcome o = execute(compare(parts[0], parts[1].replace("'", "")));
        assertEquals(2, o.exitCode());
        assertEquals("echosoap compare: " + message + "\n", o.err());
    }

    private Outcome gate(String... extra) {
        List<String> args = new ArrayList<>(List.of("compare", fixture("v2/same-host/result.json"),
                fixture("v2/cross-host/result.json"), "--out", tmp.resolve("out").toString(), "--force"));
        args.addAll(List.of(extra));
        return execute(args.toArray(String[]::new));
    }

    @Test
    void theGateFailsWithExitOneWhenARowIsSlowerThanAllowedAndPassesOtherwise() throws IOException {
        // The v2 fixtures' cross-host side is slower, significantly, on some rows.
        Outcome strict = gate("--fail-on", "0%", "--junit", tmp.resolve("gate.xml").toString());
        assertEquals(1, strict.exitCode(), strict.err());
        assertTrue(strict.out().contains("\ngate: FAILED ("), strict.out());
        assertTrue(strict.out().endsWith("written: " + tmp.resolve("gate.xml") + "\n"), strict.out());
        String xml = Files.readString(tmp.resolve("gate.xml"));
        assertTrue(xml.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"echosoap gate: "
                + "cross-host vs same-host\""), xml);
        assertTrue(xml.contains("<failure message=\"slower beyond 0%\">"), xml);

        Outcome lenient = gate("--fail-on", "1000%");
        assertEquals(0, lenient.exitCode(), lenient.err());
        assertTrue(lenient.out().contains("\ngate: passed ("), lenient.out());

        Outcome none = gate();
        assertEquals(0, none.exitCode(), "no gate asked for: differences are findings");
        assertTrue(!none.out().contains("gate:"), none.out());
    }

    @Test
    void theStrictestRuleWatchingARowCounts() {
        Outcome o = gate("--fail-on", "1000%", "--fail-on", "latency>0%");
        assertTrue(o.out().contains("rules: 1000%, latency>0%)"), o.out());
        assertEquals(o.out().contains("gate: FAILED"), o.exitCode() == 1);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "--fail-on p99>10%   | --fail-on 'p99>10%': no row 'p99'; the rows are time (latency and cost), latency, cost, inside, alloc, client, wire (percentiles are not gated: echosoap keeps no run-to-run spread for them)",
            "--fail-on cost>>5%  | --fail-on 'cost>>5%': expected PERCENT or ROW>PERCENT, like 5%, alloc>1% or wire>0 (rows: time (latency and cost), latency, cost, inside, alloc, client, wire)",
            "--fail-on allocs>1% | --fail-on 'allocs>1%': no row 'allocs'; the rows are time (latency and cost), latency, cost, inside, alloc, client, wire",
            "--fail-on alloc>1%  | --fail-on 'alloc>1%': these results have no alloc row; their rows: latency, cost (bytes per block are in results of this version: run again)",
            "--junit gate.xml    | --junit writes the gate's verdict: give --fail-on too"})
    void badGateOptionsAreOneLineAndExitTwo(String option, String message) {
        String[] parts = option.split(" ", 2);
        Outcome o = gate(parts[0], parts[1].strip());
        assertEquals(2, o.exitCode());
        assertEquals("echosoap compare: " + message + "\n", o.err());
    }

    @Test
    void twoFilesAreRequired() {
        Outcome o = execute("compare", fixture("same-host/result.json"));
        assertEquals(2, o.exitCode());
        assertTrue(o.err().contains("Missing required parameter"), o.err());
    }

    @Test
    void unwritableOutputIsAUsageError() throws IOException {
        Path file = Files.writeString(tmp.resolve("a-file"), "x");
        Outcome o = execute("compare", fixture("same-host/result.json"), fixture("cross-host/result.json"),
                "--out", file.toString());
        assertEquals(2, o.exitCode());
        assertTrue(o.err().startsWith("echosoap compare: cannot write to " + file + " ("), o.err());
        assertEquals(1, o.err().lines().count(), o.err());
    }

    @Test
    void defaultOutputFolderIsNewEachTimeUnderTheOneResultsFolder() throws IOException {
        java.time.LocalDateTime at = java.time.LocalDateTime.of(2026, 12, 1, 21, 5, 0);
        Path first = OutputFolder.newFolder(tmp, "compare-A-vs-B", at);
        assertEquals(tmp.resolve("compare-A-vs-B-20261201-210500"), first);
        Files.createDirectories(first);
        assertEquals(tmp.resolve("compare-A-vs-B-20261201-210500-2"), OutputFolder.newFolder(tmp, "compare-A-vs-B", at),
                "a second command in the same second gets a folder of its own");
        assertEquals("a-b", OutputFolder.safe("a b"));
        assertEquals("..-etc", OutputFolder.safe("../etc"));
    }

    @Test
    void parsesWithoutRunning() {
        CompareCommand c = new CompareCommand();
        new CommandLine(c).parseArgs("x.json", "y.json", "--label-a", "l", "--label-b", "r", "--threshold", "0.5%",
                "--out", "d", "--force");
        assertEquals(Path.of("x.json"), c.fileA);
        assertEquals(Path.of("y.json"), c.fileB);
        assertEquals("l", c.labelA);
        assertEquals("r", c.labelB);
        assertEquals("0.5%", c.threshold);
        assertEquals(Path.of("d"), c.out);
        assertTrue(c.force);
        CompareCommand defaults = new CompareCommand();
        new CommandLine(defaults).parseArgs("x.json", "y.json");
        assertEquals(null, defaults.labelA, "chosen once the results are read (CompareLabels)");
        assertEquals(null, defaults.labelB);
        assertEquals("5%", defaults.threshold);
        assertEquals(null, defaults.out);
        assertFalse(defaults.force);
    }

    @Test
    void theCommandListShowsCompare() {
        Outcome o = execute("--help");
        assertEquals(0, o.exitCode());
        assertTrue(o.out().lines().anyMatch(l -> l.strip().startsWith("compare ")), o.out());
        assertTrue(o.out().contains("Puts two results side by side (seed 003: same host vs cross host)."), o.out());
        Outcome help = execute("compare", "--help");
        assertEquals(0, help.exitCode());
        assertTrue(help.out().contains("--threshold=PERCENT"), help.out());
        // picocli formats help text with String.format: an unescaped % garbles it (and warns on stderr).
        assertTrue(help.out().contains("0.5% (default: 5%)"), help.out());
        assertTrue(help.out().contains("in % of A"), help.out());
        assertFalse(help.out().contains("%%"), help.out());
    }
}
