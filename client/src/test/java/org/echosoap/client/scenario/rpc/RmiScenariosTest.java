package org.echosoap.client.scenario.rpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.SoapStack;
import org.echosoap.server.rmi.pingpong.PingPongFrame;
import org.junit.jupiter.api.Test;

/** The rmi.CALL scenarios: the call, its checks, and the ping-pong baseline of the call's own bytes on the wire. */
class RmiScenariosTest {

    /** A preflight that counted 45 bytes out and 225 back for every call. */
    private static final class FixedWire implements ResponseSizer {
        final List<Endpoint> asked = new ArrayList<>();

        @Override
        public long responseBytes(Endpoint endpoint) {
            throw new AssertionError("an RMI scenario asks for the bytes on the wire");
        }

        @Override
        public WireBytes wireBytes(Endpoint endpoint) {
            asked.add(endpoint);
            return new WireBytes(45, 225);
        }
    }

    @Test
    void everyCallIsAScenarioAndTheSizedOnesTakeASize() {
        for (String call : List.of("doNothing", "setSize", "getString", "getIntegers", "echoFloat")) {
            assertTrue(Scenarios.names().contains("rmi." + call), call);
        }
        assertTrue(Scenarios.isSized("rmi.getString"));
        assertTrue(Scenarios.isSized("rmi.setSize"));
        assertFalse(Scenarios.isSized("rmi.doNothing"));
        assertFalse(Scenarios.isSized("rmi.echoFloat"));
        assertEquals(RpcOperation.NAMES, List.of("doNothing", "setSize", "getString", "getIntegers", "echoFloat"));
    }

    @Test
    void theBaselineIsThePingPongOfTheCallsOwnBytes() {
        FixedWire wire = new FixedWire();
        Scenario s = Scenarios.byName("rmi.getString", new ScenarioParameters(-1, 0), wire);
        assertEquals(200, s.size(), "the default size, as latency.*");
        Endpoint measured = s.measured();
        assertEquals("rmi.getString", measured.name());
        assertEquals("rmi:Latency.getString(200)", measured.path());
        assertEquals(Protocol.Kind.RMI, measured.protocol().kind());
        assertEquals(45.0, measured.meanRequestBytes(), "the call's request bytes, counted on the wire");
        Protocol.RpcCall call = (Protocol.RpcCall) measured.protocol();
        assertEquals(RpcOperation.GET_STRING, call.operation());
        assertEquals(200, call.size());
        assertEquals(1, wire.asked.size(), "one preflight count");
        assertEquals(-1, ((Protocol.RpcCall) wire.asked.get(0).protocol()).requestWireBytes());

        Endpoint tcp = s.baseline().orElseThrow();
        assertEquals(Scenarios.PING_PONG_BASELINE, tcp.name());
        assertEquals("tcp:ping-pong(45,225)", tcp.path());
        assertEquals(Protocol.Kind.TCP, tcp.protocol().kind());
        assertEquals(45, tcp.requestBody().length);
        ByteBuffer header = ByteBuffer.wrap(tcp.requestBody());
        assertEquals(45, header.getInt());
        assertEquals(225, header.getInt());
        assertArrayEquals(PingPongFrame.request(45, 225), tcp.requestBody());
        assertEquals(45.0, tcp.meanRequestBytes());
        assertTrue(s.description().startsWith("Java RMI getString(200) minus the raw TCP ping-pong"), s.description());
        assertTrue(s.description().contains("(45 out, 225 back)"), s.description());
    }

    @Test
    void sizesAndCalls() {
        FixedWire wire = new FixedWire();
        assertEquals("rmi:Latency.getIntegers(800)", Scenarios.byName("rmi.getIntegers",
                new ScenarioParameters(800, 0), wire).measured().path());
        assertEquals("rmi:Latency.setSize(400)", Scenarios.byName("rmi.setSize",
                new ScenarioParameters(400, 0), wire).measured().path());
        Scenario nothing = Scenarios.byName("rmi.doNothing", new ScenarioParameters(-1, 0), wire);
        assertEquals(Scenario.NO_SIZE, nothing.size());
        assertEquals("rmi:Latency.doNothing()", nothing.measured().path());
        assertEquals("rmi:Latency.echoFloat(3.14159)", Scenarios.byName("rmi.echoFloat",
                new ScenarioParameters(-1, 0), wire).measured().path());
        var tooBig = assertThrows(IllegalArgumentException.class, () -> Scenarios.byName("rmi.getString",
                new ScenarioParameters(1_000_001, 0), wire));
        assertEquals("rmi.getString takes --size 0..1000000, got 1000001", tooBig.getMessage());
    }

    @Test
    void unknownCallsAndOtherStacksAreRefusedInOneLine() {
        var unknown = assertThrows(IllegalArgumentException.class, () -> Scenarios.byName("rmi.getFloats",
                new ScenarioParameters(-1, 0), new FixedWire()));
        assertTrue(unknown.getMessage().startsWith("unknown scenario 'rmi.getFloats'"), unknown.getMessage());
        assertTrue(unknown.getMessage().contains("rmi.CALL"), unknown.getMessage());
        var stack = assertThrows(IllegalArgumentException.class, () -> Scenarios.byName("rmi.getString",
                new ScenarioParameters(-1, 0), SoapStack.CXF, new FixedWire()));
        assertTrue(stack.getMessage().startsWith("rmi.getString is a Java RMI call on its server beside Tomcat"),
                stack.getMessage());
    }

    @Test
    void eachAnswerIsCheckedAsAValue() {
        assertNull(RpcOperation.GET_STRING.verdict("abc", RpcOperation.GET_STRING.expected(3), 3));
        assertEquals("getString(3) answered 3 characters, not 3 of abc...: abd",
                RpcOperation.GET_STRING.verdict("abd", RpcOperation.GET_STRING.expected(3), 3));
        assertTrue(RpcOperation.GET_STRING.verdict("ab", "abc", 3).startsWith("getString(3) answered 2 characters"));
        assertNull(RpcOperation.GET_INTEGERS.verdict(new int[] {0, 1, 2}, null, 3));
        assertEquals("getIntegers(3) answered 2 integers, not 3",
                RpcOperation.GET_INTEGERS.verdict(new int[] {0, 1}, null, 3));
        assertEquals("getIntegers(3) answered 5 at index 2, not 2",
                RpcOperation.GET_INTEGERS.verdict(new int[] {0, 1, 5}, null, 3));
        assertNull(RpcOperation.ECHO_FLOAT.verdict(3.14159f, null, -1));
        assertEquals("echoFloat(3.14159) answered 3.1416, not 3.14159",
                RpcOperation.ECHO_FLOAT.verdict(3.1416f, null, -1));
        assertNull(RpcOperation.DO_NOTHING.verdict(null, null, -1));
        assertNull(RpcOperation.SET_SIZE.verdict(null, null, 200));
    }

    @Test
    void aPathTellsItsProtocol() {
        assertEquals(Protocol.Kind.RMI, Protocol.Kind.ofPath("rmi:Latency.doNothing()"));
        assertEquals(Protocol.Kind.TCP, Protocol.Kind.ofPath("tcp:ping-pong(41,22)"));
        assertEquals(Protocol.Kind.HTTP, Protocol.Kind.ofPath("/baseline/null?responseBytes=10"));
        assertEquals(Protocol.Kind.HTTP, Protocol.Kind.ofPath(null));
    }
}
