package org.echosoap.server.axis1.fault;

import java.util.regex.Pattern;
import org.echosoap.server.contract.xsd.RefusedXsdValue;
import org.xml.sax.SAXException;

/**
 * Who is to blame for a fault Axis 1.4 raised, and its one-line reason, from the exceptions it carries: a value the
 * contract's converters refused and a {@link ClientFault} say so themselves; a failure while Axis read the request
 * (a SAX exception in the chain: an element the bean does not have, ...) is the caller's, worded without the Java class
 * names Axis puts in it; anything else is the server's, and its reason says no more than that.
 *
 * <pre>{@code
 * FaultWording w = FaultWording.of(axisFault);
 * w.callersMistake();   // true for "not an xsd:float: 'abc'"
 * w.reason();           // "not an xsd:float: 'abc'"
 * w.refusedText();      // "abc": the value the contract's converters refused, null for other faults
 * }</pre>
 */
public record FaultWording(boolean callersMistake, String reason, String refusedText) {

    /** A dotted Java name ({@code org.echosoap.server.axis1.generated.echofloat.EchoFloat}): its last part is kept. */
    private static final Pattern QUALIFIED_NAME = Pattern.compile("\\b(?:[a-z_][a-z0-9_]*\\.)+([A-Za-z_$][\\w$]*)");
    private static final int MAX_REASON_CHARS = 200;

    public static final String SERVER_REASON = "the service failed; the server's log has the details";

    public static FaultWording of(Throwable fault) {
        return of(fault, false);
    }

    /**
     * As {@link #of(Throwable)}, where {@code clientCode} says that Axis itself blamed the caller (a fault code
     * {@code Client...}: no such operation, no SOAPAction, ...), so its reason is worded as the caller's mistake.
     */
    public static FaultWording of(Throwable fault, boolean clientCode) {
        boolean readingRequest = clientCode;
        String deepest = null;
        for (Throwable t = fault; t != null; t = next(t)) {
            if (t instanceof RefusedXsdValue refused) {
                return new FaultWording(true, oneLine(refused.getMessage()), refused.quotedText());
            }
            if (t instanceof ClientFault) {
                return new FaultWording(true, oneLine(t.getMessage()), null);
            }
            if (t instanceof SAXException) {
                readingRequest = true;
            }
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                deepest = t.getMessage();
            }
        }
        if (readingRequest) {
            return new FaultWording(true, "the request does not match the contract: " + withoutJavaNames(deepest), null);
        }
        return new FaultWording(false, SERVER_REASON, null);
    }

    /** The next cause: SAX keeps its own ({@code getException}), AxisFault and the rest use {@code getCause}. */
    private static Throwable next(Throwable t) {
        Throwable next = t instanceof SAXException sax && sax.getException() != null ? sax.getException() : t.getCause();
        return next == t ? null : next;
    }

    static String withoutJavaNames(String message) {
        if (message == null) {
            return "unreadable";
        }
        String text = QUALIFIED_NAME.matcher(message).replaceAll("$1");
        text = text.replaceAll("\\b\\w*Exception:\\s*", "");
        return oneLine(text);
    }

    private static String oneLine(String text) {
        String line = text == null ? "" : text.replaceAll("\\s+", " ").strip();
        return line.length() <= MAX_REASON_CHARS ? line : line.substring(0, MAX_REASON_CHARS) + "...";
    }
}
