package org.echosoap.webapp.it;

import static org.echosoap.webapp.it.BenchmarkSoap.element;
import static org.echosoap.webapp.it.BenchmarkSoap.envelope;
import static org.echosoap.webapp.it.BenchmarkSoap.repeated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import javax.xml.validation.Schema;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.Stack;
import org.echosoap.webapp.it.BenchmarkSoap.Action;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The Benchmark service's generated bindings on Axis2 (ADB: {@code /services/BenchmarkAdb}, XMLBeans:
 * {@code /services/BenchmarkXmlBeans}) against the hand-written AXIOM one ({@code /services/Benchmark}) on the real
 * Tomcat: each of the 19 operations, sent the same request with each SOAPAction form, answers a Body that is valid
 * against the contract's schema and holds the same elements, in the same order, with the same text, byte for byte,
 * as the AXIOM service's (nil items compared as nil, whichever lexical form of {@code xsi:nil}). The values sent are
 * in the contract's canonical forms; where a binding differs from the contract beyond them is pinned below. Bad
 * requests get Client faults whose reason names the operation, and the next request is served.
 */
@ExtendWith(SharedServer.class)
class BenchmarkBindingsIT {

    private static final String AXIOM = "/services/Benchmark";

    /** The bindings beside the AXIOM one. */
    static Stream<String> bindings() {
        return Stack.AXIS2.soapServices().stream().filter(path -> path.startsWith(AXIOM) && !path.equals(AXIOM));
    }

    private static final String XSI_DECL = " xmlns:xsi=\"" + BenchmarkSoap.XSI + "\"";

    /** One request per operation, in the contract's canonical value forms. */
    static List<String[]> requests() {
        String ns = "xmlns=\"" + BenchmarkSoap.NS + "\"";
        String events = "<item><sequenceNumber>0</sequenceNumber><timestamp>0.5</timestamp><message>event 0</message>"
                + "</item><item xsi:nil=\"true\"/><item><message>a &amp; b</message><sequenceNumber>2</sequenceNumber>"
                + "<timestamp>2.5</timestamp></item>";
        String meshItems = "<item><x>1</x><y>2</y><value>3.0</value></item><item><x>4</x><y>5</y><value>6.5</value></item>";
        byte[] bytes = new byte[300];
        new Random(1).nextBytes(bytes);
        String base64 = Base64.getEncoder().encodeToString(bytes);
        List<String[]> requests = new ArrayList<>();
        requests.add(new String[] {"echoVoid", "<echoVoid " + ns + "/>"});
        requests.add(new String[] {"echoBase64", element("echoBase64", "<input>" + base64 + "</input>")});
        requests.add(new String[] {"echoStrings", element("echoStrings", repeated("input",
                List.of("hello", "", "  two  spaces ", "&lt;&amp;&gt;\"'", "ünïcødé €")))});
        requests.add(new String[] {"echoInts", element("echoInts", repeated("input",
                List.of("42", "-1", "0", "2147483647", "-2147483647")))}); // ADB and -2147483648: below
        requests.add(new String[] {"echoDoubles", element("echoDoubles", repeated("input",
                List.of("0.5", "1.5", "-2500.0", "1.0E10", "-0.0", "4.9E-324")))});
        requests.add(new String[] {"echoSimpleEvents", "<echoSimpleEventsRequest " + ns + XSI_DECL + "><input>" + events
                + "</input></echoSimpleEventsRequest>"});
        requests.add(new String[] {"echoMeshInterfaceObjects", element("echoMeshInterfaceObjectsRequest",
                "<input><x>1</x><y>2</y><value>1.25</value></input><input><value>-3.5</value><y>4</y><x>-3</x></input>")});
        requests.add(new String[] {"receiveBase64", element("receiveBase64", "<input>" + base64 + "</input>")});
        requests.add(new String[] {"receiveStrings", element("receiveStrings", repeated("input", List.of("a", "", "c")))});
        requests.add(new String[] {"receiveInts", element("receiveInts", repeated("input", List.of("1", "2", "3")))});
        requests.add(new String[] {"receiveDoubles", element("receiveDoubles", repeated("input", List.of("1.0", "2.5")))});
        requests.add(new String[] {"receiveSimpleEvents", "<receiveSimpleEventsRequest " + ns + XSI_DECL + "><input>"
                + events + "</input></receiveSimpleEventsRequest>"});
        requests.add(new String[] {"receiveMeshInterfaceObjects", element("receiveMeshInterfaceObjectsRequest",
                "<input>" + meshItems + "</input>")});
        requests.add(new String[] {"sendBase64", element("sendBase64", "<size>1000</size>")});
        for (String type : List.of("Strings", "Ints", "Doubles")) {
            requests.add(new String[] {"send" + type, element("send" + type, "<size>7</size>")});
        }
        requests.add(new String[] {"sendSimpleEvents", element("sendSimpleEventsRequest", "<size>7</size>")});
        requests.add(new String[] {"sendMeshInterfaceObjects", element("sendMeshInterfaceObjectsRequest", "<size>7</size>")});
        return requests;
    }

    static Stream<Arguments> everyOperationOnEveryBinding() {
        return bindings().flatMap(binding -> requests().stream().flatMap(r -> Stream.of(Action.values())
                .map(action -> Arguments.of(binding, r[0], action, r[1]))));
    }

    @ParameterizedTest(name = "{0} {1}, SOAPAction {2}")
    @MethodSource("everyOperationOnEveryBinding")
    void answersAsTheAxiomServiceDoes(String binding, String operation, Action action, String body,
            EchosoapServer server) throws Exception {
        byte[] request = envelope(body);
        Schema contract = contract(server, binding);
        BenchmarkSoap.assertValid(contract, Xml.parse(request)); // the test speaks the contract
        Document expected = BenchmarkSoap.answer(BenchmarkSoap.call(server.uri(AXIOM), operation, action, request));
        Document answer = BenchmarkSoap.answer(BenchmarkSoap.call(server.uri(binding), operation, action, request));
        BenchmarkSoap.assertValid(contract, answer);
        assertEquals(infoset(expected), infoset(answer), () -> binding + " " + operation);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bindings")
    void coversAllNineteenOperations(String binding) {
        assertEquals(19, requests().stream().map(r -> r[0]).distinct().count(), binding);
    }

    // ------------------------------------------------------------------ bad input

    static Stream<Arguments> badRequests() {
        return bindings().flatMap(binding -> Stream.of(
                Arguments.of(binding, "non-numeric int", "echoInts", Action.ABSENT,
                        element("echoInts", "<input>1</input><input>abc</input>"), "echoInts: "),
                Arguments.of(binding, "body of another operation", "echoInts", Action.OPERATION,
                        element("receiveInts", "<input>1</input>"), "echoInts: expected request element echoInts"),
                Arguments.of(binding, "no input", "echoStrings", Action.ABSENT, element("echoStrings", ""),
                        "echoStrings: "),
                Arguments.of(binding, "negative size", "sendInts", Action.ABSENT, element("sendInts", "<size>-1</size>"),
                        "sendInts: size must be 0 to 100000, got -1"),
                Arguments.of(binding, "size beyond the limit", "sendSimpleEvents", Action.ABSENT,
                        element("sendSimpleEventsRequest", "<size>100001</size>"),
                        "sendSimpleEvents: size must be 0 to 100000, got 100001"),
                Arguments.of(binding, "fractional size", "sendDoubles", Action.OPERATION,
                        element("sendDoubles", "<size>1.5</size>"), "sendDoubles: "),
                Arguments.of(binding, "unexpected child", "echoInts", Action.OPERATION,
                        element("echoInts", "<input>1</input><x/>"), "echoInts: "),
                Arguments.of(binding, "unqualified child", "echoInts", Action.ABSENT,
                        element("echoInts", "<input xmlns=\"\">1</input>"), "echoInts: "),
                Arguments.of(binding, "empty int", "echoInts", Action.ABSENT,
                        element("echoInts", "<input></input>"), "echoInts: "),
                Arguments.of(binding, "not base64", "echoBase64", Action.ABSENT,
                        element("echoBase64", "<input>AA*A</input>"), "echoBase64: "),
                Arguments.of(binding, "unknown operation element", "echoFloats", Action.ABSENT,
                        element("echoFloats", ""), "Operation not found"),
                Arguments.of(binding, "malformed XML inside the request", "echoInts", Action.ABSENT,
                        element("echoInts", "<input>1</input><input>2</inptu>"), "malformed XML")));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("badRequests")
    void answersBadInputWithAClientFault(String binding, String description, String operation, Action action,
            String body, String expectedReason, EchosoapServer server) throws Exception {
        BenchmarkSoap.assertClientFault(BenchmarkSoap.call(server.uri(binding), operation, action, envelope(body)),
                expectedReason);
        Document next = BenchmarkSoap.answer(BenchmarkSoap.call(server.uri(binding), "sendInts", Action.ABSENT,
                envelope(element("sendInts", "<size>3</size>"))));
        assertEquals(List.of("0", "1", "2"),
                BenchmarkSoap.texts(next, "/s:Envelope/s:Body/b:sendIntsResponse/b:sendIntsReturn"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bindings")
    void refusesMoreThanOneHundredThousandInputs(String binding, EchosoapServer server) throws Exception {
        StringBuilder inputs = new StringBuilder();
        for (int i = 0; i <= 100_000; i++) {
            inputs.append("<input>").append(i).append("</input>");
        }
        BenchmarkSoap.assertClientFault(BenchmarkSoap.callLarge(server.uri(binding),
                envelope(element("receiveInts", inputs))), "receiveInts: more than 100000 input elements");
    }

    /**
     * The contract's largest requests (100,000 ints; 10,000,000 bytes of base64) on the 512 MB server: both
     * bindings read them whole before our code runs, and must still answer them, and the next request.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("bindings")
    void answersTheLargestRequestsTheContractAllows(String binding, EchosoapServer server) throws Exception {
        StringBuilder inputs = new StringBuilder(100_000 * 24);
        for (int i = 0; i < 100_000; i++) {
            inputs.append("<input>").append(i * 3 - 150_000).append("</input>");
        }
        Document ints = BenchmarkSoap.answer(BenchmarkSoap.callLarge(server.uri(binding),
                envelope(element("echoInts", inputs))));
        List<String> values = BenchmarkSoap.texts(ints, "/s:Envelope/s:Body/b:echoIntsResponse/b:echoIntsReturn");
        assertEquals(100_000, values.size());
        assertEquals("-150000", values.get(0));
        assertEquals(Integer.toString(99_999 * 3 - 150_000), values.get(99_999));

        byte[] bytes = new byte[10_000_000];
        new Random(3).nextBytes(bytes);
        Document base64 = BenchmarkSoap.answer(BenchmarkSoap.callLarge(server.uri(binding), envelope(element(
                "receiveBase64", "<input>" + Base64.getEncoder().encodeToString(bytes) + "</input>"))));
        assertEquals("10000000", BenchmarkSoap.text(base64,
                "/s:Envelope/s:Body/b:receiveBase64Response/b:receiveBase64Return"));
        Document next = BenchmarkSoap.answer(BenchmarkSoap.call(server.uri(binding), "sendInts", Action.ABSENT,
                envelope(element("sendInts", "<size>2</size>"))));
        assertEquals(List.of("0", "1"), BenchmarkSoap.texts(next, "/s:Envelope/s:Body/b:sendIntsResponse/b:sendIntsReturn"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bindings")
    void servesTheContractUnderItsOwnNameAndAddress(String binding, EchosoapServer server) throws Exception {
        HttpResponse<byte[]> response = Http.get(server.uri(binding + "?wsdl"));
        assertEquals(200, response.statusCode());
        Document wsdl = Xml.parse(response.body());
        String service = binding.substring(binding.lastIndexOf('/') + 1);
        assertEquals(service, BenchmarkSoap.text(wsdl, "/wsdl:definitions/wsdl:service/@name"));
        String address = BenchmarkSoap.text(wsdl, "/wsdl:definitions/wsdl:service/wsdl:port/soap:address/@location");
        assertTrue(address.startsWith("http://127.0.0.1:" + server.port() + "/echosoap" + binding), address);
        assertEquals(19, BenchmarkSoap.count(wsdl, "/wsdl:definitions/wsdl:binding/wsdl:operation"));
    }

    // ------------------------------------------------------------------ where a binding differs

    /**
     * Values in forms the contract allows beyond the canonical ones: XMLBeans answers them as the AXIOM service
     * does (the same Body, or a Client fault where the AXIOM service faults).
     */
    static Stream<Arguments> beyondCanonicalForms() {
        String ns = "xmlns=\"" + BenchmarkSoap.NS + "\"";
        return Stream.of(
                Arguments.of("INF, NaN, -INF", "echoDoubles",
                        element("echoDoubles", repeated("input", List.of("INF", "NaN", "-INF", "1e10", "0.50")))),
                Arguments.of("white space and signs around ints", "echoInts",
                        element("echoInts", repeated("input", List.of(" 42 ", "+7", "007", "-2147483648")))),
                Arguments.of("fields in any order", "echoMeshInterfaceObjects", element("echoMeshInterfaceObjectsRequest",
                        "<input><value>INF</value><y>4</y><x>-3</x></input>")),
                Arguments.of("line-wrapped base64", "echoBase64", element("echoBase64",
                        "<input>" + Base64.getMimeEncoder().encodeToString(new byte[100]) + "</input>")),
                Arguments.of("echoVoid with a child", "echoVoid", "<echoVoid " + ns + "><x/></echoVoid>"),
                Arguments.of("event without message", "receiveSimpleEvents", element("receiveSimpleEventsRequest",
                        "<input><item><sequenceNumber>1</sequenceNumber><timestamp>1</timestamp></item></input>")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("beyondCanonicalForms")
    void xmlBeansAnswersOtherLexicalFormsAsTheAxiomServiceDoes(String description, String operation, String body,
            EchosoapServer server) throws Exception {
        byte[] request = envelope(body);
        HttpResponse<byte[]> expected = BenchmarkSoap.call(server.uri(AXIOM), operation, Action.ABSENT, request);
        HttpResponse<byte[]> answer = BenchmarkSoap.call(server.uri(Stack.BENCHMARK_XMLBEANS), operation, Action.ABSENT,
                request);
        if (expected.statusCode() == 200) {
            assertEquals(infoset(BenchmarkSoap.answer(expected)), infoset(BenchmarkSoap.answer(answer)));
        } else {
            BenchmarkSoap.assertClientFault(answer, operation + ": ");
        }
    }

    /** XMLBeans differs in one lexical form: it takes Java's {@code Infinity} (AXIOM: a Client fault) and answers INF. */
    @org.junit.jupiter.api.Test
    void xmlBeansTakesJavasInfinityAndAnswersTheSchemasInf(EchosoapServer server) throws Exception {
        byte[] request = envelope(element("echoDoubles", "<input>Infinity</input>"));
        BenchmarkSoap.assertClientFault(BenchmarkSoap.call(server.uri(AXIOM), "echoDoubles", Action.ABSENT, request),
                "echoDoubles: input 1 is not an xsd:double: 'Infinity'");
        Document answer = BenchmarkSoap.answer(BenchmarkSoap.call(server.uri(Stack.BENCHMARK_XMLBEANS), "echoDoubles",
                Action.ABSENT, request));
        assertEquals(List.of("INF"), BenchmarkSoap.texts(answer,
                "/s:Envelope/s:Body/b:echoDoublesResponse/b:echoDoublesReturn"));
    }

    /**
     * What ADB's generated code does with the same requests, pinned: ADB's {@code ConverterUtil} parses with Java's
     * rules, not XML Schema's, and its parser skips what an empty or {@code xsd:all} type does not name. Each of
     * these differs from the AXIOM service (and XMLBeans); docs/axis2-bindings.md lists them.
     */
    static Stream<Arguments> adbDifferences() {
        String ns = "xmlns=\"" + BenchmarkSoap.NS + "\"";
        return Stream.of(
                // xsd:double's INF is refused, Java's Infinity taken and written back (not an xsd:double)
                Arguments.of("INF refused", "echoDoubles", element("echoDoubles", "<input>INF</input>"),
                        500, "echoDoubles: not a number: 'INF'"),
                Arguments.of("Java's Infinity echoed", "echoDoubles", element("echoDoubles", "<input>Infinity</input>"),
                        200, "<ns1:echoDoublesReturn>Infinity</ns1:echoDoublesReturn>"),
                // xsd:int's white space is not collapsed
                Arguments.of("white space refused", "echoInts", element("echoInts", "<input> 42 </input>"),
                        500, "echoInts: not a number: ' 42 '"),
                // Integer.MIN_VALUE is ADB's "no value": it cannot be echoed
                Arguments.of("-2147483648 cannot be echoed", "echoInts", element("echoInts", "<input>-2147483648</input>"),
                        500, "echoIntsReturn cannot be null"),
                Arguments.of("echoVoid's child ignored", "echoVoid", "<echoVoid " + ns + "><x/></echoVoid>",
                        200, "echoVoidResponse"),
                Arguments.of("event without message counted", "receiveSimpleEvents", element("receiveSimpleEventsRequest",
                        "<input><item><sequenceNumber>1</sequenceNumber><timestamp>1</timestamp></item></input>"),
                        200, "<ns1:receiveSimpleEventsReturn>1</ns1:receiveSimpleEventsReturn>"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("adbDifferences")
    void adbAnswersWhatItsConvertersMakeOfIt(String description, String operation, String body, int status,
            String expected, EchosoapServer server) throws Exception {
        HttpResponse<byte[]> answer = BenchmarkSoap.call(server.uri(Stack.BENCHMARK_ADB), operation, Action.ABSENT,
                envelope(body));
        String text = new String(answer.body(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(status, answer.statusCode(), text);
        assertTrue(text.contains(expected), text);
        for (String internal : new String[] {"Exception", "at org.", "java.", "org.apache", "javax."}) {
            assertFalse(text.contains(internal), text);
        }
    }

    // ------------------------------------------------------------------ helpers

    private static Schema contract(EchosoapServer server, String binding) throws Exception {
        HttpResponse<byte[]> wsdl = Http.get(server.uri(binding + "?wsdl"));
        assertEquals(200, wsdl.statusCode());
        return BenchmarkSoap.contractSchema(Xml.parse(wsdl.body()));
    }

    /**
     * The Body's element as lines {@code depth {ns}name [nil] text}: names, order, nesting and every text value
     * exactly; prefixes, namespace declarations and the lexical form of {@code xsi:nil} left out.
     */
    static List<String> infoset(Document envelope) throws Exception {
        Node body = BenchmarkSoap.nodes(envelope, "/s:Envelope/s:Body/*").item(0);
        assertFalse(body == null, "no element in the Body");
        List<String> lines = new ArrayList<>();
        walk((Element) body, 0, lines);
        return lines;
    }

    private static void walk(Element element, int depth, List<String> lines) {
        String nil = element.getAttributeNS(BenchmarkSoap.XSI, "nil").strip();
        boolean isNil = nil.equals("true") || nil.equals("1");
        StringBuilder text = new StringBuilder();
        List<Element> children = new ArrayList<>();
        for (Node n = element.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n.getNodeType() == Node.ELEMENT_NODE) {
                children.add((Element) n);
            } else if (n.getNodeType() == Node.TEXT_NODE || n.getNodeType() == Node.CDATA_SECTION_NODE) {
                text.append(n.getNodeValue());
            }
        }
        lines.add(depth + " {" + element.getNamespaceURI() + "}" + element.getLocalName() + (isNil ? " nil" : "")
                + (children.isEmpty() ? " '" + text + "'" : ""));
        for (Element child : children) {
            walk(child, depth + 1, lines);
        }
    }
}
