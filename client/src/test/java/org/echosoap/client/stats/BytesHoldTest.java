package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.echosoap.client.stats.BytesHold.Verdict;
import org.junit.jupiter.api.Test;

/** The rule on series whose truth is known: the steps a fresh Tomcat's EchoFloat took, noise, and a slow trickle. */
class BytesHoldTest {

    private static final int N = 60;

    /** N blocks at {@code before} B, then from block {@code at} on at {@code after} B, each with ±noise B. */
    private static List<Double> step(double before, double after, int at, double noise, long seed) {
        Random r = new Random(seed);
        List<Double> s = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            s.add((i < at ? before : after) + (r.nextDouble() * 2 - 1) * noise);
        }
        return s;
    }

    @Test
    void aLevelWithItsNoiseHolds() {
        for (long seed = 0; seed < 100; seed++) {
            assertEquals(Verdict.HELD, BytesHold.judge(step(51_240, 51_240, 0, 8, seed)), "seed " + seed);
        }
    }

    @Test
    void aStepInTheSecondHalfIsStillMovingAndOneInTheFirstHasHeld() {
        // EchoFloat's message on a fresh server: 51,240 → 51,143 B when inbound, invocation and outbound fell together.
        assertEquals(Verdict.MOVING, BytesHold.judge(step(51_240, 51_143, 40, 2, 1)));
        assertEquals(Verdict.HELD, BytesHold.judge(step(51_240, 51_143, 20, 2, 1)));
        // container-in alone, 896 → 808 B per message, on a total of about 52 KB: 88 B, over the 26 B tolerance.
        assertEquals(Verdict.MOVING, BytesHold.judge(step(52_128, 52_040, 45, 2, 2)));
    }

    @Test
    void aChangeUnderTheToleranceIsNoMove() {
        assertEquals(25.62, BytesHold.toleranceBytes(51_240), 1e-9);
        assertEquals(16, BytesHold.toleranceBytes(2_000), 1e-9, "the floor for small messages");
        assertEquals(Verdict.HELD, BytesHold.judge(step(51_240, 51_220, 50, 2, 3)), "20 B, within 25.6");
    }

    @Test
    void aSlowTrickleIsMoving() {
        List<Double> s = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            s.add(52_000.0 - 2 * i); // 2 B per block: 58 B over the second half
        }
        assertEquals(Verdict.MOVING, BytesHold.judge(s));
    }

    @Test
    void tooFewBlocksOrNoFiguresCannotBeJudged() {
        assertEquals(Verdict.UNKNOWN, BytesHold.judge(step(1, 1, 0, 0, 0).subList(0, SteadyState.FIRST_LOOK_BLOCKS - 1)));
        List<Double> none = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            none.add(Double.NaN);
        }
        assertEquals(Verdict.UNKNOWN, BytesHold.judge(none), "a server without Server-Timing alloc");
        assertEquals(null, Verdict.UNKNOWN.key());
        assertEquals("moving", Verdict.MOVING.key());
    }
}
