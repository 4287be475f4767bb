package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.scenario.benchmark.BenchmarkMessages;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The client streams answers: the client jar on {@code -Xmx64m} drives 16 connections of ~2 MB
 * sendSimpleEvents answers (32 MB in flight at once) and finishes cleanly: exit 0, no failed request, every answer
 * counted at its full size, result.json written.
 */
@ExtendWith(ClientServer.class)
class SmallHeapClientIT {

    @Test
    void sixteenConnectionsOfTwoMegabyteAnswersFitA64MegabyteClientHeap(EchosoapServer server) throws Exception {
        int events = BenchmarkMessages.simpleEventsForBytes(2_000_000);
        Path out = ItPaths.root().resolve("client/target/it-results/small-heap");
        ClientJarIT.Outcome o = ClientJarIT.runJar(List.of("-Xmx64m"), "run", "--target", server.uri("").toString(),
                "--scenario", "benchmark.sendSimpleEvents", "--size", Integer.toString(events), "--connections", "16",
                "--repeat", "1", "--prime", "500ms", "--warmup", "500ms", "--duration", "2s", "--out", out.toString(),
                "--force");
        assertEquals(0, o.exitCode(), o.stdout() + o.stderr());
        assertFalse((o.stdout() + o.stderr()).contains("OutOfMemoryError"), o.stderr());
        JsonNode result = ResultSchema.read(out.resolve("result.json"));
        assertTrue(result.get("complete").asBoolean());
        for (JsonNode run : result.get("runs")) {
            assertEquals(0, run.get("errors").asLong(), run.toString());
            assertTrue(run.get("blocks").get(0).get("requests").asLong() > 0, "no answer measured: " + run);
            assertTrue(run.get("responseBytesPerMessage").asDouble() > 1_900_000, run.get("responseBytesPerMessage").toString());
        }
    }
}
