package org.echosoap.server.metro.benchmark;

import java.util.List;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.metro.fault.RequestFault;
import org.echosoap.server.metro.generated.benchmark.MeshInterfaceObject;
import org.echosoap.server.metro.generated.benchmark.SimpleEvent;
import org.echosoap.server.metro.xsd.RefusedValues;

/**
 * What the Benchmark contract asks of a request beyond what JAXB does while it binds: every value in its type (a
 * value our parsers refused arrives as {@code null}, see {@link RefusedValues}), required elements present, sizes
 * within {@link BenchmarkLimits}, the request's text within its budget. Each failure is a {@code Client} fault with
 * a one-line reason in the contract's wording, positions counted from 1:
 * {@code echoInts: input 2 is not an xsd:int: 'abc'}.
 *
 * <pre>{@code
 * List<Integer> ints = RequestChecks.values("echoInts", input);   // fault if missing, refused or beyond 100,000
 * }</pre>
 */
final class RequestChecks {

    private RequestChecks() {
    }

    /** The repeated {@code input} values of an echo/receive: at least one, each in its type, at most the limit. */
    static <T> List<T> values(String operation, List<T> values) {
        if (values == null || values.isEmpty()) {
            throw fault(operation, operation + " needs at least one input element");
        }
        checkCount(operation, values.size(), "input");
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i) == null) {
                throw fault(operation, "input " + (i + 1) + refusedOr(" is empty or nil", " is "));
            }
        }
        return values;
    }

    /** The strings of an echo/receive, with the request's text budget. */
    static List<String> strings(String operation, List<String> values) {
        values(operation, values);
        long chars = 0;
        for (String value : values) {
            chars += value.length();
        }
        checkText(operation, chars);
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
        checkCount(operation, items.size(), "item");
        long chars = 0;
        for (int i = 0; i < items.size(); i++) {
            SimpleEvent event = items.get(i);
            if (event == null) {
                continue;
            }
            if (event.getSequenceNumber() == null || event.getTimestamp() == null || event.getMessage() == null) {
                throw fault(operation, "input item " + (i + 1) + refusedOr(" needs sequenceNumber, timestamp and message",
                        " holds a value that is "));
            }
            chars += event.getMessage().length();
        }
        checkText(operation, chars);
        return items;
    }

    /** MeshInterfaceObjects (array items or repeated inputs, named by {@code what}): each complete, in its types. */
    static List<MeshInterfaceObject> meshInterfaceObjects(String operation, List<MeshInterfaceObject> items,
            String what) {
        checkCount(operation, items.size(), what);
        for (int i = 0; i < items.size(); i++) {
            MeshInterfaceObject mesh = items.get(i);
            if (mesh != null && (mesh.getX() == null || mesh.getY() == null || mesh.getValue() == null)) {
                throw fault(operation, what + " " + (i + 1) + refusedOr(" needs x, y and value",
                        " holds a value that is "));
            }
        }
        return items;
    }

    /** A send's {@code size}: present, an xsd:int, within {@code 0..max}. */
    static int size(String operation, Integer size, int max) {
        if (size == null) {
            throw fault(operation, RefusedValues.peek() != null ? "size is " + RefusedValues.peek().reason()
                    : operation + " needs a size element holding an xsd:int");
        }
        if (size < 0 || size > max) {
            throw fault(operation, "size must be 0 to " + max + ", got " + size);
        }
        return size;
    }

    private static void checkCount(String operation, int count, String child) {
        if (count > BenchmarkLimits.MAX_ELEMENTS) {
            throw fault(operation, "more than " + BenchmarkLimits.MAX_ELEMENTS + " " + child + " elements");
        }
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

    static jakarta.xml.ws.soap.SOAPFaultException fault(String operation, String reason) {
        return RequestFault.client(operation + ": " + reason);
    }
}
