package org.echosoap.server.services.benchmark;

import org.echosoap.server.contract.MeshInterfaceObject;

import org.echosoap.server.contract.SimpleEvent;

import org.echosoap.server.contract.SendValues;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.Arrays;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import org.junit.jupiter.api.Test;

/**
 * The request readers on plain StAX: the contract's shapes, the tolerated variations (white space, comments, any
 * order inside {@code xsd:all}, nil items) and the refusals with their one-line messages.
 */
class ReadersTest {

    private static final String NS = " xmlns='" + BenchmarkXml.NAMESPACE + "'";
    private static final String XSI = " xmlns:xsi='http://www.w3.org/2001/XMLSchema-instance'";

    private static RequestReader open(String xml, String root) throws Exception {
        RequestReader in = new RequestReader(
                XMLInputFactory.newInstance().createXMLStreamReader(new StringReader(xml)), Limits.MAX_TEXT_CHARS);
        in.openRoot(root);
        return in;
    }

    private static String repeat(String element, int count) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < count; i++) {
            s.append('<').append(element).append('>').append(i).append("</").append(element).append('>');
        }
        return s.toString();
    }

    @Test
    void readsIntsInOrderWithWhiteSpaceAndComments() throws Exception {
        RequestReader in = open("<echoInts" + NS + ">\n  <input> 1 </input><!-- c -->\n  <input>-2</input>\n"
                + "  <input>+03</input></echoInts>", "echoInts");
        assertArrayEquals(new int[] {1, -2, 3}, Ints.readRepeated(in, "echoInts", "input"));
    }

    @Test
    void readsTheMaximumNumberOfElementsAndRefusesOneMore() throws Exception {
        String max = "<echoInts" + NS + ">" + repeat("input", Limits.MAX_ELEMENTS) + "</echoInts>";
        assertEquals(Limits.MAX_ELEMENTS, Ints.readRepeated(open(max, "echoInts"), "echoInts", "input").length);
        String tooMany = "<echoInts" + NS + ">" + repeat("input", Limits.MAX_ELEMENTS + 1) + "</echoInts>";
        BadRequest e = assertThrows(BadRequest.class,
                () -> Ints.readRepeated(open(tooMany, "echoInts"), "echoInts", "input"));
        assertEquals("more than 100000 input elements in echoInts", e.getMessage());
    }

    @Test
    void refusesABadIntNamingItsPosition() throws Exception {
        BadRequest e = assertThrows(BadRequest.class, () -> Ints.readRepeated(
                open("<echoInts" + NS + "><input>1</input><input>x1</input></echoInts>", "echoInts"),
                "echoInts", "input"));
        assertEquals("input 2 is not an xsd:int: 'x1'", e.getMessage());
    }

    @Test
    void refusesAnEmptyList() throws Exception {
        BadRequest e = assertThrows(BadRequest.class,
                () -> Doubles.readRepeated(open("<echoDoubles" + NS + "/>", "echoDoubles"), "echoDoubles", "input"));
        assertEquals("echoDoubles needs at least one input element", e.getMessage());
    }

    @Test
    void refusesUnqualifiedAndForeignElements() throws Exception {
        BadRequest unqualified = assertThrows(BadRequest.class, () -> Ints.readRepeated(
                open("<b:echoInts xmlns:b='" + BenchmarkXml.NAMESPACE + "'><input>1</input></b:echoInts>", "echoInts"),
                "echoInts", "input"));
        assertEquals("unexpected element input (no namespace) in echoInts, expected input", unqualified.getMessage());
        BadRequest wrongRoot = assertThrows(BadRequest.class, () -> open("<echoInts><input>1</input></echoInts>",
                "echoInts"));
        assertTrue(wrongRoot.getMessage().startsWith("expected request element echoInts in namespace "),
                wrongRoot.getMessage());
    }

    @Test
    void refusesTextBetweenElementsAndElementsInsideValues() throws Exception {
        BadRequest text = assertThrows(BadRequest.class, () -> Ints.readRepeated(
                open("<echoInts" + NS + ">oops<input>1</input></echoInts>", "echoInts"), "echoInts", "input"));
        assertEquals("unexpected text 'oops' in element-only content", text.getMessage());
        BadRequest nested = assertThrows(BadRequest.class, () -> Strings.readRepeated(
                open("<echoStrings" + NS + "><input>a<b/></input></echoStrings>", "echoStrings"),
                "echoStrings", "input"));
        assertEquals("input 1 must hold text, not element b", nested.getMessage());
    }

    @Test
    void keepsStringsExactly() throws Exception {
        List<String> values = Strings.readRepeated(open("<echoStrings" + NS + "><input>  two  spaces </input>"
                + "<input/><input>&lt;&amp;&gt;<![CDATA[<cdata>]]></input><input>ünï €</input></echoStrings>",
                "echoStrings"), "echoStrings", "input");
        assertEquals(List.of("  two  spaces ", "", "<&><cdata>", "ünï €"), values);
    }

    @Test
    void budgetsTheRequestsText() throws Exception {
        RequestReader in = new RequestReader(XMLInputFactory.newInstance().createXMLStreamReader(new StringReader(
                "<echoStrings" + NS + "><input>12345</input><input>678901</input></echoStrings>")), 10);
        in.openRoot("echoStrings");
        BadRequest e = assertThrows(BadRequest.class, () -> Strings.readRepeated(in, "echoStrings", "input"));
        assertTrue(e.getMessage().startsWith("the request's text values exceed"), e.getMessage());
    }

    @Test
    void readsSimpleEventsInAnyFieldOrderAndNilItems() throws Exception {
        RequestReader in = open("<r" + NS + XSI + "><input>"
                + "<item><message>m</message><timestamp>1.50</timestamp><sequenceNumber>7</sequenceNumber></item>"
                + "<item xsi:nil='true'/>"
                + "<item><sequenceNumber>-1</sequenceNumber><timestamp>INF</timestamp><message/></item>"
                + "</input></r>", "r");
        assertTrue(in.nextChild());
        List<SimpleEvent> events = SimpleEvents.readArray(in, "input");
        assertEquals(Arrays.asList(new SimpleEvent(7, 1.5, "m"), null,
                new SimpleEvent(-1, Double.POSITIVE_INFINITY, "")), events);
    }

    @Test
    void readsAnEmptyArray() throws Exception {
        RequestReader in = open("<r" + NS + "><input/></r>", "r");
        assertTrue(in.nextChild());
        assertEquals(List.of(), SimpleEvents.readArray(in, "input"));
    }

    @Test
    void refusesIncompleteOrRepeatedFields() throws Exception {
        RequestReader missing = open("<r" + NS + "><input><item><sequenceNumber>1</sequenceNumber>"
                + "<timestamp>1</timestamp></item></input></r>", "r");
        missing.nextChild();
        assertEquals("input item 1 needs sequenceNumber, timestamp and message",
                assertThrows(BadRequest.class, () -> SimpleEvents.readArray(missing, "input")).getMessage());

        RequestReader repeated = open("<r" + NS + "><input><item><x>1</x><x>2</x><y>3</y><value>4</value></item>"
                + "</input></r>", "r");
        repeated.nextChild();
        assertTrue(assertThrows(BadRequest.class, () -> MeshInterfaceObjects.readArray(repeated, "input"))
                .getMessage().startsWith("input item 1: unexpected or repeated element x"));

        RequestReader badValue = open("<r" + NS + "><input><x>1</x><y>2</y><value>big</value></input></r>", "r");
        assertEquals("input 1 value is not an xsd:double: 'big'", assertThrows(BadRequest.class,
                () -> MeshInterfaceObjects.readRepeated(badValue, "r", "input")).getMessage());
    }

    @Test
    void refusesANilItemWithContent() throws Exception {
        RequestReader in = open("<r" + NS + XSI + "><input><item xsi:nil='1'><x>1</x></item></input></r>", "r");
        in.nextChild();
        assertEquals("input item 1 is xsi:nil but holds element x",
                assertThrows(BadRequest.class, () -> MeshInterfaceObjects.readArray(in, "input")).getMessage());
    }

    @Test
    void readsMeshInterfaceObjectsAsDirectChildren() throws Exception {
        RequestReader in = open("<echoMeshInterfaceObjectsRequest" + NS + ">"
                + "<input><value>0.25</value><y>0</y><x>0</x></input><input><x>1</x><y>2</y><value>1.25</value></input>"
                + "</echoMeshInterfaceObjectsRequest>", "echoMeshInterfaceObjectsRequest");
        assertEquals(List.of(new MeshInterfaceObject(0, 0, 0.25), new MeshInterfaceObject(1, 2, 1.25)),
                MeshInterfaceObjects.readRepeated(in, "echoMeshInterfaceObjectsRequest", "input"));
    }

    @Test
    void readsBase64InPieces() throws Exception {
        RequestReader in = open("<echoBase64" + NS + "><input>AAEC\n  AwQ=</input></echoBase64>", "echoBase64");
        assertTrue(in.nextChild());
        assertArrayEquals(SendValues.bytes(5), Base64Values.read(in, "input", 5).toByteArray());
        assertEquals(false, in.nextChild());
    }
}
