package org.echosoap.client.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.echosoap.client.profile.PhaseFixture;
import org.echosoap.client.report.ReportFixture;
import org.echosoap.client.report.ResultJson;
import org.echosoap.client.report.html.ReportFixtures;
import org.echosoap.client.result.Phase;
import org.echosoap.client.result.PhaseFigures;
import org.echosoap.client.resultfile.ResultFormat;
import org.junit.jupiter.api.Test;

/**
 * The published schema describes what the client writes, and only that: every real schema-2 result kept as a fixture
 * (demo, suites, cross host, capacity, run --url, an older run) and a freshly rendered one match it, and a file
 * with a missing, mistyped or unknown field does not.
 */
class ResultSchemaTest {

    @Test
    void everyRealResultKeptAsAFixtureMatches() throws IOException {
        // The report's fixtures (compare's v2 fixtures come from the first schema-2 client, whose blocks had an
        // index and no round: compare still reads them, nothing writes them).
        Path resources = ReportFixtures.dir("demo").getParent();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(resources)) {
            files = walk.filter(p -> p.getFileName().toString().equals("result.json")).toList();
        }
        int checked = 0;
        for (Path f : files) {
            // Schema 1 (trials, best-of) is still read by compare and report but no longer written.
            if (Files.readString(f).contains("\"" + ResultFormat.CURRENT + "\"")) {
                assertEquals(ResultFormat.CURRENT, ResultSchema.read(f).get("schema").asText(), f.toString());
                checked++;
            }
        }
        assertTrue(checked >= 3, "schema-2 fixtures: " + checked + " of " + files);
    }

    @Test
    void aFreshlyRenderedResultMatches() {
        JsonNode r = ResultSchema.valid(ResultJson.render(ReportFixture.report()));
        assertTrue(r.get("runs").size() > 0 && r.get("costs").size() > 0, r.toString());
    }

    @Test
    void aProfiledResultMatchesWithTheBytesPerPhaseAndTheirIntervals() {
        PhaseFigures baseline = PhaseFixture.figures("null", Map.of(Phase.HTTP, 900.0), 0.02);
        PhaseFigures soap = PhaseFixture.figures("EchoFloat", Map.of(Phase.HTTP, 20_000.0, Phase.READING, 11_000.0),
                0.02);
        JsonNode r = ResultSchema.valid(ResultJson.render(ReportFixture.report()
                .withProfile(PhaseFixture.profile(baseline, soap))));
        JsonNode reading = r.get("runs").get(1).get("phases").get("byPhase").get("reading");
        assertEquals(11_000, reading.get("allocatedBytes").asDouble(), 1e-9);
        assertEquals(220, reading.get("allocatedBytesCi95").asDouble(), 1e-9);
        JsonNode costHttp = r.get("costs").get(0).get("phases").get("http");
        assertEquals(19_100, costHttp.get("allocatedBytes").asDouble(), 1e-9);
        assertEquals(Math.hypot(400, 18), costHttp.get("ci95AllocatedBytes").asDouble(), 1e-3);
    }

    @Test
    void aMissingAMistypedAndAnUnknownFieldAreEachNamed() {
        ObjectNode good = (ObjectNode) ResultSchema.valid(ResultJson.render(ReportFixture.report()));

        ObjectNode missing = good.deepCopy();
        ((ObjectNode) missing.get("costs").get(0)).remove("perMessageCostMicros");
        assertNamed(missing, "perMessageCostMicros");

        ObjectNode mistyped = good.deepCopy();
        ((ObjectNode) mistyped.get("runs").get(0)).put("errors", "none");
        assertNamed(mistyped, "errors");

        ObjectNode unknown = good.deepCopy();
        ((ObjectNode) unknown.get("costs").get(0)).put("perMesageCostMicros", 1.0);
        assertNamed(unknown, "perMesageCostMicros");

        ObjectNode wrongSchema = good.deepCopy();
        wrongSchema.put("schema", "echosoap-result/3");
        assertNamed(wrongSchema, "schema");

        ObjectNode badKind = good.deepCopy();
        ((ObjectNode) badKind.get("runs").get(0)).putObject("errorsByKind").putObject("gremlins").put("count", 1);
        assertNamed(badKind, "gremlins");

        ObjectNode badPair = good.deepCopy();
        ((ArrayNode) badPair.get("costs").get(0).get("pairCostMicros")).add("NaN");
        assertNamed(badPair, "pairCostMicros");
    }

    private static void assertNamed(JsonNode node, String field) {
        List<String> errors = ResultSchema.errors(node);
        assertTrue(errors.stream().anyMatch(e -> e.contains(field)), field + ": " + errors);
        AssertionError e = assertThrows(AssertionError.class, () -> ResultSchema.valid(node.toString()));
        assertTrue(e.getMessage().contains("docs/result.schema.json"), e.getMessage());
    }
}
