package org.echosoap.server.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Exclusive accounting on known readings: every nanosecond and byte lands in exactly one stage. */
class StageClockTest {

    @Test
    void sequentialMarksChargeTheStageThatWasOnTop() {
        StageClock clock = new StageClock();
        clock.begin(Stage.CONTAINER_IN, 1_000, 100);
        clock.moveTo(Stage.INBOUND, 1_500, 300);
        clock.moveTo(Stage.INVOCATION, 4_500, 1_300);
        clock.moveTo(Stage.WRITING, 5_000, 1_400);
        clock.end(5_100, 1_450);
        assertEquals(500, clock.nanos(Stage.CONTAINER_IN));
        assertEquals(200, clock.bytes(Stage.CONTAINER_IN));
        assertEquals(3_000, clock.nanos(Stage.INBOUND));
        assertEquals(1_000, clock.bytes(Stage.INBOUND));
        assertEquals(500, clock.nanos(Stage.INVOCATION));
        assertEquals(100, clock.nanos(Stage.WRITING));
        assertEquals(50, clock.bytes(Stage.WRITING));
        assertFalse(clock.entered(Stage.OUTBOUND));
        assertFalse(clock.active());
    }

    @Test
    void nestedStagesAreCountedOnceAndTheOuterResumes() {
        StageClock clock = new StageClock();
        clock.begin(Stage.CONTAINER_IN, 0, 0);
        clock.moveTo(Stage.INBOUND, 10, 10);
        clock.enter(Stage.SECURITY, 20, 20);
        clock.exit(120, 520);
        clock.end(130, 530);
        assertEquals(10, clock.nanos(Stage.CONTAINER_IN));
        assertEquals(20, clock.nanos(Stage.INBOUND)); // 10..20 and 120..130
        assertEquals(20, clock.bytes(Stage.INBOUND));
        assertEquals(100, clock.nanos(Stage.SECURITY));
        assertEquals(500, clock.bytes(Stage.SECURITY));
        long total = 0;
        for (Stage s : Stage.values()) {
            total += clock.nanos(s);
        }
        assertEquals(130, total, "the stages add up to the whole span");
    }

    @Test
    void transitionsAreKeptWithTheirOffsets() {
        StageClock clock = new StageClock();
        clock.begin(Stage.CONTAINER_IN, 1_000, 0);
        clock.moveTo(Stage.INVOCATION, 1_400, 0);
        clock.enter(Stage.SECURITY, 1_900, 0);
        clock.exit(2_000, 0);
        clock.end(2_100, 0);
        assertEquals("container-in@0 invocation@400 security@900 invocation@1000", StagesHeader.transitions(clock));
    }

    @Test
    void anExitTooManyNeverLeavesTheFirstStage() {
        StageClock clock = new StageClock();
        clock.begin(Stage.CONTAINER_IN, 0, 0);
        clock.exit(5, 0);
        clock.end(10, 0);
        assertEquals(10, clock.nanos(Stage.CONTAINER_IN));
    }

    @Test
    void theHeaderListsEnteredStagesInPipelineOrder() {
        StageClock clock = new StageClock();
        clock.begin(Stage.CONTAINER_IN, 0, 0);
        clock.moveTo(Stage.WRITING, 10, 7);
        clock.end(15, 9);
        assertTrue(clock.entered(Stage.WRITING));
        assertEquals("container-in;ns=10;bytes=7, writing;ns=5;bytes=2", StagesHeader.value(clock, true));
        assertEquals("container-in;ns=10, writing;ns=5", StagesHeader.value(clock, false));
    }
}
