package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.echosoap.client.scenario.benchmark.BenchmarkMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkOperation;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@code run --url}: a user's own service measured against echosoap's baseline in the same Tomcat. The service is
 * sample-orders.war (a JAX-WS service on Eclipse Metro, none of echosoap's code), deployed next to echosoap.war by
 * the shared test server; the requests are the hand-written ones a user would have ({@code conf/examples/orders}).
 */
@ExtendWith(ClientServer.class)
class OwnServiceIT {

    /** How far the part outside the webapp moved between two correct runs minutes apart, beyond its intervals. */
    private static final double OUTSIDE_WANDER_MICROS = 30;

    private static final Path EXAMPLES = ItPaths.root().resolve("conf/examples/orders");

    private static InProcessRun run(String name, String... args) {
        return InProcessRun.of("own-service-" + name, args);
    }

    private static String orders(EchosoapServer server, String endpoint) {
        return server.uri("").resolve("/sample-orders/services/" + endpoint).toString();
    }

    @Test
    void aThirdPartyServiceGetsACostWithAnIntervalOverABaselineSizedToItsAnswers(EchosoapServer server)
            throws Exception {
        InProcessRun r = run("orders", "--url", orders(server, "OrderService"),
                "--request", EXAMPLES.resolve("placeOrder.xml").toString(),
                "--request", EXAMPLES.resolve("getQuote.xml").toString(),
                "--expect-contains", "Response>", "--prime", "2s", "--max-time", "10s");
        assertEquals(0, r.exit(), r.stdout() + r.stderr());
        JsonNode cost = r.result().get("costs").get(0);
        assertEquals("service", cost.get("scenario").asText());
        assertEquals("OrderService", cost.get("endpoint").asText());
        assertEquals("null", cost.get("baselineEndpoint").asText());
        double micros = cost.get("perMessageCostMicros").asDouble();
        double ci = cost.get("ci95Micros").asDouble();
        // The order service costs ~80 µs over null on a quiet VM (±30 in 6 s); under a CI's load the interval grows to
        // ±130 and the point estimate may dip below 0 (−9.6 once), so the check is the interval's: it must admit a
        // positive cost, i.e. never show the service cheaper than the empty baseline.
        assertTrue(Double.isFinite(micros) && Double.isFinite(ci) && ci > 0 && micros + ci > 0,
                "cost " + micros + " ± " + ci);
        assertTrue(cost.get("pairs").asInt() >= 20, "pairs " + cost.get("pairs"));
        // Metro sends no Server-Timing: the split is not invented.
        assertTrue(cost.get("serverCostMicros").isNull(), cost.toString());
        assertTrue(r.stdout().contains("inside / outside the webapp: not available (no Server-Timing)"), r.stdout());
        // Two requests in turn, each answered by a baseline of its own answer's length: the same bytes per message.
        double service = r.endpoint("OrderService").get("responseBytesPerMessage").asDouble();
        double baseline = r.endpoint("null").get("responseBytesPerMessage").asDouble();
        assertEquals(service, baseline, 0.01 * service, "response bytes per message");
        assertEquals(0, r.endpoint("OrderService").get("errors").asLong());
    }

    @Test
    void soap12IsDetectedFromTheEnvelope(EchosoapServer server) throws Exception {
        InProcessRun r = run("orders-soap12", "--url", orders(server, "OrderService12"),
                "--request", EXAMPLES.resolve("placeOrder-soap12.xml").toString(),
                "--expect-xpath", "//*[local-name()='itemCount']=3", "--prime", "1s", "--max-time", "5s");
        assertEquals(0, r.exit(), r.stdout() + r.stderr());
        assertTrue(Double.isFinite(r.result().get("costs").get(0).get("perMessageCostMicros").asDouble()));
        // The same envelope sent as SOAP 1.1 is refused by the 1.2 endpoint, before any measuring.
        InProcessRun wrong = run("orders-soap12-as-11", "--url", orders(server, "OrderService12"),
                "--request", EXAMPLES.resolve("placeOrder-soap12.xml").toString(), "--soap-version", "1.1");
        assertEquals(1, wrong.exit(), wrong.stdout() + wrong.stderr());
        assertEquals(1, wrong.stderr().strip().lines().count(), wrong.stderr());
    }

    @Test
    void anUnmetExpectationStopsTheRunInOneLineBeforeMeasuring(EchosoapServer server) throws Exception {
        InProcessRun r = run("orders-xpath", "--url", orders(server, "OrderService"),
                "--request", EXAMPLES.resolve("placeOrder.xml").toString(),
                "--expect-xpath", "//*[local-name()='itemCount']=4");
        assertEquals(1, r.exit(), r.stdout() + r.stderr());
        String line = r.stderr().strip();
        assertEquals(1, line.lines().count(), line);
        assertTrue(line.contains("(wrong_answer): expected //*[local-name()='itemCount'] = 4, the answer gives '3'"),
                line);
    }

    @Test
    void aFaultOrAMissingServiceIsOneLine(EchosoapServer server) throws Exception {
        Path bad = Files.createTempFile("echosoap-bad-quantity", ".xml");
        Files.writeString(bad, Files.readString(EXAMPLES.resolve("getQuote.xml"))
                .replaceAll("<quantity>[^<]*</quantity>", "<quantity>0</quantity>"));
        InProcessRun fault = run("orders-fault", "--url", orders(server, "OrderService"), "--request", bad.toString());
        assertEquals(1, fault.exit());
        assertTrue(fault.stderr().contains("(soap_fault)"), fault.stderr());
        InProcessRun missing = run("orders-missing", "--url", orders(server, "NoSuchService"),
                "--request", EXAMPLES.resolve("getQuote.xml").toString());
        assertEquals(1, missing.exit());
        // A 404 names the URL tried and what --url should look like (issue 41).
        assertTrue(missing.stderr().contains("NoSuchService answered HTTP 404 (no such page): --url is your service's "
                + "whole endpoint URL"), missing.stderr());
        Files.delete(bad);
    }

    @Test
    void theBenchmarkServiceThroughUrlCostsWhatTheBuiltInScenarioDoes(EchosoapServer server) throws Exception {
        BenchmarkOperation op = BenchmarkOperation.byName("echoInts");
        Path request = Files.createTempFile("echosoap-echoInts-1000", ".xml");
        Files.write(request, BenchmarkMessages.request(op, 1000));
        // Axis2's echoInts path keeps getting faster for ~10 s on a fresh server: warm it first, so that neither run
        // measures the other's JIT (the run warns of exactly this when it happens).
        run("benchmark-warm", "--target", server.uri("").toString(), "--scenario", "benchmark.echoInts", "--size", "1000",
                "--prime", "10s", "--repeat", "2");
        // --max-time bounds priming too: 14 s keeps the 3 s of priming per endpoint and 8 s of measuring.
        InProcessRun builtIn = run("benchmark-builtin", "--target", server.uri("").toString(), "--scenario",
                "benchmark.echoInts", "--size", "1000", "--prime", "3s", "--max-time", "14s");
        InProcessRun viaUrl = run("benchmark-url", "--url", server.uri("/services/Benchmark").toString(),
                "--request", request.toString(), "--soap-action", "echoInts", "--prime", "3s", "--max-time", "14s");
        assertEquals(0, builtIn.exit(), builtIn.stderr());
        assertEquals(0, viaUrl.exit(), viaUrl.stderr());
        JsonNode a = builtIn.result().get("costs").get(0);
        JsonNode b = viaUrl.result().get("costs").get(0);
        // The same bytes each way: --url sends the request a user wrote for the service, and the built-in scenario's.
        assertEquals(builtIn.endpoint("benchmark.echoInts").get("requestBytes").asLong(),
                viaUrl.endpoint("Benchmark").get("requestBytes").asLong(), "request bytes");
        assertEquals(builtIn.endpoint("benchmark.echoInts").get("responseBytesPerMessage").asDouble(),
                viaUrl.endpoint("Benchmark").get("responseBytesPerMessage").asDouble(), 0.5,
                "response bytes per message");
        // What --url could get wrong (the baseline it picks and sizes, the timed span, the subtraction) sits in the
        // part outside the webapp: the cost less what the server's own clock measured inside it. A missing or
        // mis-sized baseline moves that part by the baseline's ~90 µs; between two runs done right it moved by up
        // to ~16 µs beyond its intervals (CI: -15.0 ± 4.0 vs -30.7 ± 5.2; with the read-ahead filter off as on it
        // reads -20 to -32 µs). So the parts must agree within their intervals (z at a fixed 0.1% level) plus
        // OUTSIDE_WANDER_MICROS. The total cost is not held to that: the time Axis2 spends on echoInts wanders by
        // ±10% between runs minutes apart on a small VM (measured: 484-600 µs over five 8 s runs of one server JVM,
        // the server's clock moving with it; CI once saw 461 ± 34 vs 599 ± 36), which one run's interval does not
        // carry (bench/results/accuracy.md, "A new VM").
        assertEquals("epoch", a.get("unitKind").asText());
        assertEquals("epoch", b.get("unitKind").asText());
        assertTrue(Double.isFinite(b.get("serverCostMicros").asDouble()), "Server-Timing split via --url: " + b);
        double outsideA = a.get("outsideCostMicros").asDouble();
        double outsideB = b.get("outsideCostMicros").asDouble();
        double se = Math.hypot(a.get("outsideCostCi95Micros").asDouble(), b.get("outsideCostCi95Micros").asDouble())
                / 1.96;
        assertTrue(Math.abs(outsideA - outsideB) <= 3.29 * se + OUTSIDE_WANDER_MICROS, "outside the webapp: built-in "
                + outsideA + " ± " + a.get("outsideCostCi95Micros") + " vs --url " + outsideB + " ± "
                + b.get("outsideCostCi95Micros"));
        // A sanity bound on the totals, wide enough for the wander above.
        double costA = a.get("perMessageCostMicros").asDouble();
        double costB = b.get("perMessageCostMicros").asDouble();
        assertTrue(costB > costA / 1.5 && costB < costA * 1.5, "built-in " + costA + " vs --url " + costB);
        Files.delete(request);
    }

}
