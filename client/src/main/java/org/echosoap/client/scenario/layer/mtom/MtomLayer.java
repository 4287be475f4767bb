package org.echosoap.client.scenario.layer.mtom;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.config.SoapStack;

/**
 * The MTOM layer, {@code layer.mtom.OP} with {@code --size BYTES}: the binary echo contract's operation OP with a
 * payload of BYTES as an MTOM/XOP package to {@code /services/BinaryEchoMtom}, against the same payload as base64
 * text to {@code /services/BinaryEcho} (the baseline), on the same stack, interleaved in the same blocks. OP is
 * {@code echoBinary} (both directions), {@code sendBinary} (upload only: the answer is the length) or
 * {@code getBinary} (download only: the request is the length). The cost is what MTOM adds over base64 and is
 * usually negative for large payloads (MTOM skips the base64 text). Both requests are built once; answers are checked
 * by {@link BinaryAnswerCheck} (the MTOM side must answer with an attachment, the base64 side with text).
 *
 * <pre>{@code
 * Scenario s = MtomLayer.scenario("layer.mtom.echoBinary", new ScenarioParameters(1_000_000, 0), SoapStack.CXF);
 * s.measured().contentType();   // multipart/related; type="application/xop+xml"; ...
 * }</pre>
 */
public final class MtomLayer {

    /** How the MTOM layer's names start. */
    public static final String PREFIX = "layer.mtom.";
    /** The row names of the pair. */
    public static final String MTOM_ROW = "mtom";
    public static final String BASE64_ROW = "base64";
    /** The payload when {@code --size} is not given. */
    public static final int DEFAULT_PAYLOAD_BYTES = 1000;
    /** The servers' payload limit (server/common {@code BinaryContract.DEFAULT_MAX_DATA_BYTES}): 16 MiB. */
    public static final int MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;

    private MtomLayer() {
    }

    /** Whether {@code name} is one of this layer's scenario names (well-formed or not). */
    public static boolean isMtom(String name) {
        return name != null && name.startsWith(PREFIX);
    }

    /** Every scenario name of the layer. */
    public static List<String> names() {
        return List.of(BinaryMessages.Operation.values()).stream().map(o -> PREFIX + o.element()).toList();
    }

    /** Why {@code stack} has no binary echo service, or null when it has. */
    public static String refusal(SoapStack stack) {
        return switch (stack) {
            case AXIS2, CXF, METRO -> null;
            default -> "the binary echo service (MTOM and base64) is deployed on Axis2, CXF and Metro only";
        };
    }

    /**
     * The pair called {@code name} on {@code stack}.
     *
     * @throws IllegalArgumentException naming the choices for an unknown operation, a size out of range, or a stack
     *                                  without the service
     */
    public static Scenario scenario(String name, ScenarioParameters p, SoapStack stack) {
        BinaryMessages.Operation op = BinaryMessages.Operation.byName(name.substring(PREFIX.length()));
        if (op == null) {
            throw new IllegalArgumentException("unknown layer '" + name + "'; " + PREFIX
                    + "OP takes echoBinary, sendBinary or getBinary");
        }
        int size = p.size() < 0 ? DEFAULT_PAYLOAD_BYTES : p.size();
        if (size < 1 || size > MAX_PAYLOAD_BYTES) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s takes --size 1..%d (payload bytes), "
                    + "got %d", name, MAX_PAYLOAD_BYTES, size));
        }
        String refusal = refusal(stack);
        if (refusal != null) {
            throw new IllegalArgumentException(name + " on " + stack.key() + ": " + refusal);
        }
        byte[] payload = BinaryMessages.pattern(size);
        BinaryMessages.Request mtom = BinaryMessages.mtom(op, payload);
        BinaryMessages.Request base64 = BinaryMessages.base64(op, payload);
        Endpoint measured = new Endpoint(MTOM_ROW, BinaryMessages.MTOM_PATH, mtom.body(), mtom.contentType(),
                BinaryMessages.SOAP_ACTION, op == BinaryMessages.Operation.SEND ? BinaryAnswerCheck.count(size)
                : BinaryAnswerCheck.bytes(BinaryAnswerCheck.Form.MTOM, payload));
        Endpoint baseline = new Endpoint(BASE64_ROW, BinaryMessages.BASE64_PATH, base64.body(), base64.contentType(),
                BinaryMessages.SOAP_ACTION, op == BinaryMessages.Operation.SEND ? BinaryAnswerCheck.count(size)
                : BinaryAnswerCheck.bytes(BinaryAnswerCheck.Form.BASE64, payload));
        return new Scenario(name, size, measured, Optional.of(baseline), String.format(Locale.ROOT,
                "layer MTOM over base64: %s with %,d bytes on %s as MTOM/XOP minus the same bytes as base64 text",
                op.element(), size, stack.displayName()));
    }
}
