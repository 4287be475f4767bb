package org.echosoap.client.compare;

import java.util.List;

/**
 * One {@code stage.NAME} row of a comparison: an endpoint's (or a cost's) exact stage in result A and in result B,
 * its time or its bytes per message, tested on the blocks' (a cost's: the pairs') own figures. Only a rule that
 * names the stage watches it ({@code --fail-on alloc.invocation>1%}, and only its bytes row, when both sides'
 * bytes are exact): the time and bytes rules of whole rows never do, so a result with stages gates as it did
 * without.
 *
 * <pre>{@code
 * StageRow r = comparison.stageRows().get(0);
 * r.label();              // "EchoFloat stage.invocation alloc"
 * r.differencePercent();  // +2.0
 * }</pre>
 *
 * @param scenario scenario name, or null
 * @param size     elements per message, or {@link org.echosoap.client.resultfile.ResultFile#NO_SIZE}
 * @param endpoint the endpoint, or {@code EchoFloat − null} for a cost's stage
 * @param stage    the stage's wire name
 * @param bytes    a bytes row ({@link RowMetric#ALLOC}); else a time row, µs
 * @param exact    both sides' bytes are exact per message (the rows a stage rule may gate)
 * @param inA      the stage is in result A
 * @param inB      the stage is in result B
 * @param a        A's figure
 * @param b        B's figure
 * @param aUnits   A's per-block (or per-pair) figures
 * @param bUnits   B's
 * @param test     Welch's test of B's units against A's
 */
public record StageRow(String scenario, int size, String endpoint, String stage, boolean bytes, boolean exact,
                       boolean inA, boolean inB, double a, double b, List<Double> aUnits, List<Double> bUnits,
                       WelchTest.Result test) implements GatedRow {

    /** The row names' prefix: {@code stage.invocation}. */
    public static final String PREFIX = "stage.";

    /** Freezes the lists. */
    public StageRow {
        aUnits = List.copyOf(aUnits);
        bUnits = List.copyOf(bUnits);
        java.util.Objects.requireNonNull(test, "test");
    }

    @Override
    public RowMetric metric() {
        return bytes ? RowMetric.ALLOC : RowMetric.COST;
    }

    @Override
    public String label() {
        return endpoint + " " + PREFIX + stage + (bytes ? " alloc" : " µs");
    }

    @Override
    public double aValue() {
        return a;
    }

    @Override
    public double bValue() {
        return b;
    }

    @Override
    public boolean inBoth() {
        return inA && inB && Double.isFinite(a) && Double.isFinite(b);
    }
}
