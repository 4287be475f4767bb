package org.echosoap.server.services;

import java.util.regex.Pattern;
import javax.xml.stream.XMLStreamException;

/**
 * Decides what a SOAP Fault says to the caller: who is to blame ({@link Blame#CLIENT} for anything the request
 * got wrong) and a one-line reason free of Java class names and stack traces.
 *
 * <pre>{@code
 * CleanFault f = CleanFault.of(null, fault.getMessage(), fault.getCause());
 * f.blame();   // CLIENT for malformed XML
 * f.reason();  // "malformed XML: Unexpected end of input block; expected an identifier (line 1, column 4)"
 * }</pre>
 */
public record CleanFault(Blame blame, String reason) {

    /** Whose fault: SOAP 1.1 {@code Client}/{@code Server}, SOAP 1.2 {@code Sender}/{@code Receiver}. */
    public enum Blame { CLIENT, SERVER }

    private static final int MAX_REASON_CHARS = 300;

    /** {@code com.ctc.wstx.exc.WstxEOFException: } and the like: a qualified Java class name with a colon. */
    private static final Pattern CLASS_NAME_PREFIX =
            Pattern.compile("\\b(?:[a-z_][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*(?::\\s*)?");

    /** Stack-trace lines never reach a caller. */
    private static final Pattern STACK_LINE =
            Pattern.compile("(at \\S+\\(.*\\)|\\.\\.\\. \\d+ more|Caused by:.*)");

    /** Woodstox's location suffix: {@code at [row,col {unknown-source}]: [1,4]}. */
    private static final Pattern WOODSTOX_LOCATION =
            Pattern.compile("\\s*at \\[row,col(?:,system-id)? \\{[^}]*}]: \\[(\\d+),(\\d+)]");

    /**
     * Classifies a throwable that reached the SOAP layer.
     *
     * @param faultCodeLocalName the fault code the thrower chose ({@code Client}, {@code Sender}, ...), or null
     * @param message            the thrower's message, or null
     * @param cause              the exception chain to inspect for parse errors, or null
     */
    public static CleanFault of(String faultCodeLocalName, String message, Throwable cause) {
        Throwable parseError = findParseError(cause);
        if (parseError != null) {
            return new CleanFault(Blame.CLIENT, "malformed XML: " + oneLine(innermostMessage(parseError)));
        }
        Blame blame = isClientCode(faultCodeLocalName) || looksLikeClientMistake(message) ? Blame.CLIENT : Blame.SERVER;
        return new CleanFault(blame, oneLine(message == null ? "internal error" : message));
    }

    private static boolean isClientCode(String localName) {
        return "Client".equals(localName) || "Sender".equals(localName);
    }

    /** Axis2's own messages for requests it cannot dispatch or that break the SOAP rules. */
    private static boolean looksLikeClientMistake(String message) {
        if (message == null) {
            return false;
        }
        String m = message.toLowerCase(java.util.Locale.ROOT);
        return m.contains("service not found") || m.contains("cannot find operation")
                || m.contains("operation not found") || m.contains("endpoint reference")
                || m.contains("soap envelope") || m.contains("soap message") || m.contains("soap version")
                || m.contains("content type") || m.contains("contenttype") || m.contains("unexpected element")
                || m.contains("unable to find") || m.contains("first element must")
                || m.contains("must be a soap") || m.contains("transport level information does not match")
                || m.contains("soap 1.1 or soap 1.2 messages");
    }

    private static Throwable findParseError(Throwable t) {
        for (int depth = 0; t != null && depth < 20; t = t.getCause(), depth++) {
            String className = t.getClass().getName();
            if (t instanceof XMLStreamException
                    || className.endsWith("StreamException")
                    || className.startsWith("com.ctc.wstx.exc.")
                    || className.equals("org.apache.axiom.om.OMException") && t.getCause() != null) {
                return t;
            }
        }
        return null;
    }

    private static String innermostMessage(Throwable t) {
        String message = t.getMessage();
        for (int depth = 0; t.getCause() != null && depth < 20; depth++) {
            t = t.getCause();
            if (t.getMessage() != null) {
                message = t.getMessage();
            }
        }
        return message == null ? "unreadable request" : message;
    }

    /** First meaningful line, class names removed, Woodstox locations as "(line L, column C)", bounded length. */
    public static String oneLine(String message) {
        // Woodstox puts its location on the second line: fold it into the first before dropping the rest.
        String s = WOODSTOX_LOCATION.matcher(message).replaceAll(" (line $1, column $2)");
        s = s.lines().map(String::strip)
                .filter(line -> !line.isEmpty() && !STACK_LINE.matcher(line).matches())
                .findFirst().orElse("");
        s = CLASS_NAME_PREFIX.matcher(s).replaceAll("");
        s = s.replace('\t', ' ').replaceAll(" {2,}", " ").strip();
        if (s.isEmpty()) {
            s = "request could not be processed";
        }
        return s.length() <= MAX_REASON_CHARS ? s : s.substring(0, MAX_REASON_CHARS) + "...";
    }
}
