package org.echosoap.server.contract;

import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The Benchmark checks a JAX-WS stack makes on the values JAXB bound, with the reasons both CXF and Metro answer:
 * JAXB binds what is there (a missing element is null, an empty array an empty list) and bounds no count, so the
 * {@link BenchmarkLimits} are checked here before any work is done. Each failure is the stack's {@code Client} fault,
 * made by the function it passes, with a one-line reason that starts with the operation
 * ({@code echoInts: more than 100000 input elements}). Axis2 checks while it streams and has its own readers.
 *
 * <pre>{@code
 * BenchmarkChecks checks = new BenchmarkChecks(ClientFault::new);
 * checks.elementCount("echoInts", "input", input.size());     // fault beyond 100,000
 * int n = checks.sizeInRange("sendInts", size, BenchmarkLimits.MAX_ELEMENTS);
 * }</pre>
 */
public final class BenchmarkChecks {

    private final Function<String, ? extends RuntimeException> clientFault;

    /** @param clientFault the stack's Client fault for a whole reason ({@code "operation: what is wrong"}) */
    public BenchmarkChecks(Function<String, ? extends RuntimeException> clientFault) {
        this.clientFault = clientFault;
    }

    /** The fault {@code operation: reason}, to throw. */
    public RuntimeException fault(String operation, String reason) {
        return clientFault.apply(operation + ": " + reason);
    }

    /** Repeated {@code input} elements: at least one, at most {@link BenchmarkLimits#MAX_ELEMENTS}. */
    public <T> List<T> someInputs(String operation, List<T> inputs) {
        if (inputs == null || inputs.isEmpty()) {
            throw fault(operation, operation + " needs at least one input element");
        }
        elementCount(operation, "input", inputs.size());
        return inputs;
    }

    /** At most {@link BenchmarkLimits#MAX_ELEMENTS} elements named {@code element}. */
    public void elementCount(String operation, String element, int count) {
        if (count > BenchmarkLimits.MAX_ELEMENTS) {
            throw fault(operation, "more than " + BenchmarkLimits.MAX_ELEMENTS + " " + element + " elements");
        }
    }

    /** The array element an operation takes ({@code ArrayOfSimpleEvent}, ...): there, even if empty. */
    public <T> T array(String operation, T array) {
        if (array == null) {
            throw fault(operation, operation + " needs an input element");
        }
        return array;
    }

    /** A send's {@code size} (present: each stack words a missing one its own way) within {@code 0..max}. */
    public int sizeInRange(String operation, int size, int max) {
        if (size < 0 || size > max) {
            throw fault(operation, "size must be 0 to " + max + ", got " + size);
        }
        return size;
    }

    /** The index of the first item that is there but not {@code complete}, or -1; nil items (null) are allowed. */
    public static <T> int firstIncomplete(List<T> items, Predicate<T> complete) {
        for (int i = 0; i < items.size(); i++) {
            T item = items.get(i);
            if (item != null && !complete.test(item)) {
                return i;
            }
        }
        return -1;
    }

    /** The index of the first nil (null) item, or -1. */
    public static int firstNil(List<?> items) {
        for (int i = 0; i < items.size(); i++) { // not indexOf(null): List.of(...) throws on it
            if (items.get(i) == null) {
                return i;
            }
        }
        return -1;
    }

    /** Characters of the items' texts together ({@code text} of each non-nil item), for the text limit. */
    public static <T> long textChars(List<T> items, Function<T, String> text) {
        long chars = 0;
        for (T item : items) {
            if (item != null) {
                chars += text.apply(item).length();
            }
        }
        return chars;
    }
}
