package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.TransportKind;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.rpc.InProcessRmiServer;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.LengthCheck;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.rpc.RpcOperation;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The seam: a run's transport by its endpoints' protocols. HTTP alone keeps {@code --transport} (and the nio event
 * loops); any RMI or ping-pong endpoint gives every worker one channel that hands each request to the channel of its
 * protocol, on a thread of its own — and the measuring loop drives such a run like any other.
 */
class ProtocolTransportTest {

    private static ScriptedHttpServer http;
    private static InProcessRmiServer rmi;

    private static final Endpoint HTTP = new Endpoint("null", "/null", "<x/>".getBytes(StandardCharsets.US_ASCII),
            "text/xml", null, new LengthCheck(5));
    private static final Endpoint RMI = Endpoint.rpc("rmi.getString",
            new Protocol.RpcCall(Protocol.Kind.RMI, RpcOperation.GET_STRING, 20, 45));
    private static final Endpoint TCP = Endpoint.pingPong("tcp", 45, 60);

    @BeforeAll
    static void start() throws Exception {
        http = new ScriptedHttpServer(ScriptedHttpServer.Answer.of(
                "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nContent-Length: 5\r\n\r\n<ok/>"));
        rmi = InProcessRmiServer.start();
    }

    @AfterAll
    static void stop() throws Exception {
        rmi.close();
        http.close();
    }

    private static RunOptions.Builder options() {
        return RunOptions.builder(URI.create(http.base())).rmiPort(rmi.registryPort())
                .pingPongPort(rmi.pingPongPort()).timeout(Duration.ofSeconds(10)).quiet(true);
    }

    @Test
    void httpAloneKeepsTheChosenTransportAndItsEventLoops() throws Exception {
        try (Transport t = Transport.forEndpoints(options().build(), List.of(HTTP), 1, Duration.ofSeconds(5), true)) {
            assertEquals("NioTransport", t.getClass().getSimpleName());
            assertTrue(t.drivesEventLoops());
        }
        try (Transport t = Transport.forEndpoints(options().transport(TransportKind.CORE).build(), List.of(HTTP), 1,
                Duration.ofSeconds(5), true)) {
            assertFalse(t.drivesEventLoops());
        }
        assertFalse(Transport.blockingFor(List.of(HTTP)));
    }

    @Test
    void anyOtherProtocolGivesEveryWorkerOneChannelPerProtocolOnAThreadOfItsOwn() throws Exception {
        List<Endpoint> endpoints = List.of(HTTP, TCP, RMI);
        assertTrue(Transport.blockingFor(endpoints));
        try (Transport t = Transport.forEndpoints(options().build(), endpoints, 2, Duration.ofSeconds(5), true);
             WorkerSeats seats = new WorkerSeats(t, 2)) {
            assertFalse(t.drivesEventLoops(), "the event loops drive HTTP only");
            Transport.Channel c = seats.channel(0);
            ResponseReader reader = new ResponseReader();
            Exchange outcome = new Exchange();
            for (int round = 0; round < 3; round++) {
                for (Endpoint e : endpoints) {
                    c.exchange(e, reader, outcome, round == 0);
                    assertNull(outcome.errorKind, e.name() + ": " + outcome.errorReason);
                }
            }
            c.exchange(TCP, reader, outcome, false);
            assertEquals(60, outcome.responseBytes);
            c.exchange(HTTP, reader, outcome, false);
            assertEquals(5, outcome.responseBytes);
            c.exchange(RMI, reader, outcome, false);
            assertTrue(outcome.responseBytes > 20, "the RMI answer's bytes on the wire: " + outcome.responseBytes);
        }
    }

    @Test
    void aRunOfRmiAgainstThePingPongIsMeasuredInPairsLikeAnyOther() throws Exception {
        RunOptions o = options().connections(2).warmup(Duration.ZERO).duration(Duration.ofMillis(10))
                .prime(Duration.ZERO).precision(PrecisionTarget.OFF).repeat(24).epochRounds(3).build();
        MeasuredRun run = new Measurement(o, List.of(TCP, RMI), "tcp", new AbortSignal(0), null).run();
        assertTrue(run.complete(), run.abortReason());
        for (String name : List.of("tcp", "rmi.getString")) {
            assertEquals(24, run.blocks().get(name).stream().filter(b -> !b.partial()).count(), name);
            assertTrue(run.blocks().get(name).stream().allMatch(b -> b.errors().total() == 0), name);
            assertTrue(run.pooled().get(name).latencyMicros().getTotalCount() > 0, name);
        }
        // New connections every 3 rounds (8 epochs), the JDK's pooled RMI ones retired with the others: no errors.
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7), run.blocks().get("rmi.getString").stream()
                .map(b -> b.result().epoch()).distinct().toList());
    }
}
