package org.echosoap.server.metro.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class OneLineTest {

    @Test
    void keepsTheFirstLineOnly() {
        assertEquals("Unexpected close tag </a>; expected </b>.",
                OneLine.of("Unexpected close tag </a>; expected </b>.\n at [row,col {unknown-source}]: [1,5]"));
    }

    @Test
    void boundsTheLengthAndReplacesControlCharacters() {
        assertEquals("x".repeat(300) + "...", OneLine.of("x".repeat(301)));
        assertEquals("a b", OneLine.of("a\tb"));
    }

    @Test
    void anEmptyReasonStillSaysSomething() {
        assertEquals("the request could not be read", OneLine.of(" "));
        assertEquals("the request could not be read", OneLine.of(null));
    }
}
