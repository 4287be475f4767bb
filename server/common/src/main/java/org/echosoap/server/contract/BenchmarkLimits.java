package org.echosoap.server.contract;

/**
 * How much one SOAP Benchmark request may ask for, on every stack. The server runs with a fixed 512 MB heap and
 * {@code -XX:+ExitOnOutOfMemoryError}, so every size a caller controls is bounded before it is allocated; anything
 * beyond is answered with a {@code Client} fault instead of risking the server.
 *
 * <pre>{@code
 * if (size < 0 || size > BenchmarkLimits.MAX_ELEMENTS) { ... Client fault ... }
 * }</pre>
 */
public final class BenchmarkLimits {

    /** Elements in one array (echo, receive and send of Ints, Doubles, Strings, SimpleEvents, MeshInterfaceObjects). */
    public static final int MAX_ELEMENTS = 100_000;

    /** Decoded bytes of one base64 value (echoBase64, receiveBase64, sendBase64): 10 MB. */
    public static final int MAX_BASE64_BYTES = 10_000_000;

    /**
     * Characters of all text values of one request together (ints, doubles, strings, event messages; base64 has its
     * own bound). 100,000 values of 200 characters each fit.
     */
    public static final long MAX_TEXT_CHARS = 20_000_000L;

    private BenchmarkLimits() {
    }
}
