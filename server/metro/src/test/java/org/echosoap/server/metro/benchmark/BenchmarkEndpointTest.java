package org.echosoap.server.metro.benchmark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.echosoap.server.metro.fault.ClientFaults.assertReason;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.jaxws.generated.benchmark.ArrayOfSimpleEvent;
import org.echosoap.server.jaxws.generated.benchmark.EchoSimpleEventsRequest;
import org.echosoap.server.jaxws.generated.benchmark.MeshInterfaceObject;
import org.echosoap.server.jaxws.generated.benchmark.ReceiveSimpleEventsRequest;
import org.echosoap.server.jaxws.generated.benchmark.SendMeshInterfaceObjectsRequest;
import org.echosoap.server.jaxws.generated.benchmark.SendSimpleEventsRequest;
import org.echosoap.server.jaxws.generated.benchmark.SimpleEvent;
import org.echosoap.server.metro.xsd.RefusedValues;
import org.echosoap.server.metro.xsd.RecordingXsd;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class BenchmarkEndpointTest {

    private final BenchmarkEndpoint benchmark = new BenchmarkEndpoint();

    @AfterEach
    void forgetRefusals() {
        RefusedValues.reset();
    }

    @Test
    void echoAnswersTheSameValuesAndReceiveCountsThem() {
        assertEquals(List.of(7, 0), benchmark.echoInts(List.of(7, 0)));
        assertEquals(List.of("a", ""), benchmark.echoStrings(List.of("a", "")));
        assertEquals(List.of(1.5, -0.0), benchmark.echoDoubles(List.of(1.5, -0.0)));
        assertArrayEquals(new byte[] {1, 2}, benchmark.echoBase64(new byte[] {1, 2}));
        assertEquals(3, benchmark.receiveInts(List.of(1, 2, 3)));
        assertEquals(2, benchmark.receiveBase64(new byte[2]));
    }

    @Test
    void sendComputesTheContractsValues() {
        assertEquals(List.of(0, 1, 2), new ArrayList<>(benchmark.sendInts(3)));
        assertEquals(List.of(0.5, 1.5), new ArrayList<>(benchmark.sendDoubles(2)));
        assertEquals(List.of("s0", "s1"), new ArrayList<>(benchmark.sendStrings(2)));
        assertEquals("AAECAwQ=", java.util.Base64.getEncoder().encodeToString(benchmark.sendBase64(5)));
        SendSimpleEventsRequest events = new SendSimpleEventsRequest();
        events.setSize(2);
        SimpleEvent second = benchmark.sendSimpleEvents(events).getSendSimpleEventsReturn().getItem().get(1);
        assertEquals(List.of(1, 1.5, "event 1"),
                List.of(second.getSequenceNumber(), second.getTimestamp(), second.getMessage()));
        SendMeshInterfaceObjectsRequest meshes = new SendMeshInterfaceObjectsRequest();
        meshes.setSize(2);
        MeshInterfaceObject mesh = benchmark.sendMeshInterfaceObjects(meshes).getSendMeshInterfaceObjectsReturn()
                .getItem().get(1);
        assertEquals(List.of(1, 2, 1.25), List.of(mesh.getX(), mesh.getY(), mesh.getValue()));
    }

    @Test
    void sizesOutsideTheLimitsAreClientFaults() {
        assertReason("sendInts: size must be 0 to 100000, got -1", () -> benchmark.sendInts(-1));
        assertReason("sendInts: size must be 0 to 100000, got 100001",
                () -> benchmark.sendInts(BenchmarkLimits.MAX_ELEMENTS + 1));
        assertReason("sendBase64: size must be 0 to 10000000, got 10000001",
                () -> benchmark.sendBase64(BenchmarkLimits.MAX_BASE64_BYTES + 1));
        assertReason("receiveInts: more than 100000 input elements",
                () -> benchmark.receiveInts(Collections.nCopies(BenchmarkLimits.MAX_ELEMENTS + 1, 1)));
        assertReason("sendInts: sendInts needs a size element holding an xsd:int", () -> benchmark.sendInts(null));
    }

    @Test
    void aRefusedValueIsReportedAtItsPosition() {
        // What JAXB hands over for <input>1</input><input>abc</input>: the refused value as null in its place.
        List<Integer> bound = Arrays.asList(RecordingXsd.parseInt("1"), RecordingXsd.parseInt("abc"));
        assertReason("echoInts: input 2 is not an xsd:int: 'abc'", () -> benchmark.echoInts(bound));
        RefusedValues.reset(); // the next request
        assertReason("sendDoubles: size is not an xsd:int: '1.5'",
                () -> benchmark.sendDoubles(RecordingXsd.parseInt("1.5")));
    }

    @Test
    void missingValuesAreClientFaults() {
        assertReason("echoStrings: echoStrings needs at least one input element", () -> benchmark.echoStrings(List.of()));
        assertReason("echoInts: input 1 is empty or nil", () -> benchmark.echoInts(Arrays.asList((Integer) null)));
        assertReason("echoBase64: echoBase64 needs an input element holding xsd:base64Binary",
                () -> benchmark.echoBase64(null));
    }

    @Test
    void simpleEventsKeepNilItemsAndNeedCompleteOnes() {
        SimpleEvent event = new SimpleEvent();
        event.setSequenceNumber(7);
        event.setTimestamp(1.5);
        event.setMessage("m");
        EchoSimpleEventsRequest request = new EchoSimpleEventsRequest();
        request.setInput(new ArrayOfSimpleEvent());
        request.getInput().getItem().addAll(Arrays.asList(event, null));
        assertEquals(Arrays.asList(event, null),
                benchmark.echoSimpleEvents(request).getEchoSimpleEventsReturn().getItem());

        SimpleEvent incomplete = new SimpleEvent();
        incomplete.setSequenceNumber(1);
        ReceiveSimpleEventsRequest receive = new ReceiveSimpleEventsRequest();
        receive.setInput(new ArrayOfSimpleEvent());
        receive.getInput().getItem().add(incomplete);
        assertReason("receiveSimpleEvents: input item 1 needs sequenceNumber, timestamp and message",
                () -> benchmark.receiveSimpleEvents(receive));
    }

    @Test
    void theTextBudgetIsEnforced() {
        String chunk = "x".repeat(1_000_000);
        List<String> strings = Collections.nCopies(21, chunk);
        assertReason("echoStrings: the request's text values exceed 20000000 characters",
                () -> benchmark.echoStrings(strings));
    }
}
