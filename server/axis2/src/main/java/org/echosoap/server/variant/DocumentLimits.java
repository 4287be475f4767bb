package org.echosoap.server.variant;

import org.echosoap.server.contract.XmlLimits;

/**
 * {@link XmlLimits} for the parsers that have none of their own (XPP3, Crimson, Xerces 1): depth, elements per
 * document, attributes per element, characters per attribute value, counted from the parser's start and end tags,
 * with the reasons Xerces2's {@code LimitingDocumentFilter} gives, so every variant refuses alike. Checked at each
 * start tag, so a deep document stops at level 1,000 (Crimson's parser recurses per level: it must stop there).
 *
 * <pre>{@code
 * limits.clear();                                            // before each document
 * String refusal = limits.start(attributeCount, longestValueChars);   // null: within the limits
 * limits.end();
 * }</pre>
 */
final class DocumentLimits {

    private static final String PREFIX = "document refused: ";

    private int depth;
    private long elements;

    /** Ready for the next document. */
    void clear() {
        depth = 0;
        elements = 0;
    }

    /** A start tag: null when the document is still within the limits, else the one-line reason to refuse it. */
    String start(int attributeCount, int longestAttributeValueChars) {
        if (++elements > XmlLimits.MAX_ELEMENTS) {
            return PREFIX + "more than " + XmlLimits.MAX_ELEMENTS + " elements in the document";
        }
        if (attributeCount > XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT) {
            return PREFIX + "more than " + XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT + " attributes on one element";
        }
        if (longestAttributeValueChars > XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS) {
            return PREFIX + "an attribute value longer than " + XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS + " characters";
        }
        if (++depth > XmlLimits.MAX_DEPTH) {
            return PREFIX + "elements nested deeper than " + XmlLimits.MAX_DEPTH + " levels";
        }
        return null;
    }

    /** An end tag. */
    void end() {
        depth--;
    }
}
