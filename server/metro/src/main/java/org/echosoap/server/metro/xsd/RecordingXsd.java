package org.echosoap.server.metro.xsd;

import java.util.function.Function;
import org.echosoap.server.contract.xsd.BoxedXsd;
import org.echosoap.server.contract.xsd.RefusedXsdValue;

/**
 * The contract's {@code xsd:int}, {@code xsd:double}, {@code xsd:float} and {@code xsd:base64Binary} conversions
 * ({@link BoxedXsd}, the same on every stack) as Metro's JAXB calls them: the binding customization
 * {@code src/main/jaxws/xsd-numbers.xjb} makes the classes wsimport generates parse and print every such value here.
 *
 * <p>Why not {@link BoxedXsd} directly, as on CXF: a refused value must not be thrown here (see
 * {@link RefusedValues}: Metro's JAXB would drop it silently), so it is recorded with its one-line reason and bound
 * as {@code null}, which the service then answers as a {@code Client} fault naming its position.
 *
 * <pre>{@code
 * RecordingXsd.parseInt(" +0042 ");     // 42
 * RecordingXsd.parseFloat("Infinity");  // null; RefusedValues: not an xsd:float: 'Infinity'
 * }</pre>
 */
public final class RecordingXsd {

    private RecordingXsd() {
    }

    public static Integer parseInt(String text) {
        return recordingRefusal(BoxedXsd::parseInt, text);
    }

    public static String printInt(Integer value) {
        return BoxedXsd.printInt(value);
    }

    public static Double parseDouble(String text) {
        return recordingRefusal(BoxedXsd::parseDouble, text);
    }

    public static String printDouble(Double value) {
        return BoxedXsd.printDouble(value);
    }

    public static Float parseFloat(String text) {
        return recordingRefusal(BoxedXsd::parseFloat, text);
    }

    public static String printFloat(Float value) {
        return BoxedXsd.printFloat(value);
    }

    public static byte[] parseBase64(String text) {
        return recordingRefusal(BoxedXsd::parseBase64, text);
    }

    public static String printBase64(byte[] bytes) {
        return BoxedXsd.printBase64(bytes);
    }

    private static <T> T recordingRefusal(Function<String, T> parse, String text) {
        try {
            return parse.apply(text);
        } catch (RefusedXsdValue refused) {
            return RefusedValues.refuse(refused.getMessage(), refused.quotedText());
        }
    }
}
