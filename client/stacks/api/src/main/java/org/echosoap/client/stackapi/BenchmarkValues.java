package org.echosoap.client.stackapi;

import java.util.Arrays;
import java.util.List;
import org.echosoap.server.contract.SendValues;

/**
 * The values a client stack's requests carry and its answers are checked against: element {@code i} of every array
 * is the contract's {@link SendValues} formula, as in the raw client's requests, so both ends of a pair send the same
 * data. Primitive types only: a stack's class loader sees this package and the JDK, nothing else of the client.
 *
 * <pre>{@code
 * List<Integer> input = BenchmarkValues.intList(100);
 * String wrong = BenchmarkValues.intsVerdict(answer, 100); // null when right
 * }</pre>
 */
public final class BenchmarkValues {

    private BenchmarkValues() {
    }

    public static List<Integer> intList(int size) {
        Integer[] values = new Integer[size];
        for (int i = 0; i < size; i++) {
            values[i] = SendValues.intAt(i);
        }
        return Arrays.asList(values);
    }

    public static List<Double> doubleList(int size) {
        Double[] values = new Double[size];
        for (int i = 0; i < size; i++) {
            values[i] = SendValues.doubleAt(i);
        }
        return Arrays.asList(values);
    }

    public static List<String> stringList(int size) {
        String[] values = new String[size];
        for (int i = 0; i < size; i++) {
            values[i] = SendValues.stringAt(i);
        }
        return Arrays.asList(values);
    }

    public static byte[] bytes(int size) {
        return SendValues.bytes(size);
    }

    public static int eventSequenceNumber(int i) {
        return SendValues.simpleEvent(i).sequenceNumber();
    }

    public static double eventTimestamp(int i) {
        return SendValues.simpleEvent(i).timestamp();
    }

    public static String eventMessage(int i) {
        return SendValues.simpleEvent(i).message();
    }

    public static int meshX(int i) {
        return SendValues.meshInterfaceObject(i).x();
    }

    public static int meshY(int i) {
        return SendValues.meshInterfaceObject(i).y();
    }

    public static double meshValue(int i) {
        return SendValues.meshInterfaceObject(i).value();
    }

    /** Null when {@code answer} holds the {@code size} values sent, else the first difference. */
    public static String listVerdict(String what, List<?> answer, List<?> sent) {
        if (answer == null) {
            return what + " answered no values, not " + sent.size();
        }
        if (answer.size() != sent.size()) {
            return what + " answered " + answer.size() + " values, not " + sent.size();
        }
        for (int i = 0; i < sent.size(); i++) {
            if (!sent.get(i).equals(answer.get(i))) {
                return what + " answered " + answer.get(i) + " at index " + i + ", not " + sent.get(i);
            }
        }
        return null;
    }

    /** Null when the answer has {@code size} items, else the reason. */
    public static String countVerdict(String what, int items, int size) {
        return items == size ? null : what + " answered " + items + " items, not " + size;
    }

    /** The check of one item of an answer's array: null when item {@code i} is right, else the reason. */
    @FunctionalInterface
    public interface ItemVerdict<T> {
        String of(int i, T item);
    }

    /**
     * Null when the answer has {@code size} items and {@code item} finds each right, else the first reason: the count,
     * a nil item, or what {@code item} says. A null list (the stack's nil array) counts as no items.
     */
    public static <T> String itemsVerdict(String what, List<T> items, int size, ItemVerdict<? super T> item) {
        String wrong = countVerdict(what, items == null ? 0 : items.size(), size);
        for (int i = 0; wrong == null && i < size; i++) {
            T got = items.get(i);
            wrong = got == null ? what + " answered a nil item at index " + i : item.of(i, got);
        }
        return wrong;
    }

    /** As {@link #itemsVerdict(String, List, int, ItemVerdict)}, for a stack that answers an array. */
    public static <T> String itemsVerdict(String what, T[] items, int size, ItemVerdict<? super T> item) {
        return itemsVerdict(what, items == null ? null : java.util.Arrays.asList(items), size, item);
    }

    /** Null when item {@code i} of an echoSimpleEvents answer is the event sent, else the reason. */
    public static String eventVerdict(int i, Integer sequenceNumber, Double timestamp, String message) {
        if (sequenceNumber == null || sequenceNumber != eventSequenceNumber(i) || timestamp == null
                || Double.compare(timestamp, eventTimestamp(i)) != 0 || !eventMessage(i).equals(message)) {
            return "echoSimpleEvents answered (" + sequenceNumber + ", " + timestamp + ", " + message + ") at index "
                    + i + ", not (" + eventSequenceNumber(i) + ", " + eventTimestamp(i) + ", " + eventMessage(i) + ")";
        }
        return null;
    }

    /** Null when item {@code i} of an echoMeshInterfaceObjects answer is the object sent, else the reason. */
    public static String meshVerdict(int i, Integer x, Integer y, Double value) {
        if (x == null || x != meshX(i) || y == null || y != meshY(i) || value == null
                || Double.compare(value, meshValue(i)) != 0) {
            return "echoMeshInterfaceObjects answered (" + x + ", " + y + ", " + value + ") at index " + i
                    + ", not (" + meshX(i) + ", " + meshY(i) + ", " + meshValue(i) + ")";
        }
        return null;
    }

    /** Null when {@code answer} is the {@code size} bytes sent, else the first difference. */
    public static String bytesVerdict(byte[] answer, byte[] sent) {
        if (answer == null || answer.length != sent.length) {
            return "echoBase64 answered " + (answer == null ? "nothing" : answer.length + " bytes") + ", not "
                    + sent.length;
        }
        int at = Arrays.mismatch(answer, sent);
        return at < 0 ? null : "echoBase64 answered byte " + answer[at] + " at index " + at + ", not " + sent[at];
    }
}
