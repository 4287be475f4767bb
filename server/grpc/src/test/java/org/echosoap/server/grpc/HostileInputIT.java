package org.echosoap.server.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.echosoap.server.grpc.latency.DoNothingRequest;
import org.echosoap.server.grpc.latency.EchoFloatRequest;
import org.echosoap.server.grpc.latency.EchoFloatResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What no well-behaved client sends, on the jar's port with its default timeouts: each refused at once (long before
 * any timeout could be what ended it), and after each the next good call is served. The cases that only a timeout
 * can end are {@link StalledConnectionsIT}'s.
 */
class HostileInputIT {

    private static final String ECHO_FLOAT = "/echosoap.latency.Latency/EchoFloat";
    /** "At once": far below the 20 s handshake and keepalive timeouts, generous for a loaded 2-core machine. */
    private static final Duration AT_ONCE = Duration.ofSeconds(5);

    private static GrpcServerProcess server;

    @BeforeAll
    static void start() throws Exception {
        server = GrpcServerProcess.start("hostile", "127.0.0.1");
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.close();
            // Each refusal grpc-java logs is one line of the server's own (no stack traces, no client bytes raw).
            server.log().lines().forEach(line -> assertTrue(line.startsWith("echosoap-grpc: "), line));
        }
    }

    @AfterEach
    void theNextGoodCallIsServed() throws Exception {
        assertTrue(server.isAlive(), "the server died:\n" + server.log());
        server.latency().doNothing(DoNothingRequest.getDefaultInstance());
        assertEquals(2.5f, server.latency().echoFloat(EchoFloatRequest.newBuilder().setValue(2.5f).build()).getValue());
    }

    @Test
    void garbageBytesAreRefusedAtOnce() throws Exception {
        byte[] garbage = new byte[256];
        new Random(24).nextBytes(garbage);
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.write(garbage);
            RawHttp2.Ending ending = h2.readUntilClosed(AT_ONCE);
            assertGoaway(ending, RawHttp2.PROTOCOL_ERROR);
        }
    }

    @Test
    void anHttp11RequestIsRefusedAtOnce() throws Exception {
        String request = "POST /echosoap.latency.Latency/DoNothing HTTP/1.1\r\nHost: 127.0.0.1:" + server.port()
                + "\r\nContent-Type: application/grpc\r\nContent-Length: 5\r\n\r\n\0\0\0\0\0";
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.write(request.getBytes(StandardCharsets.US_ASCII));
            RawHttp2.Ending ending = h2.readUntilClosed(AT_ONCE);
            // No HTTP/1.1 answer: the port speaks HTTP/2 only (prior knowledge, no Upgrade).
            assertFalse(new String(ending.unframed(), StandardCharsets.ISO_8859_1).contains("HTTP/1.1"),
                    () -> new String(ending.unframed(), StandardCharsets.ISO_8859_1));
            assertGoaway(ending, RawHttp2.PROTOCOL_ERROR);
        }
    }

    @Test
    void aWrongPrefaceIsRefusedAtOnce() throws Exception {
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.write("PRI * HTTP/2.0\r\n\r\nXX\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            assertGoaway(h2.readUntilClosed(AT_ONCE), RawHttp2.PROTOCOL_ERROR);
        }
    }

    @Test
    void aFrameLongerThanTheFrameSizeIsAConnectionError() throws Exception {
        // SETTINGS_MAX_FRAME_SIZE is 16,384 until the server says otherwise; a header claiming 16 MiB - 1 is refused
        // from the header alone, nothing of it buffered.
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.preface();
            h2.write(RawHttp2.frameBytes(RawHttp2.DATA, 0, 1, 0xffffff, new byte[16]));
            assertGoaway(h2.readUntilClosed(AT_ONCE), RawHttp2.FRAME_SIZE_ERROR);
        }
    }

    @Test
    void theServerAnnouncesItsLimitsInItsSettings() throws Exception {
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.preface();
            RawHttp2.Frame settings = h2.next(RawHttp2.SETTINGS, AT_ONCE);
            assertNotNull(settings, "no SETTINGS");
            Map<Integer, Long> values = settings.settings();
            assertEquals(GrpcServer.MAX_CONCURRENT_CALLS_PER_CONNECTION,
                    values.get(RawHttp2.SETTINGS_MAX_CONCURRENT_STREAMS).intValue(), values::toString);
            assertEquals(GrpcServer.MAX_INBOUND_METADATA_BYTES,
                    values.get(RawHttp2.SETTINGS_MAX_HEADER_LIST_SIZE).intValue(), values::toString);
        }
    }

    @Test
    void aMessageCutShortByTheEndOfItsStreamIsRefusedAndTheConnectionServesOn() throws Exception {
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.preface();
            h2.frame(RawHttp2.HEADERS, RawHttp2.END_HEADERS, 1, headers(ECHO_FLOAT));
            // The prefix announces 5 bytes, 2 follow, then END_STREAM.
            h2.frame(RawHttp2.DATA, RawHttp2.END_STREAM, 1, new byte[] {0, 0, 0, 0, 5, 0x0d, 0});
            RawResponse refused = RawResponse.read(h2, 1);
            assertEquals("13", refused.status(), refused::toString);   // INTERNAL: the stream broke off mid-message

            RawResponse good = RawResponse.read(h2, echoFloat(h2, 3, 1.5f));
            assertEquals("0", good.status(), good::toString);
            assertEquals(1.5f, EchoFloatResponse.parseFrom(good.message()).getValue());
        }
    }

    @Test
    void aLengthPrefixBeyondTheLimitIsRefusedBeforeTheMessageArrives() throws Exception {
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.preface();
            h2.frame(RawHttp2.HEADERS, RawHttp2.END_HEADERS, 1, headers(ECHO_FLOAT));
            // 2^31-1 bytes announced, 3 sent, the stream left open: the answer cannot wait for the rest.
            h2.frame(RawHttp2.DATA, 0, 1, new byte[] {0, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff, 1, 2, 3});
            RawResponse refused = RawResponse.read(h2, 1);
            assertEquals("8", refused.status(), refused::toString);   // RESOURCE_EXHAUSTED
            assertTrue(refused.message("grpc-message").contains("65536"), refused::toString);

            RawResponse good = RawResponse.read(h2, echoFloat(h2, 3, -4f));
            assertEquals(-4f, EchoFloatResponse.parseFrom(good.message()).getValue(), good::toString);
        }
    }

    @Test
    void aMessageOneByteOverTheLimitIsResourceExhaustedOneAtTheLimitIsServed() {
        // EchoFloatRequest with an unknown length-delimited field (number 15) padding it to exactly the limit:
        // protobuf keeps unknown fields, so the call is valid and echoes 0.
        byte[] atLimit = paddedEchoFloat(GrpcServer.MAX_INBOUND_MESSAGE_BYTES);
        assertEquals(0f, parse(RawCalls.unary(server.channel(), ECHO_FLOAT.substring(1), atLimit)).getValue());

        byte[] overLimit = paddedEchoFloat(GrpcServer.MAX_INBOUND_MESSAGE_BYTES + 1);
        var e = assertThrows(StatusRuntimeException.class,
                () -> RawCalls.unary(server.channel(), ECHO_FLOAT.substring(1), overLimit));
        assertEquals(Status.Code.RESOURCE_EXHAUSTED, e.getStatus().getCode(), e::toString);
        assertTrue(e.getStatus().getDescription().contains("65536"), e::toString);
    }

    @Test
    void bytesThatAreNoMessageAreInvalidArgument() throws Exception {
        // A field tag with wire type 7, which does not exist; then a length running past the end.
        var e = assertThrows(StatusRuntimeException.class,
                () -> RawCalls.unary(server.channel(), ECHO_FLOAT.substring(1), new byte[] {0x0f, 1, 2}));
        assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e::toString);
        assertEquals("EchoFloat: the request is not a valid message of its type (Protocol message tag had invalid"
                + " wire type.)", e.getStatus().getDescription());
        e = assertThrows(StatusRuntimeException.class,
                () -> RawCalls.unary(server.channel(), "echosoap.latency.Latency/GetString", new byte[] {0x0a, 5}));
        assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e::toString);
        // Not a crash of the service: nothing in the server's log.
        assertFalse(server.log().contains("SerializingExecutor"), server.log());
    }

    @Test
    void metadataBeyondTheLimitIsRefusedAndTheConnectionServesOn() throws Exception {
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.preface();
            h2.frame(RawHttp2.HEADERS, RawHttp2.END_HEADERS, 1, headers(ECHO_FLOAT, "x-padding", "p".repeat(9_000)));
            h2.frame(RawHttp2.DATA, RawHttp2.END_STREAM, 1, RawHttp2.grpcMessage(new byte[0]));
            RawResponse refused = RawResponse.read(h2, 1);
            // HTTP 431 Request Header Fields Too Large, the stream ended with it; no call reached the service.
            assertEquals(List.of(Map.of(":status", "431")), refused.headerBlocks(), refused::toString);
            assertNull(refused.message(), refused::toString);

            RawResponse good = RawResponse.read(h2, echoFloat(h2, 3, 8f));
            assertEquals(8f, EchoFloatResponse.parseFrom(good.message()).getValue(), good::toString);
        }
    }

    @Test
    void theCallBeyondTheConcurrentLimitIsRefusedTheOthersServed() throws Exception {
        int limit = GrpcServer.MAX_CONCURRENT_CALLS_PER_CONNECTION;
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.preface();
            // The server's SETTINGS (the limit among them) read and acknowledged, as a client would.
            assertNotNull(h2.nextAnswering(RawHttp2.SETTINGS, AT_ONCE));
            ByteArrayOutputStream burst = new ByteArrayOutputStream();
            for (int i = 0; i <= limit; i++) {   // limit + 1 calls opened, none finished
                burst.write(RawHttp2.frameBytes(RawHttp2.HEADERS, RawHttp2.END_HEADERS, 1 + 2 * i,
                        headers(ECHO_FLOAT)));
            }
            h2.write(burst.toByteArray());
            int beyond = 1 + 2 * limit;
            RawHttp2.Frame reset = h2.nextAnswering(RawHttp2.RST_STREAM, AT_ONCE);
            assertNotNull(reset, "no call refused");
            assertEquals(beyond, reset.streamId(), reset::toString);
            assertEquals(RawHttp2.REFUSED_STREAM, reset.errorCode(), reset::toString);

            // The calls within the limit are open and are answered once their messages arrive.
            RawResponse first = RawResponse.read(h2, finish(h2, 1, 3f));
            assertEquals(3f, EchoFloatResponse.parseFrom(first.message()).getValue(), first::toString);
        }
    }

    @Test
    void aBurstOfResetCallsClosesTheConnection() throws Exception {
        try (RawHttp2 h2 = RawHttp2.connect(server.host(), server.port())) {
            h2.preface();
            ByteArrayOutputStream burst = new ByteArrayOutputStream();
            for (int i = 0; i < 2 * GrpcServer.MAX_RST_FRAMES_PER_WINDOW; i++) {
                int stream = 1 + 2 * i;
                burst.write(RawHttp2.frameBytes(RawHttp2.HEADERS, RawHttp2.END_HEADERS, stream, headers(ECHO_FLOAT)));
                burst.write(RawHttp2.frameBytes(RawHttp2.RST_STREAM, 0, stream, RawHttp2.rstStream(RawHttp2.CANCEL)));
            }
            h2.write(burst.toByteArray());
            RawHttp2.Ending ending = h2.readUntilClosed(AT_ONCE);
            RawHttp2.Frame goaway = ending.frames().stream().filter(f -> f.type() == RawHttp2.GOAWAY).findFirst()
                    .orElseThrow(() -> new AssertionError("no GOAWAY: " + ending));
            assertEquals(RawHttp2.ENHANCE_YOUR_CALM, goaway.errorCode(), goaway::toString);
        }
    }

    private static byte[] headers(String path, String... extra) {
        return RawHttp2.requestHeaders(server.host() + ":" + server.port(), path, extra);
    }

    /** Opens stream {@code id} as an EchoFloat call and sends its whole request. */
    private static int echoFloat(RawHttp2 h2, int id, float value) throws Exception {
        h2.frame(RawHttp2.HEADERS, RawHttp2.END_HEADERS, id, headers(ECHO_FLOAT));
        return finish(h2, id, value);
    }

    /** Sends the request message of an open EchoFloat call and ends its stream. */
    private static int finish(RawHttp2 h2, int id, float value) throws Exception {
        h2.frame(RawHttp2.DATA, RawHttp2.END_STREAM, id,
                RawHttp2.grpcMessage(EchoFloatRequest.newBuilder().setValue(value).build().toByteArray()));
        return id;
    }

    private static byte[] paddedEchoFloat(int totalBytes) {
        // Field 15, wire type 2: tag 0x7a, a 3-byte varint length (the padding is 16 KiB or more), the padding.
        int padding = totalBytes - 1 - 3;
        ByteArrayOutputStream message = new ByteArrayOutputStream();
        message.write(0x7a);
        message.write((padding & 0x7f) | 0x80);
        message.write(((padding >>> 7) & 0x7f) | 0x80);
        message.write(padding >>> 14);
        message.writeBytes(new byte[padding]);
        byte[] bytes = message.toByteArray();
        assertEquals(totalBytes, bytes.length);
        return bytes;
    }

    private static EchoFloatResponse parse(byte[] bytes) {
        try {
            return EchoFloatResponse.parseFrom(bytes);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** The server said why with a GOAWAY carrying {@code errorCode} before it closed. */
    private static void assertGoaway(RawHttp2.Ending ending, int errorCode) {
        RawHttp2.Frame goaway = ending.frames().stream().filter(f -> f.type() == RawHttp2.GOAWAY).findFirst()
                .orElseThrow(() -> new AssertionError("no GOAWAY: " + ending.frames()));
        assertEquals(errorCode, goaway.errorCode(), goaway::toString);
    }

    /** One stream's answer as read off the raw connection: header blocks, the message, or the reset. */
    record RawResponse(List<Map<String, String>> headerBlocks, byte[] message, RawHttp2.Frame reset) {

        static RawResponse read(RawHttp2 h2, int streamId) throws Exception {
            List<Map<String, String>> blocks = new ArrayList<>();
            ByteArrayOutputStream data = new ByteArrayOutputStream();
            long deadline = System.nanoTime() + AT_ONCE.toNanos();
            while (true) {
                RawHttp2.Frame f = h2.nextAnswering(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
                if (f == null) {
                    throw new AssertionError("connection closed before stream " + streamId + " ended");
                }
                if (f.type() == RawHttp2.HEADERS) {
                    Map<String, String> block = h2.headers(f);   // decoded in order: HPACK's table is shared
                    if (f.streamId() == streamId) {
                        blocks.add(block);
                        if (f.has(RawHttp2.END_STREAM)) {
                            return new RawResponse(blocks, message(data.toByteArray()), null);
                        }
                    }
                } else if (f.streamId() == streamId && f.type() == RawHttp2.DATA) {
                    data.writeBytes(f.payload());
                } else if (f.streamId() == streamId && f.type() == RawHttp2.RST_STREAM) {
                    return new RawResponse(blocks, message(data.toByteArray()), f);
                }
            }
        }

        /** The gRPC message of the DATA frames without its 5-byte prefix, or null when there is none. */
        private static byte[] message(byte[] data) {
            if (data.length < 5) {
                return null;
            }
            byte[] message = new byte[data.length - 5];
            System.arraycopy(data, 5, message, 0, message.length);
            return message;
        }

        /** grpc-status of the last header block (the trailers), null when it has none. */
        String status() {
            return headerBlocks.isEmpty() ? null : headerBlocks.get(headerBlocks.size() - 1).get("grpc-status");
        }

        String message(String header) {
            return headerBlocks.isEmpty() ? "" : headerBlocks.get(headerBlocks.size() - 1).getOrDefault(header, "");
        }

        @Override
        public String toString() {
            return "RawResponse[" + headerBlocks + ", message " + (message == null ? "none" : message.length
                    + " bytes") + ", reset " + reset + "]";
        }
    }
}
