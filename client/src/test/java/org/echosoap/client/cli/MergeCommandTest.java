package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.merge.MergeFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code echosoap merge}: the clients' results as one, which compare and report then read like any other. */
class MergeCommandTest {

    private static int run(StringWriter out, StringWriter err, String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        return cl.execute(args);
    }

    private static String[] mergeArgs(List<Path> clients, Path out, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("merge"));
        clients.forEach(c -> args.add(c.toString()));
        args.addAll(List.of("--out", out.toString()));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    @Test
    void writesOneResultThatCompareAndReportRead(@TempDir Path dir) throws Exception {
        List<Path> clients = MergeFixtures.write(dir);
        Path merged = dir.resolve("merged");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(0, run(out, err, mergeArgs(clients, merged)), err.toString());
        assertTrue(out.toString().startsWith("echosoap merge: 3 clients of one plan (6 connections), began measuring "
                + "2 ms apart (each on its own host's clock)"), out.toString());
        assertTrue(out.toString().contains("EchoFloat               450"), out.toString());
        assertTrue(out.toString().contains("per-message cost of EchoFloat over null: "), out.toString());
        assertTrue(out.toString().contains("merged: " + merged.resolve("result.json").toAbsolutePath()), out.toString());
        assertTrue(Files.readString(merged.resolve("result.csv")).lines().count() == 3);

        ResultSchema.read(merged.resolve("result.json"));
        ResultFile read = ResultFile.read(merged.resolve("result.json"));
        assertEquals(6, read.settings().connections());
        assertEquals(6, read.runs().get(1).unitMeansMicros().size(), "every client's blocks are units");

        Path compared = dir.resolve("compare");
        StringWriter cOut = new StringWriter();
        StringWriter cErr = new StringWriter();
        assertEquals(0, run(cOut, cErr, "compare", clients.get(0).resolve("result.json").toString(),
                merged.resolve("result.json").toString(), "--label-a", "client-0", "--label-b", "merged",
                "--out", compared.toString()), cErr.toString());
        JsonNode compare = new ObjectMapper().readTree(compared.resolve("compare.json").toFile());
        assertTrue(compare.get("rows").size() >= 3, compare.toString());
        assertTrue(cOut.toString().contains("EchoFloat"), cOut.toString());

        Path html = dir.resolve("report.html");
        StringWriter rErr = new StringWriter();
        assertEquals(0, run(new StringWriter(), rErr, "report", merged.toString(), compared.toString(),
                "--out", html.toString()), rErr.toString());
        String page = Files.readString(html);
        assertTrue(page.contains("host-0, host-1, host-2"), "the header names every client host");
        assertTrue(page.contains("EchoFloat"));
    }

    @Test
    void refusesAnExistingResultWithoutForceAndAnInputAsOut(@TempDir Path dir) throws Exception {
        List<Path> clients = MergeFixtures.write(dir);
        Path merged = dir.resolve("merged");
        assertEquals(0, run(new StringWriter(), new StringWriter(), mergeArgs(clients, merged)));
        StringWriter err = new StringWriter();
        assertEquals(Main.EXIT_USAGE, run(new StringWriter(), err, mergeArgs(clients, merged)));
        assertEquals("echosoap merge: " + merged.resolve("result.json") + " exists; use --force to overwrite or choose "
                + "another --out", err.toString().strip());
        assertEquals(0, run(new StringWriter(), new StringWriter(), mergeArgs(clients, merged, "--force")));
        StringWriter intoInput = new StringWriter();
        assertEquals(Main.EXIT_USAGE, run(new StringWriter(), intoInput, mergeArgs(clients, clients.get(1), "--force")));
        assertTrue(intoInput.toString().strip().endsWith("is one of the inputs: give the merged result a directory of "
                + "its own"), intoInput.toString());
        assertTrue(Files.readString(clients.get(1).resolve("result.json")).contains("\"share\""), "left as it was");
    }

    @Test
    void allowMissingMergesTheRestMarkedIncompleteAndExitsOne(@TempDir Path dir) throws Exception {
        List<Path> clients = MergeFixtures.write(dir);
        Path merged = dir.resolve("merged");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(Main.EXIT_MEASUREMENT_FAILED, run(out, err, mergeArgs(List.of(clients.get(0), clients.get(2)),
                merged, "--allow-missing")), err.toString());
        assertTrue(out.toString().startsWith("INCOMPLETE merge: share 1/3 missing (no result): the figures cover 2 of "
                + "the plan's 3 shares (4 of its 6 connections)\n"), out.toString());
        JsonNode result = ResultSchema.read(merged.resolve("result.json"));
        assertFalse(result.get("complete").asBoolean());
        assertEquals("1/3", result.get("merged").get("missingShares").get(0).asText());
        ResultFile read = ResultFile.read(merged.resolve("result.json"));
        assertFalse(read.complete(), "compare, pool and report read it as incomplete");
        assertTrue(read.abortReason().startsWith("share 1/3 missing"), read.abortReason());

        StringWriter refusedErr = new StringWriter();
        assertEquals(Main.EXIT_USAGE, run(new StringWriter(), refusedErr, mergeArgs(List.of(clients.get(0)),
                dir.resolve("refused"))));
        assertEquals("echosoap merge: shares 1/3, 2/3 missing: the plan has 3 clients and merge adds all of them (give "
                + "every client's result, or --allow-missing to merge the rest marked incomplete)",
                refusedErr.toString().strip());
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        List<Path> clients = MergeFixtures.write(dir);
        for (String[] args : List.of(
                mergeArgs(clients.subList(0, 2), dir.resolve("a")),
                mergeArgs(List.of(clients.get(0), dir.resolve("missing")), dir.resolve("b")),
                new String[] {"merge", clients.get(0).toString(), "--out", dir.resolve("c").toString()},
                new String[] {"merge", clients.get(0).toString(), clients.get(1).toString()})) {
            StringWriter err = new StringWriter();
            assertEquals(Main.EXIT_USAGE, run(new StringWriter(), err, args), String.join(" ", args));
            assertEquals(1, err.toString().strip().lines().count(), err.toString());
        }
        assertFalse(Files.exists(dir.resolve("a")), "nothing written for inputs that do not merge");
    }
}
