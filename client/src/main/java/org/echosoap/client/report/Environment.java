package org.echosoap.client.report;

import java.net.InetAddress;
import java.net.URI;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * Where and with what a run was made: written into every result so a figure can be judged later (JMH
 * prints the same). Host names let {@code compare} warn when "cross-host" results came from one machine.
 *
 * @param toolVersion     echosoap client version
 * @param jvm             JVM name and version
 * @param os              OS name, version, architecture
 * @param cpus            processors available to the client JVM
 * @param clientHost      the client's host name
 * @param targetHost      the target URL's host as given
 * @param targetAddress   the address it resolved to, or null
 * @param startedAt       when the run started (UTC, seconds)
 * @param scheduledStartAt the shared start it waited for ({@code --start-at}), or null
 * @param measuringStartedAt when priming began on this host's own clock (after that wait; UTC, milliseconds), or
 *                        null when nothing was measured
 */
public record Environment(String toolVersion, String jvm, String os, int cpus, String clientHost,
                          String targetHost, String targetAddress, String startedAt, String scheduledStartAt,
                          String measuringStartedAt) {

    /** An environment before measuring began (tests, and a run that measured nothing). */
    public Environment(String toolVersion, String jvm, String os, int cpus, String clientHost, String targetHost,
                       String targetAddress, String startedAt) {
        this(toolVersion, jvm, os, cpus, clientHost, targetHost, targetAddress, startedAt, null, null);
    }

    /**
     * The same with the start of measuring: {@code scheduled} ({@code --start-at}, or null) and when priming
     * actually began, both as this host's clock tells them.
     */
    public Environment measuringFrom(Instant scheduled, Instant began) {
        return new Environment(toolVersion, jvm, os, cpus, clientHost, targetHost, targetAddress, startedAt,
                scheduled == null ? null : scheduled.toString(), MILLIS_UTC.format(began));
    }

    /** Always three decimals (Instant.toString drops ".000"), so that a column of starts lines up. */
    private static final java.time.format.DateTimeFormatter MILLIS_UTC =
            java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(java.time.ZoneOffset.UTC);

    /** Describes this JVM and machine, and the target of {@code target}. */
    public static Environment describe(URI target) {
        return new Environment(currentToolVersion(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version")
                        + " (" + System.getProperty("java.vendor") + ")",
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(),
                localHostName(),
                target.getHost(),
                resolve(target.getHost()),
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
    }

    /** The client jar's version (from its manifest), or "dev" when run from classes. */
    public static String currentToolVersion() {
        String v = Environment.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    private static String localHostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception unresolvable) {
            // The name exists but does not resolve (e.g. in a test host's namespace): the kernel still knows it.
            try {
                String kernel = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/sys/kernel/hostname")).strip();
                if (!kernel.isEmpty()) {
                    return kernel;
                }
            } catch (Exception notLinux) {
                // fall through
            }
            String env = System.getenv("HOSTNAME");
            return env == null ? "unknown" : env;
        }
    }

    private static String resolve(String host) {
        try {
            return InetAddress.getByName(host).getHostAddress();
        } catch (Exception e) {
            return null;
        }
    }
}
