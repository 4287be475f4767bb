package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One kind of trouble seen in a run: what it is, where it was seen (one item per endpoint or part, each saying
 * how much), and the one thing to do. Printed as one line: {@code label: item; item - advice}.
 *
 * <pre>{@code
 * Warning w = new Warning("nagle", "Nagle + delayed-ACK stalls", List.of("null 4.0% of requests at about 40 ms"),
 *         "check TCP_NODELAY on both sides");
 * w.line();   // "Nagle + delayed-ACK stalls: null 4.0% of requests at about 40 ms - check TCP_NODELAY on both sides"
 * }</pre>
 *
 * @param kind   a stable key ({@code errors}, {@code precision}, {@code nagle}, ...)
 * @param label  what a reader sees first
 * @param items  where and how much, in order
 * @param advice   the one thing to do
 * @param subjects what the items are about (endpoints, or parts in a suite), in order, without repeats; empty when
 *                 not known: a merged line then counts the items
 */
public record Warning(String kind, String label, List<String> items, String advice, List<String> subjects) {

    /** Freezes the items; each subject once. */
    public Warning {
        items = List.copyOf(items);
        subjects = List.copyOf(new java.util.LinkedHashSet<>(subjects));
    }

    /** A warning whose items name no subject. */
    public Warning(String kind, String label, List<String> items, String advice) {
        this(kind, label, items, advice, List.of());
    }

    /** Subjects a merged line names before it counts the rest. */
    static final int MAX_NAMED_SUBJECTS = 4;

    /**
     * The line merged per cause: with one item, {@link #line()}; with more, the cause, what it concerns (its first
     * {@value #MAX_NAMED_SUBJECTS} subjects named, the rest counted) and the advice, once; each item's own figures stay
     * in result.json ({@code warningsByKind}). So a suite's six paragraphs of per-part text read as one line per cause.
     */
    public String mergedLine() {
        if (items.size() <= 1) {
            return line();
        }
        List<String> named = subjects.isEmpty() ? List.of() : subjects;
        StringBuilder sb = new StringBuilder(label).append(": ");
        if (named.isEmpty()) {
            sb.append(items.size()).append(" items");
        } else {
            sb.append("seen in ").append(named.size()).append(" (").append(String.join(", ", named.subList(0, Math.min(MAX_NAMED_SUBJECTS, named.size()))));
            if (named.size() > MAX_NAMED_SUBJECTS) {
                sb.append(", … ").append(named.size() - MAX_NAMED_SUBJECTS).append(" more");
            }
            sb.append(")");
        }
        return sb.append("; each with its figures in result.json (warningsByKind) - ").append(advice).toString();
    }

    /** The printed line. */
    public String line() {
        return label + ": " + String.join("; ", items) + " - " + advice;
    }

    /**
     * The warnings of several parts (a suite, a sweep), one line per kind: each item is prefixed with its part's
     * name, and a kind seen in many parts lists the first few and counts the rest, so that the lines that matter
     * are not drowned.
     *
     * @param byPart the warnings of each part, keyed by the part's name, in order
     * @param maxItemsPerKind items shown per kind before "and N more"
     */
    public static List<Warning> grouped(Map<String, List<Warning>> byPart, int maxItemsPerKind) {
        Map<String, List<String>> items = new LinkedHashMap<>();
        Map<String, List<String>> subjects = new LinkedHashMap<>();
        Map<String, Warning> first = new LinkedHashMap<>();
        byPart.forEach((part, warnings) -> {
            for (Warning w : warnings) {
                first.putIfAbsent(w.kind(), w);
                List<String> list = items.computeIfAbsent(w.kind(), k -> new ArrayList<>());
                for (String item : w.items()) {
                    list.add(part.isEmpty() ? item : part + ": " + item);
                }
                // In a suite a cause is named by its parts; in one run by its endpoints.
                List<String> named = subjects.computeIfAbsent(w.kind(), k -> new ArrayList<>());
                if (!part.isEmpty()) {
                    named.add(part);
                } else {
                    named.addAll(w.subjects());
                }
            }
        });
        List<Warning> grouped = new ArrayList<>();
        first.forEach((kind, w) -> {
            List<String> all = items.get(kind);
            List<String> shown = new ArrayList<>(all.subList(0, Math.min(all.size(), maxItemsPerKind)));
            if (all.size() > maxItemsPerKind) {
                shown.add("and " + (all.size() - maxItemsPerKind) + " more (result.json lists them)");
            }
            grouped.add(new Warning(kind, w.label(), shown, w.advice(), subjects.get(kind)));
        });
        return grouped;
    }
}
