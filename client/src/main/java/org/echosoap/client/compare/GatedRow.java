package org.echosoap.client.compare;

/**
 * What the gate needs of a row, time or bytes: its name, its two figures, and the test of B's units against A's.
 * {@link CompareRow} (time, µs) and {@link BytesRow} (bytes per message) are gated rows.
 */
public interface GatedRow {

    /** The row's scenario, or null. */
    String scenario();

    /** Elements per message, or {@link org.echosoap.client.resultfile.ResultFile#NO_SIZE}. */
    int size();

    /** What the row measures. */
    RowMetric metric();

    /** The row's name as the table prints it. */
    String label();

    /** A's figure in {@link RowMetric#unit()}; NaN when not measured. */
    double aValue();

    /** B's figure. */
    double bValue();

    /** (B − A) / |A| in percent; NaN unless both are known and A is not 0. */
    default double differencePercent() {
        double a = aValue();
        return a == 0 ? Double.NaN : (bValue() - a) / Math.abs(a) * 100.0;
    }

    /** The row is in both results. */
    boolean inBoth();

    /** Welch's test of B's units against A's (never null). */
    WelchTest.Result test();

    /**
     * The difference is known without sampling error: every unit of A has one value and every unit of B another
     * (wire bytes of a fixed message). Then any difference is a finding and its interval is 0.
     */
    default boolean exact() {
        return false;
    }
}
