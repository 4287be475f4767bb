package org.echosoap.client.host;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.echosoap.client.report.NoiseCauses;
import org.echosoap.client.result.HostNoise;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * On the real machine: two busy loops in other processes beside the meter for about two seconds show as other
 * processes' CPU, and the rules name a busy machine. Linux only; bounded (the loops end themselves after 3 s and are
 * killed at the end of the test in any case).
 */
class NoiseMeterBusyMachineTest {

    @Test
    void twoSpinningProcessesNameABusyMachine() throws Exception {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "needs /proc (Linux)");
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/timeout")) || Files.isExecutable(Path.of("/bin/timeout")),
                "needs timeout(1)");
        NoiseMeter meter = NoiseMeter.start(() -> HostCounters.readLocal(Path.of("/proc")),
                () -> HostCounters.absent("no server in this test"));
        List<Process> loops = new ArrayList<>();
        try {
            for (int i = 0; i < 2; i++) {
                loops.add(new ProcessBuilder("timeout", "3", "sh", "-c", "while :; do :; done").start());
            }
            Thread.sleep(2_000);
        } finally {
            HostNoise noise = meter.stop();
            stopWithTheirChildren(loops);
            HostNoise.Side client = noise.client();
            assertTrue(client.known(), client.absentReason());
            // Two loops on N CPUs would take 2/N of the machine alone; other builds here only add to it.
            assertTrue(client.otherProcessesPercent() >= NoiseCauses.OTHER_PROCESSES_PERCENT,
                    "other processes " + client.otherProcessesPercent() + "%");
            NoiseCauses.Verdict v = NoiseCauses.judge(new NoiseCauses.Evidence(client.stealPercent(), Double.NaN,
                    client.otherProcessesPercent(), Double.NaN, false, false));
            assertTrue(v.causes().contains(NoiseCauses.Cause.BUSY_MACHINE), v.text());
        }
    }

    /**
     * Killing timeout(1) with SIGKILL orphans its shell, which then spins for ever and slows every later test on this
     * machine (it did: SpinTruthIT and GateIT failed in CI beside two such orphans). So the shells go first, then
     * timeout, and the test waits for each to be gone.
     */
    private static void stopWithTheirChildren(List<Process> loops) throws InterruptedException {
        for (Process p : loops) {
            List<ProcessHandle> children = p.descendants().toList();
            children.forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            for (ProcessHandle child : children) {
                child.onExit().orTimeout(5, TimeUnit.SECONDS).exceptionally(t -> child).join();
            }
            p.waitFor(5, TimeUnit.SECONDS);
            for (ProcessHandle child : children) {
                assertTrue(!child.isAlive(), "the busy loop " + child.pid() + " outlived the test");
            }
        }
    }
}
