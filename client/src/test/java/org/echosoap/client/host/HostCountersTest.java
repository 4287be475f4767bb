package org.echosoap.client.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading a host's counters from a made-up /proc, and the server's text form. */
class HostCountersTest {

    @Test
    void readsTheMachinesCpuLineTheProcessAndEveryThreadsSwitches(@TempDir Path proc) throws IOException {
        Files.writeString(proc.resolve("stat"), "cpu  4705 150 1120 16250 77 3 12 310 40 0\n"
                + "cpu0 2000 75 560 8000 40 1 6 150 20 0\nintr 1\n");
        Files.createDirectories(proc.resolve("self/task/101"));
        Files.createDirectories(proc.resolve("self/task/102"));
        // A command name with spaces and a parenthesis: fields are counted after the last ')'.
        Files.writeString(proc.resolve("self/stat"), "100 (java (x) y) S 1 100 100 0 -1 4194304 500 0 0 0 "
                + "1234 566 0 0 20 0 30 0 1000 0 0\n");
        Files.writeString(proc.resolve("self/task/101/status"), "Name:\tjava\nvoluntary_ctxt_switches:\t9\n"
                + "nonvoluntary_ctxt_switches:\t40\n");
        Files.writeString(proc.resolve("self/task/102/status"), "nonvoluntary_ctxt_switches:\t2\n");
        Files.createDirectories(proc.resolve("sys/kernel/random"));
        Files.writeString(proc.resolve("sys/kernel/random/boot_id"), "0f6c-boot\n");
        HostCounters c = HostCounters.readLocal(proc);
        assertTrue(c.known(), c.absentReason());
        assertEquals("0f6c-boot", c.bootId());
        assertEquals(4705 + 150 + 1120 + 3 + 12, c.busyTicks(), "user nice system irq softirq; guest is inside user");
        assertEquals(16250 + 77, c.idleTicks());
        assertEquals(310, c.stealTicks());
        assertEquals(1234 + 566, c.processCpuTicks());
        assertEquals(42, c.involuntarySwitches());
    }

    @Test
    void noProcMeansAbsentNotZero(@TempDir Path dir) {
        HostCounters c = HostCounters.readLocal(dir.resolve("no-proc"));
        assertFalse(c.known());
        assertTrue(c.absentReason().contains("not Linux"), c.absentReason());
    }

    @Test
    void parsesTheServersAnswerAndRejectsWhatIsNot() {
        HostCounters c = HostCounters.parse("bootId=b\ncpu=1 2 3 4 5 6 7 8 9 10\nprocessCpuTicks=11\n"
                + "involuntarySwitches=12\n");
        assertTrue(c.known());
        assertEquals(1 + 2 + 3 + 6 + 7, c.busyTicks());
        assertEquals(8, c.stealTicks());
        assertEquals("no /proc here", HostCounters.parse("proc=absent\nreason=no /proc here\n").absentReason());
        assertFalse(HostCounters.parse("<html>404</html>").known());
        assertFalse(HostCounters.parse("cpu=1 2\nprocessCpuTicks=1\ninvoluntarySwitches=1\n").known());
        assertFalse(HostCounters.parse("cpu=1 2 3 4 5 6 7 x\nprocessCpuTicks=1\ninvoluntarySwitches=1\n").known());
    }

    @Test
    void theRealProcOfThisMachineReadsWhereThereIsOne() {
        Path proc = Path.of("/proc");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(proc.resolve("self/task")), "not Linux");
        HostCounters c = HostCounters.readLocal(proc);
        assertTrue(c.known(), c.absentReason());
        assertTrue(c.processCpuTicks() > 0 && c.busyTicks() > c.processCpuTicks());
    }
}
