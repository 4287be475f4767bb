package org.echosoap.server.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The server's counters from a made-up /proc, in the text the client parses. */
class HostCountersServletTest {

    @Test
    void writesTheCpuLineTheProcessesCpuAndItsThreadsSwitches(@TempDir Path proc) throws IOException {
        Files.writeString(proc.resolve("stat"), "cpu  10 1 5 100 2 0 1 7 0 0\ncpu0 5 0 2 50 1 0 0 3 0 0\n");
        Files.createDirectories(proc.resolve("self/task/1"));
        Files.createDirectories(proc.resolve("self/task/2"));
        Files.writeString(proc.resolve("self/stat"), "7 (java) S 1 7 7 0 -1 0 0 0 0 0 30 12 0 0 20 0 9 0 1 0 0\n");
        Files.writeString(proc.resolve("self/task/1/status"), "nonvoluntary_ctxt_switches:\t5\n");
        Files.writeString(proc.resolve("self/task/2/status"), "voluntary_ctxt_switches:\t1\nnonvoluntary_ctxt_switches:\t6\n");
        Files.createDirectories(proc.resolve("sys/kernel/random"));
        Files.writeString(proc.resolve("sys/kernel/random/boot_id"), "boot-1\n");
        assertEquals("bootId=boot-1\ncpu=10 1 5 100 2 0 1 7 0 0\nprocessCpuTicks=42\ninvoluntarySwitches=11\n",
                HostCountersServlet.counters(proc));
    }

    @Test
    void withoutProcItSaysSoInsteadOfFailing(@TempDir Path dir) {
        String text = HostCountersServlet.counters(dir.resolve("none"));
        assertTrue(text.startsWith("proc=absent\nreason="), text);
    }
}
