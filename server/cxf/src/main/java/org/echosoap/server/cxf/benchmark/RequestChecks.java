package org.echosoap.server.cxf.benchmark;

import java.util.List;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.cxf.faults.ClientFault;

/**
 * The checks JAXB does not make and the contract asks for, each failing with a {@link ClientFault} whose reason
 * starts with the operation ({@code echoInts: more than 100000 input elements}).
 *
 * <p>JAXB binds what is there: a missing element is null, an empty array an empty list, a nil value a null entry,
 * and no count is bounded except by the XML limits (500,000 elements per request). The Benchmark limits
 * ({@link BenchmarkLimits}) are checked here, on the bound values, before any work is done with them.
 */
final class RequestChecks {

    private RequestChecks() {
    }

    /** One or more {@code input} values, none nil, at most {@link BenchmarkLimits#MAX_ELEMENTS}. */
    static <T> List<T> inputs(String operation, List<T> inputs) {
        if (inputs == null || inputs.isEmpty()) {
            throw new ClientFault(operation + ": " + operation + " needs at least one input element");
        }
        elementCount(operation, "input", inputs.size());
        for (int i = 0; i < inputs.size(); i++) {
            if (inputs.get(i) == null) {
                throw new ClientFault(operation + ": input " + (i + 1) + " is nil; only array items may be nil");
            }
        }
        return inputs;
    }

    /** At most {@link BenchmarkLimits#MAX_ELEMENTS} elements of one kind. */
    static void elementCount(String operation, String element, int count) {
        if (count > BenchmarkLimits.MAX_ELEMENTS) {
            throw new ClientFault(operation + ": more than " + BenchmarkLimits.MAX_ELEMENTS + " " + element
                    + " elements");
        }
    }

    /** Strings of one request together at most {@link BenchmarkLimits#MAX_TEXT_CHARS} characters. */
    static void textChars(String operation, long chars) {
        if (chars > BenchmarkLimits.MAX_TEXT_CHARS) {
            throw new ClientFault(operation + ": more than " + BenchmarkLimits.MAX_TEXT_CHARS
                    + " characters of text");
        }
    }

    static long totalChars(List<String> strings) {
        long chars = 0;
        for (String s : strings) {
            chars += s.length();
        }
        return chars;
    }

    /** A base64 value that is there and decodes to at most {@link BenchmarkLimits#MAX_BASE64_BYTES} bytes. */
    static byte[] base64(String operation, byte[] bytes) {
        if (bytes == null) {
            throw new ClientFault(operation + ": " + operation + " needs an input element holding base64 data");
        }
        if (bytes.length > BenchmarkLimits.MAX_BASE64_BYTES) {
            throw new ClientFault(operation + ": more than " + BenchmarkLimits.MAX_BASE64_BYTES + " bytes");
        }
        return bytes;
    }

    /** A send operation's {@code size}: present, 0 to {@code max}. */
    static int size(String operation, Integer size, int max) {
        if (size == null) {
            throw new ClientFault(operation + ": " + operation + " needs a size element");
        }
        if (size < 0 || size > max) {
            throw new ClientFault(operation + ": size must be 0 to " + max + ", got " + size);
        }
        return size;
    }
}
