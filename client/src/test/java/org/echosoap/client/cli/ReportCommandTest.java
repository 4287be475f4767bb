package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.report.html.ReportFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code echosoap report}: writes the page from real results; every unusable input is one line naming it, exit 2. */
class ReportCommandTest {

    @TempDir
    Path dir;

    private record Outcome(int exitCode, String out, String err) {
    }

    private static Outcome run(Object... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        List<String> a = new ArrayList<>(List.of("report"));
        for (Object o : args) {
            a.add(o.toString());
        }
        int code = cl.execute(a.toArray(String[]::new));
        return new Outcome(code, out.toString(), err.toString());
    }

    private Path file(String name, String content) throws Exception {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, content);
        return p;
    }

    private static void assertOneLineError(Outcome o, String... parts) {
        assertEquals(Main.EXIT_USAGE, o.exitCode(), o.err());
        assertEquals(1, o.err().lines().count(), "one line: " + o.err());
        assertTrue(o.err().startsWith("echosoap report: "), o.err());
        for (String part : parts) {
            assertTrue(o.err().contains(part), "'" + part + "' in: " + o.err());
        }
        assertFalse(o.err().contains("Exception"), "no exception names: " + o.err());
    }

    @Test
    void writesTheReportFromResultAndCompareDirectories() throws Exception {
        Path html = dir.resolve("report.html");
        Outcome o = run(ReportFixtures.dir("demo"), ReportFixtures.dir("crosshost/compare"), "--out", html);
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(o.out().contains(html.toString()), o.out());
        String page = Files.readString(html);
        assertTrue(page.startsWith("<!DOCTYPE html>"));
        assertTrue(page.contains("same-host vs cross-host"));
    }

    @Test
    void linksAProfilesFlameGraphRelativeToWhereTheReportIsWritten() throws Exception {
        // The demo's result with a profile entry as run --profile writes it, its flame graph next to result.json.
        String demo = Files.readString(ReportFixtures.dir("demo").resolve("result.json"));
        com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode root =
                (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(demo);
        root.putArray("profiles").addObject().put("scenario", "echoFloat").put("stack", "axis2").putNull("problem")
                .put("sampler", "jdk.ExecutionSample").put("samplingMillis", 10).put("flameGraph", "flame.html");
        Path result = file("runs/profiled/result.json", mapper.writeValueAsString(root));
        file("runs/profiled/flame.html", "<!DOCTYPE html><title>flame</title>");
        Path html = dir.resolve("reports/today/report.html");
        Files.createDirectories(html.getParent());
        Outcome o = run(result.getParent(), "--out", html);
        assertEquals(0, o.exitCode(), o.err());
        String page = Files.readString(html);
        assertTrue(page.contains("<a href=\"../../runs/profiled/flame.html\">flame graph</a>"), page);
    }

    @Test
    void withoutOutTheReportGoesBesideItsInputAndIsRewrittenEachTime() throws Exception {
        Path demo = dir.resolve("demo");
        Files.createDirectories(demo);
        try (var files = Files.list(ReportFixtures.dir("demo"))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Files.copy(f, demo.resolve(f.getFileName()));
            }
        }
        Outcome first = run(demo);
        assertEquals(0, first.exitCode(), first.err());
        assertEquals("report: " + demo.resolve("report.html").toAbsolutePath().normalize() + "\n", first.out());
        Outcome again = run(demo.resolve("result.json"));
        assertEquals(0, again.exitCode(), "the default report is rewritten without --force: " + again.err());
        assertTrue(Files.readString(demo.resolve("report.html")).contains("<html"));
    }

    @Test
    void refusesToOverwriteWithoutForce() throws Exception {
        Path html = file("report.html", "mine");
        assertOneLineError(run(ReportFixtures.dir("demo"), "--out", html), "exists", "--force");
        assertEquals("mine", Files.readString(html));
        assertEquals(0, run(ReportFixtures.dir("demo"), "--out", html, "--force").exitCode());
    }

    @Test
    void truncatedResult() throws Exception {
        String demo = Files.readString(ReportFixtures.dir("demo").resolve("result.json"));
        Path cut = file("cut/result.json", demo.substring(0, demo.length() / 2));
        assertOneLineError(run(cut.getParent(), "--out", dir.resolve("r.html")), cut.toString(), "truncated JSON");
        assertFalse(Files.exists(dir.resolve("r.html")), "no report from a bad input");
    }

    @Test
    void notAnEchosoapFile() throws Exception {
        Path jmh = file("jmh/result.json", "[{\"benchmark\":\"x\"}]");
        assertOneLineError(run(jmh, "--out", dir.resolve("r.html")), jmh.toString(), "not an echosoap result");
        Path binary = file("bin/result.json", "\u0000\u0001garbage");
        assertOneLineError(run(binary, "--out", dir.resolve("r.html")), binary.toString());
    }

    @Test
    void truncatedOrWrongCompare() throws Exception {
        Path cut = file("cmp/compare.json", "{\"schema\": \"echosoap-compare/1\", \"rows\": [");
        assertOneLineError(run(cut.getParent(), "--out", dir.resolve("r.html")), cut.toString(), "truncated JSON");
        Path noRows = file("cmp2/compare.json", "{\"schema\": \"echosoap-compare/1\", \"rows\": 3}");
        assertOneLineError(run(noRows.getParent(), "--out", dir.resolve("r.html")), noRows.toString(), "rows");
    }

    @Test
    void missingOrEmptyInputs() throws Exception {
        assertOneLineError(run(dir.resolve("nowhere"), "--out", dir.resolve("r.html")), "nowhere", "does not exist");
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertOneLineError(run(empty, "--out", dir.resolve("r.html")), empty.toString(),
                "neither result.json nor compare.json");
        assertEquals(Main.EXIT_USAGE, run().exitCode(), "at least one input");
    }

    @Test
    void aCompareWhoseResultsAreGoneStillReports() throws Exception {
        Path compare = file("lonely/compare.json",
                Files.readString(ReportFixtures.dir("crosshost/compare").resolve("compare.json"))
                        .replace("target/echosoap-crosshost/", "/nonexistent-echosoap/"));
        Path html = dir.resolve("r.html");
        assertEquals(0, run(compare.getParent(), "--out", html).exitCode());
        assertTrue(Files.readString(html).contains("which is not there any more"));
    }
}
