package org.echosoap.server.metro.benchmark;

import java.util.List;
import org.echosoap.server.contract.BenchmarkLimits;
import org.echosoap.server.metro.fault.RequestFault;
import org.echosoap.server.metro.generated.benchmark.MeshInterfaceObject;
import org.echosoap.server.metro.generated.benchmark.SimpleEvent;

/**
 * What the Benchmark contract asks of a request beyond what JAXB checks while it binds: required elements present,
 * sizes within {@link BenchmarkLimits}, the request's text within its character budget. Each failure is a
 * {@code Client} fault with a one-line reason naming the operation.
 *
 * <pre>{@code
 * List<Integer> ints = RequestChecks.values("echoInts", input);   // fault if missing or more than 100,000
 * }</pre>
 */
final class RequestChecks {

    private RequestChecks() {
    }

    /** The repeated {@code input} values of an echo/receive: at least one, at most {@code MAX_ELEMENTS}. */
    static <T> List<T> values(String operation, List<T> values) {
        if (values == null || values.isEmpty()) {
            throw RequestFault.client(operation + " needs at least one input element");
        }
        checkCount(operation, values.size(), "input");
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i) == null) {
                throw RequestFault.client(operation + ": input " + i + " is empty or nil");
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

    /** A decoded base64 value: present, at most {@code MAX_BASE64_BYTES}. */
    static byte[] base64(String operation, byte[] bytes) {
        if (bytes == null) {
            throw RequestFault.client(operation + " needs an input element holding xsd:base64Binary");
        }
        if (bytes.length > BenchmarkLimits.MAX_BASE64_BYTES) {
            throw RequestFault.client(operation + ": more than " + BenchmarkLimits.MAX_BASE64_BYTES
                    + " bytes of base64 data");
        }
        return bytes;
    }

    /** The items of an ArrayOfSimpleEvent: nil items allowed, every other one complete. */
    static List<SimpleEvent> simpleEvents(String operation, List<SimpleEvent> items) {
        checkCount(operation, items.size(), "item");
        long chars = 0;
        for (int i = 0; i < items.size(); i++) {
            SimpleEvent event = items.get(i);
            if (event == null) {
                continue;
            }
            if (event.getSequenceNumber() == null || event.getTimestamp() == null || event.getMessage() == null) {
                throw RequestFault.client(operation + ": item " + i + " needs sequenceNumber, timestamp and message");
            }
            chars += event.getMessage().length();
        }
        checkText(operation, chars);
        return items;
    }

    /** MeshInterfaceObjects (array items or repeated inputs): nil items allowed where the schema allows them. */
    static List<MeshInterfaceObject> meshInterfaceObjects(String operation, List<MeshInterfaceObject> items,
            String child) {
        checkCount(operation, items.size(), child);
        for (int i = 0; i < items.size(); i++) {
            MeshInterfaceObject mesh = items.get(i);
            if (mesh != null && (mesh.getX() == null || mesh.getY() == null || mesh.getValue() == null)) {
                throw RequestFault.client(operation + ": " + child + " " + i + " needs x, y and value");
            }
        }
        return items;
    }

    /** A send's {@code size}: present and within {@code 0..max}. */
    static int size(String operation, Integer size, int max) {
        if (size == null) {
            throw RequestFault.client(operation + " needs a size element holding an xsd:int");
        }
        if (size < 0 || size > max) {
            throw RequestFault.client(operation + ": size must be 0 to " + max + ", got " + size);
        }
        return size;
    }

    private static void checkCount(String operation, int count, String child) {
        if (count > BenchmarkLimits.MAX_ELEMENTS) {
            throw RequestFault.client(operation + ": more than " + BenchmarkLimits.MAX_ELEMENTS + " " + child
                    + " elements");
        }
    }

    private static void checkText(String operation, long chars) {
        if (chars > BenchmarkLimits.MAX_TEXT_CHARS) {
            throw RequestFault.client(operation + ": the request's text values exceed "
                    + BenchmarkLimits.MAX_TEXT_CHARS + " characters");
        }
    }
}
