package org.echosoap.client.wsdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import javax.xml.namespace.QName;
import javax.xml.transform.dom.DOMSource;
import javax.xml.validation.Schema;
import org.echosoap.client.scenario.service.SoapVersion;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Sample requests from real WSDLs: every operation of Benchmark.wsdl (the shared spec), EchoFloat and Latency gives a
 * well-formed SOAP 1.1 envelope whose Body holds the operation's wrapper element, valid against the WSDL's own
 * schema (so the placeholders are valid values of their types); the test WSDLs cover imports, SOAP 1.2, rpc and the
 * schema features soa-model's plain template gets wrong.
 */
class SampleRequestsTest {

    private static Wsdl benchmark;

    @BeforeAll
    static void readBenchmark() {
        benchmark = Wsdl.read(TestWsdls.benchmark().toString());
    }

    static List<String> benchmarkOperations() {
        return Wsdl.read(TestWsdls.benchmark().toString()).operationNames();
    }

    @Test
    void benchmarkHasNineteenSoap11OperationsWithTheContractsWrappers() {
        List<SoapOperation> ops = benchmark.operations();
        assertEquals(19, ops.size(), ops.toString());
        assertEquals(19, new TreeSet<>(benchmark.operationNames()).size());
        SoapOperation events = benchmark.operation("echoSimpleEvents", null, null);
        assertEquals(new QName("http://www.extreme.indiana.edu/wsdl/Benchmark1", "echoSimpleEventsRequest"), events.bodyElement());
        assertEquals("echoSimpleEvents", events.soapAction());
        assertEquals(SoapVersion.SOAP_11, events.version());
        assertEquals("document", events.style());
        assertEquals("http://localhost:8080/axis2/services/Benchmark", events.address());
        assertEquals("text/xml; charset=UTF-8", events.contentType());
    }

    @ParameterizedTest
    @MethodSource("benchmarkOperations")
    void everyBenchmarkOperationIsAWellFormedEnvelopeWithItsWrapperValidAgainstTheContract(String name) throws Exception {
        SoapOperation op = benchmark.operation(name, null, null);
        String xml = SampleRequests.create(benchmark, op);
        assertTrue(xml.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"), xml);
        Element wrapper = onlyBodyChild(TestWsdls.parse(xml), SoapVersion.SOAP_11);
        assertNotNull(op.bodyElement());
        assertEquals(op.bodyElement(), new QName(wrapper.getNamespaceURI(), wrapper.getLocalName()), xml);
        validate(TestWsdls.embeddedSchema(TestWsdls.benchmark()), wrapper, xml);
    }

    @Test
    void benchmarkPlaceholdersAreValuesTheServiceConvertsForReal() throws Exception {
        String ints = SampleRequests.create(benchmark, benchmark.operation("echoInts", null, null));
        assertTrue(ints.contains("<impl:input>1</impl:input>"), ints);
        String doubles = SampleRequests.create(benchmark, benchmark.operation("echoDoubles", null, null));
        assertTrue(doubles.contains("<impl:input>1.5</impl:input>"), doubles);
        String base64 = SampleRequests.create(benchmark, benchmark.operation("echoBase64", null, null));
        assertTrue(base64.contains("<impl:input>AAECAwQ=</impl:input>"), base64);
        String mesh = SampleRequests.create(benchmark, benchmark.operation("echoMeshInterfaceObjects", null, null));
        assertTrue(mesh.contains("<impl:x>1</impl:x>") && mesh.contains("<impl:value>1.5</impl:value>"), mesh);
        String voidOp = SampleRequests.create(benchmark, benchmark.operation("echoVoid", null, null));
        assertTrue(voidOp.contains("<impl:echoVoid xmlns:impl=\"http://www.extreme.indiana.edu/wsdl/Benchmark1\"/>"), voidOp);
    }

    static List<Object[]> servedOperations() {
        return List.of(new Object[] {TestWsdls.echoFloat(), "echoFloat"},
                new Object[] {TestWsdls.latency(), "doNothing"}, new Object[] {TestWsdls.latency(), "setSize"},
                new Object[] {TestWsdls.latency(), "getString"}, new Object[] {TestWsdls.latency(), "getIntegers"});
    }

    @ParameterizedTest
    @MethodSource("servedOperations")
    void echoFloatAndLatencyRequestsAreValidAgainstTheirWsdls(Path file, String name) throws Exception {
        Wsdl w = Wsdl.read(file.toString());
        SoapOperation op = w.operation(name, null, null);
        String xml = SampleRequests.create(w, op);
        Element wrapper = onlyBodyChild(TestWsdls.parse(xml), SoapVersion.SOAP_11);
        assertEquals(op.bodyElement(), new QName(wrapper.getNamespaceURI(), wrapper.getLocalName()));
        validate(TestWsdls.embeddedSchema(file), wrapper, xml);
    }

    @Test
    void latencySizeIsWithinItsRangeAndEchoFloatIsAFloat() {
        Wsdl latency = Wsdl.read(TestWsdls.latency().toString());
        String setSize = SampleRequests.create(latency, latency.operation("setSize", null, null));
        assertTrue(setSize.contains("<!-- int, minInclusive 0, maxInclusive 1000000 -->"), setSize);
        assertTrue(setSize.contains(">1</ns1:size>"), setSize);
        Wsdl echo = Wsdl.read(TestWsdls.echoFloat().toString());
        SoapOperation op = echo.operation("echoFloat", null, null);
        assertEquals("http://tempuri.org/echoFloat", op.soapAction());
        assertTrue(SampleRequests.create(echo, op).contains(">1.5</ns1:input>"));
    }

    @Test
    void importedSchemaWithRestrictionsChoiceMinOccursAttributesAndListsIsValid() throws Exception {
        Wsdl orders = Wsdl.read(TestWsdls.resource("orders.wsdl").toString());
        Schema schema = TestWsdls.schemaFile(TestWsdls.resource("orders.xsd"));
        for (SoapVersion v : SoapVersion.values()) {
            for (String name : List.of("placeOrder", "getStatus")) {
                SoapOperation op = orders.operation(name, null, v);
                assertEquals(v, op.version());
                String xml = SampleRequests.create(orders, op);
                Element wrapper = onlyBodyChild(TestWsdls.parse(xml), v);
                assertEquals(new QName("urn:example:orders", name), new QName(wrapper.getNamespaceURI(), wrapper.getLocalName()));
                validate(schema, wrapper, xml);
            }
        }
        String order = SampleRequests.create(orders, orders.operation("placeOrder", null, null));
        assertEquals(2, order.split("<o:line>", -1).length - 1, "minOccurs 2: two lines\n" + order);
        assertTrue(order.contains("<o:email>") && !order.contains("<o:phone>"), "one alternative of the choice\n" + order);
        assertTrue(order.contains("<o:status>NEW</o:status>"), order);
        assertTrue(order.contains("<o:quantity>5</o:quantity>"), "5 <= q < 7\n" + order);
        assertTrue(order.contains("<o:customer>textxxxx</o:customer>"), "minLength 8\n" + order);
        assertTrue(order.contains("<o:total currency=\"EUR\">1.5</o:total>"), order);
        assertTrue(order.contains("<o:order version=\"1\">"), "unqualified attribute\n" + order);
    }

    @Test
    void soap12PortsGiveSoap12EnvelopesAndTheActionInTheContentType() {
        Wsdl orders = Wsdl.read(TestWsdls.resource("orders.wsdl").toString());
        SoapOperation op = orders.operation("getStatus", null, SoapVersion.SOAP_12);
        assertEquals("OrdersSoap12Port", op.port());
        assertEquals("application/soap+xml; charset=UTF-8; action=\"urn:getStatus\"", op.contentType());
        assertTrue(SampleRequests.create(orders, op).contains("<s12:Envelope xmlns:s12=\"http://www.w3.org/2003/05/soap-envelope\">"));
        assertEquals("OrdersSoap11Port", orders.operation("getStatus", null, null).port(), "SOAP 1.1 first");
        assertEquals("", orders.operation("getStatus", null, null).soapAction());
        assertEquals("OrdersSoap12Port", orders.operation("getStatus", "OrdersSoap12Port", null).port());
        assertEquals(List.of("Orders/OrdersHttpPort (HTTP binding, not SOAP)"), orders.otherPorts());
        assertEquals(4, orders.operations().size(), "2 operations in 2 SOAP ports; the HTTP port left out");
    }

    @Test
    void rpcLiteralWrapsThePartsInTheOperationsElement() throws Exception {
        Wsdl calc = Wsdl.read(TestWsdls.resource("calc-rpc.wsdl").toString());
        SoapOperation op = calc.operation("add", null, null);
        assertEquals("rpc", op.style());
        String xml = SampleRequests.create(calc, op);
        Element add = onlyBodyChild(TestWsdls.parse(xml), SoapVersion.SOAP_11);
        assertEquals(new QName("urn:example:calc", "add"), new QName(add.getNamespaceURI(), add.getLocalName()));
        assertTrue(xml.contains("<a>1</a>") && xml.contains("<b>1.5</b>"), xml);
    }

    @Test
    void unknownOperationsAndFiltersNameWhatExists() {
        WsdlException e = org.junit.jupiter.api.Assertions.assertThrows(WsdlException.class,
                () -> benchmark.operation("echoFloat", null, null));
        assertTrue(e.getMessage().startsWith("no operation 'echoFloat' in "), e.getMessage());
        assertTrue(e.getMessage().endsWith("it has: echoVoid, echoBase64, echoStrings, echoInts, echoDoubles, echoSimpleEvents, "
                + "echoMeshInterfaceObjects, receiveBase64, receiveStrings, receiveInts, receiveDoubles, receiveSimpleEvents, "
                + "receiveMeshInterfaceObjects, sendBase64, sendStrings, sendInts, sendDoubles, sendSimpleEvents, "
                + "sendMeshInterfaceObjects"), e.getMessage());
        WsdlException v = org.junit.jupiter.api.Assertions.assertThrows(WsdlException.class,
                () -> benchmark.operation("echoInts", null, SoapVersion.SOAP_12));
        assertEquals("operation 'echoInts' is in no SOAP 1.2 port; it is in: Benchmark/Benchmark (SOAP 1.1)", v.getMessage());
    }

    private static Element onlyBodyChild(Document doc, SoapVersion v) {
        List<Element> children = TestWsdls.bodyChildren(doc, v);
        assertEquals(1, children.size(), "one element in the Body");
        return children.get(0);
    }

    private static void validate(Schema schema, Element wrapper, String xml) {
        try {
            schema.newValidator().validate(new DOMSource(wrapper));
        } catch (Exception e) {
            throw new AssertionError("not valid against the WSDL's schema: " + e.getMessage() + "\n" + xml, e);
        }
    }
}
