package org.echosoap.webapp.it;

import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.echosoap.testsupport.Stack;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.FreePort;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * On every stack, {@code ?wsdl} serves the hand-written WSDL 1.1 with the address rewritten to the host and port the request
 * came in on, so a client generated from it calls this server rather than the placeholder {@code localhost:8080}.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(Stack.class)
@ExtendWith(SharedServer.class)
class WsdlIT {

    @Parameter
    Stack stack;

    @Test
    void servesWsdl11WithTheRealAddress(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> response = Http.get(server.uri(stack, "/services/EchoFloat?wsdl"));
        assertEquals(200, response.statusCode());

        Document wsdl = Xml.parse(response.body());
        Element root = wsdl.getDocumentElement();
        assertEquals("http://schemas.xmlsoap.org/wsdl/", root.getNamespaceURI());
        assertEquals("definitions", root.getLocalName());
        assertEquals("http://tempuri.org/", root.getAttribute("targetNamespace"));

        String location = Xml.text(wsdl, "/wsdl:definitions/wsdl:service[@name='EchoFloat']/wsdl:port/soap:address/@location");
        String expectedPrefix = "http://127.0.0.1:" + server.port() + stack.context() + "/services/EchoFloat";
        assertTrue(location.startsWith(expectedPrefix), () -> "location " + location + " should start with " + expectedPrefix);
    }

    @Test
    void describesTheEchoFloatOperation(EchosoapServer server) throws Exception {
        Document wsdl = Xml.parse(Http.get(server.uri(stack, "/services/EchoFloat?wsdl")).body());
        assertEquals("http://tempuri.org/echoFloat",
                Xml.text(wsdl, "/wsdl:definitions/wsdl:binding/wsdl:operation[@name='echoFloat']/soap:operation/@soapAction"));
        assertEquals("echoFloat", Xml.text(wsdl, "/wsdl:definitions/wsdl:portType/wsdl:operation/@name"));
    }
}
