package org.echosoap.client.result;

import java.util.EnumMap;
import java.util.Map;

/**
 * Failed requests by kind, with the first reason seen for each kind (what a user needs to fix it).
 * Not thread-safe: one per worker, merged after the block.
 */
public final class ErrorCounts {

    private final EnumMap<ErrorKind, Long> counts = new EnumMap<>(ErrorKind.class);
    private final EnumMap<ErrorKind, String> firstReasons = new EnumMap<>(ErrorKind.class);

    public void add(ErrorKind kind, String reason) {
        counts.merge(kind, 1L, Long::sum);
        firstReasons.putIfAbsent(kind, reason);
    }

    public void addAll(ErrorCounts other) {
        other.counts.forEach((k, v) -> counts.merge(k, v, Long::sum));
        other.firstReasons.forEach(firstReasons::putIfAbsent);
    }

    public long total() {
        long total = 0;
        for (long v : counts.values()) {
            total += v;
        }
        return total;
    }

    public Map<ErrorKind, Long> counts() {
        return Map.copyOf(counts);
    }

    public Map<ErrorKind, String> firstReasons() {
        return Map.copyOf(firstReasons);
    }

    /** "2 timeout, 1 soap_fault" or "" when there are none. */
    public String summary() {
        StringBuilder sb = new StringBuilder();
        counts.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(v).append(' ').append(k.key()));
        return sb.toString();
    }
}
