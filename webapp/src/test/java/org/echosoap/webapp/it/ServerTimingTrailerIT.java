package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A streamed answer larger than Tomcat's response buffer commits before it is written, so its Server-Timing
 * header only covers the start; the whole message's figures follow in a chunked trailer. Small answers
 * keep their exact framing without one, and an HTTP/1.0 request (no chunking, no trailer) still gets its answer.
 */
@ExtendWith(SharedServer.class)
class ServerTimingTrailerIT {

    private static final Pattern ALLOC = Pattern.compile("Server-Timing: app;dur=[0-9.]+, alloc;dur=([0-9]+);desc=\"bytes allocated\"");

    private static byte[] sendSimpleEvents(int size) {
        return BenchmarkSoap.envelope(BenchmarkSoap.element("sendSimpleEventsRequest", "<size>" + size + "</size>"));
    }

    @Test
    void aBigStreamedAnswerCarriesTheWholeMessagesFiguresInATrailer(EchosoapServer server) throws Exception {
        String raw = exchange(server, "HTTP/1.1", "/echosoap/services/Benchmark", sendSimpleEvents(2000));
        assertTrue(raw.startsWith("HTTP/1.1 200"), raw.substring(0, 200));
        int headEnd = raw.indexOf("\r\n\r\n");
        Matcher header = ALLOC.matcher(raw.substring(0, headEnd));
        assertTrue(header.find(), raw.substring(0, headEnd));
        int lastChunk = raw.lastIndexOf("\r\n0\r\n");
        String trailer = raw.substring(lastChunk + 5);
        Matcher whole = ALLOC.matcher(trailer);
        assertTrue(whole.find(), "no Server-Timing trailer after the last chunk: " + trailer);
        byte[] body = RawHttp.parse(raw.getBytes(StandardCharsets.ISO_8859_1)).body(); // dechunked
        assertTrue(new String(body, StandardCharsets.UTF_8).endsWith("</soapenv:Envelope>"), "answer complete before the trailer");
        assertTrue(Long.parseLong(whole.group(1)) > Long.parseLong(header.group(1)),
                "the whole message allocated more than its first 8 KB: header " + header.group(1) + ", trailer " + whole.group(1));
    }

    @Test
    void aSmallAnswerHasNoTrailer(EchosoapServer server) throws Exception {
        String raw = exchange(server, "HTTP/1.1", "/echosoap/services/EchoFloat", Seed.request());
        assertTrue(raw.startsWith("HTTP/1.1 200"), raw);
        assertTrue(raw.endsWith("\r\n0\r\n\r\n"), "ends with the empty last chunk and no trailer: " + raw);
    }

    @Test
    void anHttp10RequestStillGetsItsBigAnswer(EchosoapServer server) throws Exception {
        String raw = exchange(server, "HTTP/1.0", "/echosoap/services/Benchmark", sendSimpleEvents(2000));
        assertTrue(raw.startsWith("HTTP/1.1 200"), raw.substring(0, 200));
        assertTrue(raw.endsWith("</soapenv:Envelope>"), raw.substring(Math.max(0, raw.length() - 200)));
        assertEquals(2000, raw.split("<sequenceNumber>", -1).length - 1);
    }

    /** One request with {@code Connection: close}; the whole raw answer, bounded by a 30 s read timeout and 4 MB. */
    private static String exchange(EchosoapServer server, String version, String path, byte[] body) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(EchosoapServer.HOST, server.port()), 10_000);
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + path + " " + version + "\r\nHost: 127.0.0.1\r\nContent-Type: " + Seed.CONTENT_TYPE
                    + "\r\nContent-Length: " + body.length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            byte[] buffer = new byte[16384];
            for (int n; (n = in.read(buffer)) >= 0 && all.size() < (4 << 20); ) {
                all.write(buffer, 0, n);
            }
            return all.toString(StandardCharsets.ISO_8859_1);
        }
    }
}
