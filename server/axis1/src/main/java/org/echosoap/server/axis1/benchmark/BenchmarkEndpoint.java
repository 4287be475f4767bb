package org.echosoap.server.axis1.benchmark;

import java.util.Arrays;
import java.util.List;
import org.echosoap.server.axis1.fault.ClientFault;
import org.echosoap.server.axis1.generated.benchmark.*;
import org.echosoap.server.contract.BenchmarkChecks;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.contract.SendValues;

/**
 * The SOAP Benchmark Suite's 19 operations on the interface and beans Axis 1.4's WSDL2Java generates from the suite's
 * own {@code Benchmark.wsdl}: echo answers the values the contract's converters read (so ints and doubles come back
 * canonical, {@code 007} -> {@code 7}, and base64 decoded and re-encoded), receive counts them, send computes
 * {@code size} values with {@link SendValues}; {@link BenchmarkLimits} are checked before any work is done, with the
 * reasons of the other stacks ({@link BenchmarkChecks}).
 */
public class BenchmarkEndpoint implements Benchmark_PortType {

    private static final BenchmarkChecks CHECKS = new BenchmarkChecks(ClientFault::new);

    @Override
    public EchoVoidResponse echoVoid(EchoVoid request) {
        return new EchoVoidResponse();
    }

    @Override
    public EchoBase64Response echoBase64(EchoBase64 request) {
        return new EchoBase64Response(base64("echoBase64", request.getInput()));
    }

    @Override
    public String[] echoStrings(String[] input) {
        return strings("echoStrings", input);
    }

    @Override
    public int[] echoInts(int[] input) {
        CHECKS.someInputs("echoInts", input == null ? null : Arrays.stream(input).boxed().toList());
        return input;
    }

    @Override
    public double[] echoDoubles(double[] input) {
        CHECKS.someInputs("echoDoubles", input == null ? null : Arrays.stream(input).boxed().toList());
        return input;
    }

    @Override
    public EchoSimpleEventsResponse echoSimpleEvents(EchoSimpleEventsRequest request) {
        return new EchoSimpleEventsResponse(simpleEvents("echoSimpleEvents", request.getInput()));
    }

    @Override
    public MeshInterfaceObject[] echoMeshInterfaceObjects(MeshInterfaceObject[] input) {
        CHECKS.someInputs("echoMeshInterfaceObjects", input == null ? null : Arrays.asList(input));
        return input;
    }

    @Override
    public ReceiveBase64Response receiveBase64(ReceiveBase64 request) {
        return new ReceiveBase64Response(base64("receiveBase64", request.getInput()).length);
    }

    @Override
    public ReceiveStringsResponse receiveStrings(String[] input) {
        return new ReceiveStringsResponse(strings("receiveStrings", input).length);
    }

    @Override
    public ReceiveIntsResponse receiveInts(int[] input) {
        return new ReceiveIntsResponse(CHECKS.someInputs("receiveInts",
                input == null ? null : Arrays.stream(input).boxed().toList()).size());
    }

    @Override
    public ReceiveDoublesResponse receiveDoubles(double[] input) {
        return new ReceiveDoublesResponse(CHECKS.someInputs("receiveDoubles",
                input == null ? null : Arrays.stream(input).boxed().toList()).size());
    }

    @Override
    public ReceiveSimpleEventsResponse receiveSimpleEvents(ReceiveSimpleEventsRequest request) {
        return new ReceiveSimpleEventsResponse(simpleEvents("receiveSimpleEvents", request.getInput()).length);
    }

    @Override
    public ReceiveMeshInterfaceObjectsResponse receiveMeshInterfaceObjects(ReceiveMeshInterfaceObjectsRequest request) {
        MeshInterfaceObject[] input = CHECKS.array("receiveMeshInterfaceObjects", request.getInput());
        CHECKS.elementCount("receiveMeshInterfaceObjects", "item", input.length);
        return new ReceiveMeshInterfaceObjectsResponse(input.length);
    }

    @Override
    public SendBase64Response sendBase64(SendBase64 request) {
        return new SendBase64Response(SendValues.bytes(
                CHECKS.sizeInRange("sendBase64", request.getSize(), BenchmarkLimits.MAX_BASE64_BYTES)));
    }

    @Override
    public String[] sendStrings(SendStrings request) {
        int size = CHECKS.sizeInRange("sendStrings", request.getSize(), BenchmarkLimits.MAX_ELEMENTS);
        String[] values = new String[size];
        Arrays.setAll(values, SendValues::stringAt);
        return values;
    }

    @Override
    public int[] sendInts(SendInts request) {
        int size = CHECKS.sizeInRange("sendInts", request.getSize(), BenchmarkLimits.MAX_ELEMENTS);
        int[] values = new int[size];
        Arrays.setAll(values, SendValues::intAt);
        return values;
    }

    @Override
    public double[] sendDoubles(SendDoubles request) {
        int size = CHECKS.sizeInRange("sendDoubles", request.getSize(), BenchmarkLimits.MAX_ELEMENTS);
        double[] values = new double[size];
        Arrays.setAll(values, SendValues::doubleAt);
        return values;
    }

    @Override
    public SendSimpleEventsResponse sendSimpleEvents(SendSimpleEventsRequest request) {
        int size = CHECKS.sizeInRange("sendSimpleEvents", request.getSize(), BenchmarkLimits.MAX_ELEMENTS);
        SimpleEvent[] events = new SimpleEvent[size];
        for (int i = 0; i < size; i++) {
            org.echosoap.server.contract.SimpleEvent e = SendValues.simpleEvent(i);
            events[i] = new SimpleEvent(e.sequenceNumber(), e.timestamp(), e.message());
        }
        return new SendSimpleEventsResponse(events);
    }

    @Override
    public SendMeshInterfaceObjectsResponse sendMeshInterfaceObjects(SendMeshInterfaceObjectsRequest request) {
        int size = CHECKS.sizeInRange("sendMeshInterfaceObjects", request.getSize(), BenchmarkLimits.MAX_ELEMENTS);
        MeshInterfaceObject[] meshes = new MeshInterfaceObject[size];
        for (int i = 0; i < size; i++) {
            org.echosoap.server.contract.MeshInterfaceObject m = SendValues.meshInterfaceObject(i);
            meshes[i] = new MeshInterfaceObject(m.x(), m.y(), m.value());
        }
        return new SendMeshInterfaceObjectsResponse(meshes);
    }

    private static byte[] base64(String operation, byte[] input) {
        if (input == null) {
            throw CHECKS.fault(operation, operation + " needs an input element");
        }
        if (input.length > BenchmarkLimits.MAX_BASE64_BYTES) {
            throw CHECKS.fault(operation, "more than " + BenchmarkLimits.MAX_BASE64_BYTES + " bytes");
        }
        return input;
    }

    private static String[] strings(String operation, String[] input) {
        List<String> inputs = CHECKS.someInputs(operation, input == null ? null : Arrays.asList(input));
        if (BenchmarkChecks.textChars(inputs, s -> s) > BenchmarkLimits.MAX_TEXT_CHARS) {
            throw CHECKS.fault(operation, "more than " + BenchmarkLimits.MAX_TEXT_CHARS + " characters of text");
        }
        return input;
    }

    /**
     * A SimpleEvent array: there, at most the element limit of items (nil allowed), every other one with its message.
     * A missing sequenceNumber or timestamp cannot be told from 0 here: the generated bean holds them as primitives.
     */
    private static SimpleEvent[] simpleEvents(String operation, SimpleEvent[] input) {
        SimpleEvent[] events = CHECKS.array(operation, input);
        CHECKS.elementCount(operation, "item", events.length);
        int incomplete = BenchmarkChecks.firstIncomplete(Arrays.asList(events), e -> e.getMessage() != null);
        if (incomplete >= 0) {
            throw CHECKS.fault(operation, "input item " + (incomplete + 1) + " needs sequenceNumber, timestamp and message");
        }
        return events;
    }
}
