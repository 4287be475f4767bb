package org.echosoap.client.scenario.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.List;
import org.echosoap.client.config.RpcPorts;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.SoapStack;
import org.junit.jupiter.api.Test;

/** The corba.CALL scenarios: the call, and the ping-pong baseline of the call's own bytes on the wire. */
class CorbaScenariosTest {

    /** A preflight that counted 148 bytes out and 245 back for every call (a warm getString(200)). */
    private static final ResponseSizer WIRE = new ResponseSizer() {
        @Override
        public long responseBytes(Endpoint endpoint) {
            throw new AssertionError("a CORBA scenario asks for the bytes on the wire");
        }

        @Override
        public WireBytes wireBytes(Endpoint endpoint) {
            assertEquals(Protocol.Kind.CORBA, endpoint.protocol().kind());
            return new WireBytes(148, 245);
        }
    };

    @Test
    void everyCallIsAScenarioAndTheSizedOnesTakeASize() {
        assertTrue(Scenarios.RPC_SYSTEMS.contains(Protocol.Kind.CORBA));
        for (String call : List.of("doNothing", "setSize", "getString", "getIntegers", "echoFloat")) {
            assertTrue(Scenarios.names().contains("corba." + call), call);
        }
        assertEquals(Protocol.Kind.CORBA, Scenarios.rpcSystem("corba.getString"));
        assertTrue(Scenarios.isSized("corba.getIntegers"));
        assertTrue(Scenarios.isSized("corba.setSize"));
        assertFalse(Scenarios.isSized("corba.doNothing"));
        assertFalse(Scenarios.isSized("corba.echoFloat"));
    }

    @Test
    void theBaselineIsThePingPongOfTheCallsOwnBytes() {
        Scenario s = Scenarios.byName("corba.getString", new ScenarioParameters(-1, 0), WIRE);
        assertEquals(200, s.size());
        Endpoint measured = s.measured();
        assertEquals("corba.getString", measured.name());
        assertEquals("corba:Latency.getString(200)", measured.path());
        assertEquals(Protocol.Kind.CORBA, Protocol.Kind.ofPath(measured.path()));
        assertEquals(148.0, measured.meanRequestBytes());
        Endpoint tcp = s.baseline().orElseThrow();
        assertEquals("tcp:ping-pong(148,245)", tcp.path());
        assertTrue(s.description().startsWith("CORBA getString(200) minus the raw TCP ping-pong"), s.description());
        assertTrue(s.description().contains("(148 out, 245 back)"), s.description());
    }

    @Test
    void sizesAndCalls() {
        assertEquals("corba:Latency.getIntegers(800)", Scenarios.byName("corba.getIntegers",
                new ScenarioParameters(800, 0), WIRE).measured().path());
        Scenario nothing = Scenarios.byName("corba.doNothing", new ScenarioParameters(-1, 0), WIRE);
        assertEquals(Scenario.NO_SIZE, nothing.size());
        assertEquals("corba:Latency.doNothing()", nothing.measured().path());
        assertEquals("corba:Latency.echoFloat(3.14159)", Scenarios.byName("corba.echoFloat",
                new ScenarioParameters(-1, 0), WIRE).measured().path());
        var tooBig = assertThrows(IllegalArgumentException.class, () -> Scenarios.byName("corba.getString",
                new ScenarioParameters(1_000_001, 0), WIRE));
        assertEquals("corba.getString takes --size 0..1000000, got 1000001", tooBig.getMessage());
    }

    @Test
    void unknownCallsAndOtherStacksAreRefusedInOneLine() {
        var unknown = assertThrows(IllegalArgumentException.class, () -> Scenarios.byName("corba.getFloats",
                new ScenarioParameters(-1, 0), WIRE));
        assertTrue(unknown.getMessage().startsWith("unknown scenario 'corba.getFloats'"), unknown.getMessage());
        assertTrue(unknown.getMessage().contains("corba.CALL"), unknown.getMessage());
        var stack = assertThrows(IllegalArgumentException.class, () -> Scenarios.byName("corba.getString",
                new ScenarioParameters(-1, 0), SoapStack.CXF, WIRE));
        assertTrue(stack.getMessage().startsWith("corba.getString is a CORBA call on its server beside Tomcat"),
                stack.getMessage());
    }

    @Test
    void theCorbaPortDefaultsToTheServersBesideTomcat() {
        assertEquals(11_080, RpcPorts.defaultsOver(8080, 0, 0, 0, 0).corba());
        assertEquals(21_080, RpcPorts.defaultsOver(18_080, 0, 0, 0, 0).corba());
        assertEquals(12_345, RpcPorts.defaultsOver(8080, 0, 0, 0, 12_345).corba());
        assertEquals(0, RpcPorts.defaultsOver(63_000, 0, 0, 0, 0).corba(), "beyond 65535: none");
        RunOptions options = RunOptions.builder(URI.create("http://127.0.0.1:21000/echosoap")).build();
        assertEquals(24_000, options.rpcPorts().corba());
    }
}
