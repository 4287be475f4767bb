package org.echosoap.client.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ShareTest {

    @Test
    void remainderGoesToTheLowestIndices() {
        assertEquals(3, new Share(0, 3).connections(8));
        assertEquals(3, new Share(1, 3).connections(8));
        assertEquals(2, new Share(2, 3).connections(8));
        assertEquals(5, new Share(0, 1).connections(5), "the whole plan");
    }

    @ParameterizedTest(name = "{1} connections over {0} clients")
    @CsvSource({"1,1", "2,2", "3,3", "3,4", "3,8", "4,7", "7,100", "10,4096", "1000,1000"})
    void sharesAddUpToTheTotalAndDifferByAtMostOne(int clients, int total) {
        int[] each = IntStream.range(0, clients).map(i -> new Share(i, clients).connections(total)).toArray();
        assertEquals(total, IntStream.of(each).sum());
        assertTrue(IntStream.of(each).max().getAsInt() - IntStream.of(each).min().getAsInt() <= 1);
        for (int i = 1; i < clients; i++) {
            assertTrue(each[i] <= each[i - 1], "never more than a lower index");
        }
    }

    @Test
    void aShareWithoutAConnectionIsRefusedInOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Share(3, 4).connections(3));
        assertEquals("--share 3/4 leaves this client no connection of --connections 3: give at least 4 connections, "
                + "one per client", e.getMessage());
        assertEquals(1, new Share(2, 4).connections(3), "the lower indices still get theirs");
    }

    @Test
    void theRateIsSplitEvenly() {
        double total = 1000;
        assertEquals(1000.0 / 3, new Share(2, 3).ratePerSec(total), 1e-12);
        double sum = IntStream.range(0, 3).mapToDouble(i -> new Share(i, 3).ratePerSec(total)).sum();
        assertEquals(total, sum, 1e-9);
        assertEquals(0.0, new Share(1, 2).ratePerSec(0), "closed loop stays closed loop");
    }

    @Test
    void parsesIndexOfCount() {
        assertEquals(new Share(0, 3), Share.parse("0/3"));
        assertEquals(new Share(2, 3), Share.parse(" 2 / 3 "));
        assertEquals("2/3", Share.parse("2/3").toString());
        assertTrue(Share.WHOLE.whole());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "3", "1/", "/3", "a/b", "-1/3", "3/3", "4/3", "0/0", "0/1001", "1.5/3", "0/3/1"})
    void refusesAnythingElseInOneLine(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Share.parse(text));
        assertEquals(1, e.getMessage().lines().count());
        assertTrue(e.getMessage().startsWith("--share"), e.getMessage());
    }
}
