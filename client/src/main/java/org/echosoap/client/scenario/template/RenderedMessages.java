package org.echosoap.client.scenario.template;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import javax.xml.XMLConstants;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The messages a template gives, rendered once before anything is measured and then sent in turn: the load loop
 * sends bytes it already has, so a templated request costs the client what a fixed one does. Message {@code i} uses
 * data row {@code i mod rows} and the seeded generator's next draws; every message is parsed once here, so a value
 * that breaks the envelope stops the run before it starts, naming the data row.
 *
 * <p>The pool is bounded: the rendered bytes, times the copies the client keeps (one here and one preformatted
 * request per connection), must stay within {@link #MAX_MEMORY_BYTES}.
 *
 * <pre>{@code
 * RenderedMessages m = RenderedMessages.render(template, data, 1000, 1L, connections + 1);
 * m.bodies().get(0);     // the first message's bytes (UTF-8)
 * m.meanBytes();         // what the baseline's request is sized to
 * }</pre>
 *
 * @param template  the template file
 * @param data      the data file, or null
 * @param dataRows  its rows (0 without one)
 * @param seed      the generator's seed
 * @param bodies    the messages, in sending order (do not modify)
 */
public record RenderedMessages(Path template, Path data, int dataRows, long seed, List<byte[]> bodies) {

    /** What every copy of the rendered messages may take in all (the heap and the connections' direct buffers). */
    public static final long MAX_MEMORY_BYTES = 256L << 20;

    /**
     * The most messages a pool holds, whatever their size: the preflight sends each once (100,000 take about half a
     * minute at a few thousand a second), and a mistyped --data-messages fails at once.
     */
    public static final int MAX_MESSAGES = 100_000;

    /** Messages rendered without a data file when --data-messages is not given. */
    public static final int DEFAULT_GENERATED_MESSAGES = 1000;

    /** The seed when --seed is not given: fixed, so that two runs send the same messages. */
    public static final long DEFAULT_SEED = 1;

    public RenderedMessages {
        bodies = Collections.unmodifiableList(new ArrayList<>(bodies));
    }

    /**
     * Renders and checks the pool.
     *
     * @param data     the data file's rows, or null
     * @param messages how many messages (each data row once: {@code data.rows().size()})
     * @param copies   how many copies of every message the client will hold (1 + connections)
     * @throws IllegalArgumentException one line: too many messages for the bound, or a message that is not
     *                                  well-formed XML (naming the template, the message and its data row's line)
     */
    public static RenderedMessages render(RequestTemplate template, CsvData data, int messages, long seed, int copies) {
        if (messages < 1 || messages > MAX_MESSAGES) {
            throw new IllegalArgumentException("--data-messages must be 1.." + MAX_MESSAGES + ", got " + messages);
        }
        long budget = MAX_MEMORY_BYTES / Math.max(1, copies);
        SplittableRandom random = new SplittableRandom(seed);
        List<byte[]> bodies = new ArrayList<>(messages);
        StringBuilder text = new StringBuilder(4096);
        WellFormed parser = new WellFormed();
        long total = 0;
        int[] current = new int[2]; // message, row
        Placeholder.Rendering rendering = new Placeholder.Rendering() {
            @Override
            public int message() {
                return current[0];
            }

            @Override
            public String field(int column) {
                return data.value(current[1], column);
            }

            @Override
            public SplittableRandom random() {
                return random;
            }
        };
        for (int i = 0; i < messages; i++) {
            current[0] = i;
            current[1] = data == null ? -1 : i % data.rows().size();
            text.setLength(0);
            template.render(text, rendering);
            byte[] body = text.toString().getBytes(StandardCharsets.UTF_8);
            total += body.length;
            if (total > budget) {
                throw new IllegalArgumentException("--data-messages " + messages + ": the rendered messages pass "
                        + mb(budget) + " after message " + (i + 1) + " (" + mb(MAX_MEMORY_BYTES) + " in all for the "
                        + "messages and the copy each of the " + (copies - 1) + " connections keeps): the first " + i
                        + " fit; give fewer --data-messages");
            }
            String problem = parser.problem(body);
            if (problem != null) {
                throw new IllegalArgumentException(template.file() + " rendered as message " + (i + 1)
                        + (data == null ? "" : " (" + data.file() + " line " + data.line(current[1]) + ")")
                        + " is not well-formed XML: " + problem);
            }
            bodies.add(body);
        }
        return new RenderedMessages(template.file(), data == null ? null : data.file(),
                data == null ? 0 : data.rows().size(), seed, bodies);
    }

    /** Mean message size in bytes. */
    public double meanBytes() {
        return bodies.stream().mapToLong(b -> b.length).average().orElse(0);
    }

    /** The smallest message in bytes. */
    public int minBytes() {
        return bodies.stream().mapToInt(b -> b.length).min().orElse(0);
    }

    /** The largest message in bytes. */
    public int maxBytes() {
        return bodies.stream().mapToInt(b -> b.length).max().orElse(0);
    }

    /**
     * A body of the mean size, rounded, for a baseline that stands for the whole pool: the longest message not
     * longer than the mean, padded with spaces after its end (white space after the root element is allowed in XML,
     * so it stays well-formed).
     */
    public byte[] meanSizedBody() {
        int target = (int) Math.round(meanBytes());
        byte[] best = null;
        for (byte[] b : bodies) {
            if (b.length <= target && (best == null || b.length > best.length)) {
                best = b;
            }
        }
        byte[] padded = java.util.Arrays.copyOf(best, target);
        java.util.Arrays.fill(padded, best.length, target, (byte) ' ');
        return padded;
    }

    /** What the result file records about the pool ({@code settings.template}). */
    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("file", template.toString());
        m.put("data", data == null ? null : data.toString());
        m.put("dataRows", dataRows);
        m.put("messages", bodies.size());
        m.put("seed", seed);
        m.put("meanRequestBytes", Math.round(meanBytes() * 10) / 10.0);
        m.put("minRequestBytes", minBytes());
        m.put("maxRequestBytes", maxBytes());
        return m;
    }

    /** One line for the console: what is sent. */
    public String summary() {
        return template + ": " + String.format(java.util.Locale.ROOT, "%,d", bodies.size())
                + (bodies.size() == 1 ? " message" : " messages")
                + (data == null ? "" : " from " + data + " (" + String.format(java.util.Locale.ROOT, "%,d", dataRows)
                + (dataRows == 1 ? " row)" : " rows)")) + ", seed " + seed + ", "
                + (minBytes() == maxBytes() ? minBytes() + " B each"
                : minBytes() + "-" + maxBytes() + " B, mean " + String.format(java.util.Locale.ROOT, "%.1f", meanBytes())
                + " B");
    }

    private static String mb(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / (double) (1 << 20));
    }

    /** A namespace-aware SAX parse with no DTDs: the cheapest full well-formedness check. */
    private static final class WellFormed {
        private final SAXParser parser;
        private final DefaultHandler handler = new DefaultHandler();

        WellFormed() {
            try {
                SAXParserFactory f = SAXParserFactory.newInstance();
                f.setNamespaceAware(true);
                f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
                f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
                parser = f.newSAXParser();
            } catch (Exception e) {
                throw new IllegalStateException("no XML parser", e);
            }
        }

        /** Null when well-formed, else "line L, column C: reason". */
        String problem(byte[] body) {
            try {
                parser.reset();
                parser.parse(new ByteArrayInputStream(body), handler);
                return null;
            } catch (SAXParseException e) {
                return "line " + e.getLineNumber() + ", column " + e.getColumnNumber() + ": " + oneLine(e.getMessage());
            } catch (Exception e) {
                return oneLine(e.getMessage());
            }
        }

        private static String oneLine(String s) {
            return s == null ? "" : s.lines().findFirst().orElse("").strip();
        }
    }
}
