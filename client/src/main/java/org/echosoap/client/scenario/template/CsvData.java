package org.echosoap.client.scenario.template;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * A request template's data file ({@code --data orders.csv}): UTF-8 CSV as RFC 4180 defines it (fields separated by
 * commas, a field in double quotes may hold commas, line breaks and {@code ""} for a quote), the first row naming the
 * columns. Blank lines are skipped; every other row must have as many fields as the header. Values are kept as they
 * are (no trimming: RFC 4180 says spaces are part of a field).
 *
 * <pre>{@code
 * CsvData d = CsvData.read(Path.of("orders.csv"));
 * d.columns();          // [customer, sku, quantity]
 * d.value(0, 1);        // the first row's sku
 * d.line(0);            // the file line the first row starts on (2)
 * }</pre>
 *
 * @param file    the file, as the user named it (for messages)
 * @param columns the header's names, in order
 * @param rows    each row's fields, in the columns' order
 * @param lines   the 1-based file line each row starts on (a quoted field can span lines)
 */
public record CsvData(Path file, List<String> columns, List<List<String>> rows, List<Long> lines) {

    /** Larger data files are refused: every row is held in memory, and rendering is bounded anyway. */
    static final long MAX_FILE_BYTES = 256L << 20;

    public CsvData {
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
        lines = List.copyOf(lines);
    }

    /** The value of {@code column} (0-based) in {@code row} (0-based). */
    public String value(int row, int column) {
        return rows.get(row).get(column);
    }

    /** The 1-based file line row {@code row} (0-based) starts on. */
    public long line(int row) {
        return lines.get(row);
    }

    /** The index of a column by its header name, or -1. */
    public int columnIndex(String name) {
        return columns.indexOf(name);
    }

    /**
     * Reads and checks a data file.
     *
     * @throws IllegalArgumentException one line naming the file, and the line and column where it can: a missing or
     *                                  unreadable file, an empty one, a header without rows, an empty or duplicate
     *                                  column name, a row with another number of fields, broken quoting, a character
     *                                  XML cannot carry
     */
    public static CsvData read(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("--data " + file + " does not exist (or is not a file)");
        }
        String text = readUtf8(file);
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1); // a spreadsheet's byte order mark is not part of the first column's name
        }
        if (text.isBlank()) {
            throw new IllegalArgumentException(file + ":1: the data file is empty: its first line must name the "
                    + "columns, e.g. customer,sku,quantity");
        }
        CSVFormat format = CSVFormat.RFC4180.builder().setIgnoreEmptyLines(true).get();
        try (Reader reader = new java.io.StringReader(text); CSVParser parser = CSVParser.parse(reader, format)) {
            Iterator<CSVRecord> records = parser.iterator();
            LineIndex lineIndex = new LineIndex(text);
            CSVRecord first = next(records, file, parser);
            long headerLine = lineIndex.lineAt(first.getCharacterPosition());
            List<String> columns = header(file, first, headerLine);
            List<List<String>> rows = new ArrayList<>();
            List<Long> lines = new ArrayList<>();
            while (true) {
                CSVRecord record = next(records, file, parser);
                if (record == null) {
                    break;
                }
                long line = lineIndex.lineAt(record.getCharacterPosition());
                if (record.size() != columns.size()) {
                    throw new IllegalArgumentException(file + ":" + line + ": " + record.size()
                            + (record.size() == 1 ? " field" : " fields") + ", the header has " + columns.size()
                            + " (a value with a comma must be in double quotes)");
                }
                List<String> row = record.toList();
                for (int c = 0; c < row.size(); c++) {
                    checkXmlChars(row.get(c), file, line, c, columns.get(c));
                }
                rows.add(row);
                lines.add(line);
            }
            if (rows.isEmpty()) {
                throw new IllegalArgumentException(file + ":" + headerLine + ": a header row but no data rows");
            }
            return new CsvData(file, columns, rows, lines);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read --data " + file + ": " + oneLine(e.getMessage()));
        }
    }

    /** The next record, or null at the end; broken quoting becomes a one-line error naming the line. */
    private static CSVRecord next(Iterator<CSVRecord> records, Path file, CSVParser parser) {
        try {
            return records.hasNext() ? records.next() : null;
        } catch (UncheckedIOException | IllegalStateException e) {
            // commons-csv says "(line 5) invalid char between encapsulated token and delimiter" and the like.
            throw new IllegalArgumentException(file + ":" + Math.max(1, parser.getCurrentLineNumber())
                    + ": not RFC 4180 CSV: " + oneLine(e.getMessage())
                    + " (a double quote inside a quoted field is written \"\")");
        }
    }

    private static List<String> header(Path file, CSVRecord record, long line) {
        List<String> names = record.toList();
        Map<String, Integer> seen = new HashMap<>();
        for (int c = 0; c < names.size(); c++) {
            String name = names.get(c);
            if (name.isBlank()) {
                throw new IllegalArgumentException(file + ":" + line + ": column " + (c + 1)
                        + " of the header has no name");
            }
            Integer before = seen.putIfAbsent(name, c);
            if (before != null) {
                throw new IllegalArgumentException(file + ":" + line + ": column " + (c + 1) + " repeats the name '"
                        + name + "' of column " + (before + 1));
            }
            if (Placeholder.isGeneratorName(name)) {
                throw new IllegalArgumentException(file + ":" + line + ": column " + (c + 1) + " is named '" + name
                        + "', which is a generated value's name in templates: rename the column");
            }
        }
        return names;
    }

    /** XML 1.0 cannot carry most control characters, not even escaped: say where one is rather than send it. */
    private static void checkXmlChars(String value, Path file, long line, int column, String name) {
        for (int i = 0; i < value.length(); ) {
            int cp = value.codePointAt(i);
            boolean allowed = cp == 0x9 || cp == 0xA || cp == 0xD || (cp >= 0x20 && cp <= 0xD7FF)
                    || (cp >= 0xE000 && cp <= 0xFFFD) || (cp >= 0x10000 && cp <= 0x10FFFF);
            if (!allowed) {
                throw new IllegalArgumentException(file + ":" + line + ": column " + (column + 1) + " (" + name
                        + "): character U+" + String.format("%04X", cp) + " is not allowed in XML");
            }
            i += Character.charCount(cp);
        }
    }

    private static String readUtf8(Path file) {
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                throw new IllegalArgumentException("--data " + file + " is larger than " + (MAX_FILE_BYTES >> 20)
                        + " MB");
            }
            byte[] bytes = Files.readAllBytes(file);
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("--data " + file + " is not UTF-8 text (save it as UTF-8)");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read --data " + file + ": " + oneLine(e.getMessage()));
        }
    }

    /** Line numbers of character offsets: a record knows where it starts, not on which line. */
    private static final class LineIndex {
        private final int[] lineStarts;
        private final String text;

        LineIndex(String text) {
            this.text = text;
            List<Integer> starts = new ArrayList<>();
            starts.add(0);
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '\n' || (c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n'))) {
                    starts.add(i + 1);
                }
            }
            lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
        }

        /**
         * The 1-based line of the record starting at offset {@code position}; a record after skipped blank lines
         * reports where they began, so line breaks there are passed over.
         */
        long lineAt(long position) {
            while (position < text.length() && (text.charAt((int) position) == '\n'
                    || text.charAt((int) position) == '\r')) {
                position++;
            }
            int found = java.util.Arrays.binarySearch(lineStarts, (int) position);
            return found >= 0 ? found + 1 : -found - 1;
        }
    }

    private static String oneLine(String s) {
        return s == null ? "" : s.lines().findFirst().orElse("").strip();
    }
}
