package org.echosoap.client.result;

/**
 * The machine's own noise over the measured part of a run, from the kernel's counters read at its start and end on
 * the client host and, through {@code GET /status/noise}, on the server host.
 *
 * <pre>{@code
 * HostNoise n = HostNoise.of(seconds, clientBefore, clientAfter, serverBefore, serverAfter);
 * n.client().stealPercent();            // 6.1: of all CPU time on the client host, 6.1% was stolen
 * n.sameHost();                         // true: one kernel; the steal is counted once
 * }</pre>
 *
 * @param client   the client host (with the server's process taken out of "other processes" when on the same host)
 * @param server   the server host's figures; on the same host only its process's own (CPU, switches)
 * @param sameHost whether client and server share one kernel (same boot id): then host-wide figures are the client's
 */
public record HostNoise(Side client, Side server, boolean sameHost) {

    /** A run that did not measure its noise (tests, merged results). */
    public static final HostNoise UNKNOWN = new HostNoise(Side.absent("not measured"), Side.absent("not measured"), false);

    /** Whether anything was measured on either side. */
    public boolean known() {
        return client.known() || server.known();
    }

    /**
     * One host's figures over the interval.
     *
     * @param known                     false when the counters could not be read; then every figure is NaN
     * @param absentReason              why not, or null
     * @param seconds                   the interval
     * @param stealPercent              stolen share of all the host's CPU time (all CPUs), as vmstat's {@code st};
     *                                  NaN on the server side of a same-host run (the client's figure is the host's)
     * @param otherProcessesPercent     busy CPU time of processes other than the client and the server, as a share
     *                                  of all the host's CPU time; NaN on the server side of a same-host run
     * @param ownCpuPercent             the process's own CPU time (the client JVM, or the server's) as a share of
     *                                  all the host's CPU time
     * @param involuntarySwitchesPerSec the process's involuntary context switches per second (preempted while it
     *                                  could still run: CPUs contended inside the guest)
     */
    public record Side(boolean known, String absentReason, double seconds, double stealPercent,
                       double otherProcessesPercent, double ownCpuPercent, double involuntarySwitchesPerSec) {

        /** A side not measured, and why. */
        public static Side absent(String reason) {
            return new Side(false, reason, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
    }

    /**
     * The figures between two readings of each side.
     *
     * @param seconds     the interval's wall-clock length (the involuntary switches' rate divides by it)
     * @param serverBefore the server's counters at the start, or absent ones when it does not report them
     */
    public static HostNoise of(double seconds, Counters clientBefore, Counters clientAfter, Counters serverBefore,
                               Counters serverAfter) {
        boolean clientKnown = clientBefore.known() && clientAfter.known();
        boolean serverKnown = serverBefore.known() && serverAfter.known();
        boolean sameHost = clientKnown && serverKnown && clientBefore.bootId() != null
                && !clientBefore.bootId().isEmpty() && clientBefore.bootId().equals(serverBefore.bootId());
        long serverOwn = serverKnown ? serverAfter.processCpuTicks() - serverBefore.processCpuTicks() : 0;
        Side client = clientKnown ? side(seconds, clientBefore, clientAfter, sameHost ? serverOwn : 0, true)
                : Side.absent(clientBefore.known() ? clientAfter.absentReason() : clientBefore.absentReason());
        Side server = serverKnown ? side(seconds, serverBefore, serverAfter, 0, !sameHost)
                : Side.absent(serverBefore.known() ? serverAfter.absentReason() : serverBefore.absentReason());
        return new HostNoise(client, server, sameHost);
    }

    private static Side side(double seconds, Counters before, Counters after, long alsoOwnTicks, boolean hostWide) {
        double total = after.totalTicks() - before.totalTicks();
        if (total <= 0) {
            return Side.absent("no CPU time passed between the two readings");
        }
        long own = after.processCpuTicks() - before.processCpuTicks();
        long busy = after.busyTicks() - before.busyTicks();
        // Process times and the machine's are sampled by different kernel paths: clamp the small negative left
        // when this host was otherwise idle.
        double other = Math.max(0, busy - own - alsoOwnTicks);
        return new Side(true, null, seconds,
                hostWide ? 100.0 * (after.stealTicks() - before.stealTicks()) / total : Double.NaN,
                hostWide ? 100.0 * other / total : Double.NaN,
                100.0 * own / total,
                seconds > 0 ? (after.involuntarySwitches() - before.involuntarySwitches()) / seconds : Double.NaN);
    }

    /**
     * What {@link #of} needs of one reading (the load package's {@code HostCounters} is one; tests make their own).
     */
    public interface Counters {
        boolean known();

        String absentReason();

        String bootId();

        long busyTicks();

        long idleTicks();

        long stealTicks();

        long processCpuTicks();

        long involuntarySwitches();

        default long totalTicks() {
            return busyTicks() + idleTicks() + stealTicks();
        }
    }
}
