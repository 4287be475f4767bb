package org.echosoap.client.scenario.json;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.echosoap.client.scenario.ExactBytesCheck;
import org.echosoap.client.scenario.ResponseCheck;
import org.echosoap.client.scenario.latency.LatencyMessages;

/**
 * Requests and answers of the JSON calls beside the SOAP services ({@code /json/*} of echosoap.war): seed 003's
 * Latency calls and seed 000's echoFloat. Like the SOAP Latency requests, every sized call carries its size. The
 * answers are fully determined by the request (Jackson writes no spaces), so each is checked byte for byte.
 *
 * <pre>{@code
 * JsonMessages.request("getString", 200);  // {"size":200}
 * JsonMessages.answer("getString", 3);     // {"return":"abc"}
 * }</pre>
 */
public final class JsonMessages {

    /** The calls, in seed 003's order, then echoFloat. */
    public static final List<String> CALLS = List.of("doNothing", "setSize", "getString", "getIntegers", "echoFloat");

    /** echoFloat's value: seed 000's, as JSON writes it back. */
    public static final String ECHO_FLOAT_VALUE = "3.14159";

    private JsonMessages() {
    }

    /** The call's path below the webapp. */
    public static String path(String call) {
        requireKnown(call);
        return call.equals("echoFloat") ? "/json/EchoFloat" : "/json/Latency/" + call;
    }

    /** The request body; {@code size} is ignored by doNothing and echoFloat. */
    public static byte[] request(String call, int size) {
        requireKnown(call);
        String json = switch (call) {
            case "doNothing" -> "{}";
            case "echoFloat" -> "{\"input\":" + ECHO_FLOAT_VALUE + "}";
            default -> "{\"size\":" + size + "}";
        };
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /** The exact answer. */
    public static byte[] answer(String call, int size) {
        requireKnown(call);
        StringBuilder json = new StringBuilder(16 + (call.equals("getIntegers") ? size * 7 : Math.max(size, 0)));
        switch (call) {
            case "doNothing", "setSize" -> json.append("{}");
            case "echoFloat" -> json.append("{\"return\":").append(ECHO_FLOAT_VALUE).append('}');
            case "getString" -> json.append("{\"return\":\"").append(LatencyMessages.expectedString(size)).append("\"}");
            default -> {
                json.append("{\"return\":[");
                for (int i = 0; i < size; i++) {
                    json.append(i == 0 ? "" : ",").append(i);
                }
                json.append("]}");
            }
        }
        return json.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** What {@code /baseline/null?responseBytes=N&form=json} answers: {@code {}} with N − 2 spaces inside. */
    public static byte[] padded(int totalBytes) {
        byte[] bytes = new byte[totalBytes];
        java.util.Arrays.fill(bytes, (byte) ' ');
        bytes[0] = '{';
        bytes[totalBytes - 1] = '}';
        return bytes;
    }

    /** The check of the call's answer. */
    public static ResponseCheck check(String call, int size) {
        return new ExactBytesCheck(answer(call, size));
    }

    private static void requireKnown(String call) {
        if (!CALLS.contains(call)) {
            throw new IllegalArgumentException("unknown JSON call '" + call + "'; choose one of " + String.join(", ",
                    CALLS));
        }
    }
}
