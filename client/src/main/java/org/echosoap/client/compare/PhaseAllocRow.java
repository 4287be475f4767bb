package org.echosoap.client.compare;

/**
 * One row of bytes allocated per phase: an endpoint's (or a cost's) bytes per message in one phase in result A and in
 * result B, each with its interval within its run. A row to read, never gated ({@link PhaseAlloc} says why).
 *
 * <pre>{@code
 * PhaseAllocRow r = comparison.phaseAlloc().rows().get(0);
 * r.label();              // "EchoFloat alloc.reading", or "EchoFloat − null alloc.reading" for a cost
 * r.differenceBytes();    // B − A, bytes per message
 * }</pre>
 *
 * @param scenario         scenario name, or null
 * @param size             elements per message, or {@link org.echosoap.client.resultfile.ResultFile#NO_SIZE}
 * @param endpoint         the endpoint (with its stack when the results span several)
 * @param baselineEndpoint the baseline a cost row is over (A's); null for an endpoint row
 * @param phase            the phase's key, as result.json names it ({@code reading})
 * @param aBytes           A's bytes per message in the phase; NaN when not known
 * @param aCi95Bytes       its 95% half width within A's run (batch means); NaN when the file has none
 * @param bBytes           B's
 * @param bCi95Bytes       B's half width
 */
public record PhaseAllocRow(String scenario, int size, String endpoint, String baselineEndpoint, String phase,
                            double aBytes, double aCi95Bytes, double bBytes, double bCi95Bytes) {

    /** What the row splits: an endpoint's bytes or a cost's (the endpoint's over its baseline's). */
    public enum Kind {
        ENDPOINT("endpoint"), COST("cost");

        private final String key;

        Kind(String key) {
            this.key = key;
        }

        /** The name in compare.json and the CSV. */
        public String key() {
            return key;
        }
    }

    /** The rows' prefix: bytes allocated, as the {@code alloc} row is the total of. */
    static final String PREFIX = RowMetric.ALLOC.key() + ".";

    public Kind kind() {
        return baselineEndpoint == null ? Kind.ENDPOINT : Kind.COST;
    }

    /** {@code alloc.reading}: the row's name beside the {@code alloc} row. */
    public String key() {
        return PREFIX + phase;
    }

    /** {@code EchoFloat alloc.reading}, {@code EchoFloat − null alloc.reading}. */
    public String label() {
        return (kind() == Kind.COST ? endpoint + " − " + baselineEndpoint : endpoint) + " " + key();
    }

    /** B − A, bytes per message. */
    public double differenceBytes() {
        return bBytes - aBytes;
    }

    /** (B − A) / |A| in percent; NaN when A is 0 or not known. */
    public double differencePercent() {
        return aBytes == 0 ? Double.NaN : differenceBytes() / Math.abs(aBytes) * 100.0;
    }
}
