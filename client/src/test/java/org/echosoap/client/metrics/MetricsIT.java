package org.echosoap.client.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.cli.Main;
import org.echosoap.client.it.ClientServer;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import picocli.CommandLine;

/**
 * {@code run --metrics-port 0} against the real Tomcat, scraped while it runs: the request counter grows while the
 * run measures, and once it is done it holds exactly what result.json counts, endpoint by endpoint; the scraped
 * bodies are read by the Prometheus Python client's parser as well as the tests' strict one.
 */
@ExtendWith(ClientServer.class)
class MetricsIT {

    private static final Pattern WHERE = Pattern.compile("metrics on (http://\\S+/metrics)");
    /** Bounds of the scrape loop: the run takes about 10 s. */
    private static final Duration DEADLINE = Duration.ofSeconds(120);
    private static final Duration SCRAPE_EVERY = Duration.ofMillis(200);

    /** One scrape: its body and the measured answers it counted over all endpoints. */
    private record Scrape(String body, ExpositionText text, String phase, double measured) {
    }

    @Test
    void theRequestCounterGrowsDuringTheRunAndEndsAtTheResultsCount(EchosoapServer server) throws Exception {
        Path out = ItPaths.root().resolve("client/target/it-results/metrics");
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(new StringWriter()));
        cl.setErr(new PrintWriter(err, true));
        CompletableFuture<Integer> run = CompletableFuture.supplyAsync(() -> cl.execute("run", "--target",
                server.uri("").toString(), "--precision", "off", "--repeat", "40", "--prime", "1s", "--out",
                out.toString(), "--force", "--quiet", "--metrics-port", "0", "--metrics-linger", "3s"));

        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        List<Scrape> scrapes = new ArrayList<>();
        String url = null;
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (System.nanoTime() < deadline && !run.isDone()) {
            if (url == null) {
                Matcher m = WHERE.matcher(err.toString());
                url = m.find() ? m.group(1) : null;
            }
            if (url != null) {
                try {
                    HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url))
                            .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
                    assertEquals(200, r.statusCode());
                    ExpositionText t = ExpositionText.parse(r.body());
                    scrapes.add(new Scrape(r.body(), t, phase(t), t.find("echosoap_requests_total", "phase", "measuring")
                            .stream().mapToDouble(ExpositionText.Sample::value).sum()));
                } catch (java.io.IOException e) {
                    // The endpoint closed after the linger, between our check and the request: the loop ends.
                }
            }
            Thread.sleep(SCRAPE_EVERY.toMillis());
        }
        assertEquals(0, run.get(DEADLINE.toSeconds(), TimeUnit.SECONDS), err.toString());
        assertNotNull(url, "the chosen port is printed: " + err);
        assertTrue(url.startsWith("http://127.0.0.1:"), url);

        List<Double> whileMeasuring = scrapes.stream().filter(s -> s.phase().equals("measuring"))
                .map(Scrape::measured).toList();
        assertTrue(whileMeasuring.stream().distinct().count() >= 2 && whileMeasuring.get(whileMeasuring.size() - 1)
                > whileMeasuring.get(0), "the counter grows while measuring: " + whileMeasuring);
        for (int i = 1; i < scrapes.size(); i++) {
            assertTrue(scrapes.get(i).measured() >= scrapes.get(i - 1).measured(), "a counter never falls");
        }
        Scrape last = scrapes.stream().filter(s -> s.phase().equals("done")).reduce((a, b) -> b)
                .orElseThrow(() -> new AssertionError("no scrape saw the run done (--metrics-linger 3s)"));

        JsonNode result = ResultSchema.read(out.resolve("result.json"));
        List<PythonPrometheusParser.Sample> parsed = PythonPrometheusParser.parse(last.body());
        assertTrue(result.get("runs").size() >= 2);
        for (JsonNode endpoint : result.get("runs")) {
            String name = endpoint.get("endpoint").asText();
            long counted = endpoint.get("latencyMicros").get("count").asLong();
            assertTrue(counted > 0, name);
            assertEquals(counted, last.text().value("echosoap_requests_total", "endpoint", name, "phase", "measuring",
                    "role", endpoint.get("role").asText()), name + ": the counter ends at the result's count");
            assertEquals(counted, PythonPrometheusParser.sum(parsed, "echosoap_requests_total", "endpoint", name,
                    "phase", "measuring"), name + ", read by prometheus_client");
            assertEquals(endpoint.get("errors").asLong(), PythonPrometheusParser.sum(parsed, "echosoap_errors_total",
                    "endpoint", name, "phase", "measuring"), name + ": errors");
            assertEquals(40, PythonPrometheusParser.sum(parsed, "echosoap_blocks_done_total", "endpoint", name,
                    "phase", "measuring"), name + ": one block per round");
            double p50 = PythonPrometheusParser.sum(parsed, "echosoap_latency_seconds", "endpoint", name,
                    "quantile", "0.5");
            assertTrue(p50 > 1e-6 && p50 < 1, name + ": a median latency in seconds, got " + p50);
        }
        assertEquals("summary", parsed.stream().filter(s -> s.name().equals("echosoap_latency_seconds_count"))
                .findFirst().orElseThrow().familyType());
        // A fixed-rounds run needs no estimate while it runs, yet the gauge ends at the cost the result reports.
        double costMicros = result.get("costs").get(0).get("perMessageCostMicros").asDouble();
        // result.json writes µs with 3 decimals (ResultJson.number), the gauge keeps every digit: equal to 0.0005 µs.
        assertEquals(costMicros, PythonPrometheusParser.sum(parsed, "echosoap_cost_estimate_seconds",
                "scenario", "echoFloat") * 1e6, 0.0005 + Math.abs(costMicros) * 1e-9, "the final cost estimate");
        // The mid-run scrape too: any body the endpoint serves is one a real parser reads.
        PythonPrometheusParser.parse(scrapes.get(scrapes.size() / 2).body());
    }

    private static String phase(ExpositionText t) {
        return t.find("echosoap_phase").stream().filter(s -> s.value() == 1).map(s -> s.labels().get("echosoap_phase"))
                .findFirst().orElse("none");
    }
}
