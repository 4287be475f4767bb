package org.echosoap.webapp.it;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import org.echosoap.testsupport.EchosoapServer;

/**
 * Sends one {@link HostileCase} to one path over a plain socket, exactly as written: any method, headers, a body with
 * Content-Length or chunked, and {@code Expect: 100-continue} honoured (headers first, the body only after the
 * interim 100). {@code Connection: close}, so the answer ends at EOF; every wait is bounded by the read timeout.
 */
final class HostileRequest {

    private static final int TIMEOUT_MILLIS = 30_000;
    private static final int CHUNK_BYTES = 8192;

    /** The final answer, and whether a {@code 100 Continue} came before it. */
    record Answer(RawHttp.Response response, boolean sawContinue) {
    }

    private HostileRequest() {
    }

    static Answer send(int port, String pathAndQuery, HostileCase c) throws IOException {
        byte[] body = c.body();
        boolean expectContinue = c.headers().stream()
                .anyMatch(h -> h[0].equalsIgnoreCase("Expect") && h[1].equalsIgnoreCase("100-continue"));
        StringBuilder head = new StringBuilder(c.method()).append(' ').append(pathAndQuery).append(" HTTP/1.1\r\n")
                .append("Host: ").append(EchosoapServer.HOST).append(':').append(port).append("\r\n");
        for (String[] h : c.headers()) {
            head.append(h[0]).append(": ").append(h[1]).append("\r\n");
        }
        boolean hasBody = body.length > 0 || !c.method().equals("GET");
        if (c.chunked()) {
            head.append("Transfer-Encoding: chunked\r\n");
        } else if (hasBody) {
            head.append("Content-Length: ").append(body.length).append("\r\n");
        }
        head.append("Connection: close\r\n\r\n");

        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(EchosoapServer.HOST, port), TIMEOUT_MILLIS);
            socket.setSoTimeout(TIMEOUT_MILLIS);
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            out.write(head.toString().getBytes(StandardCharsets.US_ASCII));
            out.flush();
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            boolean sawContinue = false;
            if (expectContinue) {
                // The server answers 100 (go on) or a final status (e.g. 413) before we send a byte of the body.
                readHead(in, received);
                String first = received.toString(StandardCharsets.ISO_8859_1);
                if (first.startsWith("HTTP/1.1 100")) {
                    sawContinue = true;
                    received.reset();
                } else {
                    return new Answer(RawHttp.parse(readToEnd(in, received)), false);
                }
            }
            try {
                writeBody(out, body, c.chunked());
            } catch (SocketException e) {
                // The server may answer (413) and close before taking the whole body: read what it said.
            }
            return new Answer(RawHttp.parse(readToEnd(in, received)), sawContinue);
        }
    }

    private static void writeBody(OutputStream out, byte[] body, boolean chunked) throws IOException {
        if (!chunked) {
            out.write(body);
        } else {
            for (int off = 0; off < body.length; off += CHUNK_BYTES) {
                int n = Math.min(CHUNK_BYTES, body.length - off);
                out.write((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                out.write(body, off, n);
                out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
            }
            out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        out.flush();
    }

    /** Reads up to and including the blank line ending a response head. */
    private static void readHead(InputStream in, ByteArrayOutputStream into) throws IOException {
        int matched = 0;
        for (int b; matched < 4 && (b = in.read()) >= 0; ) {
            into.write(b);
            matched = (b == (matched % 2 == 0 ? '\r' : '\n')) ? matched + 1 : (b == '\r' ? 1 : 0);
        }
    }

    private static byte[] readToEnd(InputStream in, ByteArrayOutputStream into) throws IOException {
        byte[] buffer = new byte[8192];
        try {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                into.write(buffer, 0, n);
            }
        } catch (SocketException reset) {
            // A close with our unread body still in flight can turn into a reset after the answer: keep what came.
            if (into.size() == 0) {
                throw reset;
            }
        }
        return into.toByteArray();
    }
}
