package org.echosoap.client.host;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One reading of a host's kernel counters, the raw material of the noise figures: the whole machine's CPU time by
 * kind ({@code /proc/stat}'s {@code cpu} line, summed over all CPUs), and one process's CPU time and involuntary
 * context switches. All times in USER_HZ ticks, the unit /proc uses for both, so their ratios need no clock rate.
 *
 * <p>The server sends the same counters as {@code key=value} lines ({@code GET /status/noise}); the client reads its
 * own /proc into the same text and parses both with {@link #parse}, so the two sides cannot differ in arithmetic.
 *
 * <pre>{@code
 * HostCounters before = HostCounters.readLocal(Path.of("/proc"));
 * ...
 * HostCounters after = HostCounters.readLocal(Path.of("/proc"));
 * long steal = after.stealTicks() - before.stealTicks();
 * }</pre>
 *
 * @param known               false when the counters could not be read (no /proc: not Linux); every number is 0
 * @param absentReason        why not, or null when known
 * @param bootId              the kernel's boot id: two readings with the same id are of one host (one kernel)
 * @param busyTicks           user + nice + system + irq + softirq (guest time is inside user and nice)
 * @param idleTicks           idle + iowait
 * @param stealTicks          time the hypervisor ran something else while this guest's vCPUs wanted to run
 * @param processCpuTicks     utime + stime of the process read (the client's own JVM, or the server's)
 * @param involuntarySwitches nonvoluntary_ctxt_switches summed over the process's threads alive at the reading
 */
public record HostCounters(boolean known, String absentReason, String bootId, long busyTicks, long idleTicks,
                           long stealTicks, long processCpuTicks, long involuntarySwitches)
        implements org.echosoap.client.result.HostNoise.Counters {

    /** Counters that could not be read, and why. */
    public static HostCounters absent(String reason) {
        return new HostCounters(false, reason, null, 0, 0, 0, 0, 0);
    }

    /** This process's counters from the /proc under {@code proc} (normally {@code /proc}). */
    public static HostCounters readLocal(Path proc) {
        return parse(localText(proc));
    }

    /**
     * The {@code key=value} text of the /proc under {@code proc}, as the server's {@code /status/noise} writes it;
     * {@code proc=absent} with a reason where it cannot be read.
     */
    static String localText(Path proc) {
        if (!Files.isDirectory(proc)) {
            return "proc=absent\nreason=no " + proc + " (not Linux)\n";
        }
        try {
            String cpu = Files.readAllLines(proc.resolve("stat")).stream().filter(l -> l.startsWith("cpu "))
                    .findFirst().orElseThrow(() -> new IOException("no cpu line in " + proc.resolve("stat")))
                    .substring(4).strip();
            String selfStat = Files.readString(proc.resolve("self/stat"));
            long involuntary = 0;
            try (DirectoryStream<Path> tasks = Files.newDirectoryStream(proc.resolve("self/task"))) {
                for (Path task : tasks) {
                    involuntary += involuntarySwitches(task.resolve("status"));
                }
            }
            String bootId = Files.readString(proc.resolve("sys/kernel/random/boot_id")).strip();
            return "bootId=" + bootId + "\ncpu=" + cpu + "\nprocessCpuTicks=" + processCpuTicks(selfStat)
                    + "\ninvoluntarySwitches=" + involuntary + "\n";
        } catch (IOException | RuntimeException e) {
            return "proc=absent\nreason=" + String.valueOf(e.getMessage()).replace('\n', ' ') + "\n";
        }
    }

    /** utime + stime of a {@code /proc/<pid>/stat} line (fields 14 and 15; the command name may hold spaces). */
    static long processCpuTicks(String statLine) {
        String[] f = statLine.substring(statLine.lastIndexOf(')') + 2).trim().split("\\s+");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }

    /**
     * Each live thread's involuntary switches by thread id, from {@code <proc>/self/task}; empty without /proc. Why
     * per thread: a thread that ends takes its count out of the sum (the client renews its threads every epoch), so
     * a sum read twice can fall; {@link NoiseMeter} follows the threads instead.
     */
    static java.util.Map<String, Long> threadSwitches(Path proc) {
        java.util.Map<String, Long> counts = new java.util.HashMap<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(proc.resolve("self/task"))) {
            for (Path task : tasks) {
                counts.put(task.getFileName().toString(), involuntarySwitches(task.resolve("status")));
            }
        } catch (IOException | RuntimeException noProc) {
            return java.util.Map.of();
        }
        return counts;
    }

    /** The same reading with another count of involuntary switches (one that survives ended threads). */
    HostCounters withInvoluntarySwitches(long switches) {
        return new HostCounters(known, absentReason, bootId, busyTicks, idleTicks, stealTicks, processCpuTicks, switches);
    }

    /** A thread's {@code nonvoluntary_ctxt_switches}, 0 when it ended between the listing and the read. */
    static long involuntarySwitches(Path status) {
        try {
            return involuntarySwitches(Files.readAllLines(status));
        } catch (IOException ended) {
            return 0;
        }
    }

    static long involuntarySwitches(Iterable<String> statusLines) {
        for (String line : statusLines) {
            if (line.startsWith("nonvoluntary_ctxt_switches:")) {
                return Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
            }
        }
        return 0;
    }

    /**
     * Parses the {@code key=value} text (from the server, or {@link #localText}).
     *
     * @return the counters, or {@link #absent} with the text's own reason, or with what is wrong with the text
     */
    public static HostCounters parse(String text) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                values.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
            }
        }
        if ("absent".equals(values.get("proc"))) {
            return absent(values.getOrDefault("reason", "no /proc"));
        }
        String cpu = values.get("cpu");
        if (cpu == null || !values.containsKey("processCpuTicks") || !values.containsKey("involuntarySwitches")) {
            return absent("not host counters (no cpu, processCpuTicks or involuntarySwitches line)");
        }
        try {
            String[] f = cpu.split("\\s+");
            if (f.length < 8) {
                return absent("a cpu line of " + f.length + " fields, not 8 or more");
            }
            long[] t = new long[8];
            for (int i = 0; i < 8; i++) {
                t[i] = Long.parseLong(f[i]);
            }
            // user nice system idle iowait irq softirq steal (guest and guest_nice are already in user and nice)
            long busy = t[0] + t[1] + t[2] + t[5] + t[6];
            return new HostCounters(true, null, values.getOrDefault("bootId", ""), busy, t[3] + t[4], t[7],
                    Long.parseLong(values.get("processCpuTicks")), Long.parseLong(values.get("involuntarySwitches")));
        } catch (NumberFormatException e) {
            return absent("not a number in the host counters: " + e.getMessage());
        }
    }
}
