package org.echosoap.server.binary;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ClosingDelimiterCheckTest {

    private static String fed(String body, int piece) {
        byte[] b = body.getBytes(StandardCharsets.ISO_8859_1);
        ClosingDelimiterCheck c = new ClosingDelimiterCheck("MIMEb");
        for (int i = 0; i < b.length; i += piece) {
            c.feed(b, i, Math.min(piece, b.length - i));
        }
        return c.atEnd();
    }

    @Test
    void aBodyEndingWithItsClosingDelimiterPassesWhateverTheChunking() {
        String body = "--MIMEb\r\n\r\n<x/>\r\n--MIMEb\r\n\r\n" + "z".repeat(5000) + "\r\n--MIMEb--\r\n";
        for (int piece : new int[] {1, 2, 7, 100, 8192}) {
            assertNull(fed(body, piece), "piece " + piece);
        }
    }

    @Test
    void aBodyCutShortIsNamed() {
        String cut = "--MIMEb\r\n\r\n<x/>\r\n--MIMEb\r\n\r\n" + "z".repeat(5000);
        for (int piece : new int[] {1, 100, 8192}) {
            assertNotNull(fed(cut, piece), "piece " + piece);
        }
        assertNotNull(fed("--MIMEb\r\n\r\n<x/>\r\n--MIMEb\r\n", 3), "a delimiter that does not close");
    }
}
