package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.xml.fastinfoset.dom.DOMDocumentParser;
import com.sun.xml.fastinfoset.sax.SAXDocumentSerializer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import javax.xml.parsers.DocumentBuilderFactory;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.Stack;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Document;
import org.xml.sax.helpers.AttributesImpl;

/**
 * Fast Infoset (binary XML) on the real Tomcat, on the stacks that serve it (CXF, Metro): seed 000's echoFloat sent as
 * {@code application/fastinfoset} is answered in Fast Infoset with the value; a truncated body, garbage, a body
 * with a DOCTYPE, an unexpanded entity reference, a notation or an unparsed entity are refused with a {@code Client}
 * SOAP Fault (itself Fast Infoset) and the next good request is served; Axis2, which has no Fast Infoset, answers 415.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(value = Stack.class, names = {"CXF", "METRO"})
@ExtendWith(SharedServer.class)
class FastInfosetIT {

    private static final String FI = "application/fastinfoset";
    private static final String SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String TEMPURI = "http://tempuri.org/";
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

    @Parameter
    Stack stack;

    private URI echoFloat;

    @BeforeEach
    void locate(EchosoapServer server) {
        echoFloat = server.uri(stack, "/services/EchoFloat");
    }

    @Test
    void aFastInfosetRequestIsAnsweredInFastInfosetWithTheValue() throws Exception {
        HttpResponse<byte[]> answer = send(echoFloat(null, false));
        assertEquals(200, answer.statusCode());
        assertTrue(Http.header(answer, "Content-Type").startsWith(FI), Http.header(answer, "Content-Type"));
        assertEquals("3.14159", text(decode(answer.body()), TEMPURI, "result"));
        assertTrue(echoFloat(null, false).length < Seed.request().length, "binary is smaller than the seed's text");
    }

    @Test
    void brokenBodiesAreClientFaultsAndTheNextRequestIsServed() throws Exception {
        byte[] good = echoFloat(null, false);
        byte[][] bad = {
            Arrays.copyOf(good, good.length / 2),                        // truncated
            "not fast infoset at all".getBytes(StandardCharsets.US_ASCII), // garbage
            {(byte) 0xE0, 0, 0, 1, (byte) 0xFF, 0x12},                   // a header, then nonsense
            echoFloat("http://127.0.0.1:9/never-fetched.dtd", false),    // a DOCTYPE (document type declaration)
        };
        for (byte[] body : bad) {
            HttpResponse<byte[]> fault = send(body);
            assertEquals(500, fault.statusCode(), () -> stack + ": " + new String(fault.body(), StandardCharsets.UTF_8));
            Document doc = decode(fault.body());
            assertTrue(text(doc, "", "faultcode").endsWith(":Client"), () -> stack + ": " + text(doc, "", "faultstring"));
            HttpResponse<byte[]> next = send(good);
            assertEquals(200, next.statusCode(), "the next good request is served");
            assertEquals("3.14159", text(decode(next.body()), TEMPURI, "result"));
        }
    }

    /**
     * What Fast Infoset can carry that the text path refuses with its DOCTYPE, and that FastInfoset 2.1.1's StAX parser
     * (which both stacks read with) would skip without a word: an unexpanded entity reference item (X.891's item for
     * an entity a parser did not expand; nothing could expand it, Fast Infoset carries no entity definitions), and
     * notations or unparsed entities declared in the document information item. Each is a {@code Client} fault
     * naming it, and the next good request is served.
     */
    @Test
    void entityReferencesAndDtdDeclarationsAreClientFaultsAndTheNextRequestIsServed() throws Exception {
        byte[] good = echoFloat(null, false);
        String[][] cases = {
            {"an unexpanded entity reference", "unexpanded entity reference is not allowed"},
            {"a notation", "DTD declaration (notation or unparsed entity) is not allowed"},
            {"an unparsed entity", "DTD declaration (notation or unparsed entity) is not allowed"},
        };
        byte[][] bodies = {
            echoFloat(null, true),
            withDeclarations(NOTATIONS_PRESENT, NOTATIONS),
            withDeclarations(UNPARSED_ENTITIES_PRESENT, UNPARSED_ENTITIES),
        };
        for (int i = 0; i < bodies.length; i++) {
            String what = stack + ", " + cases[i][0];
            HttpResponse<byte[]> fault = send(bodies[i]);
            assertEquals(500, fault.statusCode(), what);
            Document doc = decode(fault.body());
            String reason = text(doc, "", "faultstring");
            assertTrue(text(doc, "", "faultcode").endsWith(":Client"), () -> what + ": " + reason);
            assertTrue(reason.contains(cases[i][1]), () -> what + ": " + reason);
            assertFalse(new String(fault.body(), StandardCharsets.ISO_8859_1).contains("3.14159"),
                    what + ": nothing was echoed");
            HttpResponse<byte[]> next = send(good);
            assertEquals(200, next.statusCode(), what + ": the next good request is served");
            assertEquals("3.14159", text(decode(next.body()), TEMPURI, "result"));
        }
    }

    /**
     * A processing instruction (SOAP 1.1 says a message must not hold one) gets what it gets on the same stack's text
     * path: CXF's and Metro's text readers pass it through and the value is answered, so Fast Infoset does the same
     * (Axis2 refuses one in text, and has no Fast Infoset). Fails if the two paths of a stack part ways.
     */
    @Test
    void aProcessingInstructionIsAnsweredAsOnTheTextPath() throws Exception {
        String text = "<soap:Envelope xmlns:soap=\"" + SOAP11 + "\"><soap:Body><echoFloat xmlns=\"" + TEMPURI
                + "\"><input><?inner y?>3.14159</input></echoFloat></soap:Body></soap:Envelope>";
        HttpResponse<byte[]> asText = Http.postAs(echoFloat, "text/xml; charset=UTF-8",
                text.getBytes(StandardCharsets.UTF_8), "SOAPAction", "\"http://tempuri.org/echoFloat\"");
        HttpResponse<byte[]> asFastInfoset = send(echoFloatWithProcessingInstruction());
        assertEquals(asText.statusCode(), asFastInfoset.statusCode(), stack + ": text and Fast Infoset agree");
        assertEquals(200, asFastInfoset.statusCode(), stack + ": as on the text path today");
        assertEquals("3.14159", text(decode(asFastInfoset.body()), TEMPURI, "result"));
    }

    @Test
    void axis2HasNoFastInfosetAndSaysSoWith415(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> refused = Http.postAs(server.uri(Stack.AXIS2, "/services/EchoFloat"), FI,
                echoFloat(null, false));
        assertEquals(415, refused.statusCode());
    }

    private HttpResponse<byte[]> send(byte[] body) throws Exception {
        return Http.postAs(echoFloat, FI, body, "Accept", FI, "SOAPAction", "\"http://tempuri.org/echoFloat\"");
    }

    /**
     * Seed 000's echoFloat as Fast Infoset, written with the library's SAX serializer; with a document type
     * declaration naming {@code systemId} when it is not null, and with an unexpanded entity reference item in front
     * of the value when {@code entity} (the serializer writes none itself: the item's octets are spliced in).
     */
    private static byte[] echoFloat(String systemId, boolean entity) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SAXDocumentSerializer s = new SAXDocumentSerializer();
        s.setOutputStream(out);
        AttributesImpl none = new AttributesImpl();
        s.startDocument();
        if (systemId != null) {
            s.startDTD("soap:Envelope", null, systemId);
            s.endDTD();
        }
        s.startPrefixMapping("soap", SOAP11);
        s.startElement(SOAP11, "Envelope", "soap:Envelope", none);
        s.startElement(SOAP11, "Body", "soap:Body", none);
        s.startPrefixMapping("", TEMPURI);
        s.startElement(TEMPURI, "echoFloat", "echoFloat", none);
        s.startElement(TEMPURI, "input", "input", none);
        s.characters("3.14159".toCharArray(), 0, 7);
        s.endElement(TEMPURI, "input", "input");
        s.endElement(TEMPURI, "echoFloat", "echoFloat");
        s.endElement(SOAP11, "Body", "soap:Body");
        s.endElement(SOAP11, "Envelope", "soap:Envelope");
        s.endDocument();
        byte[] fi = out.toByteArray();
        if (!entity) {
            return fi;
        }
        // X.891 C.3.7.x: an unexpanded entity reference child is the bits 110010 (no system/public identifier), then
        // its name as a literal: 0x02 = a 3-octet string. Placed right after <input>'s literal name.
        int at = indexOf(fi, "input".getBytes(StandardCharsets.US_ASCII)) + 5;
        byte[] item = {(byte) 0xC8, 0x02, 'x', 'x', 'e'};
        byte[] spliced = new byte[fi.length + item.length];
        System.arraycopy(fi, 0, spliced, 0, at);
        System.arraycopy(item, 0, spliced, at, item.length);
        System.arraycopy(fi, at, spliced, at + item.length, fi.length - at);
        return spliced;
    }

    /** echoFloat with a processing instruction in front of the value, written by the library's serializer. */
    private static byte[] echoFloatWithProcessingInstruction() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SAXDocumentSerializer s = new SAXDocumentSerializer();
        s.setOutputStream(out);
        AttributesImpl none = new AttributesImpl();
        s.startDocument();
        s.startPrefixMapping("soap", SOAP11);
        s.startElement(SOAP11, "Envelope", "soap:Envelope", none);
        s.startElement(SOAP11, "Body", "soap:Body", none);
        s.startPrefixMapping("", TEMPURI);
        s.startElement(TEMPURI, "echoFloat", "echoFloat", none);
        s.startElement(TEMPURI, "input", "input", none);
        s.processingInstruction("inner", "y");
        s.characters("3.14159".toCharArray(), 0, 7);
        s.endElement(TEMPURI, "input", "input");
        s.endElement(TEMPURI, "echoFloat", "echoFloat");
        s.endElement(SOAP11, "Body", "soap:Body");
        s.endElement(SOAP11, "Envelope", "soap:Envelope");
        s.endDocument();
        return out.toByteArray();
    }

    /**
     * echoFloat with an optional component of the document information item: its presence bit set in the octet after
     * the header (identification E0 00, version 00 01) and its items inserted after that octet.
     */
    private static byte[] withDeclarations(int presenceBit, byte[] items) throws Exception {
        byte[] plain = echoFloat(null, false);
        assertEquals(0, plain[4], "the serializer writes no optional component");
        byte[] body = new byte[plain.length + items.length];
        System.arraycopy(plain, 0, body, 0, 5);
        System.arraycopy(items, 0, body, 5, items.length);
        System.arraycopy(plain, 5, body, 5 + items.length, plain.length - 5);
        body[4] = (byte) presenceBit;
        return body;
    }

    private static Document decode(byte[] fi) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        Document doc = f.newDocumentBuilder().newDocument();
        new DOMDocumentParser().parse(doc, new ByteArrayInputStream(fi));
        return doc;
    }

    private static String text(Document doc, String ns, String local) {
        var nodes = ns.isEmpty() ? doc.getElementsByTagName(local) : doc.getElementsByTagNameNS(ns, local);
        return nodes.getLength() == 0 ? "(no " + local + ")" : nodes.item(0).getTextContent().strip();
    }

    private static int indexOf(byte[] data, byte[] part) {
        outer:
        for (int i = 0; i <= data.length - part.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (data[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new IllegalStateException("not found");
    }
}
