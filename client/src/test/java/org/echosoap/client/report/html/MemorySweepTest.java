package org.echosoap.client.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Chart 6's x: the memory suite's payloadBytes where a result has it, else the larger body of the message. */
class MemorySweepTest {

    @TempDir
    Path dir;

    @Test
    void theLargerBodyIsThePayloadWithoutPayloadBytes() {
        MemorySweep m = MemorySweep.of(ReportInputs.load(ReportFixtures.dirs("soapbench")).results());
        MemorySweep.Point sendInts1000 = m.points().stream()
                .filter(p -> p.endpoint().equals("benchmark.sendInts") && p.size() == 1000).findFirst().orElseThrow();
        // sendInts answers with the ints: a small request (255 B), a large response.
        assertEquals(255, sendInts1000.requestBytes(), 0);
        assertEquals(sendInts1000.responseBytes(), sendInts1000.payloadBytes(), 0);
        assertTrue(m.hasSweep(), "soapbench measures every operation at two sizes");
        assertEquals(4, m.chart().series().size(), "the four sized operations are lines; echoVoid is one point");
    }

    @Test
    void payloadBytesWinsWhereTheResultHasIt() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = (ObjectNode) mapper.readTree(ReportFixtures.dir("soapbench").resolve("result.json").toFile());
        for (JsonNode run : root.get("runs")) {
            ((ObjectNode) run).put("payloadBytes", 1000 * (run.path("size").asInt(0) + 1));
        }
        Path file = dir.resolve("memory").resolve("result.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, mapper.writeValueAsString(root));
        List<MemorySweep.Point> points = MemorySweep.of(ReportInputs.load(List.of(file)).results()).points();
        assertFalse(points.isEmpty());
        for (MemorySweep.Point p : points) {
            assertEquals(1000.0 * (Math.max(p.size(), 0) + 1), p.payloadBytes(), 0, p.endpoint());
        }
    }
}
