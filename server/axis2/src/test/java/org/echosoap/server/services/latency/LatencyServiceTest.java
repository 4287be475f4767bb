package org.echosoap.server.services.latency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axis2.AxisFault;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The Latency operations on Axiom elements, without Axis2's engine around them (the ITs cover that). */
class LatencyServiceTest {

    private static final String NS = LatencyService.NAMESPACE;
    private static final String DECL = " xmlns:l=\"" + NS + "\"";

    private final LatencyService service = new LatencyService();

    @AfterEach
    void restoreTheStoredSize() {
        LatencyService.resetStoredSize();
    }

    private static OMElement request(String xml) {
        return OMXMLBuilderFactory.createOMBuilder(new StringReader(xml)).getDocumentElement();
    }

    private static OMElement op(String name, String size) {
        String body = size == null ? "" : "<l:size>" + size + "</l:size>";
        return request("<l:" + name + DECL + ">" + body + "</l:" + name + ">");
    }

    private static void assertClientFault(AxisFault fault, String reasonPart) {
        assertEquals("Client", fault.getFaultCode().getLocalPart());
        assertTrue(fault.getMessage().contains(reasonPart), fault.getMessage());
        assertFalse(fault.getMessage().contains("\n"));
    }

    @Test
    void doNothingAnswersAnEmptyElement() throws Exception {
        assertEquals("<l:doNothingResponse" + DECL + "/>", service.doNothing(op("doNothing", null)).toString());
    }

    @Test
    void setSizeAnswersAnEmptyElementAndStoresTheSize() throws Exception {
        assertEquals("<l:setSizeResponse" + DECL + "/>", service.setSize(op("setSize", "5")).toString());
        assertEquals(5, LatencyService.storedSize());
        assertEquals("abcde", stringOf(service.getString(op("getString", null))));
    }

    @Test
    void getStringUsesTheDefaultSizeUntilSet() throws Exception {
        String s = stringOf(service.getString(op("getString", null)));
        assertEquals(LatencyService.DEFAULT_SIZE, s.length());
        assertEquals("abcdefghijklmnopqrstuvwxyz".repeat(8).substring(0, 200), s);
    }

    @Test
    void aSizeInTheRequestOverridesForThatCallOnly() throws Exception {
        service.setSize(op("setSize", "3"));
        assertEquals("abcdefghijklmnopqrstuvwxyzabcd", stringOf(service.getString(op("getString", "30"))));
        assertEquals(3, LatencyService.storedSize());
        assertEquals("abc", stringOf(service.getString(op("getString", null))));
        assertEquals(List.of("0", "1", "2", "3"), integersOf(service.getIntegers(op("getIntegers", "4"))));
        assertEquals(List.of("0", "1", "2"), integersOf(service.getIntegers(op("getIntegers", null))));
    }

    @Test
    void getStringSerializesAsReturnInsideTheResponse() throws Exception {
        assertEquals("<l:getStringResponse" + DECL + "><l:return>abcd</l:return></l:getStringResponse>",
                service.getString(op("getString", "4")).toString());
    }

    @Test
    void getIntegersSerializesEveryValue() throws Exception {
        assertEquals("<l:getIntegersResponse" + DECL + "><l:return>0</l:return><l:return>1</l:return>"
                + "<l:return>2</l:return></l:getIntegersResponse>", service.getIntegers(op("getIntegers", "3")).toString());
    }

    @Test
    void getIntegersAtTheMaximumSizeStreams() throws Exception {
        // Serialized without a tree: a 1,000,000-element answer is a few MB of text, not hundreds of MB of nodes.
        String xml = service.getIntegers(op("getIntegers", "1000000")).toString();
        assertTrue(xml.endsWith("<l:return>999999</l:return></l:getIntegersResponse>"));
        assertEquals(1_000_000, xml.split("<l:return>", -1).length - 1);
    }

    @Test
    void zeroSizesAreAllowed() throws Exception {
        assertEquals("", stringOf(service.getString(op("getString", "0"))));
        assertEquals(List.of(), integersOf(service.getIntegers(op("getIntegers", "0"))));
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource({"0, 0", "' 17 ', 17", "+7, 7", "007, 7", "-0, 0", "1000000, 1000000"})
    void acceptsXsdIntSizesInRange(String text, int expected) throws Exception {
        assertEquals(expected, LatencyService.parseSize(text));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"-1", "1000001", "abc", "", "1.5", "1e3", "99999999999999999999", "2147483648", "+", "0x10"})
    void refusesOtherSizesWithAClientFault(String text) {
        assertClientFault(assertThrows(AxisFault.class, () -> LatencyService.parseSize(text)), "from 0 to 1000000");
        assertClientFault(assertThrows(AxisFault.class, () -> service.getString(op("getString", text))), "size");
        assertClientFault(assertThrows(AxisFault.class, () -> service.setSize(op("setSize", text))), "size");
        assertEquals(LatencyService.DEFAULT_SIZE, LatencyService.storedSize());
    }

    @Test
    void setSizeWithoutSizeIsAClientFault() {
        assertClientFault(assertThrows(AxisFault.class, () -> service.setSize(op("setSize", null))), "needs a <size>");
    }

    @Test
    void anUnqualifiedSizeIsAcceptedLeniently() throws Exception {
        OMElement request = request("<l:getString" + DECL + "><size>2</size></l:getString>");
        assertEquals("ab", stringOf(service.getString(request)));
    }

    @Test
    void unexpectedChildrenAndMismatchedElementsAreClientFaults() {
        assertClientFault(assertThrows(AxisFault.class,
                () -> service.doNothing(op("doNothing", "3"))), "takes no parameters");
        assertClientFault(assertThrows(AxisFault.class,
                () -> service.getString(request("<l:getString" + DECL + "><l:sise>3</l:sise></l:getString>"))),
                "unexpected element <sise>");
        assertClientFault(assertThrows(AxisFault.class,
                () -> service.getString(request("<l:getString" + DECL + "><l:size>1</l:size><l:size>2</l:size>"
                        + "</l:getString>"))), "at most one");
        assertClientFault(assertThrows(AxisFault.class, () -> service.getString(op("doNothing", null))),
                "expects {" + NS + "}getString");
        assertClientFault(assertThrows(AxisFault.class,
                () -> service.getString(request("<getString xmlns=\"urn:other\"/>"))), "got {urn:other}getString");
        assertClientFault(assertThrows(AxisFault.class, () -> service.doNothing(null)), "SOAP Body");
    }

    private static String stringOf(OMElement response) {
        assertEquals("getStringResponse", response.getLocalName());
        assertEquals(NS, response.getNamespaceURI());
        Iterator<OMElement> children = response.getChildElements();
        OMElement value = children.next();
        assertEquals(LatencyService.RETURN, value.getLocalName());
        assertEquals(NS, value.getNamespaceURI());
        assertFalse(children.hasNext());
        return value.getText();
    }

    private static List<String> integersOf(OMElement response) {
        assertEquals("getIntegersResponse", response.getLocalName());
        assertEquals(NS, response.getNamespaceURI());
        List<String> values = new ArrayList<>();
        for (Iterator<OMElement> it = response.getChildElements(); it.hasNext(); ) {
            OMElement value = it.next();
            assertEquals(LatencyService.RETURN, value.getLocalName());
            assertEquals(NS, value.getNamespaceURI());
            values.add(value.getText());
        }
        return values;
    }
}
