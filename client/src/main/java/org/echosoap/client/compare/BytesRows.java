package org.echosoap.client.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.echosoap.client.resultfile.ResultFile;

/**
 * Builds the byte rows of a comparison: for every endpoint in either result, one row per byte metric that a side
 * measured per block ({@code blocks[].serverAllocatedMeanBytes}, {@code clientAllocatedBytesPerRequest},
 * {@code responseBytesPerMessage}). A result written before blocks carried bytes has no such rows: a pooled figure
 * alone has no interval, and a gate must not judge a figure without one.
 *
 * <pre>{@code
 * List<BytesRow> rows = BytesRows.of(resultA, resultB);
 * }</pre>
 */
final class BytesRows {

    private static final List<RowMetric> METRICS = List.of(RowMetric.ALLOC, RowMetric.CLIENT, RowMetric.WIRE);

    private BytesRows() {
    }

    static List<BytesRow> of(ResultFile a, ResultFile b) {
        boolean byStack = a.multiStack() || b.multiStack();
        Map<Key, ResultFile.Run[]> runs = new LinkedHashMap<>();
        put(runs, a, 0, byStack);
        put(runs, b, 1, byStack);
        List<BytesRow> rows = new ArrayList<>();
        for (Map.Entry<Key, ResultFile.Run[]> e : runs.entrySet()) {
            ResultFile.Run ra = e.getValue()[0];
            ResultFile.Run rb = e.getValue()[1];
            for (RowMetric m : METRICS) {
                List<Double> blocksA = blocks(ra, m);
                List<Double> blocksB = blocks(rb, m);
                if (blocksA.isEmpty() && blocksB.isEmpty()) {
                    continue;
                }
                Key k = e.getKey();
                rows.add(BytesRow.of(k.scenario, k.size, k.endpoint, m, ra != null, rb != null, figure(ra, m),
                        figure(rb, m), blocksA, blocksB));
            }
        }
        return rows;
    }

    /** Files a result's runs on its side; the first entry for a key wins (the time rows warn about duplicates). */
    private static void put(Map<Key, ResultFile.Run[]> runs, ResultFile file, int side, boolean byStack) {
        for (ResultFile.Run r : file.runs()) {
            ResultFile.Run[] slot = runs.computeIfAbsent(key(r, byStack), k -> new ResultFile.Run[2]);
            if (slot[side] == null) {
                slot[side] = r;
            }
        }
    }

    private static Key key(ResultFile.Run r, boolean byStack) {
        return new Key(r.scenario(), r.size(), ComparisonBuilder.rowName(r.endpoint(), r.stack(), byStack));
    }

    private static List<Double> blocks(ResultFile.Run r, RowMetric m) {
        if (r == null) {
            return List.of();
        }
        return switch (m) {
            case ALLOC -> r.bytes().serverAllocatedBlockBytes();
            case CLIENT -> r.bytes().clientAllocatedBlockBytes();
            case WIRE -> r.bytes().wireBlockBytes();
            default -> List.of();
        };
    }

    private static double figure(ResultFile.Run r, RowMetric m) {
        if (r == null) {
            return Double.NaN;
        }
        return switch (m) {
            case ALLOC -> r.bytes().serverAllocatedBytes();
            case CLIENT -> r.bytes().clientAllocatedBytes();
            case WIRE -> r.bytes().wireBytes();
            default -> Double.NaN;
        };
    }

    private record Key(String scenario, int size, String endpoint) {
        Key {
            Objects.requireNonNull(endpoint);
        }
    }
}
