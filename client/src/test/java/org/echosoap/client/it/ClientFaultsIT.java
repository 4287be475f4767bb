package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Faults never lose what the client measured, proven with the real client jar as its own process against
 * the real Tomcat: a target that is down, a server killed mid-run, Ctrl-C and SIGTERM, an existing result in
 * {@code --out}, a corrupt result given to {@code compare}.
 *
 * <p>Runs are short (300 ms blocks, one connection, no warm-up or priming) and every wait is bounded. "After the
 * first rounds" is known exactly: {@link ClientProcess#awaitRoundsFinished} reads the lines of {@code --log-rounds}.
 */
@ExtendWith(ClientServer.class)
class ClientFaultsIT {

    private static final Duration CLIENT_LIMIT = Duration.ofSeconds(90);
    private static final Duration TRIALS_LIMIT = Duration.ofSeconds(60);
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A multi-trial run of EchoFloat and its baseline that takes ~12 s unless something stops it. */
    private static List<String> longRun(String target, Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("run", "--target", target, "--scenario", "echoFloat",
                "--connections", "1", "--repeat", "20", "--warmup", "0s", "--prime", "0s", "--duration", "300ms",
                "--log-rounds", "--out", out.toString(), "--force"));
        args.addAll(List.of(more));
        return args;
    }

    private static Path outDir(String name) throws IOException {
        Path out = ItPaths.root().resolve("client/target/it-results/faults-" + name);
        deleteTree(out);
        return out;
    }

    @Test
    void serverNotRunningIsOneLineExitOneAndNothingWritten() throws Exception {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0)) {
            closedPort = s.getLocalPort();
        }
        Path out = outDir("down");
        ClientProcess.Outcome o = ClientProcess.run(CLIENT_LIMIT, longRun("http://127.0.0.1:" + closedPort + "/echosoap",
                out).toArray(String[]::new));
        assertEquals(1, o.exitCode(), o.stderr());
        assertEquals(1, o.stderr().strip().lines().count(), "one line: " + o.stderr());
        assertTrue(o.stderr().startsWith("echosoap run: target http://127.0.0.1:" + closedPort), o.stderr());
        assertTrue(o.stderr().contains("does not answer"), o.stderr());
        assertNoStackTrace(o);
        assertFalse(Files.exists(out), "nothing written, not even the directory: " + out);
    }

    @Test
    void serverKilledMidRunKeepsTheTrialsMeasuredBeforeAndCountsTheErrors() throws Exception {
        Path out = outDir("killed");
        // Its own Tomcat: this test kills it.
        try (EchosoapServer doomed = EchosoapServer.start(ItPaths.root().resolve("client/target/it-server-killed"))) {
            ClientProcess client = ClientProcess.start(longRun(doomed.uri("").toString(), out,
                    "--max-errors", "25").toArray(String[]::new));
            try {
                client.awaitRoundsFinished(2, TRIALS_LIMIT); // two rounds: two blocks of each endpoint
                ProcessHandle tomcat = ProcessHandle.of(doomed.pid()).orElseThrow();
                tomcat.destroyForcibly(); // SIGKILL: no orderly shutdown, connections reset
                tomcat.onExit().get(30, TimeUnit.SECONDS);
                ClientProcess.Outcome o = client.awaitExit(CLIENT_LIMIT);

                assertEquals(1, o.exitCode(), o.stdout() + o.stderr());
                assertNoStackTrace(o);
                JsonNode r = readResult(out);
                assertFalse(r.get("complete").asBoolean());
                // Wherever the kill lands (a measured window or the warm-up between blocks), the refused reconnect
                // of a kept connection stops the run at once: the server is gone, or restarted (a new JVM, whose
                // figures would be no part of this run), never counted up to --max-errors.
                String reason = r.get("abortReason").asText();
                assertTrue(reason.startsWith("target stopped answering: cannot connect"), reason);
                assertTrue(o.stdout().contains("INCOMPLETE run: target stopped"), o.stdout());
                String last = o.stderr().strip().lines().reduce((a, b) -> b).orElse("");
                assertTrue(last.startsWith("echosoap run: stopped early: target stopped answering: cannot connect")
                        && last.endsWith(out.resolve("result.json").toAbsolutePath() + ", marked incomplete"),
                        "the run ends with one line that says why and where its results are: " + o.stderr());
                long errors = 0;
                for (String endpoint : List.of("null", "EchoFloat")) {
                    JsonNode run = run(r, endpoint);
                    assertTrue(measuredTrials(run) >= 1, endpoint + ": the trial before the kill is kept\n" + run);
                    errors += run.get("errors").asLong();
                    assertEquals(run.get("errors").asLong(), sumOverTrials(run, "errors"),
                            endpoint + ": errors are counted per trial and add up");
                    long byKind = 0;
                    for (var kind : iterable(run.get("errorsByKind").fields())) {
                        assertTrue(Set.of("connect", "connection", "timeout").contains(kind.getKey()),
                                "a dead server gives connect/connection errors, not " + kind.getKey());
                        assertFalse(kind.getValue().get("firstReason").asText().contains("\tat "));
                        byKind += kind.getValue().get("count").asLong();
                    }
                    assertEquals(run.get("errors").asLong(), byKind, endpoint + ": every error has its kind");
                }
                assertTrue(errors < 25, "stopped at the first refused reconnect, not by --max-errors: " + errors);
                assertTrue(r.get("costs").size() >= 1, "the pairs measured before the kill give the cost: " + r.get("warnings"));
                assertNoTempFiles(out);
            } finally {
                client.destroyIfAlive();
            }
        }
    }

    @ParameterizedTest(name = "SIG{0} -> exit {1}")
    @CsvSource({"INT, 130", "TERM, 143"})
    void aSignalFlushesThePartialResultAndExitsWithItsCode(String signal, int expectedExit, EchosoapServer server)
            throws Exception {
        if (signal.equals("INT")) {
            ClientProcess.requireSigintNotIgnored();
        }
        Path out = outDir("sig" + signal);
        ClientProcess client = ClientProcess.start(longRun(server.uri("").toString(), out).toArray(String[]::new));
        try {
            client.awaitRoundsFinished(2, TRIALS_LIMIT);
            client.signal(signal);
            ClientProcess.Outcome o = client.awaitExit(Duration.ofSeconds(30));

            assertEquals(expectedExit, o.exitCode(), o.stdout() + o.stderr());
            assertNoStackTrace(o);
            JsonNode r = readResult(out); // parseable: written whole, then renamed
            assertEquals("echosoap-result/2", r.get("schema").asText());
            assertFalse(r.get("complete").asBoolean());
            assertEquals("interrupted by a signal", r.get("abortReason").asText());
            for (String endpoint : List.of("null", "EchoFloat")) {
                JsonNode run = run(r, endpoint);
                assertTrue(measuredTrials(run) >= 1, endpoint + ": the finished trial is kept\n" + run);
                assertTrue(run.get("latencyMicros").get("count").asLong() > 0, endpoint + " has measured requests");
                assertTrue(sumOverTrials(run, "requests") > 0);
            }
            assertTrue(Files.readAllLines(out.resolve("result.csv")).size() >= 3, "csv: header + 2 rows");
            assertTrue(o.stdout().contains("INCOMPLETE run: interrupted by a signal"), o.stdout());
            assertNoTempFiles(out);
        } finally {
            client.destroyIfAlive();
        }
    }

    /**
     * Ctrl-C while the server hangs (frozen with SIGSTOP) and the default 30 s --timeout: the blocked request is cut,
     * not waited out, so the results are written before the signal handler gives up (15 s).
     */
    @ParameterizedTest(name = "--transport {0}")
    @CsvSource({"nio", "core", "httpclient"})
    void aSignalWhileTheServerHangsStillFlushesTheResults(String transport, EchosoapServer server) throws Exception {
        ClientProcess.requireSigintNotIgnored();
        Path out = outDir("hang-" + transport);
        ClientProcess client = ClientProcess.start(longRun(server.uri("").toString(), out,
                "--transport", transport).toArray(String[]::new));
        ClientProcess.Outcome o;
        long signalledNanos;
        try {
            client.awaitRoundsFinished(2, TRIALS_LIMIT);
            ClientProcess.sendSignal("STOP", server.pid());
            try {
                Thread.sleep(500); // the client's request now waits for an answer that does not come
                signalledNanos = System.nanoTime();
                client.signal("INT");
                o = client.awaitExit(Duration.ofSeconds(30));
            } finally {
                ClientProcess.sendSignal("CONT", server.pid()); // never leave the shared server frozen
            }
        } finally {
            client.destroyIfAlive();
        }
        long exitMillis = (System.nanoTime() - signalledNanos) / 1_000_000;
        assertEquals(130, o.exitCode(), o.stdout() + o.stderr());
        assertTrue(exitMillis < 10_000, "exited " + exitMillis + " ms after the signal, not after --timeout");
        assertNoStackTrace(o);
        JsonNode r = readResult(out);
        assertFalse(r.get("complete").asBoolean());
        for (String endpoint : List.of("null", "EchoFloat")) {
            assertTrue(measuredTrials(run(r, endpoint)) >= 1, endpoint + ": the finished trials are kept");
        }
        assertFalse(r.toString().contains("Socket closed"), "the cut request is not reported as an error: " + r);
    }

    @Test
    void anExistingResultIsKeptWithoutForceAndReplacedWithIt(EchosoapServer server) throws Exception {
        Path out = outDir("existing");
        Files.createDirectories(out);
        byte[] previous = "{\"schema\": \"echosoap-result/1\", \"runs\": [], \"keep\": true}\n".getBytes();
        Files.write(out.resolve("result.json"), previous);
        List<String> shortRun = List.of("run", "--target", server.uri("").toString(), "--scenario", "null",
                "--repeat", "1", "--warmup", "0s", "--prime", "0s", "--duration", "100ms", "--out", out.toString());

        ClientProcess.Outcome refused = ClientProcess.run(CLIENT_LIMIT, shortRun.toArray(String[]::new));
        assertEquals(2, refused.exitCode(), refused.stderr());
        assertEquals(1, refused.stderr().strip().lines().count(), "one line: " + refused.stderr());
        assertTrue(refused.stderr().contains(out.resolve("result.json") + " exists; use --force"), refused.stderr());
        assertNoStackTrace(refused);
        assertArrayEquals(previous, Files.readAllBytes(out.resolve("result.json")), "the old result is untouched");

        List<String> forced = new ArrayList<>(shortRun);
        forced.add("--force");
        ClientProcess.Outcome replaced = ClientProcess.run(CLIENT_LIMIT, forced.toArray(String[]::new));
        assertEquals(0, replaced.exitCode(), replaced.stdout() + replaced.stderr());
        JsonNode r = readResult(out);
        assertFalse(r.has("keep"), "replaced by the new result");
        assertTrue(r.get("complete").asBoolean());
        assertEquals(1, r.get("runs").size());
        assertNoTempFiles(out);
    }

    @Test
    void compareNamesACorruptOrTruncatedResultInOneLine(EchosoapServer server) throws Exception {
        Path good = outDir("compare-good");
        ClientProcess.Outcome measured = ClientProcess.run(CLIENT_LIMIT, "run", "--target", server.uri("").toString(),
                "--scenario", "null", "--repeat", "1", "--warmup", "0s", "--prime", "0s", "--duration", "100ms",
                "--out", good.toString());
        assertEquals(0, measured.exitCode(), measured.stdout() + measured.stderr());
        Path goodJson = good.resolve("result.json");
        byte[] whole = Files.readAllBytes(goodJson);

        Path bad = outDir("compare-bad");
        Files.createDirectories(bad);
        Path truncated = bad.resolve("truncated.json");
        Files.write(truncated, Arrays.copyOf(whole, whole.length / 2)); // a copy cut short mid-file
        Path garbage = bad.resolve("garbage.json");
        Files.write(garbage, new byte[] {'P', 'K', 3, 4, 0, 0, (byte) 0xff, 'x'});
        Path empty = bad.resolve("empty.json");
        Files.write(empty, new byte[0]);

        for (Path corrupt : List.of(truncated, garbage, empty)) {
            for (boolean first : List.of(true, false)) {
                Path a = first ? corrupt : goodJson;
                Path b = first ? goodJson : corrupt;
                ClientProcess.Outcome o = ClientProcess.run(CLIENT_LIMIT, "compare", a.toString(), b.toString(),
                        "--out", bad.resolve("cmp").toString(), "--force");
                assertEquals(2, o.exitCode(), corrupt + ": " + o.stdout() + o.stderr());
                assertEquals(1, o.stderr().strip().lines().count(), "one line: " + o.stderr());
                assertTrue(o.stderr().startsWith("echosoap compare: " + corrupt + " is not an echosoap result ("),
                        o.stderr());
                assertNoStackTrace(o);
                assertFalse(Files.exists(bad.resolve("cmp/compare.json")), "nothing compared");
            }
        }
        ClientProcess.Outcome o = ClientProcess.run(CLIENT_LIMIT, "compare", truncated.toString(), goodJson.toString());
        assertTrue(o.stderr().contains("(truncated JSON at line "), o.stderr());
        assertArrayEquals(whole, Files.readAllBytes(goodJson), "compare never touches its inputs");
    }

    // ---------------------------------------------------------------- helpers

    static void assertNoStackTrace(ClientProcess.Outcome o) {
        for (String text : List.of(o.stdout(), o.stderr())) {
            assertFalse(text.contains("\tat ") || text.contains("Exception in thread") || text.contains("Caused by:"),
                    "no stack trace:\n" + text);
        }
    }

    static JsonNode readResult(Path out) throws IOException {
        Path json = out.resolve("result.json");
        assertTrue(Files.isRegularFile(json), "result.json written to " + out);
        return ResultSchema.read(json);
    }

    static JsonNode run(JsonNode result, String endpoint) {
        for (JsonNode run : result.get("runs")) {
            if (run.get("endpoint").asText().equals(endpoint)) {
                return run;
            }
        }
        throw new AssertionError("no run of " + endpoint + " in " + result.get("runs"));
    }

    /** Blocks that ran to their end with at least one measured request. */
    static long measuredTrials(JsonNode run) {
        long n = 0;
        for (JsonNode t : run.get("blocks")) {
            if (!t.get("partial").asBoolean() && t.get("requests").asLong() > 0) {
                n++;
            }
        }
        return n;
    }

    static long sumOverTrials(JsonNode run, String key) {
        long sum = 0;
        for (JsonNode t : run.get("blocks")) {
            sum += t.get(key).asLong();
        }
        return sum;
    }

    /** AtomicFiles writes beside the target and renames: no temporary file may survive. */
    static void assertNoTempFiles(Path out) throws IOException {
        try (Stream<Path> files = Files.list(out)) {
            List<String> left = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList();
            assertTrue(left.isEmpty(), "temporary files left in " + out + ": " + left);
        }
    }

    private static <T> Iterable<T> iterable(java.util.Iterator<T> it) {
        return () -> it;
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
