package org.echosoap.server.profile;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU used by the JVM's Flight Recorder threads ({@code JFR Recorder Thread}, {@code JFR Periodic Tasks}, the
 * sampler), read from {@code /proc/self/task/*}: part of what a profile costs, printed with it. The sampler is a
 * JVM-internal thread that {@code ThreadMXBean} does not list, hence /proc. The other part, the per-request event,
 * runs on the request threads and is inside the measured time itself.
 */
final class ProfilerThreadsCpu {

    /** Linux's USER_HZ: the unit of utime and stime in /proc, 100 on every mainstream kernel. */
    private static final long TICKS_PER_SECOND = 100;

    private ProfilerThreadsCpu() {
    }

    /** Their CPU so far, ms; -1 where /proc cannot tell (not Linux). */
    static long millis() {
        Path tasks = Path.of("/proc/self/task");
        if (!Files.isDirectory(tasks)) {
            return -1;
        }
        long ticks = 0;
        try (DirectoryStream<Path> all = Files.newDirectoryStream(tasks)) {
            for (Path task : all) {
                try {
                    if (!Files.readString(task.resolve("comm")).startsWith("JFR")) {
                        continue;
                    }
                    ticks += cpuTicks(Files.readString(task.resolve("stat")));
                } catch (IOException | RuntimeException gone) {
                    // a thread that ended between the listing and the read used nothing we can still count
                }
            }
        } catch (IOException e) {
            return -1;
        }
        return ticks * 1000 / TICKS_PER_SECOND;
    }

    /** utime + stime of a {@code /proc/.../stat} line (fields 14 and 15, counted after the command's parenthesis). */
    static long cpuTicks(String stat) {
        String[] after = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(after[11]) + Long.parseLong(after[12]);
    }
}
