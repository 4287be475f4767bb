package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Slow clients cannot starve the server: 400 connections, spread over the SOAP endpoint of every stack's WAR, send
 * full headers (Content-Length 1,000) and then trickle their bodies a byte a second; meanwhile a measured run of
 * EchoFloat on each stack must have 0 errors. Before the read-ahead filter these connections held Tomcat's 200 request
 * threads (the servlet's blocking read parks its thread) and the runs' preflight got no answer. A connection the server
 * ends at its whole-body deadline (20 s) must have had a 408 and is replaced at once, so the 400 last as long as the
 * runs. Afterwards each trickler sends the rest of its body at once and must get an answer (a SOAP fault: the body is
 * no operation), and a normal request is served on each stack: nothing is left holding a thread.
 */
@ExtendWith(ClientServer.class)
class SlowClientsIT {

    private static final int CONNECTIONS = 400;
    private static final int BODY_BYTES = 1_000;
    private static final Duration TRICKLE_INTERVAL = Duration.ofSeconds(1);
    /** Bounds the trickle whatever the runs do. */
    private static final Duration TRICKLE_LIMIT = Duration.ofSeconds(45);
    private static final Duration ANSWER_LIMIT = Duration.ofSeconds(15);
    /** Stack key (the client's --stack) and its WAR's context. */
    private static final Map<String, String> CONTEXTS = Map.of("axis2", "echosoap", "cxf", "echosoap-cxf",
            "metro", "echosoap-metro", "axis1", "axis1");

    @Test
    void goodRequestsAreServedWhile400ConnectionsTrickleTheirBodies(EchosoapServer server) throws Exception {
        List<String> stacks = List.of("axis2", "cxf", "metro", "axis1");
        byte[] body = body();
        List<Trickler> tricklers = new ArrayList<>();
        try {
            for (int i = 0; i < CONNECTIONS; i++) {
                tricklers.add(new Trickler(server.port(), "/" + CONTEXTS.get(stacks.get(i % stacks.size()))
                        + "/services/EchoFloat", body));
            }
            Thread ticker = new Thread(() -> tick(tricklers), "trickle");
            ticker.setDaemon(true);
            ticker.start();
            Thread.sleep(2_000); // every trickling request has reached the webapp

            for (String stack : stacks) {
                InProcessRun run = InProcessRun.of("slow-clients-" + stack, "--target", server.uri("").toString(),
                        "--stack", stack, "--max-time", "2s", "--prime", "1s", "--timeout", "5s");
                assertNotNull(run.result(), stack + ": " + run.stdout() + run.stderr());
                for (JsonNode r : run.result().get("runs")) {
                    assertEquals(0, r.get("errors").asLong(), stack + " " + r.get("endpoint") + " had errors beside "
                            + CONNECTIONS + " trickling connections: " + r.get("errorsByKind"));
                    assertTrue(r.get("requestsSent").asLong() > 0, stack + ": " + r);
                }
                assertEquals(0, run.exit(), stack + ": " + run.stdout() + run.stderr());
            }
            ticker.interrupt();
            ticker.join(5_000);
            List<String> unclean = new ArrayList<>();
            int cut = 0;
            for (Trickler t : tricklers) {
                for (String status : t.cuts) {
                    cut++;
                    if (!status.startsWith("HTTP/1.1 408")) {
                        unclean.add(t.path + ": " + status);
                    }
                }
            }
            assertTrue(unclean.isEmpty(), "a trickling connection was cut other than by the body deadline's 408, e.g. "
                    + unclean.subList(0, Math.min(5, unclean.size())));
            List<String> unanswered = new ArrayList<>();
            for (Trickler t : tricklers) {
                String status = t.finishAndReadStatus();
                if (!status.matches("HTTP/1\\.1 [245]\\d\\d.*")) {
                    unanswered.add(t.path + ": " + status);
                }
            }
            assertTrue(unanswered.isEmpty(), unanswered.size() + " trickling requests got no answer once their"
                    + " bodies were complete, e.g. " + unanswered.subList(0, Math.min(5, unanswered.size()))
                    + " (" + cut + " connections were cut by the deadline and replaced before)");
        } finally {
            for (Trickler t : tricklers) {
                t.close();
            }
        }
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        for (String stack : stacks) {
            HttpResponse<String> after = http.send(HttpRequest.newBuilder(server.uri(CONTEXTS.get(stack),
                    "/baseline/null")).timeout(Duration.ofSeconds(5)).POST(HttpRequest.BodyPublishers.ofString("<a/>"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, after.statusCode(), stack + " after the trickle: " + after.body());
        }
    }

    /** A well-formed SOAP 1.1 envelope of exactly {@link #BODY_BYTES} bytes whose body names no operation. */
    private static byte[] body() {
        String head = "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>"
                + "<noSuchOperation xmlns=\"urn:echosoap:slow\">";
        String tail = "</noSuchOperation></soapenv:Body></soapenv:Envelope>";
        String text = head + "x".repeat(BODY_BYTES - head.length() - tail.length()) + tail;
        byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
        assertEquals(BODY_BYTES, bytes.length);
        return bytes;
    }

    /** One byte to every open trickler each interval, until interrupted or {@link #TRICKLE_LIMIT} passes. */
    private static void tick(List<Trickler> tricklers) {
        long deadline = System.nanoTime() + TRICKLE_LIMIT.toNanos();
        while (System.nanoTime() < deadline) {
            try {
                Thread.sleep(TRICKLE_INTERVAL.toMillis());
            } catch (InterruptedException e) {
                return;
            }
            for (Trickler t : tricklers) {
                t.sendOneByte();
            }
        }
    }

    /**
     * A connection that sent its headers and trickles its body. When the server ends it early (its whole-body deadline
     * passed while the runs went on), the answer is kept in {@link #cuts} and a new connection takes its place, so
     * that the attack lasts as long as the runs do.
     */
    private static final class Trickler {
        final String path;
        private final int port;
        private final byte[] body;
        private Socket socket;
        private int sentBytes;
        /** The status lines of the connections the server ended before their bodies were complete. */
        final List<String> cuts = new ArrayList<>();

        Trickler(int port, String path, byte[] body) throws IOException {
            this.port = port;
            this.path = path;
            this.body = body;
            open();
        }

        private void open() throws IOException {
            socket = new Socket();
            socket.connect(new InetSocketAddress(EchosoapServer.HOST, port), 5_000);
            String head = "POST " + path + " HTTP/1.1\r\nHost: " + EchosoapServer.HOST + ":" + port + "\r\n"
                    + "Content-Type: text/xml; charset=utf-8\r\nSOAPAction: \"\"\r\nContent-Length: " + body.length
                    + "\r\n\r\n";
            socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().write(body, 0, 1);
            sentBytes = 1;
        }

        synchronized void sendOneByte() {
            if (sentBytes >= body.length - 1) {
                return;
            }
            try {
                if (socket.getInputStream().available() > 0) { // answered before its body was complete
                    cuts.add(statusLine(socket.getInputStream()));
                    socket.close();
                    open();
                    return;
                }
                socket.getOutputStream().write(body[sentBytes]);
                sentBytes++;
            } catch (IOException e) {
                cuts.add("closed without an answer: " + e);
                close();
                try {
                    open();
                } catch (IOException again) {
                    // tried again next interval: the write fails on the closed socket
                }
            }
        }

        /** Sends the rest of the body and returns the answer's status line, or what went wrong. */
        synchronized String finishAndReadStatus() {
            try {
                socket.setSoTimeout((int) ANSWER_LIMIT.toMillis());
                if (socket.getInputStream().available() == 0) {
                    OutputStream out = socket.getOutputStream();
                    out.write(body, sentBytes, body.length - sentBytes);
                    out.flush();
                }
                return statusLine(socket.getInputStream());
            } catch (IOException e) {
                return "no answer: " + e;
            }
        }

        private static String statusLine(InputStream in) throws IOException {
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = in.read()) >= 0 && c != '\n' && line.length() < 200) {
                line.append((char) c);
            }
            return line.toString().strip();
        }

        synchronized void close() {
            try {
                socket.close();
            } catch (IOException e) {
                // closing anyway
            }
        }
    }
}
