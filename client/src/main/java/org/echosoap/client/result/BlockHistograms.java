package org.echosoap.client.result;

import org.HdrHistogram.Histogram;
import org.echosoap.client.stats.Histograms;

/**
 * The four histograms a block records per request: latency, the server's own time (Server-Timing app), latency
 * minus that time (outside the webapp) and the server's allocation. One set per worker connection, reset and reused
 * block after block: a run of a minute has a thousand blocks, and a fresh set of histograms each (~180 KB apiece)
 * would be garbage the client's GC must collect on the CPUs it shares with the server; one pooled set per endpoint
 * adds them up over the run.
 */
public final class BlockHistograms {

    final Histogram latencyMicros = Histograms.newLatencyHistogram();
    final Histogram serverAppMicros = Histograms.newLatencyHistogram();
    final Histogram outsideMicros = Histograms.newLatencyHistogram();
    /** Server-side bytes allocated per message (same range as latencies: 1 .. 3.6e9). */
    final Histogram serverAllocatedBytes = Histograms.newLatencyHistogram();
    /** The exact stages' sums ({@code --stages}); empty when not asked. */
    final StageSums stages = new StageSums();

    /** A set holding copies of the given histograms (tests, tools); {@code outside} and {@code allocation} may be null. */
    public static BlockHistograms of(Histogram latency, Histogram serverApp, Histogram outside, Histogram allocation) {
        BlockHistograms h = new BlockHistograms();
        h.latencyMicros.add(latency);
        h.serverAppMicros.add(serverApp);
        if (outside != null) {
            h.outsideMicros.add(outside);
        }
        if (allocation != null) {
            h.serverAllocatedBytes.add(allocation);
        }
        return h;
    }

    /** Latency of every recorded request, µs. Read-only for callers. */
    public Histogram latencyMicros() {
        return latencyMicros;
    }

    /** Server-Timing app duration of every recorded request that carried one, µs. */
    public Histogram serverAppMicros() {
        return serverAppMicros;
    }

    /** Latency minus the server's own time, per request that carried Server-Timing, µs. */
    public Histogram outsideMicros() {
        return outsideMicros;
    }

    /** Server allocation per message, bytes. */
    public Histogram serverAllocatedBytes() {
        return serverAllocatedBytes;
    }

    /** The block's exact stage sums. Public only for {@code load}, which records them. */
    public StageSums stages() {
        return stages;
    }

    /** Empties the set for its next block. Public only for {@code load}, which records and reuses the sets. */
    public void reset() {
        latencyMicros.reset();
        serverAppMicros.reset();
        outsideMicros.reset();
        serverAllocatedBytes.reset();
        stages.reset();
    }

    /** Adds {@code other}'s values (merging workers, pooling blocks). Public only for {@code load}. */
    public void add(BlockHistograms other) {
        latencyMicros.add(other.latencyMicros);
        serverAppMicros.add(other.serverAppMicros);
        outsideMicros.add(other.outsideMicros);
        serverAllocatedBytes.add(other.serverAllocatedBytes);
        stages.add(other.stages);
    }
}
