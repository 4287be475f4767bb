package org.echosoap.server.services.benchmark.adb;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What ADB's generated parser throws about a request's content, as the reason of a Client fault (without the
 * operation), or null for anything else.
 *
 * <ul>
 *   <li>{@code ADBException}: an element the schema does not allow there, or a required one missing
 *       ({@code Unexpected subelement {ns}x}): said as ADB says it;</li>
 *   <li>{@code NumberFormatException} from ADB's {@code ConverterUtil} (an int or double that Java cannot parse:
 *       {@code abc}, but also {@code " 42 "}, which XML Schema allows: ADB does not collapse white space):
 *       {@code not a number: 'abc'};</li>
 *   <li>Axiom's base64 decoder on a value it cannot decode ({@code XMLStreamException: Error during base64
 *       decoding}, caused by {@code IOException: Invalid base64 char '*'}): {@code not base64: Invalid base64 char
 *       '*'};</li>
 *   <li>{@code IllegalArgumentException}: its message.</li>
 * </ul>
 */
final class AdbDataErrors {

    /** {@code For input string: "abc"} (the JDK's wording), with or without a radix suffix. */
    private static final Pattern INPUT_STRING = Pattern.compile("For input string: \"(.*)\"", Pattern.DOTALL);
    private static final int MAX_QUOTED_CHARS = 40;
    /** How Axiom's {@code XMLStreamReaderUtils.getBlobFromElement} reports a value that is not base64. */
    private static final String BASE64_DECODING = "Error during base64 decoding";

    private AdbDataErrors() {
    }

    static String reason(Throwable t) {
        String className = t.getClass().getName();
        if (className.equals("org.apache.axis2.databinding.ADBException")) {
            return t.getMessage() == null ? "the request does not match the schema" : t.getMessage();
        }
        if (t.getClass() == javax.xml.stream.XMLStreamException.class && t.getMessage() != null
                && t.getMessage().startsWith(BASE64_DECODING)) {
            return "not base64" + (t.getCause() == null || t.getCause().getMessage() == null ? ""
                    : ": " + t.getCause().getMessage());
        }
        if (t instanceof NumberFormatException) {
            return "not a number: '" + quoted(t.getMessage()) + "'";
        }
        if (t instanceof IllegalArgumentException && t.getMessage() != null) {
            return t.getMessage();
        }
        return null;
    }

    private static String quoted(String message) {
        String value = message == null ? "" : message;
        Matcher m = INPUT_STRING.matcher(value);
        if (m.find()) {
            value = m.group(1);
        }
        value = value.replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
        return value.length() <= MAX_QUOTED_CHARS ? value : value.substring(0, MAX_QUOTED_CHARS) + "...";
    }
}
