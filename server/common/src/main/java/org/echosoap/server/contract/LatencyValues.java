package org.echosoap.server.contract;

import java.util.List;

/**
 * What seed 003's Latency service answers, on every stack: {@code getString} N characters, character i being
 * {@code 'a' + i % 26}; {@code getIntegers} N values 0..N-1; N from 0 to {@value #MAX_SIZE}, {@value #DEFAULT_SIZE}
 * until a {@code setSize} stores another.
 *
 * <pre>{@code
 * LatencyValues.letters(28);     // "abcdefghijklmnopqrstuvwxyzab"
 * LatencyValues.integers(3);     // [0, 1, 2], computed as read
 * }</pre>
 */
public final class LatencyValues {

    /** The stored size until a {@code setSize} changes it. */
    public static final int DEFAULT_SIZE = 200;

    /** The largest accepted size. */
    public static final int MAX_SIZE = 1_000_000;

    private LatencyValues() {
    }

    public static String letters(int size) {
        char[] chars = new char[size];
        for (int i = 0; i < size; i++) {
            chars[i] = (char) ('a' + i % 26);
        }
        return new String(chars);
    }

    /** 0..size-1 without holding a million boxed Integers: a binding only iterates the list while it writes. */
    public static List<Integer> integers(int size) {
        return new IntRange(size);
    }
}
