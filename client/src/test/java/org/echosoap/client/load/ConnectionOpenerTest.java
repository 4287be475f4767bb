package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.load.ScriptedHttpServer.Answer;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.LengthCheck;
import org.junit.jupiter.api.Test;

/**
 * The connections of an epoch opened before its first block, a window of exchanges at a time: against a listen
 * backlog far smaller than the connection count and a slow acceptor, every connection is accepted without the kernel
 * dropping one; a refused port leaves the failure to the first exchange, which counts it; an opened connection
 * carries the first exchange without a reconnect.
 */
class ConnectionOpenerTest {

    private static final Endpoint ENDPOINT = new Endpoint("ok", "/ok", "<x/>".getBytes(StandardCharsets.US_ASCII),
            "text/xml", null, new LengthCheck(5));

    private static List<LoopChannel> channels(String base, int n) {
        NioTransport transport = new NioTransport(base, Duration.ofSeconds(5), true, true);
        List<LoopChannel> channels = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            channels.add(transport.openLoopChannel());
        }
        return channels;
    }

    @Test
    void manyMoreConnectionsThanTheBacklogAreAllAcceptedWithoutAnOverflow() throws Exception {
        int connections = 640; // the scripted server's backlog is 50, its acceptor slow (a thread per connection)
        String ok = "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nContent-Length: 5\r\n\r\n<ok/>";
        try (ScriptedHttpServer server = new ScriptedHttpServer(Answer.of(ok))) {
            List<LoopChannel> channels = channels(server.base(), connections);
            long overflowsBefore = listenOverflows();
            int answered = ConnectionOpener.open(channels, ENDPOINT, System.nanoTime() + 20_000_000_000L, () -> false);
            long overflows = listenOverflows() - overflowsBefore;
            assertEquals(connections, answered, "every connection opened with an answer");
            assertEquals(connections, server.accepted(), "every connection accepted once");
            // The kernel's own count of connections it dropped for a full backlog (each then waits a 1 s resend).
            assertEquals(0, overflows, "listen overflows while opening");
            channels.forEach(Transport.Channel::close);
        }
    }

    /** The machine's TcpExt ListenOverflows (/proc/net/netstat). */
    private static long listenOverflows() throws IOException {
        List<String> lines = java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/net/netstat"));
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (lines.get(i).startsWith("TcpExt:")) {
                List<String> names = List.of(lines.get(i).split(" "));
                return Long.parseLong(lines.get(i + 1).split(" ")[names.indexOf("ListenOverflows")]);
            }
        }
        throw new IllegalStateException("no TcpExt line in /proc/net/netstat");
    }

    @Test
    void anOpenedConnectionCarriesTheFirstExchangeWithoutAReconnect() throws IOException {
        String ok = "HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nContent-Length: 5\r\n\r\n<ok/>";
        try (ScriptedHttpServer server = new ScriptedHttpServer(Answer.of(ok))) {
            List<LoopChannel> channels = channels(server.base(), 3);
            ConnectionOpener.open(channels, ENDPOINT, System.nanoTime() + 5_000_000_000L, () -> false);
            for (LoopChannel channel : channels) {
                Exchange outcome = new Exchange();
                channel.exchange(ENDPOINT, new ResponseReader(), outcome, true);
                assertNull(outcome.errorKind, outcome.errorReason);
                channel.close();
            }
            assertEquals(3, server.accepted(), "one connection each, opened ahead and then used");
        }
    }

    @Test
    void aRefusedPortIsLeftToTheFirstExchangeWhichCountsIt() throws IOException {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = s.getLocalPort();
        }
        List<LoopChannel> channels = channels("http://127.0.0.1:" + closedPort, 5);
        ConnectionOpener.open(channels, ENDPOINT, System.nanoTime() + 5_000_000_000L, () -> false);
        Exchange outcome = new Exchange();
        channels.get(0).exchange(ENDPOINT, new ResponseReader(), outcome, true);
        assertNotNull(outcome.errorKind, "the refused connect is the exchange's failure");
        channels.forEach(Transport.Channel::close);
    }
}
