package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The plan of several clients, end to end on one machine: a real server (the launcher's {@code server start})
 * in a server host, three client processes (the client jar) in three client hosts of their own
 * ({@code conf/testhosts/clienthosts.sh}: network namespaces on a bridge in 10.78.0.0/24, nothing else reachable),
 * each {@code run --share i/3} with one {@code --start-at} a few seconds ahead, then {@code merge}. The merged
 * throughput must be the sum of the three, its counts the sums, its percentiles those of the three histograms added,
 * and the start skew reported and small (the namespaces share this machine's clock: only scheduling delays remain).
 * Needs root: tagged {@code root}, skipped without it. The test hosts and the server are removed even on failure.
 */
@Tag("root")
class MultiClientIT {

    private static final int CLIENTS = 3;
    private static final int PORT = 8080;
    /** Time for three client JVMs to start and pass their preflight before the shared start, on a busy 2-core VM. */
    private static final Duration START_AHEAD = Duration.ofSeconds(12);
    private static final Duration LIMIT = Duration.ofSeconds(120);

    private final Path hosts = ItPaths.root().resolve("conf/testhosts/clienthosts.sh");
    private final Path out = ItPaths.root().resolve("client/target/it-multiclient");
    private final Path serverBase = ItPaths.root().resolve("client/target/it-multiclient-server");

    @Test
    void threeClientsInTheirOwnHostsMergeIntoTheSumOfThem() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root for network namespaces");
        deleteRecursively(out);
        List<ClientProcess> clients = new ArrayList<>();
        try {
            script(Duration.ofSeconds(30), "up", Integer.toString(CLIENTS));
            String address = script(Duration.ofSeconds(10), "address").strip();
            startServer(address);
            String target = "http://" + address + ":" + PORT + "/echosoap";
            String startAt = Instant.now().plus(START_AHEAD).truncatedTo(ChronoUnit.SECONDS).toString();
            for (int i = 0; i < CLIENTS; i++) {
                clients.add(ClientProcess.startIn(List.of(hosts.toString(), "client", Integer.toString(i)),
                        "run", "--target", target, "--connections", "3", "--share", i + "/" + CLIENTS,
                        "--start-at", startAt, "--prime", "300ms", "--repeat", "3", "--duration", "200ms",
                        "--out", out.resolve("client-" + i).toString(), "--quiet"));
            }
            for (int i = 0; i < CLIENTS; i++) {
                ClientProcess.Outcome o = clients.get(i).awaitExit(LIMIT);
                assertEquals(0, o.exitCode(), "client " + i + ":\n" + o.stdout() + o.stderr());
                assertTrue(o.stderr().contains("echosoap: waiting "), "each client waited for the shared start: " + o.stderr());
            }
            List<String> merge = new ArrayList<>(List.of("merge"));
            for (int i = 0; i < CLIENTS; i++) {
                merge.add(out.resolve("client-" + i).toString());
            }
            merge.addAll(List.of("--out", out.resolve("merged").toString()));
            ClientProcess.Outcome merged = ClientProcess.run(LIMIT, merge.toArray(String[]::new));
            assertEquals(0, merged.exitCode(), merged.stdout() + merged.stderr());
            assertTrue(merged.stdout().contains("echosoap merge: 3 clients of one plan (3 connections), began measuring "),
                    merged.stdout());
            check(startAt);
        } finally {
            clients.forEach(ClientProcess::destroyIfAlive);
            Launcher.run("server", "stop", "--base", serverBase.toString());
            script(Duration.ofSeconds(30), "down");
        }
        String namespaces = command(Duration.ofSeconds(10), "ip", "netns", "list");
        assertFalse(namespaces.contains("echosoap-mc-"), "leftover test hosts: " + namespaces);
    }

    private void check(String startAt) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> results = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            JsonNode r = ResultSchema.read(out.resolve("client-" + i).resolve("result.json"));
            assertEquals(i, r.get("settings").get("share").get("index").asInt());
            assertEquals(1, r.get("settings").get("connections").asInt(), "3 connections over 3 clients");
            assertEquals("echosoap-client" + i, r.get("environment").get("clientHost").asText(), "its own host");
            assertEquals(startAt, r.get("environment").get("scheduledStartAt").asText());
            results.add(r);
        }
        JsonNode merged = ResultSchema.read(out.resolve("merged/result.json"));
        assertEquals(3, merged.get("settings").get("connections").asInt());
        JsonNode runs = merged.get("runs");
        assertEquals(results.get(0).get("runs").size(), runs.size());
        for (int e = 0; e < runs.size(); e++) {
            JsonNode run = runs.get(e);
            String name = run.get("endpoint").asText();
            double throughput = 0;
            long count = 0;
            long sent = 0;
            Histogram added = null;
            for (JsonNode r : results) {
                JsonNode own = r.get("runs").get(e);
                assertEquals(name, own.get("endpoint").asText());
                throughput += own.get("throughputPerSec").asDouble();
                count += own.get("latencyMicros").get("count").asLong();
                sent += own.get("requestsSent").asLong();
                Histogram h = decode(own.get("histogram").asText());
                if (added == null) {
                    added = h;
                } else {
                    added.add(h); // HdrHistogram's own add, not merge's code path
                }
            }
            assertEquals(throughput, run.get("throughputPerSec").asDouble(), 0.005, name + ": the sum of the clients'");
            assertTrue(throughput > 0, name);
            assertEquals(count, run.get("latencyMicros").get("count").asLong(), name);
            assertEquals(sent, run.get("requestsSent").asLong(), name);
            assertEquals(added.getValueAtPercentile(50), run.get("latencyMicros").get("p50").asDouble(), 0.0, name + " p50");
            assertEquals(added.getValueAtPercentile(99), run.get("latencyMicros").get("p99").asDouble(), 0.0, name + " p99");
            assertEquals(added.getMaxValue(), run.get("latencyMicros").get("max").asDouble(), 0.0, name + " max");
            assertEquals(CLIENTS * 3, run.get("blocks").size(), name + ": 3 rounds of each client");
        }
        JsonNode cost = merged.get("costs").get(0);
        assertEquals(CLIENTS * 3, cost.get("pairs").asInt(), "every client's pairs");
        JsonNode skew = merged.get("merged").get("startSkewMillis");
        assertTrue(skew.isIntegralNumber(), "reported: " + merged.get("merged"));
        // One machine's clock: only each client's wake-up delay remains (measured 0-3 ms; generous for a loaded VM).
        assertTrue(skew.asLong() >= 0 && skew.asLong() < 1_000, "start skew " + skew + " ms");
        for (JsonNode c : merged.get("merged").get("clients")) {
            assertTrue(c.get("startLateMillis").asLong() >= 0, "no client began before the shared start: " + c);
        }
    }

    private static Histogram decode(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
        } catch (java.util.zip.DataFormatException e) {
            throw new AssertionError("not a compressed histogram", e);
        }
    }

    /** {@code echosoap server start} inside the server host, listening on its bridge address. */
    private void startServer(String address) throws IOException, InterruptedException {
        Path log = Files.createDirectories(out).resolve("server-start.log");
        ProcessBuilder pb = new ProcessBuilder(hosts.toString(), "server", ItPaths.launcher().toString(), "server",
                "start", "--host", address, "--port", Integer.toString(PORT), "--base", serverBase.toString(),
                "--no-rpc")
                .directory(ItPaths.root().toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                // A file, not a pipe: Tomcat, forked by catalina.sh, must never hold a pipe of ours open.
                .redirectOutput(log.toFile()).redirectErrorStream(true);
        pb.environment().put("ECHOSOAP_NO_BUILD", "1");
        Process p = pb.start();
        if (!p.waitFor(Launcher.DEFAULT_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("server start did not finish: " + Files.readString(log));
        }
        assertEquals(0, p.exitValue(), "server start in the server host: " + Files.readString(log));
    }

    private String script(Duration limit, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(hosts.toString()));
        cmd.addAll(List.of(args));
        return command(limit, cmd.toArray(String[]::new));
    }

    private static String command(Duration limit, String... cmd) throws IOException, InterruptedException {
        // Output to a file, so that the wait is bounded even if the command hangs.
        Path output = Files.createTempFile("multiclient-command", ".txt");
        Process p = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(output.toFile()).redirectErrorStream(true).start();
        if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(String.join(" ", cmd) + " did not finish within " + limit);
        }
        String text = Files.readString(output, StandardCharsets.UTF_8);
        Files.delete(output);
        assertEquals(0, p.exitValue(), String.join(" ", cmd) + ": " + text);
        return text;
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
