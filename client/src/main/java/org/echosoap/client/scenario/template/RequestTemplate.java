package org.echosoap.client.scenario.template;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A request template ({@code run --template FILE}): a whole SOAP envelope in which {@code ${...}} placeholders
 * ({@link Placeholder}) stand for data columns and generated values. {@code $${} writes a literal {@code ${}.
 * Parsed once; every error is one line naming the file, line and column.
 *
 * <p>Why {@code ${...}} cannot clash with a real envelope: placeholders are read only in a file given as
 * {@code --template} ({@code --request} files are sent as they are), a placeholder is one line of a strict grammar,
 * and anything else after {@code ${} is an error, never sent as text: an envelope that happens to contain
 * {@code ${} fails loudly and is fixed by writing {@code $${}.
 *
 * <pre>{@code
 * RequestTemplate t = RequestTemplate.parse(text, Path.of("order.xml"), List.of("customer", "sku"));
 * t.placeholders();  // [Column[customer,0,false], Sequence[1]]
 * }</pre>
 */
public final class RequestTemplate {

    /** A placeholder: NAME, or NAME(ARGUMENTS); names of letters, digits and {@code _ . : -}. */
    private static final Pattern PLACEHOLDER =
            Pattern.compile("([A-Za-z_][A-Za-z0-9_.:-]*)(?:\\(([^()]*)\\))?");
    private static final Pattern INTEGER = Pattern.compile("-?[0-9]{1,10}");
    /** Generated strings beyond this length are a mistake (and would blow up the memory bound at once). */
    static final int MAX_RANDOM_STRING = 10_000;

    private final Path file;
    /** Literal text and placeholders, alternating as they appear (a literal may be empty). */
    private final List<Object> parts;

    private RequestTemplate(Path file, List<Object> parts) {
        this.file = file;
        this.parts = List.copyOf(parts);
    }

    /** The template file, for messages. */
    public Path file() {
        return file;
    }

    /** The placeholders, in order of appearance. */
    List<Placeholder> placeholders() {
        return parts.stream().filter(p -> p instanceof Placeholder).map(p -> (Placeholder) p).toList();
    }

    /** Whether any placeholder reads the data file. */
    public boolean usesData() {
        return placeholders().stream().anyMatch(p -> p instanceof Placeholder.Column);
    }

    /** Writes one message's text. */
    void render(StringBuilder out, Placeholder.Rendering rendering) {
        for (Object part : parts) {
            if (part instanceof String literal) {
                out.append(literal);
            } else {
                ((Placeholder) part).append(out, rendering);
            }
        }
    }

    /**
     * @param text    the template's content
     * @param file    where it came from (for messages)
     * @param columns the data file's column names (empty without one)
     * @throws IllegalArgumentException {@code FILE:LINE:COLUMN: ...} for an unclosed {@code ${}, an unknown
     *                                  placeholder or bad arguments
     */
    public static RequestTemplate parse(String text, Path file, List<String> columns) {
        List<Object> parts = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            int open = text.indexOf("${", i);
            if (open < 0) {
                literal.append(text, i, text.length());
                break;
            }
            if (open > 0 && text.charAt(open - 1) == '$') {
                // "$${": the escape; the first '$' was already copied with the text before it.
                literal.append(text, i, open).append('{');
                i = open + 2;
                continue;
            }
            literal.append(text, i, open);
            int close = text.indexOf('}', open + 2);
            int lineEnd = lineEnd(text, open);
            if (close < 0 || close > lineEnd) {
                throw error(file, text, open, "unclosed ${ (a placeholder is ${NAME} on one line; write $${ for a "
                        + "literal ${)");
            }
            String inside = text.substring(open + 2, close);
            parts.add(literal.toString());
            literal.setLength(0);
            parts.add(placeholder(inside, columns, file, text, open));
            i = close + 1;
        }
        parts.add(literal.toString());
        return new RequestTemplate(file, parts);
    }

    private static Placeholder placeholder(String inside, List<String> columns, Path file, String text, int at) {
        Matcher m = PLACEHOLDER.matcher(inside.strip());
        if (!m.matches()) {
            throw error(file, text, at, "'${" + inside + "}' is not a placeholder: " + known(columns));
        }
        String name = m.group(1);
        String args = m.group(2);
        switch (name) {
            case "seq" -> {
                long start = args == null ? 1 : integers(args, 1, inside, file, text, at)[0];
                return new Placeholder.Sequence(start);
            }
            case "random.int" -> {
                long[] range = integers(args, 2, inside, file, text, at);
                if (range[0] > range[1]) {
                    throw error(file, text, at, "${" + inside + "}: MIN is larger than MAX");
                }
                return new Placeholder.RandomInt(range[0], range[1]);
            }
            case "random.uuid" -> {
                noArguments(args, inside, file, text, at);
                return new Placeholder.RandomUuid();
            }
            case "random.string" -> {
                long length = integers(args, 1, inside, file, text, at)[0];
                if (length < 1 || length > MAX_RANDOM_STRING) {
                    throw error(file, text, at, "${" + inside + "}: the length must be 1 to " + MAX_RANDOM_STRING);
                }
                return new Placeholder.RandomString((int) length);
            }
            default -> {
                boolean raw = name.startsWith("raw:");
                String column = raw ? name.substring(4) : name;
                int index = columns.indexOf(column);
                if (index < 0 || args != null) {
                    throw error(file, text, at, "unknown placeholder ${" + inside + "}: " + known(columns));
                }
                return new Placeholder.Column(column, index, raw);
            }
        }
    }

    private static void noArguments(String args, String inside, Path file, String text, int at) {
        if (args != null) {
            throw error(file, text, at, "${" + inside + "} takes no arguments");
        }
    }

    private static long[] integers(String args, int count, String inside, Path file, String text, int at) {
        String usage = count == 2 ? "two whole numbers, e.g. ${random.int(1,100)}" : "one whole number, e.g. "
                + (inside.startsWith("seq") ? "${seq(1000)}" : "${random.string(8)}");
        if (args == null) {
            throw error(file, text, at, "${" + inside + "} needs " + usage);
        }
        String[] split = args.split(",", -1);
        if (split.length != count) {
            throw error(file, text, at, "${" + inside + "} needs " + usage);
        }
        long[] values = new long[count];
        for (int k = 0; k < count; k++) {
            String s = split[k].strip();
            if (!INTEGER.matcher(s).matches() || Math.abs(Long.parseLong(s)) > Integer.MAX_VALUE) {
                throw error(file, text, at, "${" + inside + "}: '" + s + "' is not a whole number within ±"
                        + Integer.MAX_VALUE);
            }
            values[k] = Long.parseLong(s);
        }
        return values;
    }

    private static String known(List<String> columns) {
        String generated = "${seq}, ${seq(START)}, ${random.int(MIN,MAX)}, ${random.uuid}, ${random.string(N)}";
        return columns.isEmpty() ? "no --data file, so only generated values: " + generated
                : "the data columns are " + String.join(", ", columns) + " (${NAME}, or ${raw:NAME} unescaped); "
                + "generated: " + generated;
    }

    private static int lineEnd(String text, int from) {
        int n = text.indexOf('\n', from);
        return n < 0 ? text.length() : n;
    }

    /** {@code FILE:LINE:COLUMN: message}, 1-based, the column counted in characters. */
    private static IllegalArgumentException error(Path file, String text, int offset, String message) {
        int line = 1;
        int lineStart = 0;
        for (int k = 0; k < offset; k++) {
            if (text.charAt(k) == '\n') {
                line++;
                lineStart = k + 1;
            }
        }
        return new IllegalArgumentException(file + ":" + line + ":" + (offset - lineStart + 1) + ": " + message);
    }
}
