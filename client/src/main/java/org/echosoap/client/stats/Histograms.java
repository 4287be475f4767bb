package org.echosoap.client.stats;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.List;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * Creates, merges and serializes the latency histograms that every block records.
 *
 * <p>Every echosoap histogram counts microseconds from 1 µs to 1 hour with 3 significant digits (at most 0.1 %
 * quantization error), so any two of them can be added without resizing.
 *
 * <pre>{@code
 * Histogram perWorker = Histograms.newLatencyHistogram();     // one per worker: recording takes no lock
 * perWorker.recordValue(latencyMicros);
 * Histogram block = Histograms.merge(List.of(worker1, worker2)); // after the block, off the hot path
 * String text = Histograms.toCompressedBase64(block);         // what an HdrHistogram log line carries
 * Histogram back = Histograms.fromCompressedBase64(text);     // back.equals(block)
 * }</pre>
 */
public final class Histograms {

    /** Lowest value told apart from 0: 1 µs (the client cannot time a request more finely than that anyway). */
    public static final long LOWEST_DISCERNIBLE_MICROS = 1;

    /** Highest recordable value: 1 hour. Far beyond any timeout, so a slow outlier is recorded, not lost. */
    public static final long HIGHEST_TRACKABLE_MICROS = 3_600_000_000L;

    /** Significant decimal digits kept per value: 3, i.e. a value is stored within 0.1 % of itself. */
    public static final int SIGNIFICANT_DIGITS = 3;

    private Histograms() {
    }

    /** A new, empty latency histogram in microsecond units, 1 µs .. 1 hour, 3 significant digits. */
    public static Histogram newLatencyHistogram() {
        return new Histogram(LOWEST_DISCERNIBLE_MICROS, HIGHEST_TRACKABLE_MICROS, SIGNIFICANT_DIGITS);
    }

    /**
     * A new latency histogram holding the sum of {@code histograms} (an empty list gives an empty histogram).
     * The inputs are not modified; start/end timestamps become the earliest start and the latest end.
     *
     * @throws ArrayIndexOutOfBoundsException if an input holds a value above 1 hour
     */
    public static Histogram merge(List<Histogram> histograms) {
        // Each worker owns its histogram during the block (no lock, no contention on the hot path, as wrk2 does
        // with per-thread histograms and hdr_add); the merge is paid once, after the measure phase.
        Histogram sum = newLatencyHistogram();
        for (Histogram h : histograms) {
            sum.add(h);
        }
        return sum;
    }

    /**
     * The sum of histograms given in the text of {@link #toCompressedBase64}, decoded and added bucket by bucket:
     * exact, so every percentile of the sum is that of all their samples together (within the 0.1 % every echosoap
     * histogram keeps). How {@code merge} adds the histograms of several clients.
     *
     * @throws IllegalArgumentException if a text is not a compressed histogram
     */
    public static Histogram sumOfCompressed(List<String> base64) {
        Histogram sum = newLatencyHistogram();
        for (String text : base64) {
            sum.add(fromCompressedBase64(text));
        }
        return sum;
    }

    /**
     * The histogram in HdrHistogram's standard compressed form ({@code encodeIntoCompressedByteBuffer}),
     * Base64-encoded: the same text an HdrHistogram log ({@code HistogramLogWriter}) puts in its last column, so
     * HdrHistogram's own tools can read it. Counts and configuration survive; timestamps and tag do not.
     */
    public static String toCompressedBase64(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
    }

    /**
     * Decodes the text made by {@link #toCompressedBase64} (or taken from an HdrHistogram log line).
     * The result can always be {@link #merge merged} with echosoap histograms: its range is at least 1 hour.
     *
     * @throws IllegalArgumentException if the text is not Base64 or not a compressed histogram
     */
    public static Histogram fromCompressedBase64(String base64) {
        byte[] bytes = Base64.getDecoder().decode(base64);
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), HIGHEST_TRACKABLE_MICROS);
        } catch (DataFormatException | RuntimeException e) {
            // HdrHistogram reports a foreign cookie or truncated data with assorted runtime exceptions;
            // callers only need to know that this text is not a histogram.
            throw new IllegalArgumentException("not a compressed HdrHistogram: " + e.getMessage(), e);
        }
    }
}
