package org.echosoap.server.launcher;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code --cpus LIST}: the processes a command starts pinned to those CPUs with util-linux's {@code taskset}, the same
 * way for Tomcat, the servers beside it and the client.
 *
 * <pre>{@code
 * CpuPinning.of("0").wrap(List.of("java", "-jar", "x.jar")); // [taskset, -c, 0, java, -jar, x.jar]
 * }</pre>
 */
public record CpuPinning(String cpuList) {

    /** No pinning. */
    public static final CpuPinning NONE = new CpuPinning(null);

    /** {@code --cpus}' value (null: none), checked: a CPU list like {@code 0}, {@code 0-1} or {@code 0,2}. */
    public static CpuPinning of(String cpuList) {
        if (cpuList == null) {
            return NONE;
        }
        if (!cpuList.matches("[0-9,-]+")) {
            throw LauncherException.usageWithHelp("--cpus takes a CPU list like 0 or 0-1 or 0,2, got '" + cpuList + "'");
        }
        return new CpuPinning(cpuList);
    }

    public boolean pins() {
        return cpuList != null;
    }

    /** Fails in one line when pinning is asked for and taskset is not on the PATH. */
    public CpuPinning requireTaskset() {
        if (pins() && !Executables.onPath("taskset")) {
            throw LauncherException.failure("--cpus needs taskset (util-linux)");
        }
        return this;
    }

    /** {@code command} behind {@code taskset -c LIST} when pinning. */
    public List<String> wrap(List<String> command) {
        if (!pins()) {
            return command;
        }
        List<String> pinned = new ArrayList<>(List.of("taskset", "-c", cpuList));
        pinned.addAll(command);
        return pinned;
    }
}
