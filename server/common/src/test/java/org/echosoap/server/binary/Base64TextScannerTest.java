package org.echosoap.server.binary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class Base64TextScannerTest {

    private static String scanInPieces(String boundary, String body, int piece) {
        byte[] b = body.getBytes(StandardCharsets.ISO_8859_1);
        Base64TextScanner s = new Base64TextScanner(boundary);
        String why = null;
        for (int i = 0; i < b.length && why == null; i += piece) {
            why = s.scan(b, i, Math.min(piece, b.length - i));
        }
        return why;
    }

    private static String envelope(String dataText) {
        return "<?xml version=\"1.0\"?><s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>"
                + "<b:echoBinary xmlns:b=\"urn:echosoap:binary\"><data>" + dataText + "</data></b:echoBinary>"
                + "</s:Body></s:Envelope>";
    }

    @Test
    void base64TextPassesWhateverTheChunking() {
        String text = Base64.getMimeEncoder().encodeToString(BinaryContract.pattern(1000));
        for (int piece : new int[] {1, 3, 7, 4096}) {
            assertNull(scanInPieces(null, envelope(text), piece), "piece " + piece);
        }
        assertNull(scanInPieces(null, envelope(""), 5));
        assertNull(scanInPieces(null, envelope("QQ=="), 5));
    }

    @Test
    void garbageIsNamedWithItsPosition() {
        String why = scanInPieces(null, envelope("QUJD!!!!"), 2);
        assertNotNull(why);
        assertTrue(why.startsWith("data is not base64: '!' at byte "), why);
        assertNotNull(scanInPieces(null, envelope("QUJ"), 3), "3 letters");
        assertNotNull(scanInPieces(null, envelope("QQ==QQ=="), 3), "text after padding");
        assertNotNull(scanInPieces(null, envelope("Q==="), 3), "three '='");
        assertNotNull(scanInPieces(null, envelope("QU&#x4A;D"), 3), "a character reference");
    }

    @Test
    void prefixedAndAttributedDataTagsAreScannedOtherElementsNot() {
        assertNotNull(scanInPieces(null, "<x:data a=\"q>\">**</x:data>", 2));
        assertNull(scanInPieces(null, "<metadata>**</metadata><data/>", 2));
    }

    @Test
    void onlyTheRootPartOfAnMtomMessageIsScanned() {
        String binary = "<data>not base64 at all!</data>"; // binary bytes that happen to look like a data element
        String body = "--MIMEb\r\nContent-Type: application/xop+xml\r\n\r\n" + envelope(
                "<xop:Include xmlns:xop=\"http://www.w3.org/2004/08/xop/include\" href=\"cid:1\"/>")
                + "\r\n--MIMEb\r\nContent-ID: <1>\r\n\r\n" + binary + "\r\n--MIMEb--\r\n";
        assertNull(scanInPieces("MIMEb", body, 3));
        assertNotNull(scanInPieces(null, body, 3), "the same bytes as a plain body are refused");
    }

    @Test
    void boundaryParameter() {
        assertEquals("abc", InlineBase64Gate.boundary("multipart/related; type=\"application/xop+xml\"; boundary=\"abc\""));
        assertEquals("x=y", InlineBase64Gate.boundary("multipart/related;boundary=x=y"));
        assertNull(InlineBase64Gate.boundary("multipart/related; type=x"));
    }
}
