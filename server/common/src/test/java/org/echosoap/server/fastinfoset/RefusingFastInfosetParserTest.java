package org.echosoap.server.fastinfoset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.sun.xml.fastinfoset.sax.SAXDocumentSerializer;
import com.sun.xml.fastinfoset.stax.StAXDocumentParser;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.junit.jupiter.api.Test;
import org.xml.sax.helpers.AttributesImpl;

class RefusingFastInfosetParserTest {

    /** X.891: an unexpanded entity reference child without identifiers (110010 00), its name as a 3-octet literal. */
    private static final byte[] ENTITY_REFERENCE = {(byte) 0xC8, 0x02, 'x', 'x', 'e'};
    /**
     * A notation without identifiers (X.891 bits 110000 00; 2.1.1 misreads one with a system identifier): name "gif",
     * then the list's terminator.
     */
    private static final byte[] NOTATIONS = {(byte) 0xC0, 0x02, 'g', 'i', 'f', (byte) 0xF0};
    /** An unparsed entity (1101000 0): name "pic", system id "p", notation "gif"; then the terminator. */
    private static final byte[] UNPARSED_ENTITIES = {(byte) 0xD0, 0x02, 'p', 'i', 'c', 0x00, 'p', 0x02, 'g', 'i', 'f',
        (byte) 0xF0};
    private static final int NOTATIONS_PRESENT = 0x10;
    private static final int UNPARSED_ENTITIES_PRESENT = 0x08;

    @Test
    void aPlainDocumentReadsAsWithTheLibrarysParser() throws Exception {
        assertEquals("3.14159", valueRead(new RefusingFastInfosetParser(in(document()))));
    }

    @Test
    void anUnexpandedEntityReferenceIsRefusedWhereTheLibraryDropsIt() throws Exception {
        byte[] withReference = splice(document(), indexAfter(document(), "input"), ENTITY_REFERENCE);
        assertEquals("3.14159", valueRead(new StAXDocumentParser(in(withReference))), "the library drops it");
        XMLStreamException refused = assertThrows(XMLStreamException.class,
                () -> valueRead(new RefusingFastInfosetParser(in(withReference))));
        assertEquals(RefusingFastInfosetParser.ENTITY_REFERENCE_REFUSED, refused.getMessage());
    }

    @Test
    void notationsAndUnparsedEntitiesAreRefused() throws Exception {
        for (byte[] body : new byte[][] {withDeclarations(NOTATIONS_PRESENT, NOTATIONS),
            withDeclarations(UNPARSED_ENTITIES_PRESENT, UNPARSED_ENTITIES)}) {
            assertEquals("3.14159", valueRead(new StAXDocumentParser(in(body))), "the library reads past them");
            XMLStreamException refused = assertThrows(XMLStreamException.class,
                    () -> valueRead(new RefusingFastInfosetParser(in(body))));
            assertEquals(RefusingFastInfosetParser.DTD_DECLARATION_REFUSED, refused.getMessage());
        }
    }

    @Test
    void aReusedParserReadsTheNextGoodDocument() throws Exception {
        RefusingFastInfosetParser parser = new RefusingFastInfosetParser(
                in(withDeclarations(UNPARSED_ENTITIES_PRESENT, UNPARSED_ENTITIES)));
        assertThrows(XMLStreamException.class, () -> valueRead(parser));
        parser.setInputStream(in(document()));
        assertEquals("3.14159", valueRead(parser));
        parser.setInputStream(in(splice(document(), indexAfter(document(), "input"), ENTITY_REFERENCE)));
        assertThrows(XMLStreamException.class, () -> valueRead(parser));
        parser.setInputStream(in(document()));
        assertEquals("3.14159", valueRead(parser));
    }

    /** {@code <e:Envelope><e:Body><echoFloat><input>3.14159</input></echoFloat></e:Body></e:Envelope>}. */
    private static byte[] document() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SAXDocumentSerializer s = new SAXDocumentSerializer();
        s.setOutputStream(out);
        AttributesImpl none = new AttributesImpl();
        String soap = "http://schemas.xmlsoap.org/soap/envelope/";
        s.startDocument();
        s.startPrefixMapping("e", soap);
        s.startElement(soap, "Envelope", "e:Envelope", none);
        s.startElement(soap, "Body", "e:Body", none);
        s.startElement("", "echoFloat", "echoFloat", none);
        s.startElement("", "input", "input", none);
        s.characters("3.14159".toCharArray(), 0, 7);
        s.endElement("", "input", "input");
        s.endElement("", "echoFloat", "echoFloat");
        s.endElement(soap, "Body", "e:Body");
        s.endElement(soap, "Envelope", "e:Envelope");
        s.endDocument();
        return out.toByteArray();
    }

    /** The document with an optional component of its document information item set and its octets added. */
    private static byte[] withDeclarations(int presenceBit, byte[] items) throws Exception {
        byte[] plain = document();
        // The header is the identification E0 00 and the version 00 01; then the item's octet of presence bits.
        assertEquals(0, plain[4], "the serializer writes no optional component");
        byte[] body = splice(plain, 5, items);
        body[4] = (byte) presenceBit;
        return body;
    }

    private static String valueRead(XMLStreamReader reader) throws XMLStreamException {
        String value = null;
        while (reader.hasNext()) {
            if (reader.next() == XMLStreamConstants.START_ELEMENT && "input".equals(reader.getLocalName())) {
                value = reader.getElementText();
            }
        }
        return value;
    }

    private static ByteArrayInputStream in(byte[] body) {
        return new ByteArrayInputStream(body);
    }

    private static byte[] splice(byte[] data, int at, byte[] item) {
        byte[] spliced = new byte[data.length + item.length];
        System.arraycopy(data, 0, spliced, 0, at);
        System.arraycopy(item, 0, spliced, at, item.length);
        System.arraycopy(data, at, spliced, at + item.length, data.length - at);
        return spliced;
    }

    private static int indexAfter(byte[] data, String ascii) {
        byte[] part = ascii.getBytes(StandardCharsets.US_ASCII);
        outer:
        for (int i = 0; i <= data.length - part.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (data[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i + part.length;
        }
        throw new IllegalStateException("not found: " + ascii);
    }
}
