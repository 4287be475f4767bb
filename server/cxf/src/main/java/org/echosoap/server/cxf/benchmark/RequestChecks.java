package org.echosoap.server.cxf.benchmark;

import java.util.List;
import org.echosoap.server.contract.BenchmarkChecks;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.cxf.faults.ClientFault;

/**
 * The checks JAXB does not make and the contract asks for, each failing with a {@link ClientFault} whose reason
 * starts with the operation ({@code echoInts: more than 100000 input elements}): the ones every JAX-WS stack makes
 * ({@link BenchmarkChecks}) and CXF's wording where a reason is its own.
 *
 * <p>JAXB binds what is there: a missing element is null, an empty array an empty list, a nil value a null entry,
 * and no count is bounded except by the XML limits (500,000 elements per request). The Benchmark limits
 * ({@link BenchmarkLimits}) are checked here, on the bound values, before any work is done with them.
 */
final class RequestChecks {

    static final BenchmarkChecks CHECKS = new BenchmarkChecks(ClientFault::new);

    private RequestChecks() {
    }

    /** One or more {@code input} values, none nil, at most {@link BenchmarkLimits#MAX_ELEMENTS}. */
    static <T> List<T> inputs(String operation, List<T> inputs) {
        CHECKS.someInputs(operation, inputs);
        int nil = BenchmarkChecks.firstNil(inputs);
        if (nil >= 0) {
            throw CHECKS.fault(operation, "input " + (nil + 1) + " is nil; only array items may be nil");
        }
        return inputs;
    }

    /** One or more strings, none nil, together within {@link BenchmarkLimits#MAX_TEXT_CHARS}. */
    static List<String> strings(String operation, List<String> inputs) {
        inputs(operation, inputs);
        textChars(operation, BenchmarkChecks.textChars(inputs, s -> s));
        return inputs;
    }

    /** Strings of one request together at most {@link BenchmarkLimits#MAX_TEXT_CHARS} characters. */
    static void textChars(String operation, long chars) {
        if (chars > BenchmarkLimits.MAX_TEXT_CHARS) {
            throw CHECKS.fault(operation, "more than " + BenchmarkLimits.MAX_TEXT_CHARS + " characters of text");
        }
    }

    /** A base64 value that is there and decodes to at most {@link BenchmarkLimits#MAX_BASE64_BYTES} bytes. */
    static byte[] base64(String operation, byte[] bytes) {
        if (bytes == null) {
            throw CHECKS.fault(operation, operation + " needs an input element holding base64 data");
        }
        if (bytes.length > BenchmarkLimits.MAX_BASE64_BYTES) {
            throw CHECKS.fault(operation, "more than " + BenchmarkLimits.MAX_BASE64_BYTES + " bytes");
        }
        return bytes;
    }

    /** A send operation's {@code size}: present, 0 to {@code max}. */
    static int size(String operation, Integer size, int max) {
        if (size == null) {
            throw CHECKS.fault(operation, operation + " needs a size element");
        }
        return CHECKS.sizeInRange(operation, size, max);
    }

    /** The array element an operation takes ({@code ArrayOfSimpleEvent}, ...): there, even if empty. */
    static <T> T array(String operation, T array) {
        if (array == null) {
            throw CHECKS.fault(operation, operation + " needs an input element");
        }
        return array;
    }
}
