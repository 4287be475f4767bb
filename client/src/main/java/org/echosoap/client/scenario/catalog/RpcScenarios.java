package org.echosoap.client.scenario.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.latency.LatencyMessages;
import org.echosoap.client.scenario.rpc.RpcOperation;
import org.echosoap.server.rmi.pingpong.PingPongFrame;

/**
 * {@code rmi.CALL}, {@code grpc.CALL}, {@code corba.CALL}: the call on the system's {@code Latency} object, minus the
 * raw TCP ping-pong ({@code tcp}) moving the same bytes both ways on a kept connection: what the RPC system adds to a
 * round trip of its own bytes (serialization, dispatch, its framing's handling). The byte counts are the call's own
 * on a warm connection, counted below the system's transport by the preflight ({@link ResponseSizer#wireBytes}).
 */
final class RpcScenarios implements ScenarioFamily {

    /** The RPC systems whose calls are scenarios ({@code rmi.getString}, {@code grpc.doNothing}, {@code corba.echoFloat}). */
    static final List<Protocol.Kind> SYSTEMS = List.of(Protocol.Kind.RMI, Protocol.Kind.GRPC, Protocol.Kind.CORBA);

    /** The name of the RPC calls' baseline row: the raw TCP ping-pong. */
    static final String PING_PONG_BASELINE = "tcp";

    /** The RPC system of a scenario name ({@code grpc.getString}: gRPC), or null when it is none's. */
    static Protocol.Kind systemOf(String name) {
        int dot = name.indexOf('.');
        Protocol.Kind kind = dot > 0 ? Protocol.Kind.rpcByKey(name.substring(0, dot)) : null;
        return kind != null && SYSTEMS.contains(kind) ? kind : null;
    }

    @Override
    public boolean owns(String name) {
        return systemOf(name) != null;
    }

    @Override
    public List<String> names() {
        List<String> names = new ArrayList<>();
        for (Protocol.Kind system : SYSTEMS) {
            RpcOperation.NAMES.forEach(call -> names.add(system.key() + "." + call));
        }
        return names;
    }

    @Override
    public List<String> patterns() {
        return SYSTEMS.stream().map(s -> s.key() + ".CALL").toList();
    }

    @Override
    public boolean isSized(String name) {
        RpcOperation op = RpcOperation.byName(name.substring(name.indexOf('.') + 1));
        return op != null && op.sized();
    }

    @Override
    public String refusalOn(SoapStack stack, String name) {
        return stack.isAxis2() ? null : name + " is a " + systemOf(name).displayName()
                + " call on its server beside Tomcat, with no SOAP stack";
    }

    @Override
    public Scenario scenario(String name, ScenarioParameters p, SoapStack stack, ResponseSizer sizer) {
        Protocol.Kind system = systemOf(name);
        RpcOperation op = RpcOperation.byName(name.substring(system.key().length() + 1));
        if (op == null) {
            throw Scenarios.unknown(name);
        }
        int size = op.sized() ? p.sizeOr(LatencyMessages.DEFAULT_SIZE) : Scenario.NO_SIZE;
        if (size > LatencyMessages.MAX_SIZE) {
            throw new IllegalArgumentException(name + " takes --size 0.." + LatencyMessages.MAX_SIZE + ", got " + size);
        }
        Protocol.RpcCall call = new Protocol.RpcCall(system, op, size, -1);
        ResponseSizer.WireBytes wire = sizer.wireBytes(Endpoint.rpc(name, call));
        String refusal = PingPongFrame.refusal(wire.requestBytes(), wire.responseBytes());
        if (refusal != null) {
            throw new IllegalStateException(name + ": no ping-pong frame carries the call's bytes (" + refusal + ")");
        }
        Endpoint measured = Endpoint.rpc(name, call.withRequestWireBytes(wire.requestBytes()));
        Endpoint baseline = Endpoint.pingPong(PING_PONG_BASELINE, (int) wire.requestBytes(), (int) wire.responseBytes());
        return new Scenario(name, size, measured, Optional.of(baseline), system.displayName() + " " + op.call(size)
                + " minus the raw TCP ping-pong of its bytes on the wire (" + wire.requestBytes() + " out, "
                + wire.responseBytes() + " back)");
    }

    /**
     * {@code scenario} with the raw TCP ping-pong of its measured endpoint's own bytes on the wire as its baseline
     * (an HTTP endpoint's counted with its heads: {@link ResponseSizer#wireBytes}).
     */
    static Scenario overTcp(Scenario scenario, ResponseSizer sizer) {
        Endpoint measured = scenario.measured();
        if (measured.protocol().kind() != Protocol.Kind.HTTP) {
            return scenario;
        }
        if (measured.messages().size() > 1) {
            throw new IllegalArgumentException(scenario.name() + " rotates several messages: no one ping-pong frame "
                    + "stands for them");
        }
        ResponseSizer.WireBytes wire = sizer.wireBytes(measured);
        String refusal = PingPongFrame.refusal(wire.requestBytes(), wire.responseBytes());
        if (refusal != null) {
            throw new IllegalStateException(scenario.name() + ": no ping-pong frame carries its bytes (" + refusal + ")");
        }
        Endpoint baseline = Endpoint.pingPong(PING_PONG_BASELINE, (int) wire.requestBytes(), (int) wire.responseBytes());
        String measuredPart = scenario.description().contains(" minus ")
                ? scenario.description().substring(0, scenario.description().indexOf(" minus ")) : scenario.description();
        return new Scenario(scenario.name(), scenario.size(), measured, Optional.of(baseline), measuredPart
                + " minus the raw TCP ping-pong of its bytes on the wire, HTTP heads included (" + wire.requestBytes()
                + " out, " + wire.responseBytes() + " back)");
    }
}
