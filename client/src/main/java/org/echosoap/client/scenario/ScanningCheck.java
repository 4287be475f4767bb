package org.echosoap.client.scenario;

/**
 * A check that scans every response with a fresh {@link ByteScan} and judges the scan after the last chunk, and that
 * leaves the full check of the sample to the scenario: what {@link ContainsCheck} (a byte sequence) and
 * {@link CountCheck} (end tags) share. A subclass says only which scan and how its result is judged.
 *
 * @param <S> the per-response scan
 */
abstract class ScanningCheck<S extends ByteScan> implements ResponseCheck {

    private final CountCheck.FullCheck full;

    ScanningCheck(CountCheck.FullCheck full) {
        this.full = full;
    }

    /** A fresh scan for one response. */
    abstract S newScan();

    /** After the last chunk: null when right, else a one-line reason. */
    abstract String verdict(S scan);

    @Override
    public final Verifier begin() {
        return new ScanVerifier();
    }

    /** {@code previous} started over when it is one of this check's, else a new one. */
    @Override
    public final Verifier begin(Verifier previous) {
        if (previous instanceof ScanningCheck<?>.ScanVerifier v && v.check() == this) {
            v.scan.reset();
            return v;
        }
        return new ScanVerifier();
    }

    /** One body's scan, judged by this check. */
    private final class ScanVerifier implements Verifier {
        final S scan = newScan();

        ScanningCheck<S> check() {
            return ScanningCheck.this;
        }

        @Override
        public void feed(byte[] chunk, int offset, int length) {
            scan.feed(chunk, offset, length);
        }

        @Override
        public String verdict() {
            return ScanningCheck.this.verdict(scan);
        }
    }

    @Override
    public final String fullCheck(byte[] body, int length) {
        return full.check(body, length);
    }
}
