package org.echosoap.server.contract;

import java.util.AbstractList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The lists a {@code send*} operation answers, for a stack whose binding marshals a {@link List} (JAXB on CXF and
 * Metro): element {@code i} is {@link SendValues}' value {@code i}, computed as the marshaller asks for it, so an
 * answer of 100,000 values holds no list of its own.
 *
 * <pre>{@code
 * SendLists.ints(3);                                  // [0, 1, 2]
 * SendLists.of(2, i -> toJaxb(SendValues.simpleEvent(i)));
 * }</pre>
 */
public final class SendLists {

    private SendLists() {
    }

    public static List<Integer> ints(int size) {
        return of(size, SendValues::intAt);
    }

    public static List<Double> doubles(int size) {
        return of(size, SendValues::doubleAt);
    }

    public static List<String> strings(int size) {
        return of(size, SendValues::stringAt);
    }

    /** Values {@code valueAt(0)} to {@code valueAt(size - 1)}, computed on each read; unmodifiable. */
    public static <T> List<T> of(int size, IntFunction<T> valueAt) {
        return new AbstractList<>() {
            @Override
            public T get(int index) {
                return valueAt.apply(index);
            }

            @Override
            public int size() {
                return size;
            }
        };
    }
}
