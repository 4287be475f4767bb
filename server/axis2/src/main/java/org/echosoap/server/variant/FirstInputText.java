package org.echosoap.server.variant;

/**
 * Follows a document's element events and keeps the character data of its first {@code {http://tempuri.org/}input}
 * element, descendants included, while noting the SOAP Body's first element ({@link OperationElement}): the part of
 * the streaming variants (SAX, XNI, StAX) that does not depend on the parser's API. Each variant's handler forwards
 * its parser's events here; {@link #result()} then gives the value or the reason the request is refused.
 *
 * <pre>{@code
 * collector.clear();                      // before each document (instances are pooled with their parser)
 * collector.startElement(uri, localName); // ... endElement(), characters(ch, start, length), as they come
 * String value = collector.result();      // RejectedRequestException: wrong operation, or no input element
 * }</pre>
 */
final class FirstInputText {

    /** A pooled instance keeps at most this much capacity between requests. */
    private static final int MAX_KEPT_CHARS = 64 * 1024;

    private final OperationElement operation = new OperationElement();
    private StringBuilder text = new StringBuilder();
    private boolean found;
    private int depth; // > 0 while inside the first input element

    /** Forgets the last document. */
    void clear() {
        if (text.capacity() > MAX_KEPT_CHARS) {
            text = new StringBuilder(); // one huge value must not stay pinned in a pooled instance
        }
        text.setLength(0);
        found = false;
        depth = 0;
        operation.clear();
    }

    void startElement(String uri, String localName) {
        operation.start(uri, localName);
        if (depth > 0) {
            depth++;
        } else if (!found && InputValueParser.INPUT.equals(localName) && InputValueParser.TEMPURI.equals(uri)) {
            found = true;
            depth = 1;
        }
    }

    void endElement() {
        operation.end();
        if (depth > 0) {
            depth--;
        }
    }

    /**
     * Whether character data would be kept now (inside the first input element). For a parser that materializes text
     * only when asked (Woodstox), asking only then keeps the skipped text as cheap as without this class.
     */
    boolean collecting() {
        return depth > 0;
    }

    /** Character data of any kind (text, CDATA, white space); kept only inside the first input element. */
    void characters(char[] ch, int start, int length) {
        if (depth > 0) {
            text.append(ch, start, length);
        }
    }

    /** After the whole document: the input element's text. */
    String result() throws RejectedRequestException {
        operation.check();
        if (!found) {
            throw new RejectedRequestException(InputValueParser.NO_INPUT);
        }
        return text.toString();
    }
}
