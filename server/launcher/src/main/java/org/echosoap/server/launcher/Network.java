package org.echosoap.server.launcher;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The two questions the launcher asks the network, on the addresses it was given only: does something listen on a
 * port, and what HTTP status does a POST get (Tomcat's readiness).
 *
 * <pre>{@code
 * Network.isListening("127.0.0.1", 8080);
 * Network.postStatus("127.0.0.1", 8080, "/echosoap/baseline/null", "<ready/>"); // Optional[200]
 * }</pre>
 */
public final class Network {

    private static final int CONNECT_TIMEOUT_MILLIS = 2_000;
    private static final int READ_TIMEOUT_MILLIS = 10_000;
    private static final Pattern STATUS_LINE = Pattern.compile("^HTTP/1\\.[01] (\\d{3})");

    private Network() {
    }

    /** The wildcard cannot be connected to: ask loopback in its place. */
    public static String probeHost(String host) {
        return host.equals("0.0.0.0") || host.equals("::") ? "127.0.0.1" : host;
    }

    public static boolean isListening(String host, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(probeHost(host), port), CONNECT_TIMEOUT_MILLIS);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The status of a POST of {@code body}; empty when nobody answers or the answer is not HTTP. */
    public static Optional<Integer> postStatus(String host, int port, String path, String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(probeHost(host), port), CONNECT_TIMEOUT_MILLIS);
            socket.setSoTimeout(READ_TIMEOUT_MILLIS);
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + path + " HTTP/1.1\r\nHost: " + host + ":" + port
                    + "\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: " + bytes.length
                    + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(bytes);
            out.flush();
            String statusLine = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                    StandardCharsets.ISO_8859_1)).readLine();
            if (statusLine == null) {
                return Optional.empty();
            }
            Matcher m = STATUS_LINE.matcher(statusLine);
            return m.find() ? Optional.of(Integer.parseInt(m.group(1))) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The first loopback port from {@code first} that nobody answers on (the demo's and the forks' server). */
    public static int freeLoopbackPort(int first) {
        for (int port = first; port <= first + 50; port++) {
            if (!isListening("127.0.0.1", port)) {
                return port;
            }
        }
        throw LauncherException.failure("no free port found from " + first);
    }
}
