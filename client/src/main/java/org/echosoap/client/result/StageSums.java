package org.echosoap.client.result;

import org.echosoap.server.stages.Stage;

/**
 * A block's running sums of the server's exact stages ({@code --stages}), per worker connection beside its
 * histograms: per stage the nanoseconds and bytes of every answer that carried stages, and the counts the run's
 * check needs (answers without stages, malformed fields, answers whose stage bytes do not add up to their
 * Server-Timing alloc). Plain long arrays, so recording an answer allocates nothing; reset and reused block after
 * block like {@link BlockHistograms}. Not thread-safe: one per worker, added up after the block.
 */
public final class StageSums {

    final long[] nanos = new long[Stage.COUNT];
    final long[] bytes = new long[Stage.COUNT];
    /** Answers that entered each stage. */
    final long[] entered = new long[Stage.COUNT];
    long messages;
    long missing;
    long malformed;
    long bytesMismatches;
    long withoutBytes;
    long appMicrosSum;
    long appMessages;
    long allocatedBytesSum;

    /**
     * Records one successful answer's stages. Public only for {@code load}, which records them.
     *
     * @param enteredMask        the entered stages as bits by ordinal; 0 when the answer carried none
     * @param malformedField     the answer's field was not the server's shape (its stages dropped)
     * @param stageNanos         each stage's ns by ordinal (read only where entered)
     * @param stageBytes         each stage's bytes by ordinal, negative where the server sent none
     * @param appMicros          the answer's head Server-Timing app figure, µs, negative when absent
     * @param allocatedBytes     the answer's head Server-Timing alloc figure, negative when absent
     */
    public void record(int enteredMask, boolean malformedField, long[] stageNanos, long[] stageBytes,
                       long appMicros, long allocatedBytes) {
        if (malformedField) {
            malformed++;
            return;
        }
        if (enteredMask == 0) {
            missing++;
            return;
        }
        messages++;
        long sumBytes = 0;
        boolean allBytes = true;
        for (int s = 0; s < Stage.COUNT; s++) {
            if ((enteredMask & (1 << s)) == 0) {
                continue;
            }
            entered[s]++;
            nanos[s] += stageNanos[s];
            long b = stageBytes[s];
            if (b < 0) {
                allBytes = false;
            } else {
                bytes[s] += b;
                sumBytes += b;
            }
        }
        if (!allBytes) {
            withoutBytes++;
        } else if (allocatedBytes >= 0 && sumBytes != allocatedBytes) {
            bytesMismatches++;
        }
        if (appMicros >= 0) {
            appMicrosSum += appMicros;
            appMessages++;
        }
        if (allocatedBytes >= 0) {
            allocatedBytesSum += allocatedBytes;
        }
    }

    /** Empties the sums for the next block. */
    public void reset() {
        java.util.Arrays.fill(nanos, 0);
        java.util.Arrays.fill(bytes, 0);
        java.util.Arrays.fill(entered, 0);
        messages = 0;
        missing = 0;
        malformed = 0;
        bytesMismatches = 0;
        withoutBytes = 0;
        appMicrosSum = 0;
        appMessages = 0;
        allocatedBytesSum = 0;
    }

    /** Adds {@code other}'s sums (merging workers). */
    public void add(StageSums other) {
        for (int s = 0; s < Stage.COUNT; s++) {
            nanos[s] += other.nanos[s];
            bytes[s] += other.bytes[s];
            entered[s] += other.entered[s];
        }
        messages += other.messages;
        missing += other.missing;
        malformed += other.malformed;
        bytesMismatches += other.bytesMismatches;
        withoutBytes += other.withoutBytes;
        appMicrosSum += other.appMicrosSum;
        appMessages += other.appMessages;
        allocatedBytesSum += other.allocatedBytesSum;
    }

    /** The block's figures, kept after the sums are reused. */
    public BlockStages snapshot() {
        if (messages == 0 && missing == 0 && malformed == 0) {
            return BlockStages.NONE;
        }
        double[] micros = new double[Stage.COUNT];
        double[] perMessageBytes = new double[Stage.COUNT];
        boolean[] seen = new boolean[Stage.COUNT];
        for (int s = 0; s < Stage.COUNT; s++) {
            seen[s] = entered[s] > 0;
            micros[s] = messages == 0 ? Double.NaN : nanos[s] / 1_000.0 / messages;
            perMessageBytes[s] = messages == 0 || withoutBytes > 0 ? Double.NaN : (double) bytes[s] / messages;
        }
        return new BlockStages(messages, missing, malformed, bytesMismatches, micros, perMessageBytes, seen,
                appMessages == 0 ? Double.NaN : (double) appMicrosSum / appMessages,
                messages == 0 ? Double.NaN : (double) allocatedBytesSum / messages);
    }
}
