package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@code run --url --template --data}: the shipped order template and its CSV (conf/examples/orders) against the
 * sample-orders service (Metro, none of echosoap's code) in the shared test server. Each row is another order, so
 * the service's answers (its total) differ in length from row to row: that the answers vary, and that the measured
 * mean answer lies strictly between the shortest and the longest, shows the server got varied requests. A row with
 * {@code &} and {@code <} in it reaches Metro intact or the run fails on a SOAP Fault.
 */
@ExtendWith(ClientServer.class)
class TemplateIT {

    private static final Path EXAMPLES = ItPaths.root().resolve("conf/examples/orders");
    private static final Pattern VARY = Pattern.compile("vary in length \\((\\d+)-(\\d+) bytes\\)");

    private static InProcessRun run(String name, String... args) {
        return InProcessRun.of("template-" + name, args);
    }

    @Test
    void everyRowIsAnotherOrderAndTheRunGetsACostWithAnInterval(EchosoapServer server) throws Exception {
        Path template = EXAMPLES.resolve("placeOrder-template.xml");
        Path data = EXAMPLES.resolve("orders.csv");
        InProcessRun r = run("orders", "--url", server.uri("").resolve("/sample-orders/services/OrderService").toString(),
                "--template", template.toString(), "--data", data.toString(),
                "--expect-contains", "placeOrderResponse>", "--prime", "2s", "--max-time", "6s");
        assertEquals(0, r.exit(), r.stdout() + r.stderr());

        JsonNode cost = r.result().get("costs").get(0);
        double micros = cost.get("perMessageCostMicros").asDouble();
        double ci = cost.get("ci95Micros").asDouble();
        assertTrue(Double.isFinite(micros) && Double.isFinite(ci) && ci > 0, "cost " + micros + " ± " + ci);
        assertTrue(cost.get("pairs").asInt() >= 10, "pairs " + cost.get("pairs"));

        JsonNode service = r.endpoint("OrderService");
        JsonNode baseline = r.endpoint("null");
        assertEquals(0, service.get("errors").asLong(), service.toString());
        assertTrue(service.get("requestsSent").asLong() > 8 * 20, "every message many times over");

        // The rendered pool, recorded: 8 rows, 8 messages, the default seed, their mean size.
        JsonNode t = r.result().get("settings").get("template");
        assertEquals(template.toString(), t.get("file").asText());
        assertEquals(data.toString(), t.get("data").asText());
        assertEquals(8, t.get("dataRows").asInt());
        assertEquals(8, t.get("messages").asInt());
        assertEquals(1, t.get("seed").asLong());
        double meanRequest = t.get("meanRequestBytes").asDouble();
        assertTrue(t.get("minRequestBytes").asInt() < t.get("maxRequestBytes").asInt(), t.toString());
        // Both rows' request side: the messages' mean size (the service's rotation and the baseline's one request).
        assertEquals(Math.round(meanRequest), service.get("requestBytes").asLong(), "service request bytes");
        assertEquals(Math.round(meanRequest), baseline.get("requestBytes").asLong(), "baseline request bytes");

        // The server saw varied requests: its answers differ in length, and the measured mean lies between.
        Matcher vary = VARY.matcher(r.stderr());
        assertTrue(vary.find(), r.stderr());
        long shortest = Long.parseLong(vary.group(1));
        long longest = Long.parseLong(vary.group(2));
        double answered = service.get("responseBytesPerMessage").asDouble();
        assertTrue(shortest < answered && answered < longest, shortest + " < " + answered + " < " + longest);
        // The baseline answers the sampled answers' mean length (all 8 messages were sampled).
        assertEquals(answered, baseline.get("responseBytesPerMessage").asDouble(), 1.0, "response bytes");
        assertTrue(r.stderr().contains("echosoap run: template " + template + ": 8 messages from " + data
                + " (8 rows), seed 1, "), r.stderr());
    }
}
