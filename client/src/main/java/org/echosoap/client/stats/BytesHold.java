package org.echosoap.client.stats;

import java.util.List;

/**
 * Tells whether the server's allocation per message has stopped moving while an endpoint is primed. Time is steady
 * long before the bytes are: on a fresh Tomcat, EchoFloat's exact stage bytes kept falling in steps for about 80 s of
 * load (container-in 1,624 → 1,400 → 896 → 808 B, inbound 29,456 → 28,936 B, outbound 2,720 → 2,632 B), while MSER-5
 * found its time steady after 3-25 s. Two fresh JVMs followed the same steps and ended on the same bytes to the byte
 * (bench/results/stage-bytes-settle.md), so bytes measured before the end of the steps differ between JVMs by where
 * each stopped priming, not by what the message costs.
 *
 * <p>Rule: the per-message means of the priming blocks (Server-Timing {@code alloc}, exact per message) have held
 * when every block of the series' second half lies within {@link #toleranceBytes} of the last block, as MSER-5 asks
 * its warm-up to lie in the first half. Judged at the same fixed looks as time, from {@value
 * SteadyState#FIRST_LOOK_BLOCKS} blocks on. A step in the second half is a fall still under way.
 *
 * <p>"Held" is evidence, not proof: the steps have plateaus of up to 25 s, and an 8 s priming whose second half lay
 * on one read as held with bytes 1.5 % above the end. So a held verdict never ends a {@code --stages} priming early
 * (that primes for all of {@code --prime}); a moving one makes the run say its bytes were still falling.
 *
 * <pre>{@code
 * Verdict bytes = BytesHold.judge(bytesPerMessage);   // MOVING: the run says "(bytes still falling)"
 * }</pre>
 */
public final class BytesHold {

    /** What the bytes of a priming series say. */
    public enum Verdict {
        /** No allocation figures (the server sends none), or too few blocks to judge. */
        UNKNOWN,
        /** Every block of the second half within the tolerance of the last. */
        HELD,
        /** A block of the second half off the last by more than the tolerance: still moving. */
        MOVING;

        /** The name in result.json, or null for {@link #UNKNOWN}. */
        public String key() {
            return this == UNKNOWN ? null : name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** The smallest change counted, in bytes: a block's mean moves by a few bytes when one message in it differs. */
    public static final double MIN_TOLERANCE_BYTES = 16;

    /** The change counted, relative to the level: 0.05 %, under a twentieth of the gate's 1 % on stage bytes. */
    public static final double RELATIVE_TOLERANCE = 0.0005;

    private BytesHold() {
    }

    /** The largest change from {@code levelBytes} not counted as a move. */
    public static double toleranceBytes(double levelBytes) {
        return Math.max(MIN_TOLERANCE_BYTES, RELATIVE_TOLERANCE * Math.abs(levelBytes));
    }

    /** The verdict on the blocks' per-message bytes, in order; NaN (a block without figures) is left out. */
    public static Verdict judge(List<Double> bytesPerMessage) {
        double[] b = bytesPerMessage.stream().mapToDouble(Double::doubleValue).filter(Double::isFinite).toArray();
        if (b.length < SteadyState.FIRST_LOOK_BLOCKS) {
            return Verdict.UNKNOWN;
        }
        double last = b[b.length - 1];
        double tolerance = toleranceBytes(last);
        for (int i = b.length / 2; i < b.length; i++) {
            if (Math.abs(b[i] - last) > tolerance) {
                return Verdict.MOVING;
            }
        }
        return Verdict.HELD;
    }
}
