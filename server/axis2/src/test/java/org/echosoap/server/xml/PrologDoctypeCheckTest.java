package org.echosoap.server.xml;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The DOCTYPE check in front of the end-of-life parsers: refuses every way a DOCTYPE can come, passes the rest. */
class PrologDoctypeCheckTest {

    private static final String ROOT = "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"/>";

    private static byte[] checkBytes(byte[] body) throws Exception {
        InputStream checked = PrologDoctypeCheck.refuseDoctype(new ByteArrayInputStream(body));
        return checked.readAllBytes();
    }

    private static String checkChars(String body) throws Exception {
        Reader checked = PrologDoctypeCheck.refuseDoctype(new StringReader(body));
        StringBuilder out = new StringBuilder();
        char[] buffer = new char[256];
        for (int n; (n = checked.read(buffer)) > 0; ) {
            out.append(buffer, 0, n);
        }
        return out.toString();
    }

    @Test
    void passesADocumentWithoutDoctypeUnchangedFromItsFirstByte() throws Exception {
        for (String body : new String[] {
            ROOT,
            "<?xml version=\"1.0\"?>\n" + ROOT,
            "\uFEFF<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + ROOT,
            "<!-- <!DOCTYPE in a comment is only text --> <?pi <!DOCTYPE in a PI ?>\n" + ROOT,
            "<!-- ends with three dashes --->" + ROOT,
            "", "not xml at all", "<"}) {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            assertArrayEquals(bytes, checkBytes(bytes), body);
            assertEquals(body, checkChars(body), body);
        }
    }

    @Test
    void refusesADoctypeWhereverItStandsInTheProlog() {
        for (String body : new String[] {
            "<!DOCTYPE soap:Envelope>" + ROOT,
            "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY x \"y\">]>" + ROOT,
            "<?xml version=\"1.0\"?><!-- c --><?pi x?>  \n\t<!DOCTYPE r SYSTEM \"file:///etc/passwd\">" + ROOT,
            "<!doctype r>" + ROOT, // not XML's spelling: refused all the same, any <! but a comment
            "<![CDATA[x]]>" + ROOT}) {
            DoctypeRefusedException e = assertThrows(DoctypeRefusedException.class,
                    () -> checkBytes(body.getBytes(StandardCharsets.UTF_8)), body);
            assertEquals(DoctypeNotAllowedException.REASON, e.getMessage());
            assertThrows(DoctypeRefusedException.class, () -> checkChars(body), body);
        }
    }

    @Test
    void refusesADoctypeAfterAByteOrderMarkInCharacters() {
        // preread decodes a UTF-8 BOM into U+FEFF; the parser skips it, and so must the check.
        assertThrows(DoctypeRefusedException.class, () -> checkChars("\uFEFF<!DOCTYPE r>" + ROOT));
    }

    @Test
    void refusesADeclaredEncodingThatCouldHideADoctype() throws Exception {
        // After the declaration a parser reads on in the declared encoding: in EBCDIC, "<!DOCTYPE" is not ASCII.
        for (String encoding : new String[] {"Cp037", "IBM037", "UTF-32", "x-unknown"}) {
            String body = "<?xml version=\"1.0\" encoding=\"" + encoding + "\"?>" + ROOT;
            DoctypeRefusedException e = assertThrows(DoctypeRefusedException.class,
                    () -> checkBytes(body.getBytes(StandardCharsets.ISO_8859_1)), encoding);
            assertTrue(e.getMessage().contains("encoding"), e.getMessage());
        }
        for (String encoding : new String[] {"UTF-8", "utf8", "US-ASCII", "ISO-8859-1", "iso-8859-15", "windows-1252"}) {
            byte[] body = ("<?xml version='1.0' encoding='" + encoding + "'?>" + ROOT).getBytes(StandardCharsets.ISO_8859_1);
            assertArrayEquals(body, checkBytes(body), encoding);
        }
        byte[] utf16SaysUtf8 = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><r/>".getBytes(StandardCharsets.UTF_16);
        assertThrows(DoctypeRefusedException.class, () -> checkBytes(utf16SaysUtf8));
    }

    @Test
    void givesTheDoctypesLineAndColumn() {
        DoctypeRefusedException e = assertThrows(DoctypeRefusedException.class,
                () -> checkChars("<?xml version=\"1.0\"?>\n  <!DOCTYPE r>" + ROOT));
        assertEquals(2, e.getLineNumber());
        assertEquals(3, e.getColumnNumber());
    }

    @Test
    void readsUtf16WithAndWithoutByteOrderMark() throws Exception {
        String doctype = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><!DOCTYPE r>" + ROOT;
        String clean = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + ROOT;
        for (Charset charset : new Charset[] {StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE,
            StandardCharsets.UTF_16}) { // UTF_16 writes a big-endian BOM
            assertThrows(DoctypeRefusedException.class, () -> checkBytes(doctype.getBytes(charset)), charset.name());
            byte[] bytes = clean.getBytes(charset);
            assertArrayEquals(bytes, checkBytes(bytes), charset.name());
        }
        byte[] littleWithBom = ("\uFEFF" + doctype).getBytes(StandardCharsets.UTF_16LE);
        assertThrows(DoctypeRefusedException.class, () -> checkBytes(littleWithBom));
    }

    @Test
    void refusesEncodingsItCannotCheck() {
        byte[] ucs4 = {0, 0, 0, '<', 0, 0, 0, '?'};
        DoctypeRefusedException e = assertThrows(DoctypeRefusedException.class, () -> checkBytes(ucs4));
        assertTrue(e.getMessage().contains("UTF-8"), e.getMessage());
        byte[] ebcdic = {0x4C, 0x6F, (byte) 0xA7, (byte) 0x94};
        assertThrows(DoctypeRefusedException.class, () -> checkBytes(ebcdic));
    }

    @Test
    void boundsTheLookAhead() throws IOException {
        String longComment = "<!--" + "x".repeat(PrologDoctypeCheck.MAX_PROLOG_CHARS) + "-->" + ROOT;
        DoctypeRefusedException e = assertThrows(DoctypeRefusedException.class,
                () -> checkBytes(longComment.getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains("prolog"), e.getMessage());
        assertThrows(DoctypeRefusedException.class, () -> checkChars(longComment));
        // A long document is fine: only the prolog is looked at.
        String longBody = "<r>" + "x".repeat(4 * PrologDoctypeCheck.MAX_PROLOG_CHARS) + "</r>";
        assertThrows(DoctypeRefusedException.class, () -> checkChars("<!DOCTYPE r>" + longBody));
        assertEquals(longBody.length(), assertDoesNotThrowLength(longBody));
    }

    private static int assertDoesNotThrowLength(String body) {
        try {
            return checkBytes(body.getBytes(StandardCharsets.UTF_8)).length;
        } catch (Exception e) {
            throw new AssertionError("refused a document without a prolog: " + e.getMessage(), e);
        }
    }
}
