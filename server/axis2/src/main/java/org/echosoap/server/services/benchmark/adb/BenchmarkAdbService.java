package org.echosoap.server.services.benchmark.adb;

import jakarta.activation.DataHandler;
import java.util.Arrays;
import java.util.List;
import org.echosoap.server.contract.BenchmarkChecks;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.contract.SendValues;
import org.echosoap.server.services.benchmark.adb.generated.ArrayOfMeshInterfaceObject;
import org.echosoap.server.services.benchmark.adb.generated.ArrayOfSimpleEvent;
import org.echosoap.server.services.benchmark.adb.generated.BenchmarkSkeletonInterface;
import org.echosoap.server.services.benchmark.adb.generated.EchoBase64;
import org.echosoap.server.services.benchmark.adb.generated.EchoBase64Response;
import org.echosoap.server.services.benchmark.adb.generated.EchoDoubles;
import org.echosoap.server.services.benchmark.adb.generated.EchoDoublesResponse;
import org.echosoap.server.services.benchmark.adb.generated.EchoInts;
import org.echosoap.server.services.benchmark.adb.generated.EchoIntsResponse;
import org.echosoap.server.services.benchmark.adb.generated.EchoMeshInterfaceObjectsRequest;
import org.echosoap.server.services.benchmark.adb.generated.EchoMeshInterfaceObjectsResponse;
import org.echosoap.server.services.benchmark.adb.generated.EchoSimpleEventsRequest;
import org.echosoap.server.services.benchmark.adb.generated.EchoSimpleEventsResponse;
import org.echosoap.server.services.benchmark.adb.generated.EchoStrings;
import org.echosoap.server.services.benchmark.adb.generated.EchoStringsResponse;
import org.echosoap.server.services.benchmark.adb.generated.EchoVoid;
import org.echosoap.server.services.benchmark.adb.generated.EchoVoidResponse;
import org.echosoap.server.services.benchmark.adb.generated.MeshInterfaceObject;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveBase64;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveBase64Response;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveDoubles;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveDoublesResponse;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveInts;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveIntsResponse;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveMeshInterfaceObjectsRequest;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveMeshInterfaceObjectsResponse;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveSimpleEventsRequest;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveSimpleEventsResponse;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveStrings;
import org.echosoap.server.services.benchmark.adb.generated.ReceiveStringsResponse;
import org.echosoap.server.services.benchmark.adb.generated.SendBase64;
import org.echosoap.server.services.benchmark.adb.generated.SendBase64Response;
import org.echosoap.server.services.benchmark.adb.generated.SendDoubles;
import org.echosoap.server.services.benchmark.adb.generated.SendDoublesResponse;
import org.echosoap.server.services.benchmark.adb.generated.SendInts;
import org.echosoap.server.services.benchmark.adb.generated.SendIntsResponse;
import org.echosoap.server.services.benchmark.adb.generated.SendMeshInterfaceObjectsRequest;
import org.echosoap.server.services.benchmark.adb.generated.SendMeshInterfaceObjectsResponse;
import org.echosoap.server.services.benchmark.adb.generated.SendSimpleEventsRequest;
import org.echosoap.server.services.benchmark.adb.generated.SendSimpleEventsResponse;
import org.echosoap.server.services.benchmark.adb.generated.SendStrings;
import org.echosoap.server.services.benchmark.adb.generated.SendStringsResponse;
import org.echosoap.server.services.benchmark.adb.generated.SimpleEvent;
import org.echosoap.server.services.benchmark.bindings.BindingFault;
import org.echosoap.server.services.benchmark.bindings.BoundedBytes;
import org.echosoap.server.services.benchmark.bindings.BytesDataSource;

/**
 * The SOAP Benchmark Suite's 19 operations on the skeleton interface Axis2's wsdl2java generates with the ADB data
 * binding ({@code -d adb -ss -ssi}, at build time into {@code adb.generated}): the service {@code BenchmarkAdb},
 * {@code /echosoap/services/BenchmarkAdb}. ADB has read the whole request into its objects before a method runs, and
 * writes the answer from the objects returned.
 *
 * <p>Same values as the AXIOM service ({@code services.benchmark}): echo answers the values ADB bound, receive
 * counts them, send computes them with {@link SendValues}; the contract's limits and the checks ADB does not make
 * (counts, text budget, base64 size) are {@link BenchmarkChecks}, answered as Client faults ({@link BindingFault}).
 * What ADB itself converts is ADB's: {@code xsd:double} is written as Java writes it ({@code Infinity}, not the
 * schema's {@code INF}), an empty {@code xsd:int} is read as {@code -2147483648}, and {@code " 42 "} is refused
 * (see docs/axis2-bindings.md).
 */
public class BenchmarkAdbService implements BenchmarkSkeletonInterface {

    private static final BenchmarkChecks CHECKS = new BenchmarkChecks(BindingFault::new);

    // ---------------------------------------------------------------- echo: same values, same order

    @Override
    public EchoVoidResponse echoVoid(EchoVoid request) {
        return new EchoVoidResponse();
    }

    @Override
    public EchoBase64Response echoBase64(EchoBase64 request) {
        byte[] bytes = BoundedBytes.read(request.getInput(), BenchmarkLimits.MAX_BASE64_BYTES, "echoBase64");
        EchoBase64Response response = new EchoBase64Response();
        response.setEchoBase64Return(new DataHandler(new BytesDataSource(bytes)));
        return response;
    }

    @Override
    public EchoStringsResponse echoStrings(EchoStrings request) {
        EchoStringsResponse response = new EchoStringsResponse();
        response.setEchoStringsReturn(strings("echoStrings", request.getInput()));
        return response;
    }

    @Override
    public EchoIntsResponse echoInts(EchoInts request) {
        int[] values = request.getInput();
        inputCount("echoInts", values == null ? 0 : values.length);
        EchoIntsResponse response = new EchoIntsResponse();
        response.setEchoIntsReturn(values);
        return response;
    }

    @Override
    public EchoDoublesResponse echoDoubles(EchoDoubles request) {
        double[] values = request.getInput();
        inputCount("echoDoubles", values == null ? 0 : values.length);
        EchoDoublesResponse response = new EchoDoublesResponse();
        response.setEchoDoublesReturn(values);
        return response;
    }

    @Override
    public EchoSimpleEventsResponse echoSimpleEvents(EchoSimpleEventsRequest request) {
        ArrayOfSimpleEvent events = simpleEvents("echoSimpleEvents", request.getInput());
        EchoSimpleEventsResponse response = new EchoSimpleEventsResponse();
        response.setEchoSimpleEventsReturn(events);
        return response;
    }

    @Override
    public EchoMeshInterfaceObjectsResponse echoMeshInterfaceObjects(EchoMeshInterfaceObjectsRequest request) {
        MeshInterfaceObject[] inputs = request.getInput();
        inputCount("echoMeshInterfaceObjects", inputs == null ? 0 : inputs.length);
        EchoMeshInterfaceObjectsResponse response = new EchoMeshInterfaceObjectsResponse();
        // The contract's response element is singular: echoMeshInterfaceObjectReturn.
        response.setEchoMeshInterfaceObjectReturn(inputs);
        return response;
    }

    // ---------------------------------------------------------------- receive: the element count

    @Override
    public ReceiveBase64Response receiveBase64(ReceiveBase64 request) {
        byte[] bytes = BoundedBytes.read(request.getInput(), BenchmarkLimits.MAX_BASE64_BYTES, "receiveBase64");
        ReceiveBase64Response response = new ReceiveBase64Response();
        response.setReceiveBase64Return(bytes.length);
        return response;
    }

    @Override
    public ReceiveStringsResponse receiveStrings(ReceiveStrings request) {
        ReceiveStringsResponse response = new ReceiveStringsResponse();
        response.setReceiveStringsReturn(strings("receiveStrings", request.getInput()).length);
        return response;
    }

    @Override
    public ReceiveIntsResponse receiveInts(ReceiveInts request) {
        int[] values = request.getInput();
        ReceiveIntsResponse response = new ReceiveIntsResponse();
        response.setReceiveIntsReturn(inputCount("receiveInts", values == null ? 0 : values.length));
        return response;
    }

    @Override
    public ReceiveDoublesResponse receiveDoubles(ReceiveDoubles request) {
        double[] values = request.getInput();
        ReceiveDoublesResponse response = new ReceiveDoublesResponse();
        response.setReceiveDoublesReturn(inputCount("receiveDoubles", values == null ? 0 : values.length));
        return response;
    }

    @Override
    public ReceiveSimpleEventsResponse receiveSimpleEvents(ReceiveSimpleEventsRequest request) {
        ArrayOfSimpleEvent events = simpleEvents("receiveSimpleEvents", request.getInput());
        ReceiveSimpleEventsResponse response = new ReceiveSimpleEventsResponse();
        response.setReceiveSimpleEventsReturn(items(events.getItem()).size());
        return response;
    }

    @Override
    public ReceiveMeshInterfaceObjectsResponse receiveMeshInterfaceObjects(ReceiveMeshInterfaceObjectsRequest request) {
        ArrayOfMeshInterfaceObject meshes = CHECKS.array("receiveMeshInterfaceObjects", request.getInput());
        List<MeshInterfaceObject> items = items(meshes.getItem());
        CHECKS.elementCount("receiveMeshInterfaceObjects", "item", items.size());
        ReceiveMeshInterfaceObjectsResponse response = new ReceiveMeshInterfaceObjectsResponse();
        response.setReceiveMeshInterfaceObjectsReturn(items.size());
        return response;
    }

    // ---------------------------------------------------------------- send: size values from the formulas

    @Override
    public SendBase64Response sendBase64(SendBase64 request) {
        int size = CHECKS.sizeInRange("sendBase64", request.getSize(), BenchmarkLimits.MAX_BASE64_BYTES);
        SendBase64Response response = new SendBase64Response();
        response.setSendBase64Return(new DataHandler(new BytesDataSource(SendValues.bytes(size))));
        return response;
    }

    @Override
    public SendStringsResponse sendStrings(SendStrings request) {
        int size = CHECKS.sizeInRange("sendStrings", request.getSize(), BenchmarkLimits.MAX_ELEMENTS);
        String[] values = new String[size];
        for (int i = 0; i < size; i++) {
            values[i] = SendValues.stringAt(i);
        }
        SendStringsResponse response = new SendStringsResponse();
        response.setSendStringsReturn(values);
        return response;
    }

    @Override
    public SendIntsResponse sendInts(SendInts request) {
        int size = CHECKS.sizeInRange("sendInts", request.getSize(), BenchmarkLimits.MAX_ELEMENTS);
        int[] values = new int[size];
        for (int i = 0; i < size; i++) {
            values[i] = SendValues.intAt(i);
        }
        SendIntsResponse response = new SendIntsResponse();
        response.setSendIntsReturn(values);
        return response;
    }

    @Override
    public SendDoublesResponse sendDoubles(SendDoubles request) {
        int size = CHECKS.sizeInRange("sendDoubles", request.getSize(), BenchmarkLimits.MAX_ELEMENTS);
        double[] values = new double[size];
        for (int i = 0; i < size; i++) {
            values[i] = SendValues.doubleAt(i);
        }
        SendDoublesResponse response = new SendDoublesResponse();
        response.setSendDoublesReturn(values);
        return response;
    }

    @Override
    public SendSimpleEventsResponse sendSimpleEvents(SendSimpleEventsRequest request) {
        int size = CHECKS.sizeInRange("sendSimpleEvents", request.getSize(), BenchmarkLimits.MAX_ELEMENTS);
        SimpleEvent[] events = new SimpleEvent[size];
        for (int i = 0; i < size; i++) {
            org.echosoap.server.contract.SimpleEvent value = SendValues.simpleEvent(i);
            SimpleEvent event = new SimpleEvent();
            event.setSequenceNumber(value.sequenceNumber());
            event.setTimestamp(value.timestamp());
            event.setMessage(value.message());
            events[i] = event;
        }
        ArrayOfSimpleEvent array = new ArrayOfSimpleEvent();
        array.setItem(events);
        SendSimpleEventsResponse response = new SendSimpleEventsResponse();
        response.setSendSimpleEventsReturn(array);
        return response;
    }

    @Override
    public SendMeshInterfaceObjectsResponse sendMeshInterfaceObjects(SendMeshInterfaceObjectsRequest request) {
        int size = CHECKS.sizeInRange("sendMeshInterfaceObjects", request.getSize(), BenchmarkLimits.MAX_ELEMENTS);
        MeshInterfaceObject[] meshes = new MeshInterfaceObject[size];
        for (int i = 0; i < size; i++) {
            org.echosoap.server.contract.MeshInterfaceObject value = SendValues.meshInterfaceObject(i);
            MeshInterfaceObject mesh = new MeshInterfaceObject();
            mesh.setX(value.x());
            mesh.setY(value.y());
            mesh.setValue(value.value());
            meshes[i] = mesh;
        }
        ArrayOfMeshInterfaceObject array = new ArrayOfMeshInterfaceObject();
        array.setItem(meshes);
        SendMeshInterfaceObjectsResponse response = new SendMeshInterfaceObjectsResponse();
        response.setSendMeshInterfaceObjectsReturn(array);
        return response;
    }

    // ---------------------------------------------------------------- checks ADB does not make

    /** Repeated inputs: at least one (ADB lets none through for some shapes), at most the element limit. */
    private static int inputCount(String operation, int count) {
        if (count == 0) {
            throw CHECKS.fault(operation, operation + " needs at least one input element");
        }
        CHECKS.elementCount(operation, "input", count);
        return count;
    }

    /** Strings: counted as {@link #inputCount}, together within the text budget. */
    private static String[] strings(String operation, String[] values) {
        inputCount(operation, values == null ? 0 : values.length);
        checkText(operation, BenchmarkChecks.textChars(Arrays.asList(values), value -> value));
        return values;
    }

    /** An ArrayOfSimpleEvent: there, at most the element limit of items, messages within the text budget. */
    private static ArrayOfSimpleEvent simpleEvents(String operation, ArrayOfSimpleEvent events) {
        List<SimpleEvent> items = items(CHECKS.array(operation, events).getItem());
        CHECKS.elementCount(operation, "item", items.size());
        checkText(operation, BenchmarkChecks.textChars(items,
                event -> event.getMessage() == null ? "" : event.getMessage()));
        return events;
    }

    private static void checkText(String operation, long chars) {
        if (chars > BenchmarkLimits.MAX_TEXT_CHARS) {
            throw CHECKS.fault(operation, "the request's text values exceed " + BenchmarkLimits.MAX_TEXT_CHARS
                    + " characters");
        }
    }

    /** An ADB array as a list; ADB gives null for an array without items. */
    private static <T> List<T> items(T[] array) {
        return array == null ? List.of() : Arrays.asList(array);
    }
}
