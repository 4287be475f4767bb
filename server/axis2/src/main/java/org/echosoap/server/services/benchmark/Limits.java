package org.echosoap.server.services.benchmark;

import org.echosoap.server.contract.BenchmarkLimits;

/**
 * How much one Benchmark request may ask for. The server runs with a fixed 512 MB heap and
 * {@code -XX:+ExitOnOutOfMemoryError}, so every size a caller controls is bounded before it is allocated; anything
 * beyond is answered with a {@code Client} fault instead of risking the server.
 *
 * <pre>{@code
 * int size = Limits.checkSize(requested, Limits.MAX_ELEMENTS);   // BadRequest if < 0 or > 100,000
 * }</pre>
 */
public final class Limits {

    /** Elements in one array: the contract's {@link BenchmarkLimits#MAX_ELEMENTS}. */
    public static final int MAX_ELEMENTS = BenchmarkLimits.MAX_ELEMENTS;

    /** Decoded bytes of one base64 value: the contract's {@link BenchmarkLimits#MAX_BASE64_BYTES}. */
    public static final int MAX_BASE64_BYTES = BenchmarkLimits.MAX_BASE64_BYTES;

    /**
     * Characters of all text values of one request together: the contract's {@link BenchmarkLimits#MAX_TEXT_CHARS}.
     * It cannot bound a single huge text node: Axiom's coalescing parser materializes each value before the binding
     * sees it (as for any Axis2 service); only a limit on the HTTP request size could.
     */
    public static final long MAX_TEXT_CHARS = BenchmarkLimits.MAX_TEXT_CHARS;

    private Limits() {
    }

    /** Throws if a list that already holds {@code count} elements may not take one more. */
    static void checkRoomForOneMore(int count, String child, String parent) {
        if (count >= MAX_ELEMENTS) {
            throw new BadRequest("more than " + MAX_ELEMENTS + " " + child + " elements in " + parent);
        }
    }

    /** The next capacity of a growing array holding {@code count} elements: doubles, never beyond the limit. */
    static int grow(int count) {
        return Math.max(16, Math.min(2 * count, MAX_ELEMENTS));
    }

    /** Returns {@code size} if it is within {@code 0..max}, else throws {@link BadRequest}. */
    static int checkSize(int size, int max) {
        if (size < 0 || size > max) {
            throw new BadRequest("size must be 0 to " + max + ", got " + size);
        }
        return size;
    }
}
