package org.echosoap.server.cxf.faults;

import java.util.regex.Pattern;
import javax.xml.stream.XMLStreamException;

/**
 * Turns whatever CXF, JAXB or Woodstox say about a failed request into the one-line reason a caller reads: no stack
 * trace, no Java class or package name, at most {@value #MAX_CHARS} characters.
 *
 * <p>Why: CXF's fault texts are made for logs. A parse error arrives as {@code Unmarshalling Error: ...} or
 * {@code Problems creating SOAP message: com.ctc.wstx.exc.WstxUnexpectedCharException: ...} with Woodstox's location
 * on a second line; a bad number as the JAXB event of our {@code NumberFormatException}. The caller gets
 * {@code malformed XML: Unexpected close tag </echoFloat>; expected </input> (line 1, column 140)} instead.
 *
 * <pre>{@code
 * FaultReason.parseError(e);            // "malformed XML: ... (line 1, column 4)"
 * FaultReason.oneLine("Unmarshalling Error: not an xsd:int: 'abc'");   // "not an xsd:int: 'abc'"
 * }</pre>
 */
public final class FaultReason {

    static final int MAX_CHARS = 300;

    /** A qualified Java class name, with the ": " that follows it in an exception's toString. */
    private static final Pattern QUALIFIED_CLASS =
            Pattern.compile("\\b(?:[a-z_][a-z0-9_]*\\.){2,}[A-Z][A-Za-z0-9_$]*(?::\\s*)?");

    /** Woodstox's location, {@code at [row,col {unknown-source}]: [1,4]}, usually on a line of its own. */
    private static final Pattern WOODSTOX_LOCATION =
            Pattern.compile("\\s*at \\[row,col(?:,system-id)? \\{[^}]*}]: \\[(\\d+),(\\d+)]");

    /** CXF's wrappers around the message that matters. */
    private static final Pattern CXF_PREFIX =
            Pattern.compile("^(?:Unmarshalling Error|Marshalling Error|Problems creating SOAP message|"
                    + "Error reading XMLStreamReader|Couldn't create SOAP message due to exception)\\s*:\\s*");

    private FaultReason() {
    }

    /** The XML parse error in {@code failure}'s cause chain, or null when the request was well-formed XML. */
    public static Throwable findParseError(Throwable failure) {
        int depth = 0;
        for (Throwable t = failure; t != null && depth < 20; t = t.getCause(), depth++) {
            if (t instanceof XMLStreamException || t.getClass().getName().startsWith("com.ctc.wstx.exc.")) {
                return t;
            }
        }
        return null;
    }

    /** {@code malformed XML: } and the parser's own words, located by line and column. */
    public static String parseError(Throwable parseError) {
        String message = parseError.getMessage();
        for (Throwable t = parseError.getCause(); t != null && t != parseError; t = t.getCause()) {
            if (t.getMessage() != null) {
                message = t.getMessage(); // the innermost says what was wrong, the outer ones only wrap it
            }
        }
        return "malformed XML: " + oneLine(message == null ? "unreadable request" : message);
    }

    /** The first meaningful line, CXF's prefixes and Java class names removed, bounded. */
    public static String oneLine(String message) {
        if (message == null) {
            return "request could not be processed";
        }
        String s = WOODSTOX_LOCATION.matcher(message).replaceAll(" (line $1, column $2)");
        s = s.lines().map(String::strip).filter(line -> !line.isEmpty() && !isStackLine(line))
                .findFirst().orElse("");
        s = CXF_PREFIX.matcher(s).replaceFirst("");
        s = QUALIFIED_CLASS.matcher(s).replaceAll("");
        s = s.replace('\t', ' ').replaceAll(" {2,}", " ").strip();
        if (s.isEmpty()) {
            return "request could not be processed";
        }
        return s.length() <= MAX_CHARS ? s : s.substring(0, MAX_CHARS) + "...";
    }

    private static boolean isStackLine(String line) {
        return line.startsWith("at ") && line.endsWith(")") || line.startsWith("Caused by:")
                || line.matches("\\.\\.\\. \\d+ more");
    }
}
