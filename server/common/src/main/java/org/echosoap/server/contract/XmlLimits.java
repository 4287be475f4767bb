package org.echosoap.server.contract;

/**
 * The structural limits every parser of a request body enforces, so that a hostile document is refused before it
 * can fill the server's fixed 512 MB heap (which, with {@code -XX:+ExitOnOutOfMemoryError}, would stop the server).
 * Depth, attribute count and attribute size are Woodstox's own defaults, the parser Axis2 reads with, so every
 * endpoint refuses the same documents; the element count bounds what a tree-building parser (DOM, Axiom) may build.
 *
 * <p>Where they apply: Axis2/Axiom through {@code XMLInputFactory.properties} (same values, checked by a test), the
 * StAX variant through {@link SecureParsers#woodstoxInputFactory()}, the Xerces variants (DOM, SAX, XNI) through
 * {@link LimitingDocumentFilter}.
 *
 * <pre>{@code
 * if (depth > XmlLimits.MAX_DEPTH) { ... refuse ... }
 * }</pre>
 */
public final class XmlLimits {

    /** Nesting depth of elements (Woodstox default). */
    public static final int MAX_DEPTH = 1000;

    /** Attributes on one element (Woodstox default). */
    public static final int MAX_ATTRIBUTES_PER_ELEMENT = 1000;

    /** Characters of one attribute value: 512 Ki (Woodstox default). */
    public static final int MAX_ATTRIBUTE_VALUE_CHARS = 512 * 1024;

    /**
     * Start tags in one document. The largest legitimate request, 100,000 SimpleEvents or MeshInterfaceObjects
     * (Benchmark's array limit) of 4 elements each, has about 400,000; this leaves a quarter on top.
     */
    public static final long MAX_ELEMENTS = 500_000;

    private XmlLimits() {
    }
}
