package org.echosoap.server.contract.xsd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A refused value in a reason: one short line, whatever was sent. */
class QuotedTextTest {

    @Test
    void controlCharactersBecomeQuestionMarks() {
        assertEquals("a?b?c", QuotedText.of("a\nb\tc"));
    }

    @Test
    void otherCharactersStayAsSent() {
        assertEquals("\u0661\u0662 \u00e9", QuotedText.of("\u0661\u0662 \u00e9"));
    }

    @Test
    void onlyTheFirstFortyCharactersAreQuoted() {
        assertEquals("x".repeat(40), QuotedText.of("x".repeat(40)));
        assertEquals("x".repeat(40) + "...", QuotedText.of("x".repeat(41)));
    }
}
