package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.echosoap.client.report.ParserSeedOrder.Measured;
import org.junit.jupiter.api.Test;

/** Seed 001's order beside a run's: the order printed, and which pairs changed places, apart or within the CIs. */
class ParserSeedOrderTest {

    private static String[] lines(String text) {
        return text.strip().split("\\R");
    }

    @Test
    void aRunInTheSeedsOrderSaysSo() {
        String text = ParserSeedOrder.render(List.of(
                new Measured("variant.sax", 5.0, 1.0),
                new Measured("variant.xerces1-dom", 40.0, 2.0),
                new Measured("variant.dom", 12.0, 1.0),
                new Measured("bytes", 99.0, 1.0))); // not a seed row: left out
        String[] lines = lines(text);
        assertEquals(3, lines.length, text);
        assertTrue(lines[0].startsWith("seed 001's order (2001, µs/message, slowest first): Xerces 1 DOM 5,533 > JDOM 5,224"),
                lines[0]);
        assertEquals("this run's order (cost over null, µs/message):  Xerces 1 DOM 40.0 > Xerces2 DOM 12.0 > Xerces2 SAX 5.0",
                lines[1]);
        assertEquals("same order as the seed", lines[2]);
    }

    @Test
    void pairsThatChangedPlacesAreNamedApartOrWithinTheirIntervals() {
        String text = ParserSeedOrder.render(List.of(
                new Measured("variant.xerces1-dom", 10.0, 1.0),
                new Measured("variant.dom", 20.0, 2.0),     // above Xerces 1 DOM, intervals apart
                new Measured("variant.xpp", 10.5, 1.0)));   // above Xerces 1 DOM, within the intervals
        String[] lines = lines(text);
        assertEquals("this run's order (cost over null, µs/message):  Xerces2 DOM 20.0 > XPP 10.5 > Xerces 1 DOM 10.0",
                lines[1]);
        // Xerces2 DOM above XPP is the seed's order too: not named.
        assertEquals("changed places (intervals apart): Xerces2 DOM above Xerces 1 DOM", lines[2]);
        assertEquals("changed places within the intervals (not resolved): XPP above Xerces 1 DOM", lines[3]);
    }

    @Test
    void theOrderInsideTheWebappIsOneLineSlowestFirst() {
        assertEquals("this run's order (inside): Xerces 1 DOM 36.5 > XPP 5.7" + System.lineSeparator(),
                ParserSeedOrder.orderLine(List.of(new Measured("variant.xpp", 5.7, Double.NaN),
                        new Measured("variant.xerces1-dom", 36.5, Double.NaN)), "this run's order (inside): "));
        assertEquals("", ParserSeedOrder.orderLine(List.of(new Measured("variant.xpp", 5.7, Double.NaN)), "x"));
    }

    @Test
    void fewerThanTwoSeedRowsPrintNothing() {
        assertEquals("", ParserSeedOrder.render(List.of(new Measured("variant.dom", 1.0, 0.1))));
        assertEquals("", ParserSeedOrder.render(List.of()));
    }
}
