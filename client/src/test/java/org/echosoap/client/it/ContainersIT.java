package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * echosoap's images built and run on a real Docker (Debian's docker.io 20.10, dockerd without iptables or a default
 * bridge: docker/dockerd.sh): both images built from a Docker without them, on the bases docker/bases/build-bases.sh
 * makes from Debian's packages (kept in the image store between runs, as the cache), the server healthy, the client
 * measuring it across a bridge network of ours; {@code ./echosoap crosshost --containers}; {@code ./echosoap swarm
 * --clients 3} merged exactly. Tagged {@code docker}; runs only where {@code ECHOSOAP_DOCKER_TESTS=1} (.ci/run sets
 * it once a daemon answers) and then fails, never skips, without Docker. Every container, network and stack it makes
 * is removed, on failure too.
 */
@Tag("docker")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ContainersIT {

    private static final Path ROOT = ItPaths.root();
    private static final String NETWORK = "echosoap-it-net";
    private static final String SERVER = "echosoap-it-server";
    private static final String CLIENT = "echosoap-it-client";
    private static final String LATE_CLIENT = "echosoap-it-late";

    @BeforeAll
    static void onlyWhereAsked() {
        assumeTrue("1".equals(System.getenv("ECHOSOAP_DOCKER_TESTS")),
                "container tests run with ECHOSOAP_DOCKER_TESTS=1 (.ci/run sets it once dockerd answers)");
    }

    record Run(int status, String output) {
    }

    static Run exec(Duration limit, String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        var text = new java.util.concurrent.CompletableFuture<String>();
        Thread reader = new Thread(() -> {
            try {
                text.complete(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                text.complete(e.toString());
            }
        });
        reader.start();
        if (!p.waitFor(limit.toSeconds(), TimeUnit.SECONDS)) {
            p.destroyForcibly();
            reader.join(5000);
            throw new AssertionError(String.join(" ", command) + " took more than " + limit);
        }
        reader.join();
        return new Run(p.exitValue(), text.join());
    }

    static Run docker(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("docker"));
        command.addAll(List.of(args));
        return exec(Duration.ofMinutes(5), command.toArray(String[]::new));
    }

    private static Run buildImages(Duration limit) throws IOException, InterruptedException {
        return exec(limit, ROOT.resolve("docker/build-images.sh").toString(), "--bases", "debian");
    }

    static void removeOurs() throws IOException, InterruptedException {
        docker("rm", "-f", CLIENT, LATE_CLIENT, SERVER);
        docker("network", "rm", NETWORK);
    }

    /**
     * From a Docker without echosoap's images (the bases are kept: they are the cache), both build (and, their inputs
     * unchanged, are not built again), carry their base,
     * run as uid 10001 with a UTF-8 locale; the server becomes healthy and the client measures it across a bridge;
     * a client whose share starts after the shared start refuses in one line.
     */
    @Test
    @Order(1)
    void bothImagesBuildFromACleanDockerAndTheClientMeasuresTheServerAcrossABridge() throws Exception {
        removeOurs();
        docker("rmi", "-f", "echosoap-server:dev", "echosoap-client:dev");
        Run build = buildImages(Duration.ofMinutes(20));
        assertEquals(0, build.status(), build.output());
        assertTrue(build.output().contains("built echosoap-server:dev on echosoap-bases/tomcat:"), build.output());
        // Built again from the same inputs, neither image is: each label holds what it is made of.
        Run again = buildImages(Duration.ofMinutes(5));
        assertEquals(0, again.status(), again.output());
        for (String image : List.of("echosoap-server:dev", "echosoap-client:dev")) {
            assertTrue(again.output().contains("have " + image + " on echosoap-bases/"), again.output());
        }
        assertFalse(again.output().contains("built "), again.output());
        for (String image : List.of("echosoap-server:dev", "echosoap-client:dev")) {
            Run inspect = docker("image", "inspect", "-f",
                    "{{.Config.User}} {{index .Config.Labels \"org.echosoap.base-image\"}} {{json .Config.Env}}", image);
            assertEquals(0, inspect.status(), inspect.output());
            assertTrue(inspect.output().startsWith("10001:10001 echosoap-bases/"), image + ": " + inspect.output());
            assertTrue(inspect.output().contains("LANG=C.UTF-8"), image + ": " + inspect.output());
        }
        try {
            assertEquals(0, docker("network", "create", "--subnet", "10.79.234.0/24", NETWORK).status());
            Run server = docker("run", "-d", "--name", SERVER, "--network", NETWORK, "--ip", "10.79.234.2",
                    "echosoap-server:dev");
            assertEquals(0, server.status(), server.output());
            awaitHealthy(SERVER);
            Run client = docker("run", "--name", CLIENT, "--network", NETWORK, "--ip", "10.79.234.3", "--hostname",
                    "it-client", "echosoap-client:dev", "run", "--target", "http://10.79.234.2:8080/echosoap",
                    "--prime", "1s", "--repeat", "2", "--warmup", "200ms", "--duration", "300ms", "--max-time", "20s",
                    "--out", "/results/it", "--force");
            assertEquals(0, client.status(), client.output());
            assertTrue(client.output().contains("µs"), "a UTF-8 locale: µ is not '?': " + client.output());
            assertFalse(client.output().contains("run history"), "no history to fail to write: " + client.output());
            Path out = ItPaths.moduleTarget().resolve("it-containers");
            deleteTree(out);
            Files.createDirectories(out);
            assertEquals(0, docker("cp", CLIENT + ":/results/it", out.resolve("it").toString()).status());
            JsonNode result = ResultSchema.read(out.resolve("it/result.json"));
            assertEquals("it-client", result.get("environment").get("clientHost").asText());
            assertTrue(result.get("runs").get(0).get("latencyMicros").get("count").asLong() > 0, result.toString());

            // A replica that starts after the shared start (the Indexed Job's and the stack's own command: --share
            // and --start-at) refuses in one line and measures nothing alone.
            Run late = docker("run", "--name", LATE_CLIENT, "--network", NETWORK, "echosoap-client:dev", "run",
                    "--target", "http://10.79.234.2:8080/echosoap", "--connections", "2", "--share", "1/2", "--start-at",
                    java.time.Instant.now().minusSeconds(30).toString(), "--prime", "1s", "--repeat", "2",
                    "--out", "/results/late", "--force");
            assertEquals(2, late.status(), late.output());
            assertTrue(late.output().contains("share 1/2 of the plan refuses to measure without the others"),
                    late.output());
            assertEquals(1, late.output().strip().lines().count(), "one line: " + late.output());
            assertFalse(late.output().contains("Exception"), late.output());
            assertTrue(docker("cp", LATE_CLIENT + ":/results/late", out.resolve("late").toString()).status() != 0,
                    "nothing measured, nothing written");
        } finally {
            removeOurs();
        }
    }

    /** Same host in the server's container network, cross host over the bridge on CPUs of its own, and the spin. */
    @Test
    @Order(2)
    void crosshostContainersComparesBothShapesAndTheSpin() throws Exception {
        Path out = ItPaths.moduleTarget().resolve("it-crosshost-containers");
        Launcher.Result r = Launcher.run(Duration.ofMinutes(10), "crosshost", "--containers", "--bases", "debian",
                "--out", out.toString(), "--prime", "1s", "--repeat", "2", "--warmup", "200ms", "--duration", "300ms",
                "--max-time", "15s");
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.stdout().contains("cross host (client container on CPUs 1, server on 0"), r.stdout());
        JsonNode same = ResultSchema.read(out.resolve("same-host/result.json"));
        JsonNode cross = ResultSchema.read(out.resolve("cross-host/result.json"));
        assertEquals("echosoap-client", cross.get("environment").get("clientHost").asText());
        assertEquals("echosoap-server", same.get("environment").get("clientHost").asText(), "in the server's network");
        assertEquals("10.79.233.2", cross.get("environment").get("targetHost").asText());
        ObjectMapper json = new ObjectMapper();
        for (String compare : List.of("compare", "compare-spin")) {
            JsonNode c = json.readTree(Files.readString(out.resolve(compare + "/compare.json")));
            long both = 0;
            for (JsonNode row : c.get("rows")) {
                if (row.hasNonNull("aMicros") && row.hasNonNull("bMicros")) {
                    both++;
                }
            }
            assertTrue(both >= 2, compare + ": rows with both shapes: " + c.get("rows"));
        }
        // The spin ran each side: the server's own clock sees at least its 300 µs in every spin request (the cost
        // over null itself is left to the benchmark: a 2-request block on a busy VM can read anything).
        for (String side : List.of("same-host-spin", "cross-host-spin")) {
            JsonNode spin = ResultSchema.read(out.resolve(side + "/result.json"));
            assertEquals("spin", spin.get("settings").get("scenario").asText(), side);
            boolean seen = false;
            for (JsonNode run : spin.get("runs")) {
                if (run.get("endpoint").asText().equals("spin")) {
                    seen = true;
                    assertTrue(run.get("serverAppMicros").get("mean").asDouble() >= 300, side + ": " + run.get("serverAppMicros"));
                }
            }
            assertTrue(seen, side + " has the spin endpoint");
        }
        assertNoneLeft("echosoap-xhost");
    }

    /** N = 3 replicas, each its share from its slot, one start; the merged counts are the clients' sums exactly. */
    @Test
    @Order(3)
    void swarmRunsThreeClientsAndMergesThemExactly() throws Exception {
        Path out = ItPaths.moduleTarget().resolve("it-swarm");
        String swarmBefore = docker("info", "--format", "{{.Swarm.LocalNodeState}}").output().strip();
        Launcher.Result r = Launcher.run(Duration.ofMinutes(10), "swarm", "--clients", "3", "--bases", "debian",
                "--out", out.toString(), "--prime", "2s", "--repeat", "3", "--duration", "200ms", "--warmup", "100ms");
        assertEquals(0, r.exitCode(), r.describe());
        JsonNode merged = ResultSchema.read(out.resolve("merged/result.json"));
        assertEquals(3, merged.get("merged").get("clientCount").asInt(), merged.get("merged").toString());
        List<JsonNode> clients = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            JsonNode c = ResultSchema.read(out.resolve("clients/client-" + i + "/result.json"));
            assertEquals(i, c.get("settings").get("share").get("index").asInt());
            assertEquals("echosoap-client-" + (i + 1), c.get("environment").get("clientHost").asText(), "slot " + (i + 1));
            clients.add(c);
        }
        for (int e = 0; e < merged.get("runs").size(); e++) {
            long count = 0;
            long sent = 0;
            for (JsonNode c : clients) {
                count += c.get("runs").get(e).get("latencyMicros").get("count").asLong();
                sent += c.get("runs").get(e).get("requestsSent").asLong();
            }
            JsonNode run = merged.get("runs").get(e);
            assertTrue(count > 0, run.get("endpoint").asText());
            assertEquals(count, run.get("latencyMicros").get("count").asLong(), run.get("endpoint").asText());
            assertEquals(sent, run.get("requestsSent").asLong(), run.get("endpoint").asText());
        }
        String swarm = docker("info", "--format", "{{.Swarm.LocalNodeState}}").output().strip();
        assertEquals(swarmBefore, swarm, "a one-node swarm the run made is left again");
        assertNoneLeft("echosoap_");
    }

    /**
     * Both faults on the orchestrator in one N = 3 run (one stack deployed, not two: this test's time is CI's):
     * client task 2 is killed (SIGKILL) mid-run and leaves no result; later the server container is restarted, and
     * the two other clients each stop at once with one line and keep what they measured, marked incomplete. The
     * launcher names the killed task's share, merges the two marked incomplete (the missing share named, the counts
     * theirs exactly), removes the stack and exits non-zero.
     */
    @Test
    @Order(4)
    void swarmMergesWhatSurvivesAKilledClientAndARestartedServer() throws Exception {
        Path out = ItPaths.moduleTarget().resolve("it-swarm-faults");
        var launcher = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return Launcher.run(Duration.ofMinutes(10), "swarm", "--clients", "3", "--bases", "debian", "--out",
                        out.toString(), "--prime", "2s", "--repeat", "40", "--duration", "200ms",
                        "--warmup", "100ms", "--log-rounds");
            } catch (IOException | InterruptedException e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        });
        String killed = awaitRound("echosoap_clients.2.", 2, launcher);
        assertEquals(0, docker("kill", killed).status(), "SIGKILL: the client writes nothing");
        String client = awaitRound("echosoap_clients.1.", 5, launcher);
        String server = docker("ps", "-q", "--filter", "label=com.docker.swarm.service.name=echosoap_echosoap-server")
                .output().strip();
        assertFalse(server.isEmpty(), "the server task's container");
        assertEquals(0, docker("restart", server).status());
        Launcher.Result r = launcher.get(10, TimeUnit.MINUTES);
        assertEquals(1, r.exitCode(), r.describe());
        assertFalse(r.stdout().contains("round 40 finished"), "stopped by the restart, not at the end: " + client);

        assertTrue(r.stderr().contains("echosoap swarm: client 1/3 (task echosoap_clients.2) did not complete: Failed")
                && r.stderr().contains("non-zero exit (137)") && r.stderr().contains("it wrote no result: merged "
                        + "without it"), r.stderr());
        assertFalse(Files.exists(out.resolve("clients/client-1/result.json")), "killed: no result");
        long stopLines = r.stdout().lines().filter(l -> l.startsWith("  echosoap run: stopped early: target stopped "
                + "answering: cannot connect to echosoap-server:8080")).count();
        assertEquals(2, stopLines, "each client that lived ends with one line: " + r.stdout());
        List<JsonNode> clients = new ArrayList<>();
        for (int i : new int[] {0, 2}) {
            JsonNode c = ResultSchema.read(out.resolve("clients/client-" + i + "/result.json"));
            assertFalse(c.get("complete").asBoolean(), "client " + i + ": " + c.get("abortReason"));
            assertTrue(c.get("abortReason").asText().startsWith("target stopped answering"), c.get("abortReason").asText());
            assertTrue(c.get("costs").size() >= 1, "client " + i + " keeps the pairs before the restart");
            clients.add(c);
        }

        assertTrue(r.stdout().contains("INCOMPLETE merge: share 1/3 missing (no result): the figures cover 2 of the "
                + "plan's 3 shares (2 of its 3 connections)"), r.stdout());
        JsonNode merged = ResultSchema.read(out.resolve("merged/result.json"));
        assertFalse(merged.get("complete").asBoolean());
        assertEquals("1/3", merged.get("merged").get("missingShares").get(0).asText());
        assertEquals(2, merged.get("merged").get("clientCount").asInt());
        assertTrue(merged.get("abortReason").asText().contains("client 0 (echosoap-client-1): target stopped answering"),
                merged.get("abortReason").asText());
        for (int e = 0; e < merged.get("runs").size(); e++) {
            long count = 0;
            for (JsonNode c : clients) {
                count += c.get("runs").get(e).get("latencyMicros").get("count").asLong();
            }
            assertEquals(count, merged.get("runs").get(e).get("latencyMicros").get("count").asLong(),
                    "the two clients' requests exactly");
        }
        assertNoneLeft("echosoap_");
    }

    /**
     * The container of the client task whose name starts with {@code task}, once its log says round {@code round}
     * finished (the clients run with --log-rounds).
     */
    private static String awaitRound(String task, int round, java.util.concurrent.Future<?> launcher) throws Exception {
        long deadline = System.nanoTime() + Duration.ofMinutes(6).toNanos();
        while (System.nanoTime() < deadline && !launcher.isDone()) {
            String id = docker("ps", "-q", "--filter", "name=" + task).output().strip();
            if (!id.isEmpty() && docker("logs", id).output().contains("echosoap: round " + round + " finished")) {
                return id;
            }
            Thread.sleep(300);
        }
        throw new AssertionError(task + " did not finish round " + round + (launcher.isDone() ? ": the swarm ended"
                : " in 6 min"));
    }

    /** More clients than connections: refused in one line before anything is deployed or built. */
    @Test
    @Order(5)
    void swarmRefusesMoreClientsThanConnectionsBeforeAnythingStarts() throws Exception {
        Launcher.Result r = Launcher.run(Duration.ofMinutes(2), "swarm", "--clients", "4", "--connections", "3");
        assertEquals(2, r.exitCode(), r.describe());
        assertTrue(r.stderr().startsWith("echosoap: swarm: --clients 4 is more than the plan's 3 connections"),
                r.stderr());
        assertFalse(r.stderr().contains("Exception"), r.stderr());
        assertNoneLeft("echosoap_");
    }

    private static void assertNoneLeft(String prefix) throws Exception {
        Run containers = docker("ps", "-a", "--format", "{{.Names}}");
        assertFalse(containers.output().lines().anyMatch(n -> n.startsWith(prefix)), "left: " + containers.output());
        Run networks = docker("network", "ls", "--format", "{{.Name}}");
        assertFalse(networks.output().lines().anyMatch(n -> n.startsWith(prefix)), "left: " + networks.output());
    }

    private static void awaitHealthy(String container) throws Exception {
        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        String state = "";
        while (System.nanoTime() < deadline) {
            state = docker("inspect", "-f", "{{.State.Status}} {{.State.Health.Status}}", container).output().strip();
            if (state.equals("running healthy")) {
                return;
            }
            assertTrue(state.startsWith("running"), container + " ended: " + state + "\n"
                    + docker("logs", "--tail", "30", container).output());
            Thread.sleep(500);
        }
        throw new AssertionError(container + " not healthy in 3 min: " + state);
    }

    private static void deleteTree(Path dir) throws IOException {
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
