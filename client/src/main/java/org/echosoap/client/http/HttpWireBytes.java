package org.echosoap.client.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import org.echosoap.client.http.tls.TlsClient;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.wire.CountingSocket;
import org.echosoap.client.wire.WireCounts;

/**
 * The bytes an HTTP endpoint's request/response pair puts on the wire, heads included: the request exactly as the
 * transports write it ({@link RequestMessages}, keep-alive), the response's status line, header fields and body as
 * the server sends them (a chunked body with its chunk framing). What a raw TCP round trip must move to stand for the
 * HTTP exchange ({@code suite --suite rpc}: every system's cost over the ping-pong of its own bytes).
 *
 * <p>Counted on a socket of its own: {@link #CALLS} requests on one kept connection, the last counted (the first may
 * differ: a session cookie, a first-request header). Both ends' bytes, TCP/IP's own headers not included.
 *
 * <pre>{@code
 * ResponseSizer.WireBytes wire = HttpWireBytes.count("http://127.0.0.1:8080/echosoap", endpoint, timeout);
 * }</pre>
 */
final class HttpWireBytes {

    /** Requests on one connection; the last one is counted. */
    static final int CALLS = 3;

    /** The largest response head read: Tomcat's own limit on response headers is 8 KiB by default, too. */
    private static final int MAX_HEAD_BYTES = 64 * 1024;

    private HttpWireBytes() {
    }

    /**
     * The same over TLS to the https {@code targetBase}: the TLS records each way of the last call on a kept
     * connection (the handshake and a TLS 1.3 server's session tickets fall on the first), as {@link CountingSocket}
     * counts them below the TLS layer.
     *
     * @throws IOException with a one-line message when the handshake fails or the answer is not a whole 2xx response
     */
    static ResponseSizer.WireBytes countOverTls(String targetBase, Endpoint endpoint, Duration timeout, TlsClient tls)
            throws IOException {
        URI target = URI.create(targetBase);
        int port = target.getPort() > 0 ? target.getPort() : 443;
        String hostHeader = target.getPort() > 0 ? target.getHost() + ":" + port : target.getHost();
        ByteBuffer request = new RequestMessages(target, hostHeader, true).bytes(endpoint);
        byte[] requestBytes = new byte[request.remaining()];
        request.get(requestBytes);
        int timeoutMillis = (int) Math.min(Integer.MAX_VALUE, timeout.toMillis());
        WireCounts counts = new WireCounts();
        try (CountingSocket plain = new CountingSocket(counts)) {
            plain.setTcpNoDelay(true);
            plain.setSoTimeout(timeoutMillis);
            plain.connect(new InetSocketAddress(target.getHost(), port), timeoutMillis);
            try (Socket socket = tls.layer(plain, target.getHost(), port)) {
                OutputStream out = socket.getOutputStream();
                InputStream in = new java.io.BufferedInputStream(socket.getInputStream());
                long written = 0;
                long read = 0;
                for (int i = 0; i < CALLS; i++) {
                    written = counts.written();
                    read = counts.read();
                    out.write(requestBytes);
                    out.flush();
                    readResponse(in);
                }
                return new ResponseSizer.WireBytes(counts.written() - written, counts.read() - read);
            }
        }
    }

    /**
     * @throws IOException with a one-line message when the server does not answer with a whole 2xx response
     */
    static ResponseSizer.WireBytes count(String targetBase, Endpoint endpoint, Duration timeout) throws IOException {
        URI target = URI.create(targetBase);
        if (!"http".equals(target.getScheme())) {
            throw new IOException("counting an exchange's bytes on the wire needs plain http, not " + target.getScheme());
        }
        int port = target.getPort() > 0 ? target.getPort() : 80;
        String hostHeader = target.getPort() > 0 ? target.getHost() + ":" + port : target.getHost();
        RequestMessages messages = new RequestMessages(target, hostHeader, true);
        byte[] requestBytes = new byte[0];
        try (Socket socket = new Socket()) {
            socket.setTcpNoDelay(true);
            socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, timeout.toMillis()));
            socket.connect(new InetSocketAddress(target.getHost(), port), (int) Math.min(Integer.MAX_VALUE,
                    timeout.toMillis()));
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            long responseBytes = 0;
            for (int i = 0; i < CALLS; i++) {
                // Each call's own request: a message made fresh per exchange (WS-Security) is refused when replayed.
                ByteBuffer request = messages.bytes(endpoint.next());
                requestBytes = new byte[request.remaining()];
                request.get(requestBytes);
                out.write(requestBytes);
                out.flush();
                responseBytes = readResponse(in);
            }
            return new ResponseSizer.WireBytes(requestBytes.length, responseBytes);
        }
    }

    /** Reads one whole response; returns its bytes, head and body. */
    static long readResponse(InputStream in) throws IOException {
        String head = readHead(in);
        long headBytes = head.length();
        String statusLine = head.substring(0, head.indexOf("\r\n"));
        String[] status = statusLine.split(" ", 3);
        if (status.length < 2 || !status[1].startsWith("2")) {
            throw new IOException("the server answered '" + statusLine + "', not 2xx");
        }
        String lower = head.toLowerCase(Locale.ROOT);
        long length = headerValue(lower, "content-length");
        if (length >= 0) {
            skip(in, length);
            return headBytes + length;
        }
        if (lower.contains("\r\ntransfer-encoding: chunked")) {
            return headBytes + readChunked(in);
        }
        throw new IOException("the response has neither Content-Length nor a chunked body: its end is unknown");
    }

    /** The head up to and with its empty line, as ISO-8859-1 text (one char per byte). */
    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream(512);
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the connection closed in the middle of a response head");
            }
            head.write(b);
            matched = b == "\r\n\r\n".charAt(matched) ? matched + 1 : b == '\r' ? 1 : 0;
            if (head.size() > MAX_HEAD_BYTES) {
                throw new IOException("a response head over " + MAX_HEAD_BYTES + " bytes");
            }
        }
        return head.toString(StandardCharsets.ISO_8859_1);
    }

    /** A chunked body's bytes on the wire: every size line, chunk, CRLF, the last chunk and the trailer's end. */
    private static long readChunked(InputStream in) throws IOException {
        long bytes = 0;
        while (true) {
            String sizeLine = readLine(in);
            bytes += sizeLine.length() + 2;
            int extension = sizeLine.indexOf(';');
            long size = Long.parseLong((extension < 0 ? sizeLine : sizeLine.substring(0, extension)).strip(), 16);
            if (size == 0) {
                // Trailer fields, if any, then the empty line.
                for (String line = readLine(in); ; line = readLine(in)) {
                    bytes += line.length() + 2;
                    if (line.isEmpty()) {
                        return bytes;
                    }
                }
            }
            skip(in, size);
            readLine(in); // the CRLF after the chunk
            bytes += size + 2;
        }
    }

    private static String readLine(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("the connection closed in the middle of a chunked body");
            }
            if (b != '\r') {
                line.append((char) b);
            }
        }
        return line.toString();
    }

    private static void skip(InputStream in, long bytes) throws IOException {
        long left = bytes;
        byte[] buffer = new byte[8192];
        while (left > 0) {
            int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (n < 0) {
                throw new IOException("the connection closed " + left + " bytes before the response's end");
            }
            left -= n;
        }
    }

    /** A header field's numeric value in a lower-cased head, or -1 when absent. */
    private static long headerValue(String lowerHead, String name) {
        int at = lowerHead.indexOf("\r\n" + name + ":");
        if (at < 0) {
            return -1;
        }
        int start = at + name.length() + 3;
        int end = lowerHead.indexOf("\r\n", start);
        return Long.parseLong(lowerHead.substring(start, end).strip());
    }
}
