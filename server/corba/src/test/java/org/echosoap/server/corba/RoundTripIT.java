package org.echosoap.server.corba;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Locale;
import java.util.Properties;
import org.echosoap.server.corba.latency.Latency;
import org.echosoap.server.corba.latency.LatencyHelper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.ORB;

/**
 * A few seconds' look at what a doNothing costs over loopback (one client thread, one connection, the jar as the
 * launcher starts it), beside a raw TCP ping-pong of a doNothing request's size: the figures are printed, not
 * asserted (beyond a generous sanity bound): a 2-core VM is noisy, bench/ is where figures are taken. Two client
 * ORB setups: the Eclipse ORB's default (NIO, a selector thread hands the reply to the caller) and plain sockets
 * (a reader thread per connection).
 */
class RoundTripIT {

    private static final Duration WARMUP = Duration.ofSeconds(2);
    private static final Duration MEASURED = Duration.ofSeconds(3);
    /** A GIOP 1.2 doNothing request to the servant's key, service contexts included, is about this long. */
    private static final int PING_BYTES = 120;

    private static CorbaServerProcess server;

    @BeforeAll
    static void start() throws Exception {
        server = CorbaServerProcess.start("round-trip", "127.0.0.1");
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void doNothingRoundTrip() throws Exception {
        double nio = doNothingMicros(CorbaServerProcess.clientProperties());
        Properties plain = CorbaServerProcess.clientProperties();
        plain.setProperty("com.sun.corba.ee.transport.ORBConnectionSocketType", "Socket");
        double sockets = doNothingMicros(plain);
        double tcp = tcpPingPongMicros();
        System.out.printf(Locale.ROOT, "doNothing round trip, mean: %.1f µs (client ORB on NIO), %.1f µs (client ORB"
                + " on plain sockets); raw TCP ping-pong of %d bytes: %.1f µs%n", nio, sockets, PING_BYTES, tcp);
        assertTrue(nio < 50_000 && sockets < 50_000, "a doNothing takes " + nio + " / " + sockets + " µs");
    }

    private static double doNothingMicros(Properties clientProperties) {
        ORB orb = ORB.init(new String[0], clientProperties);
        try {
            Latency latency = LatencyHelper.narrow(orb.string_to_object(server.corbaloc()));
            loop(latency::doNothing, WARMUP);
            return loop(latency::doNothing, MEASURED);
        } finally {
            orb.shutdown(false);
            orb.destroy();
        }
    }

    /** The baseline: PING_BYTES there and back over one loopback connection, an echo thread at the other end. */
    private static double tcpPingPongMicros() throws Exception {
        try (ServerSocket listener = new ServerSocket()) {
            listener.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
            Thread echo = new Thread(() -> {
                try (Socket s = listener.accept()) {
                    s.setTcpNoDelay(true);
                    DataInputStream in = new DataInputStream(s.getInputStream());
                    byte[] buffer = new byte[PING_BYTES];
                    while (true) {
                        in.readFully(buffer);
                        s.getOutputStream().write(buffer);
                    }
                } catch (IOException closed) {
                    // The client is done.
                }
            }, "tcp-echo");
            echo.start();
            try (Socket s = new Socket(listener.getInetAddress(), listener.getLocalPort())) {
                s.setTcpNoDelay(true);
                DataInputStream in = new DataInputStream(s.getInputStream());
                OutputStream out = s.getOutputStream();
                byte[] buffer = new byte[PING_BYTES];
                Runnable pingPong = () -> {
                    try {
                        out.write(buffer);
                        in.readFully(buffer);
                    } catch (IOException e) {
                        throw new AssertionError(e);
                    }
                };
                loop(pingPong, WARMUP);
                return loop(pingPong, MEASURED);
            } finally {
                echo.join(5_000);
            }
        }
    }

    /** Calls {@code call} for {@code duration}; the mean time of one call in µs. */
    private static double loop(Runnable call, Duration duration) {
        long calls = 0;
        long started = System.nanoTime();
        long end = started + duration.toNanos();
        long now;
        do {
            for (int i = 0; i < 100; i++) {
                call.run();
            }
            calls += 100;
            now = System.nanoTime();
        } while (now < end);
        return (now - started) / 1_000.0 / calls;
    }
}
