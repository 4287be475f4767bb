package org.echosoap.webapp.it;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.echosoap.testsupport.Stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

/**
 * The Axis2 {@code Latency} service (seed 003, Davis &amp; Parashar) on the real Tomcat, with the exact wire format
 * the load client speaks: every operation, every SOAPAction form, the per-call size override, {@code setSize}
 * followed by a size-less call, Client faults for bad sizes, and the WSDL with the real address.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(Stack.class)
@ExtendWith(SharedServer.class)
class LatencyIT {

    private static final String NS = "http://echosoap.org/wsdl/Latency";
    private static final int DEFAULT_SIZE = 200;

    @Parameter
    Stack stack;

    /** The stack's Latency endpoint; static for the helpers below, set again for each stack's run of the class. */
    private static URI latency;

    @BeforeEach
    void locate(EchosoapServer server) {
        latency = server.uri(stack, "/services/Latency");
    }

    @AfterEach
    void restoreTheDefaultSize() throws Exception {
        // Service-wide state: leave it as the server started, for whatever runs next against this server.
        call("<l:setSize><l:size>" + DEFAULT_SIZE + "</l:size></l:setSize>");
    }

    /** A SOAP 1.1 request whose Body holds {@code bodyXml}, with {@code l} bound to the service namespace. */
    static byte[] envelope(String bodyXml) {
        return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
                + "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:l=\"" + NS + "\">"
                + "<soapenv:Body>" + bodyXml + "</soapenv:Body></soapenv:Envelope>").getBytes(StandardCharsets.UTF_8);
    }

    private static HttpResponse<byte[]> call(String bodyXml, String... headers) throws Exception {
        return Http.post(latency, envelope(bodyXml), headers);
    }

    private static Document ok(HttpResponse<byte[]> response) throws Exception {
        assertEquals(200, response.statusCode(), () -> EchoFloatIT.body(response));
        assertTrue(Http.header(response, "Content-Type").startsWith("text/xml"));
        return Xml.parse(response.body());
    }

    /** {@code *[namespace-uri()=NS and local-name()=name]}: an element of the service, whatever its prefix. */
    private static String l(String localName) {
        return "*[namespace-uri()='" + NS + "' and local-name()='" + localName + "']";
    }

    private static String inBody(String path) {
        return "/*[local-name()='Envelope']/*[local-name()='Body']/" + path;
    }

    private static String getString(Integer size) throws Exception {
        Document answer = ok(call("<l:getString>" + (size == null ? "" : "<l:size>" + size + "</l:size>") + "</l:getString>"));
        return Xml.text(answer, inBody(l("getStringResponse") + "/" + l("return")));
    }

    /** The number {@code expression} evaluates to (counts: {@link Xml#text} wants exactly one node). */
    private static int number(Document doc, String expression) throws Exception {
        double value = (Double) XPathFactory.newInstance().newXPath().evaluate(expression, doc, XPathConstants.NUMBER);
        return (int) value;
    }

    private static int getIntegersCount(Document answer) throws Exception {
        assertEquals(1, number(answer, "count(" + inBody(l("getIntegersResponse")) + ")"));
        return number(answer, "count(" + inBody(l("getIntegersResponse") + "/" + l("return")) + ")");
    }

    private static String letters(int size) {
        StringBuilder s = new StringBuilder(size);
        for (int i = 0; i < size; i++) {
            s.append((char) ('a' + i % 26));
        }
        return s.toString();
    }

    @Test
    void doNothingAnswersAnEmptyResponseElement() throws Exception {
        Document answer = ok(call("<l:doNothing/>"));
        assertEquals(1, number(answer, "count(" + inBody(l("doNothingResponse")) + ")"));
        assertEquals(0, number(answer, "count(" + inBody(l("doNothingResponse")) + "/node())"));
        assertEquals(1, number(answer, "count(" + inBody("*") + ")"));
    }

    @ParameterizedTest(name = "SOAPAction {0}")
    @ValueSource(strings = {"getString", "\"getString\"", "\"\"", "<absent>"})
    void dispatchesOnSoapActionOrTheBodyElement(String soapAction) throws Exception {
        byte[] request = envelope("<l:getString><l:size>5</l:size></l:getString>");
        HttpResponse<byte[]> response = soapAction.equals("<absent>")
                ? Http.post(latency, request)
                : Http.post(latency, request, "SOAPAction", soapAction);
        assertEquals("abcde", Xml.text(ok(response), inBody(l("getStringResponse") + "/" + l("return"))));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"doNothing", "setSize", "getIntegers"})
    void everyOperationAnswersToItsOwnSoapAction(String operation) throws Exception {
        String body = operation.equals("doNothing") ? "<l:doNothing/>"
                : "<l:" + operation + "><l:size>" + DEFAULT_SIZE + "</l:size></l:" + operation + ">";
        Document answer = ok(call(body, "SOAPAction", "\"" + operation + "\""));
        assertEquals(1, number(answer, "count(" + inBody(l(operation + "Response")) + ")"));
    }

    @Test
    void getStringOverridesTheSizeForOneCallOnly() throws Exception {
        ok(call("<l:setSize><l:size>7</l:size></l:setSize>"));
        assertEquals(letters(30), getString(30));
        assertEquals(letters(1000), getString(1000));
        assertEquals("", getString(0));
        assertEquals(letters(7), getString(null), "the override must not change the stored size");
    }

    @Test
    void setSizeThenCallsWithoutSizeUseIt() throws Exception {
        ok(call("<l:setSize><l:size>3</l:size></l:setSize>"));
        assertEquals("abc", getString(null));
        Document integers = ok(call("<l:getIntegers/>"));
        assertEquals(3, getIntegersCount(integers));
        ok(call("<l:setSize><l:size>" + DEFAULT_SIZE + "</l:size></l:setSize>"));
        assertEquals(letters(DEFAULT_SIZE), getString(null));
    }

    @Test
    void getIntegersAnswersZeroToNMinusOne() throws Exception {
        Document answer = ok(call("<l:getIntegers><l:size>50</l:size></l:getIntegers>"));
        assertEquals(50, getIntegersCount(answer));
        for (int i : new int[] {1, 2, 26, 50}) {
            assertEquals(Integer.toString(i - 1),
                    Xml.text(answer, inBody(l("getIntegersResponse") + "/" + l("return") + "[" + i + "]")));
        }
        assertEquals(0, getIntegersCount(ok(call("<l:getIntegers><l:size>0</l:size></l:getIntegers>"))));
    }

    @Test
    void answersUseTheLPrefixOfTheWireFormat() throws Exception {
        // The load client checks answers cheaply by their bytes; the documented prefix is part of the contract.
        // Axis 1.4 declares the namespace as the default one and cannot be told otherwise: the client's checks read
        // its answers by local name (Axis1StackIT checks the answer's elements).
        assumeTrue(stack != Stack.AXIS1, "Axis 1.4 writes <getIntegersResponse xmlns=...>, not the l: prefix");
        HttpResponse<byte[]> response = call("<l:getIntegers><l:size>2</l:size></l:getIntegers>");
        ok(response);
        String text = new String(response.body(), StandardCharsets.UTF_8);
        assertTrue(text.contains("<l:getIntegersResponse xmlns:l=\"" + NS + "\"><l:return>0</l:return>"
                + "<l:return>1</l:return></l:getIntegersResponse>"), text);
    }

    @Test
    void theLargestSizeIsServed() throws Exception {
        String s = getString(1_000_000);
        assertEquals(1_000_000, s.length());
        assertEquals(letters(52), s.substring(0, 52));
        assertEquals((char) ('a' + 999_999 % 26), s.charAt(999_999));
    }

    @ParameterizedTest(name = "size \"{0}\"")
    @ValueSource(strings = {"-1", "1000001", "abc", "", "1.5", "99999999999"})
    void aBadSizeIsAClientFault(String size) throws Exception {
        for (String operation : new String[] {"setSize", "getString", "getIntegers"}) {
            HttpResponse<byte[]> response = call("<l:" + operation + "><l:size>" + size + "</l:size></l:" + operation + ">");
            assertClientFault(response, "size must be a whole number from 0 to 1000000");
        }
        assertEquals(letters(DEFAULT_SIZE), getString(null), "a refused setSize must not change the stored size");
    }

    @Test
    void setSizeWithoutASizeIsAClientFault() throws Exception {
        assertClientFault(call("<l:setSize/>"), "setSize needs a <size>");
    }

    @Test
    void aBodyThatDoesNotMatchTheSoapActionIsAClientFault() throws Exception {
        assertClientFault(call("<l:doNothing/>", "SOAPAction", "getString"), "expects");
    }

    private static void assertClientFault(HttpResponse<byte[]> response, String reasonPart) throws Exception {
        String text = EchoFloatIT.body(response);
        assertEquals(500, response.statusCode(), text);
        Document fault = Xml.parse(response.body());
        assertTrue(Xml.text(fault, "//faultcode").endsWith(":Client"), text);
        String reason = Xml.text(fault, "//faultstring");
        assertTrue(reason.contains(reasonPart), text);
        assertFalse(reason.contains("\n") || reason.contains("Exception") || reason.contains("org.apache"), text);
    }

    @Test
    void servesItsWsdlWithTheRealAddress(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> response = Http.get(server.uri(stack, "/services/Latency?wsdl"));
        assertEquals(200, response.statusCode());
        Document wsdl = Xml.parse(response.body());
        assertEquals(NS, Xml.text(wsdl, "/wsdl:definitions/@targetNamespace"));
        String location = Xml.text(wsdl, "/wsdl:definitions/wsdl:service[@name='Latency']/wsdl:port/soap:address/@location");
        String expectedPrefix = "http://127.0.0.1:" + server.port() + stack.context() + "/services/Latency";
        assertTrue(location.startsWith(expectedPrefix), () -> location + " should start with " + expectedPrefix);
        for (String operation : new String[] {"doNothing", "setSize", "getString", "getIntegers"}) {
            assertEquals(operation, Xml.text(wsdl,
                    "/wsdl:definitions/wsdl:binding/wsdl:operation[@name='" + operation + "']/soap:operation/@soapAction"));
        }
        assertEquals("qualified", Xml.text(wsdl, "/wsdl:definitions/wsdl:types/*[local-name()='schema']/@elementFormDefault"));
        assertEquals("0", Xml.text(wsdl, "/wsdl:definitions/wsdl:types/*[local-name()='schema']"
                + "/*[local-name()='element'][@name='getString']//*[local-name()='element'][@name='size']/@minOccurs"));
    }
}
