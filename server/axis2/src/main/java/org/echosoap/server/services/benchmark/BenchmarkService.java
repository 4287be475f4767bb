package org.echosoap.server.services.benchmark;

import org.echosoap.server.contract.MeshInterfaceObject;

import org.echosoap.server.contract.SimpleEvent;

import org.echosoap.server.contract.SendValues;

import java.util.List;
import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.apache.axiom.om.OMElement;
import org.apache.axis2.AxisFault;
import org.echosoap.server.contract.xsd.XsdInt;

/**
 * The SOAP Benchmark Suite's 19 operations (Benchmark.wsdl), one public {@code OMElement op(OMElement)} method each,
 * as Axis2's {@code RawXMLINOutMessageReceiver} expects (it finds the method by the operation's name). Each method
 * names its request element, reads it with a {@link RequestReader} and answers a {@link StreamedResponse}; the
 * data-type classes ({@link Ints}, {@link Doubles}, {@link Strings}, {@link Base64Values}, {@link SimpleEvents},
 * {@link MeshInterfaceObjects}) do the reading and writing, {@link SendValues} supplies what send answers.
 *
 * <p>Any {@link BadRequest} becomes a SOAP Fault with faultcode {@code Client} and the reason
 * {@code "<operation>: <what is wrong>"}; malformed XML met while streaming also gets {@code Client}
 * ({@code EchosoapAxisServlet} words it). Stateless: Axis2 may create one per request.
 */
public class BenchmarkService {

    private static final QName SOAP11_CLIENT_FAULT =
            new QName("http://schemas.xmlsoap.org/soap/envelope/", "Client");

    private static final String INPUT = "input";
    private static final String SIZE = "size";

    /** Handles one request whose element has been opened and checked. */
    @FunctionalInterface
    private interface Handler {
        OMElement handle(RequestReader in) throws XMLStreamException;
    }

    /** Reads the single child element an operation's request element holds. */
    @FunctionalInterface
    private interface ChildReader<T> {
        T read() throws XMLStreamException;
    }

    // ---------------------------------------------------------------- echo: same values, same order

    public OMElement echoVoid(OMElement request) throws AxisFault {
        return serve(request, "echoVoid", "echoVoid", in -> {
            in.requireNoMoreChildren("echoVoid");
            return StreamedResponse.element("echoVoidResponse", out -> { });
        });
    }

    public OMElement echoBase64(OMElement request) throws AxisFault {
        return serve(request, "echoBase64", "echoBase64", in -> {
            DecodedBytes bytes = only(in, "echoBase64", INPUT,
                    () -> Base64Values.read(in, INPUT, Limits.MAX_BASE64_BYTES));
            return StreamedResponse.element("echoBase64Response",
                    out -> Base64Values.write(out, "echoBase64Return", bytes));
        });
    }

    public OMElement echoStrings(OMElement request) throws AxisFault {
        return serve(request, "echoStrings", "echoStrings", in -> {
            List<String> values = Strings.readRepeated(in, "echoStrings", INPUT);
            return StreamedResponse.element("echoStringsResponse",
                    out -> Strings.writeRepeated(out, "echoStringsReturn", values.size(), values::get));
        });
    }

    public OMElement echoInts(OMElement request) throws AxisFault {
        return serve(request, "echoInts", "echoInts", in -> {
            int[] values = Ints.readRepeated(in, "echoInts", INPUT);
            return StreamedResponse.element("echoIntsResponse",
                    out -> Ints.writeRepeated(out, "echoIntsReturn", values.length, i -> values[i]));
        });
    }

    public OMElement echoDoubles(OMElement request) throws AxisFault {
        return serve(request, "echoDoubles", "echoDoubles", in -> {
            double[] values = Doubles.readRepeated(in, "echoDoubles", INPUT);
            return StreamedResponse.element("echoDoublesResponse",
                    out -> Doubles.writeRepeated(out, "echoDoublesReturn", values.length, i -> values[i]));
        });
    }

    public OMElement echoSimpleEvents(OMElement request) throws AxisFault {
        return serve(request, "echoSimpleEvents", "echoSimpleEventsRequest", in -> {
            List<SimpleEvent> events = only(in, "echoSimpleEventsRequest", INPUT,
                    () -> SimpleEvents.readArray(in, INPUT));
            return StreamedResponse.element("echoSimpleEventsResponse",
                    out -> SimpleEvents.writeArray(out, "echoSimpleEventsReturn", events.size(), events::get));
        });
    }

    public OMElement echoMeshInterfaceObjects(OMElement request) throws AxisFault {
        return serve(request, "echoMeshInterfaceObjects", "echoMeshInterfaceObjectsRequest", in -> {
            List<MeshInterfaceObject> objects =
                    MeshInterfaceObjects.readRepeated(in, "echoMeshInterfaceObjectsRequest", INPUT);
            // The contract's response element is singular: echoMeshInterfaceObjectReturn.
            return StreamedResponse.element("echoMeshInterfaceObjectsResponse", out -> MeshInterfaceObjects
                    .writeRepeated(out, "echoMeshInterfaceObjectReturn", objects.size(), objects::get));
        });
    }

    // ---------------------------------------------------------------- receive: the element count

    public OMElement receiveBase64(OMElement request) throws AxisFault {
        return serve(request, "receiveBase64", "receiveBase64", in -> {
            DecodedBytes bytes = only(in, "receiveBase64", INPUT,
                    () -> Base64Values.read(in, INPUT, Limits.MAX_BASE64_BYTES));
            return count("receiveBase64Response", "receiveBase64Return", Math.toIntExact(bytes.size()));
        });
    }

    public OMElement receiveStrings(OMElement request) throws AxisFault {
        return serve(request, "receiveStrings", "receiveStrings", in -> count("receiveStringsResponse",
                "receiveStringsReturn", Strings.readRepeated(in, "receiveStrings", INPUT).size()));
    }

    public OMElement receiveInts(OMElement request) throws AxisFault {
        return serve(request, "receiveInts", "receiveInts", in -> count("receiveIntsResponse",
                "receiveIntsReturn", Ints.readRepeated(in, "receiveInts", INPUT).length));
    }

    public OMElement receiveDoubles(OMElement request) throws AxisFault {
        return serve(request, "receiveDoubles", "receiveDoubles", in -> count("receiveDoublesResponse",
                "receiveDoublesReturn", Doubles.readRepeated(in, "receiveDoubles", INPUT).length));
    }

    public OMElement receiveSimpleEvents(OMElement request) throws AxisFault {
        return serve(request, "receiveSimpleEvents", "receiveSimpleEventsRequest", in -> {
            List<SimpleEvent> events = only(in, "receiveSimpleEventsRequest", INPUT,
                    () -> SimpleEvents.readArray(in, INPUT));
            return count("receiveSimpleEventsResponse", "receiveSimpleEventsReturn", events.size());
        });
    }

    public OMElement receiveMeshInterfaceObjects(OMElement request) throws AxisFault {
        return serve(request, "receiveMeshInterfaceObjects", "receiveMeshInterfaceObjectsRequest", in -> {
            List<MeshInterfaceObject> objects = only(in, "receiveMeshInterfaceObjectsRequest", INPUT,
                    () -> MeshInterfaceObjects.readArray(in, INPUT));
            return count("receiveMeshInterfaceObjectsResponse", "receiveMeshInterfaceObjectsReturn", objects.size());
        });
    }

    // ---------------------------------------------------------------- send: size values from SendValues

    public OMElement sendBase64(OMElement request) throws AxisFault {
        return serve(request, "sendBase64", "sendBase64", in -> {
            int size = size(in, "sendBase64", Limits.MAX_BASE64_BYTES);
            return StreamedResponse.element("sendBase64Response",
                    out -> Base64Values.write(out, "sendBase64Return", ByteSource.sendValues(size)));
        });
    }

    public OMElement sendStrings(OMElement request) throws AxisFault {
        return serve(request, "sendStrings", "sendStrings", in -> {
            int size = size(in, "sendStrings", Limits.MAX_ELEMENTS);
            return StreamedResponse.element("sendStringsResponse",
                    out -> Strings.writeRepeated(out, "sendStringsReturn", size, SendValues::stringAt));
        });
    }

    public OMElement sendInts(OMElement request) throws AxisFault {
        return serve(request, "sendInts", "sendInts", in -> {
            int size = size(in, "sendInts", Limits.MAX_ELEMENTS);
            return StreamedResponse.element("sendIntsResponse",
                    out -> Ints.writeRepeated(out, "sendIntsReturn", size, SendValues::intAt));
        });
    }

    public OMElement sendDoubles(OMElement request) throws AxisFault {
        return serve(request, "sendDoubles", "sendDoubles", in -> {
            int size = size(in, "sendDoubles", Limits.MAX_ELEMENTS);
            return StreamedResponse.element("sendDoublesResponse",
                    out -> Doubles.writeRepeated(out, "sendDoublesReturn", size, SendValues::doubleAt));
        });
    }

    public OMElement sendSimpleEvents(OMElement request) throws AxisFault {
        return serve(request, "sendSimpleEvents", "sendSimpleEventsRequest", in -> {
            int size = size(in, "sendSimpleEventsRequest", Limits.MAX_ELEMENTS);
            return StreamedResponse.element("sendSimpleEventsResponse",
                    out -> SimpleEvents.writeArray(out, "sendSimpleEventsReturn", size, SendValues::simpleEvent));
        });
    }

    public OMElement sendMeshInterfaceObjects(OMElement request) throws AxisFault {
        return serve(request, "sendMeshInterfaceObjects", "sendMeshInterfaceObjectsRequest", in -> {
            int size = size(in, "sendMeshInterfaceObjectsRequest", Limits.MAX_ELEMENTS);
            return StreamedResponse.element("sendMeshInterfaceObjectsResponse", out -> MeshInterfaceObjects
                    .writeArray(out, "sendMeshInterfaceObjectsReturn", size, SendValues::meshInterfaceObject));
        });
    }

    // ---------------------------------------------------------------- plumbing

    /**
     * Streams {@code request} (without building its tree), checks that it is {@code requestElement}, and runs the
     * handler; contract violations become {@code Client} faults.
     */
    private static OMElement serve(OMElement request, String operation, String requestElement, Handler handler)
            throws AxisFault {
        if (request == null) {
            throw clientFault(operation + ": the SOAP Body holds no request element");
        }
        XMLStreamReader stream = request.getXMLStreamReaderWithoutCaching();
        try {
            RequestReader in = new RequestReader(stream, Limits.MAX_TEXT_CHARS);
            in.openRoot(requestElement);
            return handler.handle(in);
        } catch (BadRequest e) {
            throw clientFault(operation + ": " + e.getMessage());
        } catch (XMLStreamException e) {
            // EchosoapAxisServlet finds the parse error in the cause and answers "malformed XML: ..." with Client.
            throw new AxisFault(SOAP11_CLIENT_FAULT, operation + ": malformed XML", e);
        } finally {
            try {
                stream.close();
            } catch (XMLStreamException | RuntimeException ignored) {
                // Closing a half-read request after a fault: the answer is decided already.
            }
        }
    }

    /** The single child {@code child} of the request element {@code parent}, read by {@code read}. */
    private static <T> T only(RequestReader in, String parent, String child, ChildReader<T> read)
            throws XMLStreamException {
        if (!in.nextChild()) {
            throw new BadRequest(parent + " needs a " + child + " element");
        }
        in.require(child, parent);
        T value = read.read();
        in.requireNoMoreChildren(parent);
        return value;
    }

    /** The {@code size} of a send request: an xsd:int in {@code 0..max}. */
    private static int size(RequestReader in, String parent, int max) throws XMLStreamException {
        int size = only(in, parent, SIZE, () -> {
            try {
                return XsdInt.parse(in.text(SIZE));
            } catch (NumberFormatException e) {
                throw new BadRequest(SIZE + " is " + e.getMessage());
            }
        });
        return Limits.checkSize(size, max);
    }

    /** {@code <response><returnElement>count</returnElement></response>}. */
    private static OMElement count(String response, String returnElement, int count) {
        return StreamedResponse.element(response,
                out -> BenchmarkXml.textElement(out, returnElement, XsdInt.format(count)));
    }

    private static AxisFault clientFault(String reason) {
        return new AxisFault(SOAP11_CLIENT_FAULT, reason, null);
    }
}
