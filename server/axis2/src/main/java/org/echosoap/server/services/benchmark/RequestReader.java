package org.echosoap.server.services.benchmark;

import org.echosoap.server.contract.xsd.XmlWhitespace;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * A forward-only cursor over a request element's StAX events that knows the contract's rules: elements in
 * {@link BenchmarkXml#NAMESPACE}, element-only content between them (white space and comments allowed), text-only
 * values, {@code xsi:nil} items, and a budget on the text a request may hold ({@link Limits#MAX_TEXT_CHARS}).
 *
 * <p>Navigation: {@link #openRoot} moves to the request element. From an element's start, {@link #nextChild()}
 * moves to its next child's start (true) or to its own end (false). A child must be consumed completely before the
 * next {@code nextChild()} on its parent: by {@link #text}, {@link #textChunks}, {@link #skipNil}, or by a
 * {@code nextChild()} loop over its own children that ended with false.
 *
 * <pre>{@code
 * in.openRoot("echoInts");
 * while (in.nextChild()) {
 *     in.require("input", "echoInts");
 *     int value = XsdInt.parse(in.text("input"));
 * }
 * }</pre>
 */
final class RequestReader {

    /** Receives a value's text in pieces; the array is only valid during the call. */
    interface TextSink {
        void accept(char[] chars, int start, int length);
    }

    /** Characters handed to a {@link TextSink} at a time: 16 Ki (32 KB). */
    static final int CHUNK_CHARS = 16 * 1024;

    private final XMLStreamReader in;
    private long textBudgetChars;

    RequestReader(XMLStreamReader in, long textBudgetChars) {
        this.in = in;
        this.textBudgetChars = textBudgetChars;
    }

    /** Moves to the first element and checks that it is {@code {NAMESPACE}localName}. */
    void openRoot(String localName) throws XMLStreamException {
        while (in.getEventType() != XMLStreamConstants.START_ELEMENT) {
            if (!in.hasNext()) {
                throw new BadRequest("the SOAP Body holds no request element");
            }
            in.next();
        }
        if (!isElement(localName)) {
            throw new BadRequest("expected request element " + localName + " in namespace " + BenchmarkXml.NAMESPACE
                    + ", got " + currentName());
        }
    }

    /**
     * From the start of an element, or the end of one of its children: moves to the next child element's start and
     * returns true, or to the element's own end and returns false. Non-white-space text between elements is refused.
     */
    boolean nextChild() throws XMLStreamException {
        while (true) {
            int event = in.next();
            switch (event) {
                case XMLStreamConstants.START_ELEMENT:
                    return true;
                case XMLStreamConstants.END_ELEMENT:
                    return false;
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE:
                    String text = in.getText();
                    if (!isWhitespace(text)) {
                        throw new BadRequest("unexpected text '" + abbreviate(text) + "' in element-only content");
                    }
                    break;
                case XMLStreamConstants.END_DOCUMENT:
                    throw new BadRequest("the request element ends early");
                default:
                    break; // comments, processing instructions
            }
        }
    }

    /** Checks that the current start element is {@code {NAMESPACE}localName}, a child of {@code parent}. */
    void require(String localName, String parent) {
        if (!isElement(localName)) {
            throw new BadRequest("unexpected element " + currentName() + " in " + parent + ", expected " + localName);
        }
    }

    /** True if the current start element is {@code {NAMESPACE}localName}. */
    boolean isElement(String localName) {
        return localName.equals(in.getLocalName()) && BenchmarkXml.NAMESPACE.equals(in.getNamespaceURI());
    }

    /** The current element's local name. */
    String localName() {
        return in.getLocalName();
    }

    /** Expects the current element (just opened) to have no further child: moves to its end. */
    void requireNoMoreChildren(String element) throws XMLStreamException {
        if (nextChild()) {
            throw new BadRequest("unexpected element " + currentName() + " in " + element);
        }
    }

    /** True if the current start element carries {@code xsi:nil="true"} (or {@code "1"}). */
    boolean isNil() {
        String nil = in.getAttributeValue(BenchmarkXml.XSI, "nil");
        if (nil == null) {
            return false;
        }
        String v = nil.strip();
        return v.equals("true") || v.equals("1");
    }

    /** Consumes a nil element, which must be empty (white space tolerated). */
    void skipNil(String what) throws XMLStreamException {
        if (nextChild()) {
            throw new BadRequest(what + " is xsi:nil but holds element " + currentName());
        }
    }

    /**
     * Reads the text of the current start element up to its end. Counts against the request's text budget.
     *
     * @param what names the value in fault messages, e.g. {@code "input 3"}
     */
    String text(String what) throws XMLStreamException {
        String first = null;
        StringBuilder more = null;
        while (true) {
            int event = in.next();
            switch (event) {
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE:
                    charge(in.getTextLength());
                    if (first == null) {
                        first = in.getText();
                    } else {
                        if (more == null) {
                            more = new StringBuilder(first);
                        }
                        more.append(in.getText());
                    }
                    break;
                case XMLStreamConstants.END_ELEMENT:
                    return more != null ? more.toString() : first != null ? first : "";
                case XMLStreamConstants.START_ELEMENT:
                    throw new BadRequest(what + " must hold text, not element " + currentName());
                case XMLStreamConstants.END_DOCUMENT:
                    throw new BadRequest("the request element ends early");
                default:
                    break; // comments, processing instructions
            }
        }
    }

    /**
     * Passes the text of the current start element to {@code sink} in pieces of at most {@link #CHUNK_CHARS}, up to
     * the element's end.
     *
     * <p>Why pieces: Axiom's parser coalesces text, so a 10 MB base64 value arrives as one 13.3 M-character event,
     * and Axiom's reader implements {@code getTextCharacters()} by copying the whole text into a new array (27 MB).
     * Copying it out piece by piece with {@code getTextCharacters(int, char[], int, int)} costs one small buffer.
     */
    void textChunks(String what, TextSink sink) throws XMLStreamException {
        char[] chunk = null;
        while (true) {
            int event = in.next();
            switch (event) {
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE:
                    if (chunk == null) {
                        chunk = new char[CHUNK_CHARS];
                    }
                    int length = in.getTextLength();
                    for (int from = 0; from < length; ) {
                        int n = in.getTextCharacters(from, chunk, 0, Math.min(chunk.length, length - from));
                        if (n <= 0) {
                            break;
                        }
                        sink.accept(chunk, 0, n);
                        from += n;
                    }
                    break;
                case XMLStreamConstants.END_ELEMENT:
                    return;
                case XMLStreamConstants.START_ELEMENT:
                    throw new BadRequest(what + " must hold text, not element " + currentName());
                case XMLStreamConstants.END_DOCUMENT:
                    throw new BadRequest("the request element ends early");
                default:
                    break;
            }
        }
    }

    private void charge(int chars) {
        textBudgetChars -= chars;
        if (textBudgetChars < 0) {
            throw new BadRequest("the request's text values exceed " + Limits.MAX_TEXT_CHARS + " characters");
        }
    }

    /** {@code input} for the contract's namespace, {@code {ns}local} or {@code local (no namespace)} otherwise. */
    private String currentName() {
        String ns = in.getNamespaceURI();
        if (BenchmarkXml.NAMESPACE.equals(ns)) {
            return in.getLocalName();
        }
        return ns == null || ns.isEmpty() ? in.getLocalName() + " (no namespace)" : "{" + ns + "}" + in.getLocalName();
    }

    private static boolean isWhitespace(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (!XmlWhitespace.is(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static String abbreviate(String s) {
        return BadRequest.quote(s.strip());
    }
}
