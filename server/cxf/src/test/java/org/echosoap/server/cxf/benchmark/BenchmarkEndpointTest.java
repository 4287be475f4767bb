package org.echosoap.server.cxf.benchmark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.contract.SendValues;
import org.echosoap.server.cxf.faults.ClientFault;
import org.echosoap.server.jaxws.generated.benchmark.ArrayOfMeshInterfaceObject;
import org.echosoap.server.jaxws.generated.benchmark.ArrayOfSimpleEvent;
import org.echosoap.server.jaxws.generated.benchmark.EchoMeshInterfaceObjectsRequest;
import org.echosoap.server.jaxws.generated.benchmark.EchoSimpleEventsRequest;
import org.echosoap.server.jaxws.generated.benchmark.MeshInterfaceObject;
import org.echosoap.server.jaxws.generated.benchmark.ReceiveMeshInterfaceObjectsRequest;
import org.echosoap.server.jaxws.generated.benchmark.ReceiveSimpleEventsRequest;
import org.echosoap.server.jaxws.generated.benchmark.SendMeshInterfaceObjectsRequest;
import org.echosoap.server.jaxws.generated.benchmark.SendSimpleEventsRequest;
import org.echosoap.server.jaxws.generated.benchmark.SimpleEvent;
import org.junit.jupiter.api.Test;

/** The 19 operations on bound values (what JAXB hands the endpoint); the XML side is covered by BenchmarkIT. */
class BenchmarkEndpointTest {

    private final BenchmarkEndpoint benchmark = new BenchmarkEndpoint();

    @Test
    void echoesWhatItWasGiven() {
        benchmark.echoVoid();
        assertEquals(List.of(7, -1), benchmark.echoInts(List.of(7, -1)));
        assertEquals(List.of(0.5, -0.0), benchmark.echoDoubles(List.of(0.5, -0.0)));
        assertEquals(List.of("a", ""), benchmark.echoStrings(List.of("a", "")));
        assertArrayEquals(new byte[] {1, 2}, benchmark.echoBase64(new byte[] {1, 2}));
    }

    @Test
    void echoesSimpleEventsWithNilItemsAndMeshesInOrder() {
        ArrayOfSimpleEvent events = new ArrayOfSimpleEvent();
        events.getItem().addAll(Arrays.asList(event(1, 1.5, "one"), null));
        EchoSimpleEventsRequest request = new EchoSimpleEventsRequest();
        request.setInput(events);
        List<SimpleEvent> echoed = benchmark.echoSimpleEvents(request).getEchoSimpleEventsReturn().getItem();
        assertEquals(2, echoed.size());
        assertEquals("one", echoed.get(0).getMessage());
        assertNull(echoed.get(1));

        EchoMeshInterfaceObjectsRequest meshes = new EchoMeshInterfaceObjectsRequest();
        meshes.getInput().addAll(List.of(mesh(1, 2, 1.25), mesh(-3, 4, Double.POSITIVE_INFINITY)));
        List<MeshInterfaceObject> back = benchmark.echoMeshInterfaceObjects(meshes).getEchoMeshInterfaceObjectReturn();
        assertEquals(-3, back.get(1).getX());
        assertEquals(Double.POSITIVE_INFINITY, back.get(1).getValue());
    }

    @Test
    void receivesCounts() {
        assertEquals(3, benchmark.receiveInts(List.of(1, 2, 3)));
        assertEquals(1, benchmark.receiveDoubles(List.of(1.0)));
        assertEquals(2, benchmark.receiveStrings(List.of("a", "b")));
        assertEquals(5, benchmark.receiveBase64(new byte[5]));
        ReceiveSimpleEventsRequest events = new ReceiveSimpleEventsRequest();
        events.setInput(new ArrayOfSimpleEvent());
        events.getInput().getItem().addAll(Arrays.asList(null, event(0, 0, "")));
        assertEquals(2, benchmark.receiveSimpleEvents(events).getReceiveSimpleEventsReturn());
        ReceiveMeshInterfaceObjectsRequest meshes = new ReceiveMeshInterfaceObjectsRequest();
        meshes.setInput(new ArrayOfMeshInterfaceObject());
        assertEquals(0, benchmark.receiveMeshInterfaceObjects(meshes).getReceiveMeshInterfaceObjectsReturn());
    }

    @Test
    void sendsTheContractsValues() {
        assertEquals(List.of(0, 1, 2), benchmark.sendInts(3));
        assertEquals(List.of(0.5, 1.5), benchmark.sendDoubles(2));
        assertEquals(List.of("s0", "s1"), benchmark.sendStrings(2));
        assertArrayEquals(SendValues.bytes(5), benchmark.sendBase64(5));
        SendSimpleEventsRequest events = new SendSimpleEventsRequest();
        events.setSize(3);
        SimpleEvent third = benchmark.sendSimpleEvents(events).getSendSimpleEventsReturn().getItem().get(2);
        assertEquals(SendValues.simpleEvent(2), new org.echosoap.server.contract.SimpleEvent(third.getSequenceNumber(),
                third.getTimestamp(), third.getMessage()));
        SendMeshInterfaceObjectsRequest meshes = new SendMeshInterfaceObjectsRequest();
        meshes.setSize(2);
        MeshInterfaceObject second = benchmark.sendMeshInterfaceObjects(meshes).getSendMeshInterfaceObjectsReturn()
                .getItem().get(1);
        assertEquals(SendValues.meshInterfaceObject(1), new org.echosoap.server.contract.MeshInterfaceObject(
                second.getX(), second.getY(), second.getValue()));
        assertEquals(List.of(), benchmark.sendInts(0));
    }

    @Test
    void refusesBeyondTheLimitsWithTheContractsReasons() {
        assertReason("receiveInts: more than 100000 input elements",
                () -> benchmark.receiveInts(Collections.nCopies(BenchmarkLimits.MAX_ELEMENTS + 1, 1)));
        assertReason("receiveBase64: more than 10000000 bytes",
                () -> benchmark.receiveBase64(new byte[BenchmarkLimits.MAX_BASE64_BYTES + 1]));
        assertReason("sendInts: size must be 0 to 100000, got -1", () -> benchmark.sendInts(-1));
        assertReason("sendBase64: size must be 0 to 10000000, got 10000001", () -> benchmark.sendBase64(10_000_001));
        String longString = "x".repeat(10_000_001);
        assertReason("echoStrings: more than 20000000 characters of text",
                () -> benchmark.echoStrings(List.of(longString, longString)));
    }

    @Test
    void refusesWhatJaxbLeavesEmptyOrNil() {
        assertReason("echoStrings: echoStrings needs at least one input element", () -> benchmark.echoStrings(List.of()));
        assertReason("echoInts: input 2 is nil; only array items may be nil",
                () -> benchmark.echoInts(Arrays.asList(1, null)));
        assertReason("sendInts: sendInts needs a size element", () -> benchmark.sendInts(null));
        ReceiveSimpleEventsRequest events = new ReceiveSimpleEventsRequest();
        events.setInput(new ArrayOfSimpleEvent());
        events.getInput().getItem().add(event(1, 1, null));
        assertReason("receiveSimpleEvents: input item 1 needs sequenceNumber, timestamp and message",
                () -> benchmark.receiveSimpleEvents(events));
        EchoMeshInterfaceObjectsRequest meshes = new EchoMeshInterfaceObjectsRequest();
        meshes.getInput().add(new MeshInterfaceObject());
        assertReason("echoMeshInterfaceObjects: input 1 needs x, y and value",
                () -> benchmark.echoMeshInterfaceObjects(meshes));
    }

    @Test
    void echoReturnsTheBoundListItselfNotACopy() {
        List<Integer> input = new ArrayList<>(List.of(1));
        assertSame(input, benchmark.echoInts(input));
    }

    private static void assertReason(String reason, Runnable call) {
        assertEquals(reason, assertThrows(ClientFault.class, call::run).getMessage());
    }

    private static SimpleEvent event(int sequenceNumber, double timestamp, String message) {
        SimpleEvent event = new SimpleEvent();
        event.setSequenceNumber(sequenceNumber);
        event.setTimestamp(timestamp);
        event.setMessage(message);
        return event;
    }

    private static MeshInterfaceObject mesh(int x, int y, double value) {
        MeshInterfaceObject mesh = new MeshInterfaceObject();
        mesh.setX(x);
        mesh.setY(y);
        mesh.setValue(value);
        return mesh;
    }
}
