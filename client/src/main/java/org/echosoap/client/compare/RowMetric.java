package org.echosoap.client.compare;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What a row of a comparison measures, by the name {@code --fail-on} gives it: the time rows ({@code latency},
 * {@code cost}, {@code inside}, in µs) and the three byte rows ({@code alloc}, {@code client}, {@code wire}, in bytes per message).
 * Time moves with the machine (about 11% between server restarts on a shared 2-vCPU VM); bytes hold still
 * (allocation within about 0.3% across runs, wire bytes exact), which is why the byte rows are the gate that works
 * on shared CI runners.
 *
 * <pre>{@code
 * RowMetric.ALLOC.key();   // "alloc"
 * RowMetric.COST.time();   // true
 * RowMetric.keys();        // "latency, cost, inside, alloc, client, wire"
 * }</pre>
 */
public enum RowMetric {
    /** An endpoint's mean latency, µs ({@code runs[].latencyMicros.mean}). */
    LATENCY("latency", true, "µs"),
    /** A per-message cost over the baseline, µs ({@code costs[].perMessageCostMicros}). */
    COST("cost", true, "µs"),
    /**
     * A cost's part inside the webapp, µs ({@code costs[].serverCostMicros}, Server-Timing): the time SOAP adds as
     * the server's own clock sees it. Not watched by a bare {@code 5%}: it is named ({@code inside>5%}).
     */
    INSIDE("inside", true, "µs"),
    /** Bytes the server's thread allocated per message ({@code serverAllocatedBytes.mean}, Server-Timing alloc). */
    ALLOC("alloc", false, "B"),
    /** Bytes the client's workers allocated per request sent ({@code clientAllocatedBytesPerRequest}). */
    CLIENT("client", false, "B"),
    /** Request and response body bytes per message ({@code requestBytes + responseBytesPerMessage}). */
    WIRE("wire", false, "B");

    private final String key;
    private final boolean time;
    private final String unit;

    RowMetric(String key, boolean time, String unit) {
        this.key = key;
        this.time = time;
        this.unit = unit;
    }

    /** The name on the command line, in compare.json and in the table. */
    public String key() {
        return key;
    }

    /** A time row, µs: limited by how far time moves between runs. */
    public boolean time() {
        return time;
    }

    /** What a bare {@code --fail-on 5%} (or {@code time>5%}) watches: latencies and costs, as it always has. */
    public boolean bareTime() {
        return time && this != INSIDE;
    }

    /** The unit of the row's figures: {@code µs} or {@code B}. */
    public String unit() {
        return unit;
    }

    /** The metric named {@code name} (case-insensitive), or null. */
    public static RowMetric byKey(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(m -> m.key.equals(n)).findFirst().orElse(null);
    }

    /** Every name, in order, comma-separated. */
    public static String keys() {
        return String.join(", ", Arrays.stream(values()).map(RowMetric::key).toList());
    }

    /** The names of {@code metrics}, comma-separated. */
    static String keys(List<RowMetric> metrics) {
        return String.join(", ", metrics.stream().map(RowMetric::key).toList());
    }
}
