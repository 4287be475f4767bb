package org.echosoap.server.metro.benchmark;

import jakarta.jws.WebService;
import java.util.List;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.contract.SendLists;
import org.echosoap.server.contract.SendValues;
import org.echosoap.server.jaxws.generated.benchmark.ArrayOfMeshInterfaceObject;
import org.echosoap.server.jaxws.generated.benchmark.ArrayOfSimpleEvent;
import org.echosoap.server.jaxws.generated.benchmark.Benchmark;
import org.echosoap.server.jaxws.generated.benchmark.EchoMeshInterfaceObjectsRequest;
import org.echosoap.server.jaxws.generated.benchmark.EchoMeshInterfaceObjectsResponse;
import org.echosoap.server.jaxws.generated.benchmark.EchoSimpleEventsRequest;
import org.echosoap.server.jaxws.generated.benchmark.EchoSimpleEventsResponse;
import org.echosoap.server.jaxws.generated.benchmark.MeshInterfaceObject;
import org.echosoap.server.jaxws.generated.benchmark.ReceiveMeshInterfaceObjectsRequest;
import org.echosoap.server.jaxws.generated.benchmark.ReceiveMeshInterfaceObjectsResponse;
import org.echosoap.server.jaxws.generated.benchmark.ReceiveSimpleEventsRequest;
import org.echosoap.server.jaxws.generated.benchmark.ReceiveSimpleEventsResponse;
import org.echosoap.server.jaxws.generated.benchmark.SendMeshInterfaceObjectsRequest;
import org.echosoap.server.jaxws.generated.benchmark.SendMeshInterfaceObjectsResponse;
import org.echosoap.server.jaxws.generated.benchmark.SendSimpleEventsRequest;
import org.echosoap.server.jaxws.generated.benchmark.SendSimpleEventsResponse;
import org.echosoap.server.jaxws.generated.benchmark.SimpleEvent;

/**
 * The SOAP Benchmark Suite's 19 operations on Metro, on the interface wsimport generates from the suite's own
 * {@code Benchmark.wsdl}: echo answers the values JAXB bound (ints, doubles, floats parsed and printed for real by
 * the contract's converters through {@code RecordingXsd}, base64 decoded and encoded), receive counts them, send computes {@code size} values with
 * {@link SendValues}; sizes within {@link BenchmarkLimits}. Anything off-contract is a {@code Client} fault.
 */
@WebService(
        serviceName = "Benchmark",
        portName = "Benchmark",
        targetNamespace = "http://www.extreme.indiana.edu/wsdl/Benchmark1",
        endpointInterface = "org.echosoap.server.jaxws.generated.benchmark.Benchmark",
        wsdlLocation = "WEB-INF/wsdl/Benchmark.wsdl")
public class BenchmarkEndpoint implements Benchmark {

    @Override
    public void echoVoid() {
    }

    @Override
    public byte[] echoBase64(byte[] input) {
        return RequestChecks.base64("echoBase64", input);
    }

    @Override
    public List<String> echoStrings(List<String> input) {
        return RequestChecks.strings("echoStrings", input);
    }

    @Override
    public List<Integer> echoInts(List<Integer> input) {
        return RequestChecks.values("echoInts", input);
    }

    @Override
    public List<Double> echoDoubles(List<Double> input) {
        return RequestChecks.values("echoDoubles", input);
    }

    @Override
    public EchoSimpleEventsResponse echoSimpleEvents(EchoSimpleEventsRequest request) {
        List<SimpleEvent> items = RequestChecks.simpleEvents("echoSimpleEvents", simpleEventItems(request == null
                ? null : request.getInput(), "echoSimpleEvents"));
        ArrayOfSimpleEvent array = new ArrayOfSimpleEvent();
        array.getItem().addAll(items);
        EchoSimpleEventsResponse response = new EchoSimpleEventsResponse();
        response.setEchoSimpleEventsReturn(array);
        return response;
    }

    @Override
    public EchoMeshInterfaceObjectsResponse echoMeshInterfaceObjects(EchoMeshInterfaceObjectsRequest request) {
        List<MeshInterfaceObject> inputs = RequestChecks.meshInterfaceObjectInputs("echoMeshInterfaceObjects",
                request == null ? null : request.getInput());
        EchoMeshInterfaceObjectsResponse response = new EchoMeshInterfaceObjectsResponse();
        response.getEchoMeshInterfaceObjectReturn().addAll(inputs);
        return response;
    }

    @Override
    public Integer receiveBase64(byte[] input) {
        return RequestChecks.base64("receiveBase64", input).length;
    }

    @Override
    public Integer receiveStrings(List<String> input) {
        return RequestChecks.strings("receiveStrings", input).size();
    }

    @Override
    public Integer receiveInts(List<Integer> input) {
        return RequestChecks.values("receiveInts", input).size();
    }

    @Override
    public Integer receiveDoubles(List<Double> input) {
        return RequestChecks.values("receiveDoubles", input).size();
    }

    @Override
    public ReceiveSimpleEventsResponse receiveSimpleEvents(ReceiveSimpleEventsRequest request) {
        List<SimpleEvent> items = RequestChecks.simpleEvents("receiveSimpleEvents", simpleEventItems(request == null
                ? null : request.getInput(), "receiveSimpleEvents"));
        ReceiveSimpleEventsResponse response = new ReceiveSimpleEventsResponse();
        response.setReceiveSimpleEventsReturn(items.size());
        return response;
    }

    @Override
    public ReceiveMeshInterfaceObjectsResponse receiveMeshInterfaceObjects(
            ReceiveMeshInterfaceObjectsRequest request) {
        ArrayOfMeshInterfaceObject array = RequestChecks.array("receiveMeshInterfaceObjects",
                request == null ? null : request.getInput());
        List<MeshInterfaceObject> items = RequestChecks.meshInterfaceObjects("receiveMeshInterfaceObjects",
                array.getItem(), "input item");
        ReceiveMeshInterfaceObjectsResponse response = new ReceiveMeshInterfaceObjectsResponse();
        response.setReceiveMeshInterfaceObjectsReturn(items.size());
        return response;
    }

    @Override
    public byte[] sendBase64(Integer size) {
        return SendValues.bytes(RequestChecks.size("sendBase64", size, BenchmarkLimits.MAX_BASE64_BYTES));
    }

    @Override
    public List<String> sendStrings(Integer size) {
        return SendLists.strings(RequestChecks.size("sendStrings", size, BenchmarkLimits.MAX_ELEMENTS));
    }

    @Override
    public List<Integer> sendInts(Integer size) {
        return SendLists.ints(RequestChecks.size("sendInts", size, BenchmarkLimits.MAX_ELEMENTS));
    }

    @Override
    public List<Double> sendDoubles(Integer size) {
        return SendLists.doubles(RequestChecks.size("sendDoubles", size, BenchmarkLimits.MAX_ELEMENTS));
    }

    @Override
    public SendSimpleEventsResponse sendSimpleEvents(SendSimpleEventsRequest request) {
        int size = RequestChecks.size("sendSimpleEvents", request == null ? null : request.getSize(),
                BenchmarkLimits.MAX_ELEMENTS);
        ArrayOfSimpleEvent array = new ArrayOfSimpleEvent();
        array.getItem().addAll(SendLists.of(size, BenchmarkEndpoint::simpleEvent));
        SendSimpleEventsResponse response = new SendSimpleEventsResponse();
        response.setSendSimpleEventsReturn(array);
        return response;
    }

    @Override
    public SendMeshInterfaceObjectsResponse sendMeshInterfaceObjects(SendMeshInterfaceObjectsRequest request) {
        int size = RequestChecks.size("sendMeshInterfaceObjects", request == null ? null : request.getSize(),
                BenchmarkLimits.MAX_ELEMENTS);
        ArrayOfMeshInterfaceObject array = new ArrayOfMeshInterfaceObject();
        array.getItem().addAll(SendLists.of(size, BenchmarkEndpoint::meshInterfaceObject));
        SendMeshInterfaceObjectsResponse response = new SendMeshInterfaceObjectsResponse();
        response.setSendMeshInterfaceObjectsReturn(array);
        return response;
    }

    static SimpleEvent simpleEvent(int i) {
        org.echosoap.server.contract.SimpleEvent value = SendValues.simpleEvent(i);
        SimpleEvent event = new SimpleEvent();
        event.setSequenceNumber(value.sequenceNumber());
        event.setTimestamp(value.timestamp());
        event.setMessage(value.message());
        return event;
    }

    static MeshInterfaceObject meshInterfaceObject(int i) {
        org.echosoap.server.contract.MeshInterfaceObject value = SendValues.meshInterfaceObject(i);
        MeshInterfaceObject mesh = new MeshInterfaceObject();
        mesh.setX(value.x());
        mesh.setY(value.y());
        mesh.setValue(value.value());
        return mesh;
    }

    private static List<SimpleEvent> simpleEventItems(ArrayOfSimpleEvent array, String operation) {
        return RequestChecks.array(operation, array).getItem();
    }
}
