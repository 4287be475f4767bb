package org.echosoap.client.compare;

import java.util.List;

/**
 * One byte row of a comparison: an endpoint's bytes per message ({@link RowMetric#ALLOC}, {@link RowMetric#CLIENT} or
 * {@link RowMetric#WIRE}) in result A and in result B, tested on the blocks' own figures. Bytes hold still where time
 * wanders, so these rows can be gated at 1% on a shared machine; wire bytes of a fixed message are the same in every
 * block, so their difference is {@link #exact()} and any change is a finding.
 *
 * <pre>{@code
 * BytesRow r = comparison.bytesRows().get(0);
 * r.label();              // "EchoFloat alloc"
 * r.differencePercent();  // +2.1
 * r.test().ci95Low();     // the difference's 95% CI, bytes (Welch, Newey-West errors over the blocks)
 * }</pre>
 *
 * @param scenario scenario name, or null
 * @param size     elements per message, or {@link org.echosoap.client.resultfile.ResultFile#NO_SIZE}
 * @param endpoint the endpoint (with its stack when the results span several)
 * @param metric   alloc, client or wire
 * @param inA      the endpoint is in result A
 * @param inB      the endpoint is in result B
 * @param aBytes   A's figure over all measured messages, bytes per message; NaN when not measured
 * @param bBytes   B's
 * @param aBlocks  A's per-block figures (the units tested)
 * @param bBlocks  B's
 * @param test     Welch's test of B's blocks against A's, with serial-correlation-robust errors
 */
public record BytesRow(String scenario, int size, String endpoint, RowMetric metric, boolean inA, boolean inB,
                       double aBytes, double bBytes, List<Double> aBlocks, List<Double> bBlocks,
                       WelchTest.Result test) implements GatedRow {

    public BytesRow {
        if (metric.time()) {
            throw new IllegalArgumentException("a byte row measures bytes, not " + metric.key());
        }
        aBlocks = List.copyOf(aBlocks);
        bBlocks = List.copyOf(bBlocks);
        java.util.Objects.requireNonNull(test, "test");
    }

    /** A row from the two sides' figures, tested on their blocks. */
    static BytesRow of(String scenario, int size, String endpoint, RowMetric metric, boolean inA, boolean inB,
                       double aBytes, double bBytes, List<Double> aBlocks, List<Double> bBlocks) {
        return new BytesRow(scenario, size, endpoint, metric, inA, inB, aBytes, bBytes, aBlocks, bBlocks,
                WelchTest.ofSeries(aBlocks, bBlocks));
    }

    @Override
    public String label() {
        return endpoint + " " + metric.key();
    }

    @Override
    public double aValue() {
        return aBytes;
    }

    @Override
    public double bValue() {
        return bBytes;
    }

    @Override
    public boolean inBoth() {
        return inA && inB && Double.isFinite(aBytes) && Double.isFinite(bBytes);
    }

    /** B − A, bytes per message. */
    public double differenceBytes() {
        return bBytes - aBytes;
    }

    /**
     * Every block of A has the same figure, and every block of B (one value or two, never noise): the difference is
     * known exactly, its interval is 0.
     */
    @Override
    public boolean exact() {
        return inBoth() && !aBlocks.isEmpty() && !bBlocks.isEmpty() && constant(aBlocks) && constant(bBlocks);
    }

    /** The half-width of the 95% CI of the difference, bytes: 0 when exact, NaN when no test was possible. */
    public double ci95HalfWidthBytes() {
        return exact() ? 0 : test.outcome() == WelchTest.Outcome.TESTED ? test.ci95HalfWidth() : Double.NaN;
    }

    private static boolean constant(List<Double> values) {
        return values.stream().allMatch(v -> v.doubleValue() == values.get(0).doubleValue());
    }
}
