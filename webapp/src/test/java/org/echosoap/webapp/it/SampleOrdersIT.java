package org.echosoap.webapp.it;

import static org.echosoap.webapp.it.OrderRequests.EXAMPLE_ORDER_ID;
import static org.echosoap.webapp.it.OrderRequests.EXAMPLE_ORDER_TOTAL;
import static org.echosoap.webapp.it.OrderRequests.GET_QUOTE_ACTION;
import static org.echosoap.webapp.it.OrderRequests.PLACE_ORDER_ACTION;
import static org.echosoap.webapp.it.OrderRequests.asSoap12;
import static org.echosoap.webapp.it.OrderRequests.example;
import static org.echosoap.webapp.it.OrderRequests.post11;
import static org.echosoap.webapp.it.OrderRequests.post12;
import static org.echosoap.webapp.it.OrderRequests.text;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The sample third-party service, sample-orders.war (Metro JAX-WS, webapp/sample-orders), deployed next to
 * echosoap.war by {@code echosoap server start --war}, answers the hand-written requests of conf/examples/orders
 * in the real Tomcat: both operations over SOAP 1.1 and 1.2, its WSDLs name the address asked, bad input is a
 * SOAP Fault with HTTP 500. Its own server (not the shared one): this is also the launcher's {@code --war} test.
 */
class SampleOrdersIT {

    private static EchosoapServer server;
    private static URI soap11;
    private static URI soap12;

    @BeforeAll
    static void start() throws Exception {
        server = EchosoapServer.start(ItPaths.webappTarget().resolve("it-sample-orders-server"),
                List.of(ItPaths.sampleOrdersWar()));
        soap11 = server.uri("sample-orders", "/services/OrderService");
        soap12 = server.uri("sample-orders", "/services/OrderService12");
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void launcherDeploysTheWarNextToEchosoapAndSaysWhere() throws Exception {
        assertTrue(server.startResult().stdout().contains("sample-orders.war at " + server.uri("sample-orders", "")),
                server.startResult()::describe);
        // Both contexts in one Tomcat: echosoap's baseline answers as usual.
        assertEquals(200, Http.postSeed(server.uri("/baseline/null")).statusCode());
    }

    @Test
    void placeOrderOverSoap11() throws Exception {
        HttpResponse<byte[]> answer = post11(soap11, example("placeOrder.xml"), PLACE_ORDER_ACTION);
        assertEquals(200, answer.statusCode(), () -> body(answer));
        assertTrue(Http.header(answer, "Content-Type").startsWith("text/xml"), () -> body(answer));
        String order = "/s11:Envelope/s11:Body/o:placeOrderResponse/order";
        assertEquals(EXAMPLE_ORDER_ID, text(answer.body(), order + "/orderId"));
        assertEquals(EXAMPLE_ORDER_TOTAL, text(answer.body(), order + "/total"));
        assertEquals("3", text(answer.body(), order + "/itemCount"));
    }

    @Test
    void getQuoteOverSoap11() throws Exception {
        HttpResponse<byte[]> answer = post11(soap11, example("getQuote.xml"), GET_QUOTE_ACTION);
        assertEquals(200, answer.statusCode(), () -> body(answer));
        assertQuote(answer.body(), "s11");
    }

    @Test
    void placeOrderOverSoap12() throws Exception {
        HttpResponse<byte[]> answer = post12(soap12, example("placeOrder-soap12.xml"), PLACE_ORDER_ACTION);
        assertEquals(200, answer.statusCode(), () -> body(answer));
        assertTrue(Http.header(answer, "Content-Type").startsWith("application/soap+xml"), () -> body(answer));
        String order = "/s12:Envelope/s12:Body/o:placeOrderResponse/order";
        // The same order as over SOAP 1.1, so the same id: the service is deterministic.
        assertEquals(EXAMPLE_ORDER_ID, text(answer.body(), order + "/orderId"));
        assertEquals(EXAMPLE_ORDER_TOTAL, text(answer.body(), order + "/total"));
        assertEquals("3", text(answer.body(), order + "/itemCount"));
    }

    @Test
    void getQuoteOverSoap12() throws Exception {
        HttpResponse<byte[]> answer = post12(soap12, asSoap12(example("getQuote.xml")), GET_QUOTE_ACTION);
        assertEquals(200, answer.statusCode(), () -> body(answer));
        assertQuote(answer.body(), "s12");
    }

    @Test
    void answersAreTheSameBytesEveryTime() throws Exception {
        // A load client compares answers and sizes its baseline by their length: they must not change.
        byte[] first = post11(soap11, example("placeOrder.xml"), PLACE_ORDER_ACTION).body();
        byte[] second = post11(soap11, example("placeOrder.xml"), PLACE_ORDER_ACTION).body();
        assertArrayEquals(first, second);
    }

    /**
     * Metro dispatches by the Body's element: the WSDL's SOAPAction, none, an empty one or another operation's
     * all get the same answer. Pinned because the docs and the "measure your own service" tests rely on it.
     */
    @ParameterizedTest
    @ValueSource(strings = {"", PLACE_ORDER_ACTION, GET_QUOTE_ACTION, "(absent)"})
    void soapActionDoesNotSteerDispatch(String soapAction) throws Exception {
        byte[] request = example("placeOrder.xml").getBytes(StandardCharsets.UTF_8);
        HttpResponse<byte[]> answer = soapAction.equals("(absent)")
                ? Http.postAs(soap11, "text/xml; charset=UTF-8", request)
                : Http.postAs(soap11, "text/xml; charset=UTF-8", request, "SOAPAction", "\"" + soapAction + "\"");
        assertEquals(200, answer.statusCode(), () -> body(answer));
        assertEquals(EXAMPLE_ORDER_ID, text(answer.body(), "/s11:Envelope/s11:Body/o:placeOrderResponse/order/orderId"));
    }

    @Test
    void wsdlsNameTheAddressAsked() throws Exception {
        HttpResponse<byte[]> wsdl11 = Http.get(URI.create(soap11 + "?wsdl"));
        assertEquals(200, wsdl11.statusCode(), () -> body(wsdl11));
        assertEquals(soap11.toString(), text(wsdl11.body(),
                "/wsdl:definitions/wsdl:service[@name='OrderService']/wsdl:port/soap:address/@location"));
        assertEquals(PLACE_ORDER_ACTION, text(wsdl11.body(),
                "//wsdl:binding/wsdl:operation[@name='placeOrder']/soap:operation/@soapAction"));
        assertEquals(GET_QUOTE_ACTION, text(wsdl11.body(),
                "//wsdl:binding/wsdl:operation[@name='getQuote']/soap:operation/@soapAction"));

        HttpResponse<byte[]> wsdl12 = Http.get(URI.create(soap12 + "?wsdl"));
        assertEquals(200, wsdl12.statusCode(), () -> body(wsdl12));
        assertEquals(soap12.toString(), text(wsdl12.body(),
                "/wsdl:definitions/wsdl:service[@name='OrderService12']/wsdl:port/soap12:address/@location"));
    }

    @Test
    void badQuantityIsASoap11FaultWithHttp500() throws Exception {
        String request = example("getQuote.xml").replace("<quantity>4</quantity>", "<quantity>0</quantity>");
        HttpResponse<byte[]> answer = post11(soap11, request, GET_QUOTE_ACTION);
        assertEquals(500, answer.statusCode(), () -> body(answer));
        String fault = "/s11:Envelope/s11:Body/s11:Fault";
        assertEquals("quantity must be 1 to 1000000, got 0", text(answer.body(), fault + "/faultstring"));
        // A declared service exception: Metro gives it faultcode Server and the message again in the detail.
        assertEquals("S:Server", text(answer.body(), fault + "/faultcode"));
        assertEquals("quantity must be 1 to 1000000, got 0", text(answer.body(), fault + "/detail/o:InvalidOrder/message"));
    }

    @Test
    void badQuantityIsASoap12FaultWithHttp500() throws Exception {
        String request = example("placeOrder-soap12.xml")
                .replace("<quantity>10</quantity>", "<quantity>-2</quantity>");
        HttpResponse<byte[]> answer = post12(soap12, request, PLACE_ORDER_ACTION);
        assertEquals(500, answer.statusCode(), () -> body(answer));
        assertTrue(Http.header(answer, "Content-Type").startsWith("application/soap+xml"), () -> body(answer));
        String fault = "/s12:Envelope/s12:Body/s12:Fault";
        assertEquals("item 3 (C-300): quantity must be 1 to 1000000, got -2",
                text(answer.body(), fault + "/s12:Reason/s12:Text"));
        assertTrue(text(answer.body(), fault + "/s12:Code/s12:Value").endsWith(":Receiver"), () -> body(answer));
    }

    private static void assertQuote(byte[] answer, String envelopePrefix) throws Exception {
        String quote = "/" + envelopePrefix + ":Envelope/" + envelopePrefix + ":Body/o:getQuoteResponse/quote";
        assertEquals("A-100", text(answer, quote + "/sku"));
        assertEquals("4", text(answer, quote + "/quantity"));
        assertEquals("2.50", text(answer, quote + "/unitPrice"));
        assertEquals("10.00", text(answer, quote + "/total"));
    }

    private static String body(HttpResponse<byte[]> response) {
        return response.statusCode() + " " + new String(response.body(), StandardCharsets.UTF_8);
    }
}
