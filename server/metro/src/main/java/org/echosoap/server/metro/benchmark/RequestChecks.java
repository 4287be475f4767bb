package org.echosoap.server.metro.benchmark;

import java.util.List;
import org.echosoap.server.contract.BenchmarkChecks;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.jaxws.generated.benchmark.MeshInterfaceObject;
import org.echosoap.server.jaxws.generated.benchmark.SimpleEvent;
import org.echosoap.server.metro.fault.RequestFault;
import org.echosoap.server.metro.xsd.RefusedValues;

/**
 * What the Benchmark contract asks of a request beyond what JAXB does while it binds: every value in its type (a
 * value our parsers refused arrives as {@code null}, see {@link RefusedValues}), required elements present, sizes
 * within {@link BenchmarkLimits} (the checks every JAX-WS stack makes, {@link BenchmarkChecks}), the request's text
 * within its budget. Each failure is a {@code Client} fault with
 * a one-line reason in the contract's wording, positions counted from 1:
 * {@code echoInts: input 2 is not an xsd:int: 'abc'}.
 *
 * <pre>{@code
 * List<Integer> ints = RequestChecks.values("echoInts", input);   // fault if missing, refused or beyond 100,000
 * }</pre>
 */
final class RequestChecks {

    private static final BenchmarkChecks CHECKS = new BenchmarkChecks(RequestFault::client);

    private RequestChecks() {
    }

    /** The repeated {@code input} values of an echo/receive: at least one, each in its type, at most the limit. */
    static <T> List<T> values(String operation, List<T> values) {
        CHECKS.someInputs(operation, values);
        int nil = BenchmarkChecks.firstNil(values);
        if (nil >= 0) {
            throw fault(operation, "input " + (nil + 1) + refusedOr(" is empty or nil", " is "));
        }
        return values;
    }

    /** The strings of an echo/receive, with the request's text budget. */
    static List<String> strings(String operation, List<String> values) {
        values(operation, values);
        checkText(operation, BenchmarkChecks.textChars(values, value -> value));
        return values;
    }

    /** A decoded base64 value: present, valid, at most {@code MAX_BASE64_BYTES}. */
    static byte[] base64(String operation, byte[] bytes) {
        if (bytes == null) {
            RefusedValues.Refusal refusal = RefusedValues.peek();
            throw fault(operation, refusal != null ? refusal.reason()
                    : operation + " needs an input element holding xsd:base64Binary");
        }
        if (bytes.length > BenchmarkLimits.MAX_BASE64_BYTES) {
            throw fault(operation, "more than " + BenchmarkLimits.MAX_BASE64_BYTES + " bytes of base64 data");
        }
        return bytes;
    }

    /** The items of an ArrayOfSimpleEvent: nil items allowed, every other one complete and in its types. */
    static List<SimpleEvent> simpleEvents(String operation, List<SimpleEvent> items) {
        CHECKS.elementCount(operation, "item", items.size());
        int incomplete = BenchmarkChecks.firstIncomplete(items,
                event -> event.getSequenceNumber() != null && event.getTimestamp() != null && event.getMessage() != null);
        if (incomplete >= 0) {
            throw fault(operation, "input item " + (incomplete + 1)
                    + refusedOr(" needs sequenceNumber, timestamp and message", " holds a value that is "));
        }
        checkText(operation, BenchmarkChecks.textChars(items, SimpleEvent::getMessage));
        return items;
    }

    /** MeshInterfaceObjects (array items or repeated inputs, named by {@code what}): each complete, in its types. */
    static List<MeshInterfaceObject> meshInterfaceObjects(String operation, List<MeshInterfaceObject> items,
            String what) {
        CHECKS.elementCount(operation, what, items.size());
        int incomplete = BenchmarkChecks.firstIncomplete(items,
                mesh -> mesh.getX() != null && mesh.getY() != null && mesh.getValue() != null);
        if (incomplete >= 0) {
            throw fault(operation, what + " " + (incomplete + 1)
                    + refusedOr(" needs x, y and value", " holds a value that is "));
        }
        return items;
    }

    /**
     * echoMeshInterfaceObjects' repeated inputs: at least one, none nil (a nil one is never a refused value's gap:
     * an object with a refused field is there, the field null), each complete.
     */
    static List<MeshInterfaceObject> meshInterfaceObjectInputs(String operation, List<MeshInterfaceObject> inputs) {
        if (inputs == null || inputs.isEmpty()) {
            throw fault(operation, operation + " needs at least one input element");
        }
        int nil = BenchmarkChecks.firstNil(inputs);
        if (nil >= 0) {
            throw fault(operation, "input " + (nil + 1) + " is empty or nil");
        }
        return meshInterfaceObjects(operation, inputs, "input");
    }

    /** A send's {@code size}: present, an xsd:int, within {@code 0..max}. */
    static int size(String operation, Integer size, int max) {
        if (size == null) {
            throw fault(operation, RefusedValues.peek() != null ? "size is " + RefusedValues.peek().reason()
                    : operation + " needs a size element holding an xsd:int");
        }
        return CHECKS.sizeInRange(operation, size, max);
    }

    private static void checkText(String operation, long chars) {
        if (chars > BenchmarkLimits.MAX_TEXT_CHARS) {
            throw fault(operation, "the request's text values exceed " + BenchmarkLimits.MAX_TEXT_CHARS + " characters");
        }
    }

    /** {@code prefix} and the refused value's reason, or {@code otherwise} when nothing was refused (missing). */
    private static String refusedOr(String otherwise, String prefix) {
        RefusedValues.Refusal refusal = RefusedValues.peek();
        return refusal == null ? otherwise : prefix + refusal.reason();
    }

    static RuntimeException fault(String operation, String reason) {
        return CHECKS.fault(operation, reason);
    }

    /** The array element an operation takes ({@code ArrayOfSimpleEvent}, ...): there, even if empty. */
    static <T> T array(String operation, T array) {
        if (array == null) {
            throw fault(operation, operation + " needs an input element");
        }
        return array;
    }
}
