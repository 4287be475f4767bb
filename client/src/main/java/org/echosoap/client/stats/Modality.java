package org.echosoap.client.stats;

/**
 * What {@link BimodalityDetector} found in a latency distribution.
 *
 * <pre>{@code
 * Modality m = BimodalityDetector.detect(pooled.latencyMicros());
 * if (m.bimodal()) {
 *     System.out.printf(Locale.ROOT, "bimodal: %.0f µs (%.0f %%) and %.0f µs, %.0f µs apart: %+.0f µs on mean%n",
 *             m.lowerModeMicros(), 100 * m.lowerShare(), m.upperModeMicros(), m.gapMicros(),
 *             m.addedMeanMicros());
 * }
 * }</pre>
 *
 * @param bimodal         whether two well-separated modes were found
 * @param lowerModeMicros the lower mode; when not bimodal, the single mode; NaN for an empty histogram
 * @param upperModeMicros the upper mode; NaN when not bimodal
 * @param lowerShare      fraction (0..1) of the samples below the valley between the modes; NaN when not bimodal
 */
public record Modality(boolean bimodal, double lowerModeMicros, double upperModeMicros, double lowerShare) {

    /** Nothing to say: an empty histogram. */
    static final Modality EMPTY = new Modality(false, Double.NaN, Double.NaN, Double.NaN);

    /** One mode (or no second mode worth the name) at {@code modeMicros}. */
    static Modality unimodal(double modeMicros) {
        return new Modality(false, modeMicros, Double.NaN, Double.NaN);
    }

    /** How far the upper mode lies above the lower one (e.g. waking the other CPU); NaN when not bimodal. */
    public double gapMicros() {
        return upperModeMicros - lowerModeMicros;
    }

    /**
     * How much the upper mode moves the mean, compared with every request taking the lower mode's time: the upper
     * side's share times the gap. What pinning client and server to one CPU would save on the mean, if the upper
     * mode is the CPU wake-up. NaN when not bimodal.
     */
    public double addedMeanMicros() {
        return (1 - lowerShare) * gapMicros();
    }
}
