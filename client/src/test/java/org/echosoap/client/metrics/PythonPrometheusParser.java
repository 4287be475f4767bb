package org.echosoap.client.metrics;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The Prometheus Python client's own text-format parser ({@code prometheus_client.parser}, Debian's
 * python3-prometheus-client), run on a scraped body: a reader the exporter was not written against. Fails, rather
 * than skips, when the package is missing (.ci/run installs it).
 */
final class PythonPrometheusParser {

    private static final String SCRIPT = String.join("\n",
            "import sys, json",
            "from prometheus_client.parser import text_string_to_metric_families",
            "for family in text_string_to_metric_families(sys.stdin.read()):",
            "    for s in family.samples:",
            "        print(json.dumps([family.type, s.name, s.labels, repr(s.value)]))");

    private PythonPrometheusParser() {
    }

    record Sample(String familyType, String name, Map<String, String> labels, double value) {
    }

    static List<Sample> parse(String exposition) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("/usr/bin/python3", "-c", SCRIPT).redirectErrorStream(true).start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(exposition.getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new AssertionError("prometheus_client's parser refused the exposition (is python3-prometheus-client "
                    + "installed?): " + out);
        }
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        List<Sample> samples = new ArrayList<>();
        for (String line : out.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            var row = json.readTree(line);
            Map<String, String> labels = new LinkedHashMap<>();
            row.get(2).fields().forEachRemaining(e -> labels.put(e.getKey(), e.getValue().asText()));
            String v = row.get(3).asText();
            samples.add(new Sample(row.get(0).asText(), row.get(1).asText(), labels,
                    v.equals("nan") ? Double.NaN : Double.parseDouble(v)));
        }
        return samples;
    }

    /** The sum of the samples named {@code name} whose labels include every given pair. */
    static double sum(List<Sample> samples, String name, String... labelPairs) {
        double total = 0;
        for (Sample s : samples) {
            boolean all = s.name().equals(name);
            for (int i = 0; i + 1 < labelPairs.length && all; i += 2) {
                all = labelPairs[i + 1].equals(s.labels().get(labelPairs[i]));
            }
            total += all ? s.value() : 0;
        }
        return total;
    }
}
