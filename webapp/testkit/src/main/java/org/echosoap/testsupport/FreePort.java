package org.echosoap.testsupport;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

/** Free TCP ports for the servers the ITs start, and checks that a port is (no longer) taken. */
public final class FreePort {

    /** Ports that people run their own echosoap servers on (the demo's range): never used by the ITs. */
    private static final int RESERVED_FROM = 18080;
    private static final int RESERVED_TO = 18200;
    private static final int MAX_ATTEMPTS = 50;
    private static final int CONNECT_TIMEOUT_MILLIS = 1_000;

    private FreePort() {
    }

    /** A port the OS reports free right now (another process could still take it before we bind it). */
    public static int pick() throws IOException {
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            int port;
            try (ServerSocket socket = new ServerSocket(0)) {
                port = socket.getLocalPort();
            }
            if (port < RESERVED_FROM || port > RESERVED_TO) {
                return port;
            }
        }
        throw new IOException("no free port outside " + RESERVED_FROM + "-" + RESERVED_TO
                + " after " + MAX_ATTEMPTS + " attempts");
    }

    /**
     * The first of {@code count} consecutive ports all free right now (the RMI server's registry, object and
     * ping-pong ports are R, R+1 and R+2), outside the reserved range.
     */
    public static int pickConsecutive(int count) throws IOException {
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            int first = pick();
            if (first + count - 1 > 65_535) {
                continue;
            }
            boolean allFree = true;
            for (int p = first; p < first + count && allFree; p++) {
                allFree = p > RESERVED_TO || p < RESERVED_FROM ? canBind(p) : false;
            }
            if (allFree) {
                return first;
            }
        }
        throw new IOException("no " + count + " consecutive free ports after " + MAX_ATTEMPTS + " attempts");
    }

    /** True if something accepts TCP connections on 127.0.0.1:port. */
    public static boolean isListening(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), CONNECT_TIMEOUT_MILLIS);
            return true;
        } catch (IOException refused) {
            return false;
        }
    }

    /** True if this JVM can bind a listening socket on 127.0.0.1:port. */
    public static boolean canBind(int port) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            return true;
        } catch (IOException taken) {
            return false;
        }
    }
}
