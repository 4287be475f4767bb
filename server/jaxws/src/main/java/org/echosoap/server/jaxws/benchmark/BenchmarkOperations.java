package org.echosoap.server.jaxws.benchmark;

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
 * The SOAP Benchmark Suite's 19 operations on the interface CXF's wsdl2java and Metro's wsimport each generate from
 * the suite's own {@code Benchmark.wsdl}: echo answers the values JAXB bound (converted by the contract's
 * converters, {@code org.echosoap.server.contract.xsd}, so ints and doubles come back canonical, {@code 007} ->
 * {@code 7}, {@code 1.50} -> {@code 1.5}, and base64 decoded and re-encoded), receive counts them, send computes
 * {@code size} values with {@link SendValues}; everything a request must be is checked by the stack's
 * {@link BenchmarkRequestChecks} before any work is done with it.
 *
 * <p>Wrapper-style operations (named like their request element) get the values; the six whose request element is
 * named otherwise ({@code echoSimpleEventsRequest} for echoSimpleEvents, ...) are bare and get the element's object.
 *
 * <p>A stack's endpoint is a subclass that carries its {@code @WebService} (the WSDL's location is the stack's) and
 * names its checks:
 *
 * <pre>{@code
 * public class BenchmarkEndpoint extends BenchmarkOperations {   // annotated with the stack's @WebService
 *     public BenchmarkEndpoint() {
 *         super(new RequestChecks());
 *     }
 * }
 * }</pre>
 */
public abstract class BenchmarkOperations implements Benchmark {

    private final BenchmarkRequestChecks checks;

    protected BenchmarkOperations(BenchmarkRequestChecks checks) {
        this.checks = checks;
    }

    @Override
    public void echoVoid() {
    }

    @Override
    public byte[] echoBase64(byte[] input) {
        return checks.base64("echoBase64", input);
    }

    @Override
    public List<String> echoStrings(List<String> input) {
        return checks.strings("echoStrings", input);
    }

    @Override
    public List<Integer> echoInts(List<Integer> input) {
        return checks.values("echoInts", input);
    }

    @Override
    public List<Double> echoDoubles(List<Double> input) {
        return checks.values("echoDoubles", input);
    }

    @Override
    public EchoSimpleEventsResponse echoSimpleEvents(EchoSimpleEventsRequest request) {
        ArrayOfSimpleEvent events = checks.simpleEvents("echoSimpleEvents",
                request == null ? null : request.getInput());
        EchoSimpleEventsResponse response = new EchoSimpleEventsResponse();
        response.setEchoSimpleEventsReturn(events);
        return response;
    }

    @Override
    public EchoMeshInterfaceObjectsResponse echoMeshInterfaceObjects(EchoMeshInterfaceObjectsRequest request) {
        List<MeshInterfaceObject> meshes = checks.meshInterfaceObjectInputs("echoMeshInterfaceObjects",
                request == null ? null : request.getInput());
        EchoMeshInterfaceObjectsResponse response = new EchoMeshInterfaceObjectsResponse();
        response.getEchoMeshInterfaceObjectReturn().addAll(meshes);
        return response;
    }

    @Override
    public Integer receiveBase64(byte[] input) {
        return checks.base64("receiveBase64", input).length;
    }

    @Override
    public Integer receiveStrings(List<String> input) {
        return checks.strings("receiveStrings", input).size();
    }

    @Override
    public Integer receiveInts(List<Integer> input) {
        return checks.values("receiveInts", input).size();
    }

    @Override
    public Integer receiveDoubles(List<Double> input) {
        return checks.values("receiveDoubles", input).size();
    }

    @Override
    public ReceiveSimpleEventsResponse receiveSimpleEvents(ReceiveSimpleEventsRequest request) {
        ArrayOfSimpleEvent events = checks.simpleEvents("receiveSimpleEvents",
                request == null ? null : request.getInput());
        ReceiveSimpleEventsResponse response = new ReceiveSimpleEventsResponse();
        response.setReceiveSimpleEventsReturn(events.getItem().size());
        return response;
    }

    @Override
    public ReceiveMeshInterfaceObjectsResponse receiveMeshInterfaceObjects(ReceiveMeshInterfaceObjectsRequest request) {
        ArrayOfMeshInterfaceObject meshes = checks.meshInterfaceObjects("receiveMeshInterfaceObjects",
                request == null ? null : request.getInput());
        ReceiveMeshInterfaceObjectsResponse response = new ReceiveMeshInterfaceObjectsResponse();
        response.setReceiveMeshInterfaceObjectsReturn(meshes.getItem().size());
        return response;
    }

    @Override
    public byte[] sendBase64(Integer size) {
        return SendValues.bytes(checks.size("sendBase64", size, BenchmarkLimits.MAX_BASE64_BYTES));
    }

    @Override
    public List<String> sendStrings(Integer size) {
        return SendLists.strings(checks.size("sendStrings", size, BenchmarkLimits.MAX_ELEMENTS));
    }

    @Override
    public List<Integer> sendInts(Integer size) {
        return SendLists.ints(checks.size("sendInts", size, BenchmarkLimits.MAX_ELEMENTS));
    }

    @Override
    public List<Double> sendDoubles(Integer size) {
        return SendLists.doubles(checks.size("sendDoubles", size, BenchmarkLimits.MAX_ELEMENTS));
    }

    @Override
    public SendSimpleEventsResponse sendSimpleEvents(SendSimpleEventsRequest request) {
        int n = checks.size("sendSimpleEvents", request == null ? null : request.getSize(),
                BenchmarkLimits.MAX_ELEMENTS);
        ArrayOfSimpleEvent events = new ArrayOfSimpleEvent();
        events.getItem().addAll(SendLists.of(n, BenchmarkOperations::simpleEvent));
        SendSimpleEventsResponse response = new SendSimpleEventsResponse();
        response.setSendSimpleEventsReturn(events);
        return response;
    }

    @Override
    public SendMeshInterfaceObjectsResponse sendMeshInterfaceObjects(SendMeshInterfaceObjectsRequest request) {
        int n = checks.size("sendMeshInterfaceObjects", request == null ? null : request.getSize(),
                BenchmarkLimits.MAX_ELEMENTS);
        ArrayOfMeshInterfaceObject meshes = new ArrayOfMeshInterfaceObject();
        meshes.getItem().addAll(SendLists.of(n, BenchmarkOperations::meshInterfaceObject));
        SendMeshInterfaceObjectsResponse response = new SendMeshInterfaceObjectsResponse();
        response.setSendMeshInterfaceObjectsReturn(meshes);
        return response;
    }

    /** The JAXB object of the contract's SimpleEvent {@code i}. */
    private static SimpleEvent simpleEvent(int i) {
        org.echosoap.server.contract.SimpleEvent value = SendValues.simpleEvent(i);
        SimpleEvent event = new SimpleEvent();
        event.setSequenceNumber(value.sequenceNumber());
        event.setTimestamp(value.timestamp());
        event.setMessage(value.message());
        return event;
    }

    /** The JAXB object of the contract's MeshInterfaceObject {@code i}. */
    private static MeshInterfaceObject meshInterfaceObject(int i) {
        org.echosoap.server.contract.MeshInterfaceObject value = SendValues.meshInterfaceObject(i);
        MeshInterfaceObject mesh = new MeshInterfaceObject();
        mesh.setX(value.x());
        mesh.setY(value.y());
        mesh.setValue(value.value());
        return mesh;
    }
}
