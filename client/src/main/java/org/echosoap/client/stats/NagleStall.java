package org.echosoap.client.stats;

/**
 * What {@link NagleStallDetector} found: whether a share of the requests waited for a delayed ACK.
 *
 * <pre>{@code
 * NagleStall s = NagleStallDetector.detect(trial.latencyMicros());
 * if (s.stalled()) {
 *     System.out.printf(Locale.ROOT, "%.1f %% of requests stalled ~%d ms (Nagle + delayed ACK: set TCP_NODELAY)%n",
 *             100 * s.share(), s.stallMillis());
 * }
 * }</pre>
 *
 * @param stalled     whether {@code share} reaches {@link NagleStallDetector#MIN_SHARE}
 * @param stallMillis the stall looked at, 40 or 200 (whichever holds the larger share; 40 on a tie); 0 for an
 *                    empty histogram
 * @param share       fraction (0..1) of the samples near {@code stallMillis}; NaN for an empty histogram
 */
public record NagleStall(boolean stalled, int stallMillis, double share) {
}
