package org.echosoap.client.scenario.benchmark;

import org.echosoap.server.contract.SendValues;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import org.echosoap.client.scenario.ContainsCheck;
import org.echosoap.client.scenario.CountCheck;
import org.echosoap.client.scenario.ResponseCheck;
import org.echosoap.client.scenario.SafeDom;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Requests and answer checks for the SOAP Benchmark Suite: requests are generated once per operation and size
 * (values from the contract's {@link SendValues}, the formulas the server's send operations answer with); answers are checked cheaply by counting value elements and fully (on a sample)
 * against the values sent (echo), the count sent (receive) or the server's formulas (send).
 */
public final class BenchmarkMessages {

    private static final String NS = BenchmarkOperation.NAMESPACE;
    private static final String ENVELOPE_HEAD = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
            + "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>";
    private static final String ENVELOPE_TAIL = "</soapenv:Body></soapenv:Envelope>";

    private BenchmarkMessages() {
    }

    /** The request body for {@code op} carrying {@code size} elements (bytes for base64). */
    public static byte[] request(BenchmarkOperation op, int size) {
        size = Math.max(0, size); // echoVoid is unsized
        StringBuilder sb = new StringBuilder(64 + size * 40);
        sb.append(ENVELOPE_HEAD).append('<').append(op.requestElement()).append(" xmlns=\"").append(NS).append("\">");
        switch (op.kind()) {
            case VOID -> { }
            case SEND -> sb.append("<size>").append(size).append("</size>");
            default -> appendInput(sb, op, size);
        }
        sb.append("</").append(op.requestElement()).append('>').append(ENVELOPE_TAIL);
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The number of events whose echoSimpleEvents request body (the same items as receiveSimpleEvents' and the
     * answers of echo and send) comes closest to {@code targetBytes} without exceeding it, at most 100,000: the
     * memory suite's "lots of little nested elements" at a byte size. Counted item by item, nothing built whole.
     */
    public static int simpleEventsForBytes(long targetBytes) {
        long bytes = request(BenchmarkOperation.byName("echoSimpleEvents"), 0).length;
        StringBuilder item = new StringBuilder(128);
        int n = 0;
        while (n < 100_000) {
            item.setLength(0);
            long itemBytes = appendEvent(item.append("<item>"), n).append("</item>").length(); // ASCII: chars = bytes
            if (bytes + itemBytes > targetBytes) {
                break;
            }
            bytes += itemBytes;
            n++;
        }
        return n;
    }

    private static void appendInput(StringBuilder sb, BenchmarkOperation op, int size) {
        switch (op.type()) {
            case BASE64 -> sb.append("<input>").append(Base64.getEncoder().encodeToString(SendValues.bytes(size))).append("</input>");
            case STRINGS -> {
                for (int i = 0; i < size; i++) {
                    sb.append("<input>").append(SendValues.stringAt(i)).append("</input>");
                }
            }
            case INTS -> {
                for (int i = 0; i < size; i++) {
                    sb.append("<input>").append(SendValues.intAt(i)).append("</input>");
                }
            }
            case DOUBLES -> {
                for (int i = 0; i < size; i++) {
                    sb.append("<input>").append(SendValues.doubleAt(i)).append("</input>");
                }
            }
            case SIMPLE_EVENTS -> {
                sb.append("<input>");
                for (int i = 0; i < size; i++) {
                    appendEvent(sb.append("<item>"), i).append("</item>");
                }
                sb.append("</input>");
            }
            case MESH_INTERFACE_OBJECTS -> {
                if (op.kind() == BenchmarkOperation.Kind.ECHO) {
                    // The contract's irregular one: echo takes repeated <input> objects, receive an <item> array.
                    for (int i = 0; i < size; i++) {
                        appendMesh(sb.append("<input>"), i).append("</input>");
                    }
                } else {
                    sb.append("<input>");
                    for (int i = 0; i < size; i++) {
                        appendMesh(sb.append("<item>"), i).append("</item>");
                    }
                    sb.append("</input>");
                }
            }
            default -> throw new IllegalStateException(op.type().name());
        }
    }

    static StringBuilder appendEvent(StringBuilder sb, int i) {
        return sb.append("<sequenceNumber>").append(SendValues.simpleEvent(i).sequenceNumber()).append("</sequenceNumber><timestamp>")
                .append(SendValues.simpleEvent(i).timestamp()).append("</timestamp><message>").append(SendValues.simpleEvent(i).message())
                .append("</message>");
    }

    static StringBuilder appendMesh(StringBuilder sb, int i) {
        return sb.append("<x>").append(SendValues.meshInterfaceObject(i).x()).append("</x><y>").append(SendValues.meshInterfaceObject(i).y())
                .append("</y><value>").append(SendValues.meshInterfaceObject(i).value()).append("</value>");
    }

    /** How answers to {@code op} at {@code size} are verified. */
    public static ResponseCheck check(BenchmarkOperation op, int size) {
        return switch (op.kind()) {
            case VOID -> new ContainsCheck(op.responseElement(), CountCheck.dom(doc ->
                    SafeDom.first(doc, NS, op.responseElement()) == null ? "no " + op.responseElement() : null));
            case RECEIVE -> new CountCheck(op.returnElement(), 1, CountCheck.dom(doc -> {
                List<String> t = SafeDom.texts(doc, NS, op.returnElement());
                return t.size() == 1 && t.get(0).equals(Integer.toString(size)) ? null
                        : op.returnElement() + " is " + t + ", expected " + size;
            }));
            case ECHO, SEND -> new CountCheck(countedElement(op), expectedCount(op, size),
                    CountCheck.dom(doc -> valuesCheck(doc, op, size)));
        };
    }

    /** Struct arrays are counted by their items; the others by their value elements. */
    private static String countedElement(BenchmarkOperation op) {
        if (op.type() == DataType.SIMPLE_EVENTS
                || op.type() == DataType.MESH_INTERFACE_OBJECTS && op.kind() == BenchmarkOperation.Kind.SEND) {
            return "item";
        }
        return op.returnElement();
    }

    private static long expectedCount(BenchmarkOperation op, int size) {
        return op.type() == DataType.BASE64 ? 1 : size;
    }

    /** Echo and send answers carry exactly the values of {@link SendValues}, in order. */
    static String valuesCheck(Document doc, BenchmarkOperation op, int size) {
        Element wrapper = SafeDom.first(doc, NS, op.responseElement());
        if (wrapper == null) {
            return "no " + op.responseElement() + " in the answer";
        }
        switch (op.type()) {
            case BASE64 -> {
                List<String> t = SafeDom.texts(wrapper, NS, op.returnElement());
                if (t.size() != 1) {
                    return "expected one " + op.returnElement();
                }
                byte[] got = Base64.getMimeDecoder().decode(t.get(0));
                return java.util.Arrays.equals(got, SendValues.bytes(size)) ? null : "base64 content differs (" + got.length + " bytes)";
            }
            case STRINGS -> {
                return compare(SafeDom.texts(wrapper, NS, op.returnElement()), size, SendValues::stringAt);
            }
            case INTS -> {
                return compare(SafeDom.texts(wrapper, NS, op.returnElement()), size, i -> Integer.toString(SendValues.intAt(i)));
            }
            case DOUBLES -> {
                return compareDoubles(SafeDom.texts(wrapper, NS, op.returnElement()), size, SendValues::doubleAt);
            }
            case SIMPLE_EVENTS -> {
                String r = compare(SafeDom.texts(wrapper, NS, "sequenceNumber"), size, i -> Integer.toString(SendValues.simpleEvent(i).sequenceNumber()));
                if (r == null) {
                    r = compareDoubles(SafeDom.texts(wrapper, NS, "timestamp"), size, i -> SendValues.simpleEvent(i).timestamp());
                }
                return r != null ? r : compare(SafeDom.texts(wrapper, NS, "message"), size, i -> SendValues.simpleEvent(i).message());
            }
            default -> {
                String r = compare(SafeDom.texts(wrapper, NS, "x"), size, i -> Integer.toString(SendValues.meshInterfaceObject(i).x()));
                if (r == null) {
                    r = compare(SafeDom.texts(wrapper, NS, "y"), size, i -> Integer.toString(SendValues.meshInterfaceObject(i).y()));
                }
                return r != null ? r : compareDoubles(SafeDom.texts(wrapper, NS, "value"), size, i -> SendValues.meshInterfaceObject(i).value());
            }
        }
    }

    private static String compare(List<String> got, int size, java.util.function.IntFunction<String> expected) {
        if (got.size() != size) {
            return "answer has " + got.size() + " values, expected " + size;
        }
        for (int i = 0; i < size; i++) {
            if (!got.get(i).equals(expected.apply(i))) {
                return "value " + i + " is '" + got.get(i) + "', expected '" + expected.apply(i) + "'";
            }
        }
        return null;
    }

    private static String compareDoubles(List<String> got, int size, java.util.function.IntToDoubleFunction expected) {
        if (got.size() != size) {
            return "answer has " + got.size() + " values, expected " + size;
        }
        for (int i = 0; i < size; i++) {
            double v;
            try {
                v = Double.parseDouble(got.get(i));
            } catch (NumberFormatException e) {
                return "value " + i + " is not a double: '" + got.get(i) + "'";
            }
            if (v != expected.applyAsDouble(i)) {
                return "value " + i + " is " + v + ", expected " + expected.applyAsDouble(i);
            }
        }
        return null;
    }
}
