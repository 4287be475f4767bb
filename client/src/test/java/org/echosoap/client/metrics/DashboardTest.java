package org.echosoap.client.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.HdrHistogram.Histogram;
import org.echosoap.client.load.RunObserver.Phase;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.ErrorCounts;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.stats.Histograms;
import org.echosoap.client.stats.PairedEstimate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docs/grafana-dashboard.json and docs/metrics.md against what the client serves: a metric they name that the client
 * does not serve (a rename, a typo) would be an empty panel or a wrong page, and a served metric the page leaves out
 * would be undocumented.
 */
class DashboardTest {

    private static final Pattern METRIC = Pattern.compile("\\becho" + "soap_[a-z0-9_]+");

    private static Path docs;
    /** Every sample name the client serves once each kind of metric has a value. */
    private static Set<String> served;

    @BeforeAll
    static void scrapeEveryMetric() throws IOException {
        Path root = Path.of("").toAbsolutePath();
        while (root != null && !Files.isRegularFile(root.resolve("echosoap"))) {
            root = root.getParent();
        }
        assertNotNull(root, "no repository root above " + Path.of("").toAbsolutePath());
        docs = root.resolve("docs");

        RunMetrics metrics = new RunMetrics(new PrometheusRegistry());
        Histogram latency = Histograms.newLatencyHistogram();
        latency.recordValue(100);
        ErrorCounts errors = new ErrorCounts();
        errors.add(ErrorKind.SOAP_FAULT, "fault");
        metrics.partStarted(1, 1, "echoFloat");
        metrics.blockDone("null", "baseline", Phase.MEASURING, new BlockOutcome(BlockResult.of(0, "null", 1, 1,
                50_000_000L, latency, Histograms.newLatencyHistogram()), errors, 0, 0, 2,
                BlockHistograms.of(latency, Histograms.newLatencyHistogram(), null, null), -1, false));
        metrics.costEstimate(new PairedEstimate(70, 4, List.of(68.0, 72.0)), 3.5);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrometheusTextFormatWriter.create().write(out, metrics.registry().scrape());
        String exposition = out.toString(StandardCharsets.UTF_8);
        ExpositionText.parse(exposition); // well-formed, or the names below mean nothing
        served = names(exposition);
    }

    /** The sample names of an exposition (its non-comment lines). */
    private static Set<String> names(String exposition) {
        return exposition.lines().filter(l -> !l.startsWith("#") && !l.isBlank())
                .map(l -> l.split("[{ ]", 2)[0]).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> named(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = METRIC.matcher(text);
        while (m.find()) {
            names.add(m.group());
        }
        return names;
    }

    @Test
    void everyMetricTheDashboardQueriesIsServed() throws IOException {
        JsonNode dashboard = new ObjectMapper().readTree(docs.resolve("grafana-dashboard.json").toFile());
        assertEquals("echosoap-live", dashboard.get("uid").asText());
        StringBuilder queries = new StringBuilder();
        for (JsonNode panel : dashboard.get("panels")) {
            assertTrue(panel.has("gridPos") && panel.has("title"), panel.toString());
            assertFalse(panel.get("targets").isEmpty(), panel.get("title").asText());
            for (JsonNode target : panel.get("targets")) {
                String expr = target.get("expr").asText();
                assertTrue(expr.contains("instance=~\"$instance\""), "every query follows the client picked: " + expr);
                queries.append(expr).append('\n');
            }
        }
        Set<String> queried = named(queries.toString());
        assertTrue(queried.size() >= 8, queried.toString());
        Set<String> unserved = new TreeSet<>(queried);
        unserved.removeAll(served);
        assertEquals(Set.of(), unserved, "queried but not served (served: " + served + ")");
        for (String wanted : List.of("echosoap_requests_total", "echosoap_errors_total", "echosoap_latency_seconds",
                "echosoap_cost_estimate_seconds", "echosoap_cost_ci95_half_width_seconds",
                "echosoap_blocks_done_total")) {
            assertTrue(queried.contains(wanted), "the dashboard shows " + wanted);
        }
    }

    @Test
    void theDocsPageNamesEveryServedMetricAndNothingElse() throws IOException {
        String page = Files.readString(docs.resolve("metrics.md"));
        Set<String> onPage = named(page);
        Set<String> families = new TreeSet<>();
        for (String name : served) {
            // A summary's _sum and _count belong to its family.
            families.add(served.contains(name.replaceAll("_(sum|count)$", "")) ? name.replaceAll("_(sum|count)$", "")
                    : name);
        }
        Set<String> missing = new TreeSet<>(families);
        missing.removeAll(onPage);
        assertEquals(Set.of(), missing, "served but not on docs/metrics.md");
        Set<String> unknown = new TreeSet<>(onPage);
        unknown.removeAll(families);
        assertEquals(Set.of(), unknown, "on docs/metrics.md but not served");
        assertTrue(page.getBytes(StandardCharsets.UTF_8).length < 8192, "docs/metrics.md stays under 8 KB");
    }
}
