package org.echosoap.server.cxf.benchmark;

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

/**
 * The SOAP Benchmark Suite's 19 operations on CXF, against the interface wsdl2java generates from the suite's own
 * {@code Benchmark.wsdl}. JAXB does the conversions (through the contract's converters, {@code org.echosoap.server.contract.xsd}):
 * echo answers the values it bound, so ints and doubles come back canonical ({@code 007} -> {@code 7}, {@code 1.50}
 * -> {@code 1.5}) and base64 decoded and re-encoded; receive counts; send computes {@link SendValues}.
 *
 * <p>Wrapper-style operations (named like their request element) get the values; the six whose request element is
 * named otherwise ({@code echoSimpleEventsRequest} for echoSimpleEvents, ...) are bare and get the element's object.
 */
@WebService(endpointInterface = "org.echosoap.server.jaxws.generated.benchmark.Benchmark",
        targetNamespace = "http://www.extreme.indiana.edu/wsdl/Benchmark1", serviceName = "Benchmark",
        portName = "Benchmark", wsdlLocation = "classpath:wsdl/Benchmark.wsdl")
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
        return RequestChecks.inputs("echoInts", input);
    }

    @Override
    public List<Double> echoDoubles(List<Double> input) {
        return RequestChecks.inputs("echoDoubles", input);
    }

    @Override
    public EchoSimpleEventsResponse echoSimpleEvents(EchoSimpleEventsRequest request) {
        ArrayOfSimpleEvent events = SimpleEvents.checked("echoSimpleEvents", request == null ? null : request.getInput());
        EchoSimpleEventsResponse response = new EchoSimpleEventsResponse();
        response.setEchoSimpleEventsReturn(events);
        return response;
    }

    @Override
    public EchoMeshInterfaceObjectsResponse echoMeshInterfaceObjects(EchoMeshInterfaceObjectsRequest request) {
        List<MeshInterfaceObject> meshes = MeshInterfaceObjects.checkedInputs("echoMeshInterfaceObjects",
                request == null ? null : request.getInput());
        EchoMeshInterfaceObjectsResponse response = new EchoMeshInterfaceObjectsResponse();
        response.getEchoMeshInterfaceObjectReturn().addAll(meshes);
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
        return RequestChecks.inputs("receiveInts", input).size();
    }

    @Override
    public Integer receiveDoubles(List<Double> input) {
        return RequestChecks.inputs("receiveDoubles", input).size();
    }

    @Override
    public ReceiveSimpleEventsResponse receiveSimpleEvents(ReceiveSimpleEventsRequest request) {
        ArrayOfSimpleEvent events = SimpleEvents.checked("receiveSimpleEvents",
                request == null ? null : request.getInput());
        ReceiveSimpleEventsResponse response = new ReceiveSimpleEventsResponse();
        response.setReceiveSimpleEventsReturn(events.getItem().size());
        return response;
    }

    @Override
    public ReceiveMeshInterfaceObjectsResponse receiveMeshInterfaceObjects(ReceiveMeshInterfaceObjectsRequest request) {
        ArrayOfMeshInterfaceObject meshes = MeshInterfaceObjects.checkedArray("receiveMeshInterfaceObjects",
                request == null ? null : request.getInput());
        ReceiveMeshInterfaceObjectsResponse response = new ReceiveMeshInterfaceObjectsResponse();
        response.setReceiveMeshInterfaceObjectsReturn(meshes.getItem().size());
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
        int n = RequestChecks.size("sendSimpleEvents", request == null ? null : request.getSize(),
                BenchmarkLimits.MAX_ELEMENTS);
        ArrayOfSimpleEvent events = new ArrayOfSimpleEvent();
        events.getItem().addAll(SendLists.of(n, i -> SimpleEvents.of(SendValues.simpleEvent(i))));
        SendSimpleEventsResponse response = new SendSimpleEventsResponse();
        response.setSendSimpleEventsReturn(events);
        return response;
    }

    @Override
    public SendMeshInterfaceObjectsResponse sendMeshInterfaceObjects(SendMeshInterfaceObjectsRequest request) {
        int n = RequestChecks.size("sendMeshInterfaceObjects", request == null ? null : request.getSize(),
                BenchmarkLimits.MAX_ELEMENTS);
        ArrayOfMeshInterfaceObject meshes = new ArrayOfMeshInterfaceObject();
        meshes.getItem().addAll(SendLists.of(n, i -> MeshInterfaceObjects.of(SendValues.meshInterfaceObject(i))));
        SendMeshInterfaceObjectsResponse response = new SendMeshInterfaceObjectsResponse();
        response.setSendMeshInterfaceObjectsReturn(meshes);
        return response;
    }

}
