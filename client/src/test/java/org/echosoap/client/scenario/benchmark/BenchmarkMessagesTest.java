package org.echosoap.client.scenario.benchmark;

import org.echosoap.server.contract.SendValues;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.echosoap.client.scenario.ResponseCheck;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The client's Benchmark messages against the contract itself: every generated request body validates against
 * the schema inside Benchmark.wsdl (the contract's copy, which every stack serves), and the checks accept answers shaped like the
 * contract's responses and reject wrong ones.
 */
class BenchmarkMessagesTest {

    private static final String NS = BenchmarkOperation.NAMESPACE;
    private static Schema contract;

    /** The WSDL every stack serves (the contract's, unpacked by the build), or the shared spec without it. */
    static Path wsdl() {
        Path served = Path.of("target", "contract", "wsdl", "Benchmark.wsdl");
        return Files.exists(served) ? served : Path.of("..", "..", "shared", "specs", "Benchmark.wsdl");
    }

    @BeforeAll
    static void loadContractSchema() throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        Document wsdl = f.newDocumentBuilder().parse(wsdl().toFile());
        Element schema = (Element) wsdl.getElementsByTagNameNS(XMLConstants.W3C_XML_SCHEMA_NS_URI, "schema").item(0);
        // The schema uses prefixes declared on wsdl:definitions: copy them onto the schema element.
        var attrs = wsdl.getDocumentElement().getAttributes();
        for (int i = 0; i < attrs.getLength(); i++) {
            Node a = attrs.item(i);
            if (a.getNodeName().startsWith("xmlns:") && !schema.hasAttribute(a.getNodeName())) {
                schema.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, a.getNodeName(), a.getNodeValue());
            }
        }
        contract = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(new DOMSource(schema));
    }

    static List<BenchmarkOperation> operations() {
        return BenchmarkOperation.all();
    }

    @Test
    void thereAreNineteenOperationsWithTheContractsIrregularNames() {
        assertEquals(19, BenchmarkOperation.all().size());
        assertEquals("echoSimpleEventsRequest", BenchmarkOperation.byName("echoSimpleEvents").requestElement());
        assertEquals("echoMeshInterfaceObjectReturn", BenchmarkOperation.byName("echoMeshInterfaceObjects").returnElement());
        assertEquals("sendInts", BenchmarkOperation.byName("sendInts").requestElement());
    }

    @ParameterizedTest
    @MethodSource("operations")
    void everyRequestValidatesAgainstTheContract(BenchmarkOperation op) throws Exception {
        // Sizes from 1: the contract's repeated inputs have minOccurs 1, so an empty echoInts is not a valid request.
        for (int size : new int[] {1, 3}) {
            Document doc = parse(BenchmarkMessages.request(op, size));
            Element body = (Element) doc.getDocumentElement().getElementsByTagNameNS(
                    "http://schemas.xmlsoap.org/soap/envelope/", "Body").item(0);
            Element payload = firstElement(body);
            assertEquals(op.requestElement(), payload.getLocalName());
            assertEquals(NS, payload.getNamespaceURI());
            contract.newValidator().validate(new DOMSource(payload));
        }
    }

    @ParameterizedTest
    @MethodSource("operations")
    void checksAcceptTheContractsAnswersAndRejectWrongOnes(BenchmarkOperation op) {
        int size = 3;
        String right = answer(op, size, false);
        assertNull(cheap(BenchmarkMessages.check(op, size), right), right);
        assertNull(full(BenchmarkMessages.check(op, size), right), right);
        if (op.kind() != BenchmarkOperation.Kind.VOID) {
            String wrong = answer(op, size, true);
            ResponseCheck check = BenchmarkMessages.check(op, size);
            assertTrue(cheap(check, wrong) != null || full(check, wrong) != null, "wrong answer accepted: " + wrong);
        }
    }

    /** An answer shaped as the WSDL says; {@code wrong} changes one value or the count. */
    static String answer(BenchmarkOperation op, int size, boolean wrong) {
        StringBuilder sb = new StringBuilder("<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>");
        sb.append("<b:").append(op.responseElement()).append(" xmlns:b=\"").append(NS).append("\">");
        String r = op.returnElement();
        switch (op.kind()) {
            case VOID -> { }
            case RECEIVE -> sb.append("<b:").append(r).append('>').append(wrong ? size + 1 : size).append("</b:").append(r).append('>');
            default -> {
                switch (op.type()) {
                    case BASE64 -> {
                        byte[] bytes = SendValues.bytes(size);
                        if (wrong) {
                            bytes[1]++;
                        }
                        sb.append("<b:").append(r).append('>').append(Base64.getEncoder().encodeToString(bytes))
                                .append("</b:").append(r).append('>');
                    }
                    case STRINGS, INTS, DOUBLES -> {
                        for (int i = 0; i < size; i++) {
                            String v = op.type() == DataType.STRINGS ? SendValues.stringAt(i)
                                    : op.type() == DataType.INTS ? Integer.toString(SendValues.intAt(i)) : Double.toString(SendValues.doubleAt(i));
                            if (wrong && i == 1) {
                                v = op.type() == DataType.STRINGS ? "x" : "42";
                            }
                            sb.append("<b:").append(r).append('>').append(v).append("</b:").append(r).append('>');
                        }
                    }
                    case SIMPLE_EVENTS -> {
                        sb.append("<b:").append(r).append('>');
                        for (int i = 0; i < (wrong ? size - 1 : size); i++) {
                            BenchmarkMessages.appendEvent(sb.append("<b:item>"), i).append("</b:item>");
                        }
                        sb.append("</b:").append(r).append('>');
                    }
                    default -> {
                        boolean array = op.kind() == BenchmarkOperation.Kind.SEND;
                        if (array) {
                            sb.append("<b:").append(r).append('>');
                        }
                        for (int i = 0; i < (wrong ? size - 1 : size); i++) {
                            String tag = array ? "b:item" : "b:" + r;
                            BenchmarkMessages.appendMesh(sb.append('<').append(tag).append('>'), i).append("</").append(tag).append('>');
                        }
                        if (array) {
                            sb.append("</b:").append(r).append('>');
                        }
                    }
                }
            }
        }
        sb.append("</b:").append(op.responseElement()).append("></s:Body></s:Envelope>");
        // Struct fields are unqualified in appendEvent/appendMesh: qualify them as elementFormDefault says.
        String xml = sb.toString();
        for (String field : List.of("sequenceNumber", "timestamp", "message", "x", "y", "value")) {
            xml = xml.replace("<" + field + ">", "<b:" + field + ">").replace("</" + field + ">", "</b:" + field + ">");
        }
        return xml;
    }

    private static String cheap(ResponseCheck check, String body) {
        ResponseCheck.Verifier v = check.begin();
        byte[] b = body.getBytes(UTF_8);
        v.feed(b, 0, b.length);
        return v.verdict();
    }

    private static String full(ResponseCheck check, String body) {
        byte[] b = body.getBytes(UTF_8);
        return check.fullCheck(b, b.length);
    }

    private static Document parse(byte[] xml) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }

    private static Element firstElement(Node parent) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                return e;
            }
        }
        throw new AssertionError("no element in " + parent.getNodeName());
    }

    @Test
    void sizeZeroAndBase64AreHandled() {
        String req = new String(BenchmarkMessages.request(BenchmarkOperation.byName("echoBase64"), 3), UTF_8);
        assertTrue(req.contains("<input>AAEC</input>"), req);
        String send = new String(BenchmarkMessages.request(BenchmarkOperation.byName("sendSimpleEvents"), 7), UTF_8);
        assertTrue(send.contains("<sendSimpleEventsRequest xmlns=\"" + NS + "\"><size>7</size></sendSimpleEventsRequest>"), send);
    }
}
