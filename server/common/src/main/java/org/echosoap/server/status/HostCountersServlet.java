package org.echosoap.server.status;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code GET /status/noise}: the server host's raw kernel counters, as {@code key=value} lines (text/plain), so that
 * a client can take them at the start and the end of its measured part and name the server side's noise.
 *
 * <pre>
 * bootId=0f6c...            (the kernel's boot id: equal on both sides means one host, counted once)
 * cpu=4705 150 1120 16250 77 0 12 310 0 0   (/proc/stat's "cpu" line, in USER_HZ ticks: user nice system idle
 *                                            iowait irq softirq steal guest guest_nice)
 * processCpuTicks=1234      (this JVM's utime + stime, /proc/self/stat, USER_HZ ticks)
 * involuntarySwitches=5678  (nonvoluntary_ctxt_switches summed over this JVM's threads)
 * </pre>
 *
 * Raw counters and not rates: the client owns the interval and the arithmetic, and reads its own host with the same
 * parser. Where there is no /proc (not Linux) the answer is {@code proc=absent} and why. Called twice per run, never
 * on the measured path: reading every thread's status file (some hundreds with Tomcat's pool) takes milliseconds.
 */
public class HostCountersServlet extends HttpServlet {

    private static final Path PROC = Path.of("/proc");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType("text/plain;charset=UTF-8");
        response.setHeader("Cache-Control", "no-store");
        response.getOutputStream().write(counters(PROC).getBytes(StandardCharsets.UTF_8));
    }

    /** The answer's text for the /proc under {@code proc}. */
    static String counters(Path proc) {
        try {
            String cpu = Files.readAllLines(proc.resolve("stat")).stream().filter(l -> l.startsWith("cpu "))
                    .findFirst().orElseThrow(() -> new IOException("no cpu line in /proc/stat")).substring(4).strip();
            String selfStat = Files.readString(proc.resolve("self/stat"));
            // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
            String[] f = selfStat.substring(selfStat.lastIndexOf(')') + 2).trim().split("\\s+");
            long processTicks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
            long involuntary = 0;
            try (DirectoryStream<Path> tasks = Files.newDirectoryStream(proc.resolve("self/task"))) {
                for (Path task : tasks) {
                    involuntary += involuntarySwitches(task.resolve("status"));
                }
            }
            String bootId = Files.readString(proc.resolve("sys/kernel/random/boot_id")).strip();
            return "bootId=" + bootId + "\ncpu=" + cpu + "\nprocessCpuTicks=" + processTicks
                    + "\ninvoluntarySwitches=" + involuntary + "\n";
        } catch (IOException | RuntimeException e) {
            return "proc=absent\nreason=" + String.valueOf(e.getMessage()).replace('\n', ' ') + "\n";
        }
    }

    private static long involuntarySwitches(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("nonvoluntary_ctxt_switches:")) {
                    return Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
                }
            }
        } catch (IOException | NumberFormatException ended) {
            // The thread ended between the listing and the read: its switches are gone with it.
        }
        return 0;
    }
}
