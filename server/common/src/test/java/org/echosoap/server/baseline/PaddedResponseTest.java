package org.echosoap.server.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PaddedResponseTest {

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 49, 84, 85, 86, 8191, 8192, 8193, 100_000, 2_400_000})
    void writesExactlyTheAskedBytesAsWellFormedSoap(int fillerBytes) throws Exception {
        int total = PaddedResponse.minBytes() + fillerBytes;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PaddedResponse.write(out, total);
        assertEquals(total, out.size());
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        var doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(out.toByteArray()));
        assertEquals("Envelope", doc.getDocumentElement().getLocalName());
        int padChars = doc.getElementsByTagNameNS("urn:echosoap:baseline", "pad").item(0).getTextContent().length();
        assertEquals(total, out.size());
        assertEquals(total - (total >= 220 ? 220 : PaddedResponse.minBytes()), padChars);
    }

    /** Small enough for the shortest answer of any stack (CXF's Latency setSize answer: 170 bytes). */
    @Test
    void fitsTheShortestAnswers() {
        assertTrue(PaddedResponse.minBytes() <= 170, () -> "minBytes " + PaddedResponse.minBytes());
    }

    @Test
    void refusesSizesOutOfRange() {
        assertThrows(IllegalArgumentException.class, () -> PaddedResponse.write(new ByteArrayOutputStream(), PaddedResponse.minBytes() - 1));
        assertThrows(IllegalArgumentException.class, () -> PaddedResponse.write(new ByteArrayOutputStream(), PaddedResponse.MAX_BYTES + 1));
    }

    @Test
    void parsesTheParameter() {
        assertEquals(PaddedResponse.minBytes(), NullServlet.parseBytes(Integer.toString(PaddedResponse.minBytes())));
        assertEquals(2_400_000, NullServlet.parseBytes("2400000"));
        assertEquals(-1, NullServlet.parseBytes("1"));
        assertEquals(-1, NullServlet.parseBytes("abc"));
        assertEquals(-1, NullServlet.parseBytes(""));
        assertEquals(-1, NullServlet.parseBytes("99999999999"));
    }
}
