package org.echosoap.webapp.it;

import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.FreePort;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One HTTP/1.1 POST over a plain socket, to see the framing ({@code Transfer-Encoding}, {@code Content-Length})
 * that the JDK client hides, and the exact body bytes after de-chunking.
 */
final class RawHttp {

    private static final int CONNECT_TIMEOUT_MILLIS = 10_000;
    private static final int READ_TIMEOUT_MILLIS = 30_000;
    private static final int MAX_RESPONSE_BYTES = 1 << 20;

    /** A parsed response: status, header lines as sent, and the body with chunked framing removed. */
    record Response(int status, List<String[]> headers, byte[] body) {

        /** All values of a header, case-insensitive name. */
        List<String> headerValues(String name) {
            List<String> values = new ArrayList<>();
            for (String[] header : headers) {
                if (header[0].equalsIgnoreCase(name)) {
                    values.add(header[1]);
                }
            }
            return values;
        }

        boolean isChunked() {
            return headerValues("Transfer-Encoding").stream()
                    .anyMatch(v -> v.toLowerCase(Locale.ROOT).contains("chunked"));
        }
    }

    private RawHttp() {
    }

    /** POSTs {@code body} to {@code pathAndQuery} on 127.0.0.1:port and reads the whole answer. */
    static Response post(int port, String pathAndQuery, String contentType, byte[] body) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(EchosoapServer.HOST, port), CONNECT_TIMEOUT_MILLIS);
            socket.setSoTimeout(READ_TIMEOUT_MILLIS);
            String head = "POST " + pathAndQuery + " HTTP/1.1\r\n"
                    + "Host: " + EchosoapServer.HOST + ":" + port + "\r\n"
                    + "Content-Type: " + contentType + "\r\n"
                    + "Content-Length: " + body.length + "\r\n"
                    // close: the server ends the response by closing, so reading to EOF is bounded
                    + "Connection: close\r\n"
                    + "\r\n";
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            return parse(readAll(socket.getInputStream()));
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        for (int n; (n = in.read(buffer)) >= 0; ) {
            all.write(buffer, 0, n);
            if (all.size() > MAX_RESPONSE_BYTES) {
                throw new IOException("response larger than " + MAX_RESPONSE_BYTES + " bytes");
            }
        }
        return all.toByteArray();
    }

    static Response parse(byte[] raw) throws IOException {
        int headEnd = indexOf(raw, "\r\n\r\n".getBytes(StandardCharsets.US_ASCII), 0);
        if (headEnd < 0) {
            throw new IOException("no end of headers in " + raw.length + " bytes");
        }
        String[] lines = new String(raw, 0, headEnd, StandardCharsets.ISO_8859_1).split("\r\n");
        String[] statusLine = lines[0].split(" ", 3);
        if (statusLine.length < 2 || !statusLine[0].startsWith("HTTP/1.")) {
            throw new IOException("not an HTTP/1.x status line: " + lines[0]);
        }
        List<String[]> headers = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.add(new String[] {lines[i].substring(0, colon).trim(), lines[i].substring(colon + 1).trim()});
        }
        Response withoutBody = new Response(Integer.parseInt(statusLine[1]), headers, new byte[0]);
        int bodyStart = headEnd + 4;
        byte[] body = withoutBody.isChunked()
                ? dechunk(raw, bodyStart)
                : java.util.Arrays.copyOfRange(raw, bodyStart, raw.length);
        return new Response(withoutBody.status(), headers, body);
    }

    /** Concatenates the chunks; requires the terminating zero-size chunk (a complete response). */
    private static byte[] dechunk(byte[] raw, int from) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        int pos = from;
        while (true) {
            int lineEnd = indexOf(raw, new byte[] {'\r', '\n'}, pos);
            if (lineEnd < 0) {
                throw new IOException("truncated chunked body");
            }
            String sizeText = new String(raw, pos, lineEnd - pos, StandardCharsets.US_ASCII);
            int semicolon = sizeText.indexOf(';');
            int chunkBytes = Integer.parseInt((semicolon < 0 ? sizeText : sizeText.substring(0, semicolon)).trim(), 16);
            pos = lineEnd + 2;
            if (chunkBytes == 0) {
                return body.toByteArray();
            }
            if (pos + chunkBytes + 2 > raw.length) {
                throw new IOException("truncated chunk of " + chunkBytes + " bytes");
            }
            body.write(raw, pos, chunkBytes);
            pos += chunkBytes + 2; // data + CRLF
        }
    }

    private static int indexOf(byte[] haystack, byte[] needle, int from) {
        outer:
        for (int i = from; i <= haystack.length - needle.length; i++) {
            for (int k = 0; k < needle.length; k++) {
                if (haystack[i + k] != needle[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
