package org.echosoap.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What crosshost --containers and swarm decide before Docker is asked anything: CPUs, commands, the plan, refusals. */
class ContainerPlansTest {

    @Test
    void theCpusSplitInTwoHalvesAndOneCpuIsRefused() {
        assertEquals(List.of("0", "1"), ContainerCrossHost.cpuHalves(2));
        assertEquals(List.of("0-1", "2-3"), ContainerCrossHost.cpuHalves(4));
        assertEquals(List.of("0", "1-2"), ContainerCrossHost.cpuHalves(3));
        LauncherException e = assertThrows(LauncherException.class, () -> ContainerCrossHost.cpuHalves(1));
        assertTrue(e.getMessage().contains("needs 2 CPUs or more"), e.getMessage());
    }

    @Test
    void theSpinTakesOnlyTheUsersTimingOptionsAndAlwaysSpins300Micros() {
        List<String> user = List.of("--max-time", "5s", "--with", "bytes", "--scenario", "wire", "--prime=2s",
                "--size", "800");
        List<String> spin = ContainerCrossHost.spinRun("http://t/echosoap", "/results/x", user);
        assertEquals(List.of("run", "--target", "http://t/echosoap", "--prime", "5s", "--max-time", "10s", "--force",
                "--out", "/results/x", "--max-time", "5s", "--prime=2s", "--scenario", "spin", "--spin-micros", "300"),
                spin);
        List<String> main = ContainerCrossHost.mainRun("http://t/echosoap", "/results/y", user);
        assertEquals(user, main.subList(main.size() - user.size(), main.size()), "the user's options last: they win");
    }

    @Test
    void aClientTaskIsReadWithItsShareAndATaskThatDidNotCompleteIsNamedWithIt() {
        ClientTask killed = ClientTask.parse("echosoap_clients.2\tFailed 4 seconds ago\ttask: non-zero exit (137)");
        assertEquals(2, killed.slot());
        assertEquals("1/3", killed.share(3));
        assertTrue(killed.ended());
        assertFalse(killed.completed());
        assertEquals("client 1/3 (task echosoap_clients.2) did not complete: Failed 4 seconds ago, task: non-zero exit "
                + "(137); it wrote no result: merged without it", killed.notCompleted(3, false));
        assertTrue(killed.notCompleted(3, true).endsWith("; its result is merged as it wrote it (its own warnings say "
                + "what went wrong)"));
        ClientTask done = ClientTask.parse("echosoap_clients.1\tComplete 2 seconds ago\t");
        assertTrue(done.ended() && done.completed());
        assertEquals("", done.error());
        assertFalse(ClientTask.parse("echosoap_clients.3\tRunning 9 seconds ago\t").ended());
        assertEquals("?/3", ClientTask.parse("oddly-named\tShutdown 1 second ago").share(3));
    }

    @Test
    void moreClientsThanConnectionsIsRefused() {
        LauncherException e = assertThrows(LauncherException.class, () -> SwarmRun.check(4, 3));
        assertEquals("swarm: --clients 4 is more than the plan's 3 connections: each client needs one of its own"
                + " (raise --connections)", e.getMessage());
        assertEquals(LauncherException.USAGE_STATUS, e.exitStatus());
        SwarmRun.check(3, 3);
        SwarmRun.check(3, null);
        assertThrows(LauncherException.class, () -> SwarmRun.check(0, null));
        assertThrows(LauncherException.class, () -> SwarmRun.check(SwarmRun.MAX_CLIENTS + 1, null));
    }

    @Test
    void theStackSetsShareStartOutAndTargetItself() {
        for (String own : List.of("--share", "--start-at=2026-01-01T00:00:00Z", "--start-at-file", "--out",
                "--target")) {
            assertThrows(LauncherException.class, () -> SwarmRun.checkRunOptions(List.of(own, "x")), own);
        }
        SwarmRun.checkRunOptions(List.of("--repeat", "3"));
    }

    @Test
    void thePlanUsesTheKubernetesNamesAndPassesTheRestAsWords() {
        Map<String, String> env = SwarmRun.plan(3, 6, Path.of("/r"),
                List.of("--repeat", "3", "--prime=2s", "--warmup", "100ms", "--scenario", "spin"));
        assertEquals("3", env.get("CLIENTS"));
        assertEquals("6", env.get("CONNECTIONS"));
        assertFalse(env.containsKey("START_AT"), "the clients wait for the start file instead");
        assertEquals("3", env.get("REPEAT"));
        assertEquals("2s", env.get("PRIME"));
        assertEquals("spin", env.get("SCENARIO"));
        assertEquals("--warmup 100ms", env.get("RUN_OPTIONS"));
        assertThrows(LauncherException.class, () -> SwarmRun.plan(3, 3, Path.of("/r"),
                List.of("--label", "a b")));
    }

    @Test
    void theReadySharesAreCountedFromTheClientsLogsOncePerShare() {
        String logs = String.join("\n",
                "echosoap run: 3 rounds (precision off), after priming at most 2s per endpoint",
                "echosoap: ready, share 2/3: waiting for the start time in /results/start-at (at most 15 min)",
                "echosoap: ready, share 0/3: waiting for the start time in /results/start-at (at most 15 min)",
                "echosoap: ready, share 0/3: waiting for the start time in /results/start-at (at most 15 min)",
                "echosoap: ready, share 1/4: another plan's",
                "  echosoap: ready, share 1/3: not at the start of a line");
        assertEquals(java.util.Set.of(0, 2), ClientReadiness.shares(logs, 3));
        assertTrue(ClientReadiness.isReadyLine("echosoap: ready, share 1/3: waiting ..."));
        assertFalse(ClientReadiness.isReadyLine("echosoap: waiting 2.0 s for --start-at 2026-12-02T13:00:00Z"));
        ClientTask early = ClientTask.parse("echosoap_clients.3\tFailed 1 second ago\ttask: non-zero exit (1)");
        assertEquals("client 2/3 (task echosoap_clients.3) ended before it was ready: Failed 1 second ago, task: "
                + "non-zero exit (1)", early.endedBeforeReady(3));
    }

    @Test
    void theStartFileIsWrittenWholeByARename(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path file = dir.resolve(SwarmRun.START_FILE);
        java.nio.file.Files.writeString(file, "an older start");
        Instant at = Instant.parse("2026-12-02T13:00:02.250Z");
        StartSignalFile.write(file, at);
        assertEquals("2026-12-02T13:00:02.250Z\n", java.nio.file.Files.readString(file));
        try (var left = java.nio.file.Files.list(dir)) {
            assertEquals(List.of(file), left.toList(), "no temporary file left");
        }
    }

    @Test
    void startInTakesSecondsOrMinutesWithinBounds() {
        assertEquals(Duration.ofSeconds(90), SwarmRun.startIn("90s"));
        assertEquals(Duration.ofMinutes(2), SwarmRun.startIn("2min"));
        assertEquals(SwarmRun.DEFAULT_START_IN, SwarmRun.startIn(null));
        for (String bad : List.of("2s", "11min", "30", "ten")) {
            assertThrows(LauncherException.class, () -> SwarmRun.startIn(bad), bad);
        }
    }

    @Test
    void basesAreAutoOfficialOrDebian() {
        assertEquals("auto", ContainerImages.checkBases(null));
        assertEquals("debian", ContainerImages.checkBases("debian"));
        LauncherException e = assertThrows(LauncherException.class, () -> ContainerImages.checkBases("ubuntu"));
        assertEquals("--bases takes auto, official or debian, got 'ubuntu'", e.getMessage());
    }
}
