package org.echosoap.client.scenario.rpc;

import java.util.Arrays;
import java.util.List;
import org.echosoap.server.contract.LatencyValues;

/**
 * The calls of the RPC scenarios ({@code rmi.*}, {@code grpc.*}, {@code corba.*}) on a {@code Latency} object: seed
 * 003's four and seed 000's echoFloat, each sized call carrying its size (as the SOAP and JSON requests carry
 * theirs), and how an answer that arrives as a Java value is checked (RMI, CORBA): getString's text, getIntegers'
 * values, echoFloat's value bit for bit. How each system makes the call is its transport's business.
 *
 * <pre>{@code
 * Object expected = RpcOperation.GET_STRING.expected(3);          // prepared once: "abc"
 * RpcOperation.GET_STRING.verdict("abc", expected, 3);            // null: right
 * RpcOperation.GET_STRING.verdict("abd", expected, 3);            // "getString(3) answered ..."
 * }</pre>
 */
public enum RpcOperation {

    DO_NOTHING("doNothing", false),
    SET_SIZE("setSize", true),
    GET_STRING("getString", true) {
        @Override
        public Object expected(int size) {
            return LatencyValues.letters(size);
        }

        @Override
        String verdictOf(Object answer, Object expected, int size) {
            if (expected.equals(answer)) {
                return null;
            }
            String text = String.valueOf(answer);
            return "answered " + text.length() + " characters, not " + size + " of " + LatencyValues.letters(
                    Math.min(size, 5)) + "...: " + (text.length() > 40 ? text.substring(0, 40) + "..." : text);
        }
    },
    GET_INTEGERS("getIntegers", true) {
        @Override
        String verdictOf(Object answer, Object expected, int size) {
            int[] values = (int[]) answer;
            if (values == null || values.length != size) {
                return "answered " + (values == null ? "null" : values.length + " integers") + ", not " + size;
            }
            for (int i = 0; i < size; i++) {
                if (values[i] != i) {
                    return "answered " + values[i] + " at index " + i + ", not " + i;
                }
            }
            return null;
        }
    },
    ECHO_FLOAT("echoFloat", false) {
        @Override
        String verdictOf(Object answer, Object expected, int size) {
            return answer instanceof Float f && Float.floatToRawIntBits(f) == Float.floatToRawIntBits(ECHO_FLOAT_VALUE)
                    ? null : "answered " + answer + ", not " + ECHO_FLOAT_VALUE;
        }
    };

    /** echoFloat's value: seed 000's. */
    public static final float ECHO_FLOAT_VALUE = 3.14159f;

    /** The calls' names, in seed 003's order, then echoFloat. */
    public static final List<String> NAMES = Arrays.stream(values()).map(RpcOperation::callName).toList();

    private final String callName;
    private final boolean sized;

    RpcOperation(String callName, boolean sized) {
        this.callName = callName;
        this.sized = sized;
    }

    /** {@code getString}. */
    public String callName() {
        return callName;
    }

    /** Whether the call takes a size. */
    public boolean sized() {
        return sized;
    }

    /** {@code getString(200)}, {@code echoFloat(3.14159)}, {@code doNothing()}. */
    public String call(int size) {
        if (this == ECHO_FLOAT) {
            return callName + "(" + ECHO_FLOAT_VALUE + ")";
        }
        return callName + "(" + (sized ? Integer.toString(size) : "") + ")";
    }

    /** The operation called {@code name}, or null. */
    public static RpcOperation byName(String name) {
        for (RpcOperation op : values()) {
            if (op.callName.equals(name)) {
                return op;
            }
        }
        return null;
    }

    /** What a right answer equals, prepared once per endpoint (null where it is checked otherwise). */
    public Object expected(int size) {
        return null;
    }

    /** Null when {@code answer} is right for a call of {@code size}, else a one-line reason naming the call. */
    public final String verdict(Object answer, Object expected, int size) {
        String reason = verdictOf(answer, expected, size);
        return reason == null ? null : call(size) + " " + reason;
    }

    /** A void call answers nothing (null): always right. */
    String verdictOf(Object answer, Object expected, int size) {
        return null;
    }
}
