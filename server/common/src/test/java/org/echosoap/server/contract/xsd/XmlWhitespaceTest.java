package org.echosoap.server.contract.xsd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** XML's four white space characters, and nothing else, are trimmed. */
class XmlWhitespaceTest {

    @Test
    void knowsTheFourCharactersAndNoOthers() {
        for (char c : new char[] {' ', '\t', '\n', '\r'}) {
            assertTrue(XmlWhitespace.is(c), () -> "char " + (int) c);
        }
        for (char c : new char[] {'\f', '\u000B', '\u00A0', '\u2003', 'x', '0'}) {
            assertFalse(XmlWhitespace.is(c), () -> "char " + (int) c);
        }
    }

    @Test
    void trimsBothEndsOnly() {
        assertEquals("4 2", XmlWhitespace.trim(" \t4 2\r\n"));
        assertEquals("\f4\u00A0", XmlWhitespace.trim(" \f4\u00A0 "));
        assertEquals("", XmlWhitespace.trim(" \n "));
        assertEquals("", XmlWhitespace.trim(""));
        assertEquals("x", XmlWhitespace.trim(new StringBuilder("x ")));
    }

    @Test
    void startAndEndBoundTheValue() {
        String text = "  42 \n";
        int start = XmlWhitespace.start(text);
        assertEquals(2, start);
        assertEquals(4, XmlWhitespace.end(text, start));
        String blank = " \t ";
        int blankStart = XmlWhitespace.start(blank);
        assertEquals(3, blankStart);
        assertEquals(3, XmlWhitespace.end(blank, blankStart));
    }
}
