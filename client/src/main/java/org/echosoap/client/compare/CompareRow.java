package org.echosoap.client.compare;

import java.util.Locale;

/**
 * One row of a comparison: the same (scenario, size, endpoint) in result A and result B, either its mean latency
 * ({@link Kind#LATENCY}), its per-message cost over the baseline ({@link Kind#COST}) or that cost's part inside the
 * webapp ({@link Kind#INSIDE}). A value is NaN when the row is
 * not in that result ({@code inA}/{@code inB} false) or the result did not measure it.
 *
 * <pre>{@code
 * CompareRow r = comparison.rows().get(0);
 * r.label();             // "null", or "EchoFloat − null (SOAP cost)"
 * r.differenceMicros();  // B − A
 * r.test().pValue();     // Welch's t test of the per-unit values, NaN when no test was possible
 * r.qValue();            // the p-value adjusted over every row of the comparison (Benjamini–Hochberg)
 * r.verdict();           // FASTER / SLOWER (a finding), EQUIVALENT (TOST), INCONCLUSIVE (~)
 * }</pre>
 *
 * @param scenario         scenario name, or null
 * @param size             elements per message, or {@link ResultFile#NO_SIZE}
 * @param endpoint         the endpoint (for a cost: the SOAP endpoint)
 * @param kind             latency or cost
 * @param role             baseline, extra, measured (latency rows; A's, else B's), or null
 * @param baselineEndpoint the endpoint a cost subtracts, or null
 * @param inA              the row is in result A
 * @param inB              the row is in result B
 * @param aMicros          A's mean latency or per-message cost
 * @param bMicros          B's
 * @param aCi95Micros      A's 95% CI half-width (costs), else NaN
 * @param bCi95Micros      B's
 * @param aServerMicros    A's Server-Timing share: serverAppMicros.mean (latency) or serverCostMicros (cost)
 * @param bServerMicros    B's
 * @param aboveThreshold   |differencePercent| is above the comparison's threshold
 * @param units            what {@code test} compared: {@code pairCostMicros} (costs), {@code trials[].meanMicros} or
 *                         {@code blocks[].meanMicros} (latency; "A's vs B's" when they differ), or null (one side)
 * @param test             Welch's t test of B's per-unit values against A's (never null; TOO_FEW when a side is
 *                         missing)
 * @param aUnitKind        what A's tested units are: {@code pair} (a cost's block pairs), {@code epoch},
 *                         {@code fork}, {@code client} (independent units of a cost), {@code block} or {@code trial}
 *                         (latency rows); null when the row is not in A
 * @param bUnitKind        B's
 * @param qValue           Benjamini–Hochberg adjusted p-value over every tested row of the comparison; NaN untested
 * @param equivalence      the TOST equivalence test within the comparison's margin (never null)
 */
public record CompareRow(String scenario, int size, String endpoint, Kind kind, String role, String baselineEndpoint,
                         boolean inA, boolean inB, double aMicros, double bMicros, double aCi95Micros,
                         double bCi95Micros, double aServerMicros, double bServerMicros, boolean aboveThreshold,
                         String units, WelchTest.Result test, String aUnitKind, String bUnitKind, double qValue,
                         Equivalence.Result equivalence) implements GatedRow {

    /** The false discovery rate a comparison's flagged rows are held to (Benjamini–Hochberg). */
    public static final double FDR = 0.05;

    public CompareRow {
        java.util.Objects.requireNonNull(test, "test");
        java.util.Objects.requireNonNull(equivalence, "equivalence");
    }

    /** The same row with its q-value set, once every row of the comparison is tested. */
    public CompareRow withQValue(double q) {
        return new CompareRow(scenario, size, endpoint, kind, role, baselineEndpoint, inA, inB, aMicros, bMicros,
                aCi95Micros, bCi95Micros, aServerMicros, bServerMicros, aboveThreshold, units, test, aUnitKind,
                bUnitKind, q, equivalence);
    }

    /** What a row says about B against A. */
    public enum Verdict {
        /** B is lower: significant after the FDR step and beyond the threshold. */
        FASTER("faster"),
        /** B is higher: significant after the FDR step and beyond the threshold. */
        SLOWER("slower"),
        /** The 90% CI of the difference lies within the equivalence margin (TOST). */
        EQUIVALENT("equivalent"),
        /** Neither (benchstat's {@code ~}): no finding, no proof of sameness — or no test possible. */
        INCONCLUSIVE("~"),
        /** The row is not in both results, or a figure is missing. */
        NONE("");

        private final String text;

        Verdict(String text) {
            this.text = text;
        }

        /** As the table, compare.json and compare.csv write it. */
        public String text() {
            return text;
        }
    }

    /** The row's verdict: a finding first, then equivalence, else inconclusive. */
    public Verdict verdict() {
        if (!inBoth() || !Double.isFinite(differenceMicros())) {
            return Verdict.NONE;
        }
        if (marked()) {
            return test.difference() < 0 ? Verdict.FASTER : Verdict.SLOWER;
        }
        return equivalence.equivalent() ? Verdict.EQUIVALENT : Verdict.INCONCLUSIVE;
    }

    /** The 90% CI of the difference lies within the margin (TOST), whether or not the verdict says so. */
    public boolean equivalent() {
        return tested() && equivalence.equivalent();
    }

    /**
     * What a row compares: the kind names the row in compare.json and compare.csv, says which gate rows it is
     * ({@link RowMetric}) and how the table labels it. A further kind of time row slots in here (a stage's time):
     * its key, its metric, its label's suffix.
     */
    public enum Kind {
        /** {@code runs[].latencyMicros.mean} */
        LATENCY(RowMetric.LATENCY, null),
        /** {@code costs[].perMessageCostMicros} */
        COST(RowMetric.COST, "SOAP cost"),
        /**
         * {@code costs[].serverCostMicros}: the cost's part inside the webapp (Server-Timing), tested on its own
         * per-pair differences ({@code serverPairCostMicros}) or epochs; it holds still where the whole cost moves
         * with the connector and the network.
         */
        INSIDE(RowMetric.INSIDE, "inside");

        private final RowMetric metric;
        private final String suffix;

        Kind(RowMetric metric, String suffix) {
            this.metric = metric;
            this.suffix = suffix;
        }

        /** The name in compare.json and compare.csv. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The gate's name for rows of this kind. */
        public RowMetric metric() {
            return metric;
        }

        /** A row of a cost (SOAP − baseline), not of one endpoint. */
        public boolean ofCost() {
            return suffix != null;
        }
    }

    /** {@link Kind#metric()}. */
    @Override
    public RowMetric metric() {
        return kind.metric();
    }

    /** {@link #aMicros()}. */
    @Override
    public double aValue() {
        return aMicros;
    }

    /** {@link #bMicros()}. */
    @Override
    public double bValue() {
        return bMicros;
    }

    /** The row's name in the table: the endpoint, "SOAP − baseline (SOAP cost)" or "SOAP − baseline (inside)". */
    public String label() {
        if (!kind.ofCost()) {
            return endpoint;
        }
        return endpoint + " − " + (baselineEndpoint == null ? "baseline" : baselineEndpoint) + " (" + kind.suffix
                + ")";
    }

    /** The row is in both results. */
    public boolean inBoth() {
        return inA && inB;
    }

    /** B − A in µs; NaN unless both were measured. */
    public double differenceMicros() {
        return bMicros - aMicros;
    }

    /**
     * (B − A) / |A| in percent; NaN unless both were measured and A is not 0. The magnitude of A is the base so that
     * the sign says "B is higher" even for a negative cost (noise around zero).
     */
    public double differencePercent() {
        double d = differenceMicros();
        return aMicros == 0 ? Double.NaN : d / Math.abs(aMicros) * 100.0;
    }

    /**
     * The difference is known and significant after the false-discovery step: its Benjamini–Hochberg q-value over the
     * comparison's rows is below {@value #FDR}. A row with fewer than 2 units on a side, or none that vary, is never
     * significant.
     */
    public boolean significant() {
        return tested() && qValue < FDR;
    }

    /** Welch's p &lt; {@value WelchTest#ALPHA} for this row alone, as compare flagged rows before the FDR step. */
    public boolean significantAlone() {
        return tested() && test.significant();
    }

    /** A finding: significant and beyond the threshold ({@code *} in the table). */
    public boolean marked() {
        return significant() && aboveThreshold;
    }

    /** The difference is known and Welch's test was done: its p-value and CI describe this row. */
    public boolean tested() {
        return inBoth() && Double.isFinite(differenceMicros()) && test.outcome() == WelchTest.Outcome.TESTED;
    }

    /** The difference is known, but Welch's test could not be done (too few units, or no spread). */
    public boolean untested() {
        return inBoth() && Double.isFinite(differenceMicros()) && test.outcome() != WelchTest.Outcome.TESTED;
    }

    /** Change of the Server-Timing share, B − A; NaN unless both have it. */
    public double serverDifferenceMicros() {
        return bServerMicros - aServerMicros;
    }

    /** Change of everything outside the webapp (network, HTTP stacks, client): change of latency − change of server. */
    public double networkAndHttpDifferenceMicros() {
        return differenceMicros() - serverDifferenceMicros();
    }

    /** The Server-Timing split of the difference is known. */
    public boolean hasSplit() {
        return Double.isFinite(differenceMicros()) && Double.isFinite(serverDifferenceMicros());
    }
}
