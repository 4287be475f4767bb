package org.echosoap.client.scenario.rpc;

import java.io.ByteArrayOutputStream;
import org.echosoap.server.contract.LatencyValues;

/**
 * The protobuf bytes of the gRPC Latency service's messages ({@code server/grpc}'s {@code latency.proto}), written
 * here as the client's SOAP requests are: prepared once, sent as they are, and every answer compared with the bytes
 * the contract makes it, so the client parses no message and its cost stays out of the call's. The encoding is
 * protobuf's wire format for these five messages: a sized request is field 1 as a varint (written even for 0: the
 * field is {@code optional}), getString's answer field 1 as the string's bytes, getIntegers' field 1 as packed varints,
 * echoFloat's field 1 as four little-endian bytes; a field at its default value (an empty string, no integers) is
 * not written at all. {@code GrpcMessagesTest} checks each against the generated classes.
 *
 * <pre>{@code
 * GrpcMessages.method(RpcOperation.GET_STRING);   // "echosoap.latency.Latency/GetString"
 * GrpcMessages.request(RpcOperation.GET_STRING, 3); // {0x08, 0x03}
 * GrpcMessages.answer(RpcOperation.GET_STRING, 3);  // {0x0a, 0x03, 'a', 'b', 'c'}
 * }</pre>
 */
public final class GrpcMessages {

    /** The service's full name in the .proto contract. */
    public static final String SERVICE = "echosoap.latency.Latency";

    private static final int FIELD_1_VARINT = 1 << 3;
    private static final int FIELD_1_LENGTH_DELIMITED = (1 << 3) | 2;
    private static final int FIELD_1_FIXED32 = (1 << 3) | 5;

    private GrpcMessages() {
    }

    /** The method's full name: {@code echosoap.latency.Latency/GetString}. */
    public static String method(RpcOperation op) {
        String call = op.callName();
        return SERVICE + "/" + Character.toUpperCase(call.charAt(0)) + call.substring(1);
    }

    /** The request message of a call of {@code size} (ignored by the calls without one). */
    public static byte[] request(RpcOperation op, int size) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        switch (op) {
            case DO_NOTHING -> { }
            case SET_SIZE, GET_STRING, GET_INTEGERS -> {
                out.write(FIELD_1_VARINT);
                varint(out, checkedSize(size));
            }
            case ECHO_FLOAT -> fixed32(out, Float.floatToRawIntBits(RpcOperation.ECHO_FLOAT_VALUE));
        }
        return out.toByteArray();
    }

    /** The answer message the contract makes for that request. */
    public static byte[] answer(RpcOperation op, int size) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        switch (op) {
            case DO_NOTHING, SET_SIZE -> { }
            case GET_STRING -> {
                if (checkedSize(size) > 0) {
                    byte[] letters = LatencyValues.letters(size).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
                    out.write(FIELD_1_LENGTH_DELIMITED);
                    varint(out, letters.length);
                    out.writeBytes(letters);
                }
            }
            case GET_INTEGERS -> {
                if (checkedSize(size) > 0) {
                    ByteArrayOutputStream values = new ByteArrayOutputStream();
                    for (int i = 0; i < size; i++) {
                        varint(values, i);
                    }
                    out.write(FIELD_1_LENGTH_DELIMITED);
                    varint(out, values.size());
                    out.writeBytes(values.toByteArray());
                }
            }
            case ECHO_FLOAT -> fixed32(out, Float.floatToRawIntBits(RpcOperation.ECHO_FLOAT_VALUE));
        }
        return out.toByteArray();
    }

    private static int checkedSize(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("a sized gRPC call needs a size of 0 or more, got " + size);
        }
        return size;
    }

    /** A non-negative value as a protobuf varint: 7 bits per byte, least significant first. */
    private static void varint(ByteArrayOutputStream out, int value) {
        int v = value;
        while ((v & ~0x7f) != 0) {
            out.write((v & 0x7f) | 0x80);
            v >>>= 7;
        }
        out.write(v);
    }

    private static void fixed32(ByteArrayOutputStream out, int bits) {
        out.write(FIELD_1_FIXED32);
        for (int i = 0; i < 4; i++) {
            out.write(bits >>> (8 * i));
        }
    }
}
