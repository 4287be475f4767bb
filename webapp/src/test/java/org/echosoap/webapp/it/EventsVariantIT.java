package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code /variant/events} (the memory suite's StAX variant): in both input modes it answers Axis2's exact
 * echoSimpleEvents bytes for the same request, refuses bad requests with a Client fault, a body declared over the
 * limit with 413 before reading it, and a request that turns bad after its answer started by closing the
 * connection (a truncated answer, never a wrong one).
 */
@ExtendWith(SharedServer.class)
class EventsVariantIT {

    /** {@code count} events: sequence i, timestamp i + 0.5, message "event i", plus one nil item and escaping. */
    static byte[] request(int count) {
        StringBuilder items = new StringBuilder(count * 110 + 200);
        for (int i = 0; i < count; i++) {
            items.append("<item><message>event ").append(i).append(i == 1 ? " &amp; &lt;1&gt; ]]&gt;" : "")
                    .append("</message><timestamp>").append(i).append(".50</timestamp><sequenceNumber>+")
                    .append(i).append("</sequenceNumber></item>");
            if (i == 2) {
                items.append("<item xmlns:xsi=\"").append(BenchmarkSoap.XSI).append("\" xsi:nil=\"true\"/>");
            }
        }
        return BenchmarkSoap.envelope(BenchmarkSoap.element("echoSimpleEventsRequest",
                "<input>" + items + "</input>"));
    }

    @ParameterizedTest
    @CsvSource({"0, stream", "0, preread", "5, stream", "5, preread", "20000, stream", "20000, preread"})
    void answersAxis2sExactBytes(int count, String input, EchosoapServer server) throws Exception {
        byte[] request = request(count);
        HttpResponse<byte[]> axis2 = BenchmarkSoap.callLarge(server.uri("/services/Benchmark"), request);
        HttpResponse<byte[]> variant = BenchmarkSoap.callLarge(server.uri("/variant/events?input=" + input), request);
        assertEquals(200, axis2.statusCode(), () -> Http.body(axis2));
        assertEquals(200, variant.statusCode(), () -> Http.body(variant));
        assertEquals(Http.header(axis2, "Content-Type"), Http.header(variant, "Content-Type"));
        assertArrayEquals(axis2.body(), variant.body(), () -> "variant: " + head(variant.body()) + "\naxis2: " + head(axis2.body()));
        if (count > 0) {
            String text = new String(variant.body(), StandardCharsets.UTF_8);
            assertTrue(text.contains("<sequenceNumber>1</sequenceNumber><timestamp>1.5</timestamp>"
                    + "<message>event 1 &amp; &lt;1> ]]&gt;</message>"), text.substring(0, Math.min(text.length(), 800)));
        }
    }

    @ParameterizedTest
    @CsvSource({"stream", "preread"})
    void badRequestsGetAClientFault(String input, EchosoapServer server) throws Exception {
        URI uri = server.uri("/variant/events?input=" + input);
        BenchmarkSoap.assertClientFault(Http.post(uri, "<not xml".getBytes(StandardCharsets.UTF_8)), "XML error");
        BenchmarkSoap.assertClientFault(Http.post(uri, BenchmarkSoap.envelope(BenchmarkSoap.element("echoInts", ""))),
                "expected echoSimpleEventsRequest");
        BenchmarkSoap.assertClientFault(Http.post(uri, BenchmarkSoap.envelope(BenchmarkSoap.element(
                "echoSimpleEventsRequest", "<input><item><sequenceNumber>x</sequenceNumber></item></input>"))),
                "sequenceNumber");
        BenchmarkSoap.assertClientFault(Http.post(uri, BenchmarkSoap.envelope(BenchmarkSoap.element(
                "echoSimpleEventsRequest", "<input><item><sequenceNumber>1</sequenceNumber></item></input>"))),
                "needs sequenceNumber, timestamp and message");
        HttpResponse<byte[]> bogus = Http.post(server.uri("/variant/events?input=bogus"), request(1));
        assertEquals(400, bogus.statusCode());
    }

    @Test
    void aRequestThatTurnsBadAfterTheAnswerStartedIsCutOffNotAnsweredWrongly(EchosoapServer server) throws Exception {
        byte[] good = request(2000);
        String text = new String(good, StandardCharsets.ISO_8859_1);
        // Item 1500's sequence number is not an int: found long after the first 8 KB of the answer were sent.
        byte[] bad = text.replace("<sequenceNumber>+1500</sequenceNumber>", "<sequenceNumber>oops</sequenceNumber>")
                .getBytes(StandardCharsets.ISO_8859_1);
        assertThrows(IOException.class, () -> BenchmarkSoap.callLarge(server.uri("/variant/events"), bad),
                "the truncated chunked answer must fail the exchange");
        assertEquals(200, Http.post(server.uri("/variant/events"), request(3)).statusCode(), "still healthy");
    }

    @Test
    void aDeclaredBodyOverTheLimitIsRefusedBeforeItIsRead(EchosoapServer server) throws Exception {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(EchosoapServer.HOST, server.port()), 10_000);
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /echosoap/variant/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: text/xml; charset=UTF-8\r\nContent-Length: " + (64L * 1024 * 1024 + 1) + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[4096];
            int n = in.read(buffer); // bounded by the 10 s timeout: a server waiting for the body would not answer
            String answer = new String(buffer, 0, Math.max(n, 0), StandardCharsets.UTF_8);
            assertTrue(answer.startsWith("HTTP/1.1 413"), answer);
        }
    }

    private static String head(byte[] body) {
        String s = new String(body, StandardCharsets.UTF_8);
        assertFalse(s.isEmpty(), "empty body");
        return s.substring(0, Math.min(s.length(), 600));
    }
}
