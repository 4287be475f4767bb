package org.echosoap.server.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reasons both JAX-WS stacks answer, and the helpers their own checks use. */
class BenchmarkChecksTest {

    private final BenchmarkChecks checks = new BenchmarkChecks(IllegalArgumentException::new);

    @Test
    void inputsAreAtLeastOneAndAtMostTheLimit() {
        assertEquals(List.of(1), checks.someInputs("echoInts", List.of(1)));
        assertEquals("echoInts: echoInts needs at least one input element",
                assertThrows(IllegalArgumentException.class, () -> checks.someInputs("echoInts", List.of()))
                        .getMessage());
        assertEquals("echoInts: echoInts needs at least one input element",
                assertThrows(IllegalArgumentException.class, () -> checks.someInputs("echoInts", null)).getMessage());
        List<Integer> tooMany = Collections.nCopies(BenchmarkLimits.MAX_ELEMENTS + 1, 0);
        assertEquals("echoInts: more than 100000 input elements",
                assertThrows(IllegalArgumentException.class, () -> checks.someInputs("echoInts", tooMany))
                        .getMessage());
    }

    @Test
    void anArrayIsThereEvenIfEmpty() {
        List<Integer> empty = List.of();
        assertEquals(empty, checks.array("receiveSimpleEvents", empty));
        assertEquals("receiveSimpleEvents: receiveSimpleEvents needs an input element",
                assertThrows(IllegalArgumentException.class, () -> checks.array("receiveSimpleEvents", null))
                        .getMessage());
    }

    @Test
    void sizeIsWithinItsRange() {
        assertEquals(0, checks.sizeInRange("sendInts", 0, 10));
        assertEquals(10, checks.sizeInRange("sendInts", 10, 10));
        assertEquals("sendInts: size must be 0 to 10, got -1",
                assertThrows(IllegalArgumentException.class, () -> checks.sizeInRange("sendInts", -1, 10))
                        .getMessage());
        assertEquals("sendInts: size must be 0 to 10, got 11",
                assertThrows(IllegalArgumentException.class, () -> checks.sizeInRange("sendInts", 11, 10))
                        .getMessage());
    }

    @Test
    void findsTheFirstNilAndTheFirstIncompleteItem() {
        List<String> items = Arrays.asList("a", null, "", "b");
        assertEquals(1, BenchmarkChecks.firstNil(items));
        assertEquals(-1, BenchmarkChecks.firstNil(List.of("a")));
        assertEquals(2, BenchmarkChecks.firstIncomplete(items, s -> !s.isEmpty()));
        assertEquals(-1, BenchmarkChecks.firstIncomplete(items, s -> true));
        assertEquals(2, BenchmarkChecks.textChars(items, s -> s));
    }
}
