package org.echosoap.server.services.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMSourcedElement;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axis2.AxisFault;
import org.junit.jupiter.api.Test;

/**
 * The service on Axiom, without Axis2's transport: requests parsed the way Axis2 hands them over (deferred, read
 * without building a tree), answers serialized the way the SOAP formatter does. Exact response bytes are golden:
 * they are what a client sees inside {@code soapenv:Body}.
 */
class BenchmarkServiceTest {

    private static final String NS = "xmlns=\"" + BenchmarkXml.NAMESPACE + "\"";
    private static final String XSI = " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"";

    private final BenchmarkService service = new BenchmarkService();

    /** Like Axis2: the Body's first element, still being parsed. */
    private static OMElement request(String xml) {
        return OMXMLBuilderFactory.createOMBuilder(new StringReader(xml)).getDocumentElement();
    }

    private static String xml(OMElement element) throws Exception {
        StringWriter out = new StringWriter();
        element.serialize(out);
        return out.toString();
    }

    @Test
    void echoesInts() throws Exception {
        assertEquals("<echoIntsResponse " + NS + "><echoIntsReturn>1</echoIntsReturn>"
                        + "<echoIntsReturn>-2</echoIntsReturn></echoIntsResponse>",
                xml(service.echoInts(request("<echoInts " + NS + "><input>1</input><input> -2 </input></echoInts>"))));
    }

    @Test
    void echoesVoid() throws Exception {
        assertEquals("<echoVoidResponse " + NS + "/>", xml(service.echoVoid(request("<echoVoid " + NS + "/>"))));
    }

    @Test
    void echoesSimpleEventsWithNilItems() throws Exception {
        String answer = xml(service.echoSimpleEvents(request("<echoSimpleEventsRequest " + NS + XSI + "><input>"
                + "<item><timestamp>2.50</timestamp><message>a &amp; b</message><sequenceNumber>2</sequenceNumber></item>"
                + "<item xsi:nil=\"true\"/></input></echoSimpleEventsRequest>")));
        assertEquals("<echoSimpleEventsResponse " + NS + "><echoSimpleEventsReturn>"
                + "<item><sequenceNumber>2</sequenceNumber><timestamp>2.5</timestamp><message>a &amp; b</message></item>"
                + "<item xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/>"
                + "</echoSimpleEventsReturn></echoSimpleEventsResponse>", answer);
    }

    @Test
    void echoesMeshInterfaceObjectsUnderTheSingularReturnName() throws Exception {
        assertEquals("<echoMeshInterfaceObjectsResponse " + NS + "><echoMeshInterfaceObjectReturn>"
                        + "<x>1</x><y>2</y><value>3.0</value></echoMeshInterfaceObjectReturn>"
                        + "</echoMeshInterfaceObjectsResponse>",
                xml(service.echoMeshInterfaceObjects(request("<echoMeshInterfaceObjectsRequest " + NS + ">"
                        + "<input><y>2</y><x>1</x><value>3</value></input></echoMeshInterfaceObjectsRequest>"))));
    }

    @Test
    void receivesCounts() throws Exception {
        assertEquals("<receiveBase64Response " + NS + "><receiveBase64Return>5</receiveBase64Return>"
                + "</receiveBase64Response>",
                xml(service.receiveBase64(request("<receiveBase64 " + NS + "><input>AAECAwQ=</input></receiveBase64>"))));
        assertEquals("<receiveMeshInterfaceObjectsResponse " + NS + "><receiveMeshInterfaceObjectsReturn>0"
                + "</receiveMeshInterfaceObjectsReturn></receiveMeshInterfaceObjectsResponse>",
                xml(service.receiveMeshInterfaceObjects(request("<receiveMeshInterfaceObjectsRequest " + NS
                        + "><input/></receiveMeshInterfaceObjectsRequest>"))));
    }

    @Test
    void sendsTheFormulas() throws Exception {
        assertEquals("<sendSimpleEventsResponse " + NS + "><sendSimpleEventsReturn>"
                        + "<item><sequenceNumber>0</sequenceNumber><timestamp>0.5</timestamp><message>event 0</message></item>"
                        + "<item><sequenceNumber>1</sequenceNumber><timestamp>1.5</timestamp><message>event 1</message></item>"
                        + "</sendSimpleEventsReturn></sendSimpleEventsResponse>",
                xml(service.sendSimpleEvents(request("<sendSimpleEventsRequest " + NS + "><size>2</size>"
                        + "</sendSimpleEventsRequest>"))));
        assertEquals("<sendDoublesResponse " + NS + "><sendDoublesReturn>0.5</sendDoublesReturn>"
                        + "<sendDoublesReturn>1.5</sendDoublesReturn></sendDoublesResponse>",
                xml(service.sendDoubles(request("<sendDoubles " + NS + "><size>2</size></sendDoubles>"))));
        assertEquals("<sendBase64Response " + NS + "><sendBase64Return>AAECAwQ=</sendBase64Return></sendBase64Response>",
                xml(service.sendBase64(request("<sendBase64 " + NS + "><size>5</size></sendBase64>"))));
    }

    @Test
    void answersWithoutBuildingAnObjectTree() throws Exception {
        OMElement answer = service.sendInts(request("<sendInts " + NS + "><size>3</size></sendInts>"));
        SOAPEnvelope envelope = OMAbstractFactory.getSOAP11Factory().getDefaultEnvelope();
        envelope.getBody().addChild(answer);
        String first = xml(envelope);
        String second = xml(envelope); // not destructive: a second serialization sees the same answer
        assertEquals(first, second);
        assertTrue(first.contains("<sendIntsReturn>2</sendIntsReturn></sendIntsResponse>"), first);
        assertFalse(((OMSourcedElement) envelope.getBody().getFirstElement()).isExpanded());
    }

    @Test
    void refusesTheWrongRequestElementWithAClientFault() {
        AxisFault fault = assertThrows(AxisFault.class,
                () -> service.echoInts(request("<receiveInts " + NS + "><input>1</input></receiveInts>")));
        assertEquals("Client", fault.getFaultCode().getLocalPart());
        assertEquals("echoInts: expected request element echoInts in namespace " + BenchmarkXml.NAMESPACE
                + ", got receiveInts", fault.getMessage());
    }

    @Test
    void refusesSizesOutsideTheLimits() {
        assertEquals("sendInts: size must be 0 to 100000, got 100001", assertThrows(AxisFault.class,
                () -> service.sendInts(request("<sendInts " + NS + "><size>100001</size></sendInts>"))).getMessage());
        assertEquals("sendBase64: size must be 0 to 10000000, got -1", assertThrows(AxisFault.class,
                () -> service.sendBase64(request("<sendBase64 " + NS + "><size>-1</size></sendBase64>"))).getMessage());
        assertEquals("sendStrings: size is not an xsd:int: 'ten'", assertThrows(AxisFault.class,
                () -> service.sendStrings(request("<sendStrings " + NS + "><size>ten</size></sendStrings>")))
                .getMessage());
        assertEquals("sendMeshInterfaceObjects: sendMeshInterfaceObjectsRequest needs a size element",
                assertThrows(AxisFault.class, () -> service.sendMeshInterfaceObjects(request(
                        "<sendMeshInterfaceObjectsRequest " + NS + "/>"))).getMessage());
    }

    @Test
    void refusesExtraChildren() {
        assertEquals("echoVoid: unexpected element x in echoVoid", assertThrows(AxisFault.class,
                () -> service.echoVoid(request("<echoVoid " + NS + "><x/></echoVoid>"))).getMessage());
        assertEquals("sendInts: unexpected element size in sendInts", assertThrows(AxisFault.class,
                () -> service.sendInts(request("<sendInts " + NS + "><size>1</size><size>2</size></sendInts>")))
                .getMessage());
    }

    @Test
    void refusesAnEmptyBody() {
        assertEquals("echoVoid: the SOAP Body holds no request element",
                assertThrows(AxisFault.class, () -> service.echoVoid(null)).getMessage());
    }

    @Test
    void reportsMalformedXmlMetWhileStreamingAsAClientFault() {
        AxisFault fault = assertThrows(AxisFault.class,
                () -> service.echoInts(request("<echoInts " + NS + "><input>1</input><input>2</inptu></echoInts>")));
        Throwable cause = fault;
        boolean parseError = false;
        for (int depth = 0; cause != null && depth < 10; cause = cause.getCause(), depth++) {
            parseError |= cause instanceof javax.xml.stream.XMLStreamException
                    || cause.getClass().getName().endsWith("StreamException");
        }
        assertTrue(parseError, () -> "no parse error in the chain of " + fault);
    }
}
