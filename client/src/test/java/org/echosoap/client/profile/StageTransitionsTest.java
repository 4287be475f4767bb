package org.echosoap.client.profile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.echosoap.server.stages.Stage;
import org.junit.jupiter.api.Test;

/** A request event's stage transitions: the stage at an offset, each stage's exact time, and text that is not one. */
class StageTransitionsTest {

    @Test
    void givesTheStageOnTopAtAnOffsetAndEachStagesTime() {
        // Nested: invocation inside inbound's span, back to inbound, then writing to the end (300 µs).
        StageTransitions t = StageTransitions.parse(
                "container-in@0 inbound@2000 invocation@10000 inbound@250000 writing@260000", 300_000);
        assertEquals(Stage.CONTAINER_IN, t.at(0));
        assertEquals(Stage.CONTAINER_IN, t.at(1999));
        assertEquals(Stage.INBOUND, t.at(2000));
        assertEquals(Stage.INVOCATION, t.at(150_000));
        assertEquals(Stage.INBOUND, t.at(255_000));
        assertEquals(Stage.WRITING, t.at(299_999));
        assertEquals(Stage.WRITING, t.at(400_000), "after the last mark: the last stage");
        assertArrayEquals(new long[] {2000, 18000, 0, 240000, 0, 40000, 0}, t.nanosByStage());
    }

    @Test
    void marksAtOneReadingGiveTheLastOne() {
        StageTransitions t = StageTransitions.parse("container-in@0 inbound@500 invocation@500", 1000);
        assertEquals(Stage.INVOCATION, t.at(500));
        assertArrayEquals(new long[] {500, 0, 0, 500, 0, 0, 0}, t.nanosByStage());
    }

    @Test
    void textThatIsNotTransitionsIsNone() {
        assertNull(StageTransitions.parse(null, 1));
        assertNull(StageTransitions.parse("", 1));
        assertNull(StageTransitions.parse("nowhere@0", 1));
        assertNull(StageTransitions.parse("container-in@x", 1));
        assertNull(StageTransitions.parse("container-in@5 inbound@3", 10));
    }
}
