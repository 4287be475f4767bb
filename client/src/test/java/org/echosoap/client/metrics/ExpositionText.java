package org.echosoap.client.metrics;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Prometheus text format (0.0.4) read back into samples, strictly: a line that is neither a comment, blank, nor
 * a well-formed sample fails, so a test over it cannot pass on output a scraper would refuse. The tests' own reader,
 * for unit tests; the ITs read the endpoint with the Prometheus Python client's parser as well.
 */
final class ExpositionText {

    private static final Pattern SAMPLE = Pattern.compile(
            "([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\\{(.*)\\})? (\\S+)");
    private static final Pattern LABEL = Pattern.compile("\\s*([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\"\\s*,?");
    private static final Pattern TYPE = Pattern.compile("# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) "
            + "(counter|gauge|histogram|summary|untyped)");

    record Sample(String name, Map<String, String> labels, double value) {
    }

    private final List<Sample> samples;
    private final Map<String, String> types;

    private ExpositionText(List<Sample> samples, Map<String, String> types) {
        this.samples = samples;
        this.types = types;
    }

    static ExpositionText parse(String text) {
        List<Sample> samples = new ArrayList<>();
        Map<String, String> types = new HashMap<>();
        for (String line : text.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            if (line.startsWith("#")) {
                Matcher t = TYPE.matcher(line);
                if (t.matches()) {
                    types.put(t.group(1), t.group(2));
                } else if (!line.startsWith("# HELP ")) {
                    throw new AssertionError("not a HELP or TYPE line: " + line);
                }
                continue;
            }
            Matcher m = SAMPLE.matcher(line);
            if (!m.matches()) {
                throw new AssertionError("not a sample line: " + line);
            }
            Map<String, String> labels = new LinkedHashMap<>();
            if (m.group(2) != null) {
                Matcher l = LABEL.matcher(m.group(2));
                int end = 0;
                while (l.find() && l.start() == end) {
                    labels.put(l.group(1), l.group(2).replace("\\n", "\n").replace("\\\"", "\"").replace("\\\\", "\\"));
                    end = l.end();
                }
                if (end != m.group(2).length()) {
                    throw new AssertionError("bad labels: " + line);
                }
            }
            samples.add(new Sample(m.group(1), labels, value(m.group(3), line)));
        }
        return new ExpositionText(samples, types);
    }

    private static double value(String text, String line) {
        return switch (text) {
            case "NaN" -> Double.NaN;
            case "+Inf" -> Double.POSITIVE_INFINITY;
            case "-Inf" -> Double.NEGATIVE_INFINITY;
            default -> {
                try {
                    yield Double.parseDouble(text);
                } catch (NumberFormatException e) {
                    throw new AssertionError("bad value: " + line);
                }
            }
        };
    }

    /** The TYPE declared for a metric family. */
    String type(String family) {
        return types.get(family);
    }

    /** The one sample of {@code name} whose labels include every given pair (k1, v1, k2, v2...). */
    double value(String name, String... labelPairs) {
        List<Sample> found = find(name, labelPairs);
        if (found.size() != 1) {
            throw new AssertionError(found.size() + " samples of " + name + " " + List.of(labelPairs) + " in " + samples);
        }
        return found.get(0).value();
    }

    /** The samples of {@code name} whose labels include every given pair. */
    List<Sample> find(String name, String... labelPairs) {
        List<Sample> found = new ArrayList<>();
        for (Sample s : samples) {
            if (!s.name().equals(name)) {
                continue;
            }
            boolean all = true;
            for (int i = 0; i + 1 < labelPairs.length; i += 2) {
                all &= labelPairs[i + 1].equals(s.labels().get(labelPairs[i]));
            }
            if (all) {
                found.add(s);
            }
        }
        return found;
    }
}
