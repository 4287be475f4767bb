package org.echosoap.server.contract.xsd;

/**
 * A text the contract's {@code xsd:} conversions refuse, with the one-line reason every stack puts into its
 * {@code Client} fault ({@code not an xsd:int: 'abc'}). A {@link NumberFormatException}, so that code which expects
 * Java's own parse failures (Axis2's readers, CXF's fault cleaner) handles it unchanged.
 *
 * <p>Why the quoted text travels with it: a stack that reports a refused value later (Metro records it while JAXB
 * binds and names it in the service's fault) needs the value as the reason quotes it, not the whole text.
 *
 * <pre>{@code
 * try { XsdInt.parse("abc"); }
 * catch (RefusedXsdValue e) { e.getMessage(); e.quotedText(); }   // "not an xsd:int: 'abc'", "abc"
 * }</pre>
 */
public final class RefusedXsdValue extends NumberFormatException {

    private static final long serialVersionUID = 1L;

    private final String quotedText;

    private RefusedXsdValue(String reason, String quotedText) {
        super(reason);
        this.quotedText = quotedText;
    }

    /** The text as the reason quotes it: at most 40 characters, one line (see {@link QuotedText}). */
    public String quotedText() {
        return quotedText;
    }

    /** {@code not an xsd:TYPE: 'text'}. */
    static RefusedXsdValue notA(String type, CharSequence text) {
        String quoted = QuotedText.of(text);
        return new RefusedXsdValue("not an xsd:" + type + ": '" + quoted + "'", quoted);
    }

    /** {@code beyond the xsd:int range: 'text'}: digits only, but too many of them. */
    static RefusedXsdValue beyondIntRange(CharSequence text) {
        String quoted = QuotedText.of(text);
        return new RefusedXsdValue("beyond the xsd:int range: '" + quoted + "'", quoted);
    }

    /** {@code not base64: why}; the reason names the problem, not the (long) value. */
    static RefusedXsdValue notBase64(String why, CharSequence text) {
        return new RefusedXsdValue("not base64: " + why, QuotedText.of(text));
    }
}
