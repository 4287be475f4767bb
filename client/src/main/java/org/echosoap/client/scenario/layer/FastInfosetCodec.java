package org.echosoap.client.scenario.layer;

import com.sun.xml.fastinfoset.sax.SAXDocumentSerializer;
import com.sun.xml.fastinfoset.stax.StAXDocumentParser;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.XMLConstants;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * XML text to Fast Infoset (ITU-T X.891, binary XML) and back, with the FastInfoset library that Metro and CXF use:
 * the request of a {@code layer.fastinfoset} pair is encoded once, before anything is measured; each answer is
 * decoded into XML text so that the same value checks as the text side's run on it (never a search in the binary
 * bytes).
 *
 * <pre>{@code
 * byte[] fi = FastInfosetCodec.encode(soap11Request);
 * byte[] xml = FastInfosetCodec.toXmlText(fi, fi.length);  // the same infoset as text
 * }</pre>
 */
public final class FastInfosetCodec {

    /** What every Fast Infoset document starts with: the identification 0xE000 and version 0x0001 (X.891, 12.6). */
    private static final byte[] HEADER = {(byte) 0xE0, 0x00, 0x00, 0x01};

    /** The optional XML declaration a Fast Infoset document may start with instead (X.891, 12.3). */
    private static final byte[] FINF_DECLARATION = "<?xml encoding='finf'".getBytes(StandardCharsets.US_ASCII);

    private static final XMLOutputFactory OUTPUT = XMLOutputFactory.newInstance();

    private FastInfosetCodec() {
    }

    /**
     * {@code xml} (a whole document, UTF-8) as Fast Infoset, namespaces and prefixes kept.
     *
     * @throws IllegalArgumentException when the text is not well-formed XML or carries a DOCTYPE
     */
    public static byte[] encode(byte[] xml) {
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            ByteArrayOutputStream out = new ByteArrayOutputStream(xml.length);
            SAXDocumentSerializer serializer = new SAXDocumentSerializer();
            serializer.setOutputStream(out);
            factory.newSAXParser().parse(new ByteArrayInputStream(xml), serializer);
            return out.toByteArray();
        } catch (Exception e) {
            throw new IllegalArgumentException("cannot encode the request as Fast Infoset: " + e.getMessage(), e);
        }
    }

    /**
     * Why {@code body} is not a Fast Infoset document, judged by its first bytes, or null when it starts like one. An
     * XML text answer is named as such (a stack that answered text to a Fast Infoset request).
     */
    public static String notFastInfoset(byte[] body, int length) {
        if (startsWith(body, length, HEADER) || startsWith(body, length, FINF_DECLARATION)) {
            return null;
        }
        int first = 0;
        if (length >= 3 && (body[0] & 0xFF) == 0xEF && (body[1] & 0xFF) == 0xBB && (body[2] & 0xFF) == 0xBF) {
            first = 3; // a UTF-8 byte order mark in front of XML text
        }
        if (length > first && body[first] == '<') {
            return "the answer is XML text, not Fast Infoset (application/fastinfoset was asked for)";
        }
        return length == 0 ? "the answer is empty, not a Fast Infoset document"
                : String.format("the answer is not a Fast Infoset document (it starts 0x%02X, not 0xE0000001)",
                body[0] & 0xFF);
    }

    /**
     * The Fast Infoset document {@code fi[0, length)} as XML text (UTF-8): elements, namespace declarations,
     * attributes, text; comments and processing instructions left out.
     *
     * @throws IllegalArgumentException naming what the decoder refused
     */
    public static byte[] toXmlText(byte[] fi, int length) {
        StAXDocumentParser reader = new StAXDocumentParser(new ByteArrayInputStream(fi, 0, length));
        ByteArrayOutputStream out = new ByteArrayOutputStream(length * 2);
        try {
            XMLStreamWriter writer = OUTPUT.createXMLStreamWriter(out, "UTF-8");
            while (reader.hasNext()) {
                switch (reader.next()) {
                    case XMLStreamConstants.START_ELEMENT -> startElement(reader, writer);
                    case XMLStreamConstants.END_ELEMENT -> writer.writeEndElement();
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.SPACE, XMLStreamConstants.CDATA ->
                            writer.writeCharacters(reader.getTextCharacters(), reader.getTextStart(),
                                    reader.getTextLength());
                    default -> {
                        // comments, processing instructions, document start/end: no part of the values checked
                    }
                }
            }
            writer.flush();
            return out.toByteArray();
        } catch (XMLStreamException | RuntimeException e) {
            throw new IllegalArgumentException("the answer is not a well-formed Fast Infoset document: "
                    + e.getMessage(), e);
        }
    }

    private static void startElement(StAXDocumentParser reader, XMLStreamWriter writer) throws XMLStreamException {
        String prefix = reader.getPrefix() == null ? "" : reader.getPrefix();
        String ns = reader.getNamespaceURI() == null ? "" : reader.getNamespaceURI();
        writer.writeStartElement(prefix, reader.getLocalName(), ns);
        for (int i = 0; i < reader.getNamespaceCount(); i++) {
            String p = reader.getNamespacePrefix(i);
            if (p == null || p.isEmpty()) {
                writer.writeDefaultNamespace(reader.getNamespaceURI(i));
            } else {
                writer.writeNamespace(p, reader.getNamespaceURI(i));
            }
        }
        for (int i = 0; i < reader.getAttributeCount(); i++) {
            String p = reader.getAttributePrefix(i);
            String n = reader.getAttributeNamespace(i);
            writer.writeAttribute(p == null ? "" : p, n == null ? "" : n, reader.getAttributeLocalName(i),
                    reader.getAttributeValue(i));
        }
    }

    private static boolean startsWith(byte[] body, int length, byte[] prefix) {
        if (length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (body[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
