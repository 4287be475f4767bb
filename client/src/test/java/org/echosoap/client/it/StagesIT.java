package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@code run --stages} against the real Tomcat: every answer of {@code /baseline/null} and EchoFloat carries its
 * exact stages, and their bytes add up to the answer's Server-Timing alloc exactly (the run counts every answer
 * where they do not: none may). Short blocks: the figures are the server's own counters, not timings to average.
 */
@ExtendWith(ClientServer.class)
class StagesIT {

    @Test
    void everyAnswersStageBytesAddUpToItsAllocation(EchosoapServer server) {
        InProcessRun run = InProcessRun.of("stages", "--target", server.uri("").toString(), "--stages",
                "--precision", "off", "--repeat", "3", "--prime", "1s", "--warmup", "100ms", "--duration", "300ms");
        assertEquals(0, run.exit(), run.stdout() + run.stderr());
        assertTrue(run.result().get("settings").get("stages").asBoolean());
        for (String endpoint : new String[] {"null", "EchoFloat"}) {
            JsonNode r = run.endpoint(endpoint);
            JsonNode check = r.get("stagesCheck");
            assertTrue(check != null && check.get("messages").asLong() > 0, endpoint + ": " + r.get("stagesCheck"));
            long measured = 0;
            for (JsonNode block : r.get("blocks")) {
                measured += block.get("partial").asBoolean() ? 0 : block.get("requests").asLong();
            }
            assertEquals(measured, check.get("messages").asLong() + check.get("missing").asLong()
                    + check.get("malformed").asLong(), endpoint + ": every measured answer is counted once");
            assertEquals(0, check.get("missing").asLong(), endpoint + ": an answer without stages");
            assertEquals(0, check.get("malformed").asLong(), endpoint);
            assertEquals(0, check.get("bytesMismatches").asLong(), endpoint + ": stage bytes ≠ Server-Timing alloc");
            JsonNode first = r.get("stages").get(0);
            assertEquals("container-in", first.get("name").asText(), endpoint);
            double stageBytes = 0;
            for (JsonNode s : r.get("stages")) {
                assertTrue(s.get("exact").asBoolean(), endpoint + ": " + s);
                stageBytes += s.get("allocatedBytes").asDouble();
            }
            // The exact per-answer check is bytesMismatches; over the same answers the means agree to the file's
            // rounding. The pooled alloc figure is a histogram's mean (HdrHistogram buckets) and the stages' figures
            // means of block means: those agree within 1%.
            assertEquals(check.get("allocatedBytes").asDouble(), check.get("stageAllocatedBytesSum").asDouble(),
                    0.01, endpoint + ": " + check);
            double alloc = r.get("serverAllocatedBytes").get("mean").asDouble();
            assertEquals(alloc, stageBytes, 0.01 * alloc, endpoint + ": stages against Server-Timing alloc");
        }
        JsonNode cost = run.result().get("costs").get(0);
        assertTrue(cost.get("stagePairs").asInt() == 3, cost.toString());
        assertTrue(run.stdout().contains("exact stages inside the webapp"), run.stdout());
        // Axis2 either marks its stages (a column of its own) or says in one line that it has none.
        assertTrue(run.stdout().contains("EchoFloat µs (%)") || run.stdout().contains("sends no stage marks"),
                run.stdout());
    }
}
