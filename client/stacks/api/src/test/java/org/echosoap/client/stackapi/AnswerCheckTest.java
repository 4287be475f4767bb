package org.echosoap.client.stackapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AnswerCheckTest {

    @Test
    void aRightAnswerReturnsTheTimeTheCheckTook() throws StackCallException {
        long nanos = AnswerCheck.timedNanos("echoInts(3)", () -> {
            long until = System.nanoTime() + 2_000_000;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            return null;
        });
        assertTrue(nanos >= 2_000_000, "a check that spun 2 ms took " + nanos + " ns");
    }

    @Test
    void aWrongValueIsAWrongAnswerWithTheCheckersWords() {
        StackCallException e = assertThrows(StackCallException.class,
                () -> AnswerCheck.timedNanos("echoInts(3)", () -> "echoInts(3) answered 2 values, not 3"));
        assertEquals(StackCallException.Kind.WRONG_ANSWER, e.kind());
        assertEquals("echoInts(3) answered 2 values, not 3", e.getMessage());
    }

    @Test
    void aCheckThatMeetsANullPartIsAWrongAnswerNamingTheCall() {
        StackCallException e = assertThrows(StackCallException.class, () -> AnswerCheck.timedNanos("echoStruct()",
                () -> { throw new NullPointerException("the answer's struct is null"); }));
        assertEquals(StackCallException.Kind.WRONG_ANSWER, e.kind());
        assertTrue(e.getMessage().startsWith("echoStruct() answered something unexpected: "), e.getMessage());
        assertTrue(e.getMessage().contains("the answer's struct is null"), e.getMessage());
    }

    @Test
    void theLabelNamesTheSizeOfASizedCallOnly() {
        java.time.Duration t = java.time.Duration.ofSeconds(1);
        assertEquals("echoInts(100)", new CallSpec("http://127.0.0.1:1/b", BenchmarkCall.ECHO_INTS, 100, t).label());
        assertEquals("echoVoid()", new CallSpec("http://127.0.0.1:1/b", BenchmarkCall.ECHO_VOID, 0, t).label());
    }
}
