package org.echosoap.client.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exact stages' section: the demo's result with stages written in as {@code run --stages} writes them (known
 * figures), read back into stacked bars per endpoint and per cost and a table whose sums are the stages' own.
 */
class StageBreakdownTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void stagesBecomeStackedBarsAndATableWithTheirBytes() throws Exception {
        ObjectNode root = (ObjectNode) MAPPER.readTree(ReportFixtures.dir("demo").resolve("result.json").toFile());
        for (JsonNode run : root.get("runs")) {
            String endpoint = run.get("endpoint").asText();
            if (endpoint.equals("null")) {
                stages((ObjectNode) run, new double[] {0.4, 2.4, 0.4}, new double[] {216, 744, 112});
            } else if (endpoint.equals("EchoFloat")) {
                stages((ObjectNode) run, new double[] {1.5, 40.0, 3.5}, new double[] {216, 19_000, 900});
            }
        }
        for (JsonNode cost : root.get("costs")) {
            if (cost.get("endpoint").asText().equals("EchoFloat")) {
                ((ObjectNode) cost).put("stagePairs", 80);
                stages((ObjectNode) cost, new double[] {1.1, 37.6, -0.2}, new double[] {0, 18_256, 788});
            }
        }
        ReportModel m = ReportModel.of(ReportInputs.load(List.of(write(root))));

        StageBreakdown stages = m.stageBreakdown();
        assertEquals(1, stages.groups().size());
        StageBreakdown.Group g = stages.groups().get(0);
        assertEquals(List.of("container-in", "invocation", "writing"), g.stages(), "in the pipeline's order");
        assertEquals(2, g.endpointChart().rows().size(), "null and EchoFloat sent stages; bytes and chars did not");
        BarChart.Row cost = g.costChart().rows().get(0);
        assertEquals("EchoFloat − null", cost.label());
        assertEquals(0.0, cost.values()[2], "a negative stage is drawn as zero");
        String table = g.table().toText();
        assertTrue(table.contains("EchoFloat − null\twriting\t-0.2 ± 0.1\t788\texact\t80 pairs\n"), table);
        assertTrue(table.contains("EchoFloat\tall stages\t45.0\t20116\t\t\n"), table);

        String html = HtmlReport.render(m, Instant.EPOCH);
        int at = html.indexOf("<section class=\"chart\" id=\"stages\">");
        assertTrue(at > 0, "a stages section");
        String section = html.substring(at, html.indexOf("</section>", at));
        assertTrue(section.contains("Where the time goes: exact stages"), section);
        assertEquals(2, section.split("<svg", -1).length - 1, "an endpoint chart and a cost chart");
        assertFalse(html.contains("exact stages (run with --stages)"), "not named absent when it is there");
    }

    @Test
    void aResultWithoutStagesNamesThemAbsent() {
        ReportModel m = ReportModel.of(ReportInputs.load(ReportFixtures.dirs("demo")));
        assertTrue(m.stageBreakdown().isEmpty());
        String html = HtmlReport.render(m, Instant.EPOCH);
        assertFalse(html.contains("id=\"stages\""));
        assertTrue(html.contains("exact stages (run with --stages)"), html);
    }

    private static void stages(ObjectNode entry, double[] micros, double[] bytes) {
        String[] names = {"container-in", "invocation", "writing"};
        ArrayNode a = entry.putArray("stages");
        for (int i = 0; i < names.length; i++) {
            ObjectNode s = a.addObject();
            s.put("name", names[i]);
            s.put("micros", micros[i]);
            s.put("ci95Micros", 0.1);
            s.put("allocatedBytes", bytes[i]);
            s.put("exact", true);
        }
    }

    private Path write(JsonNode root) throws Exception {
        Path result = dir.resolve("staged").resolve("result.json");
        Files.createDirectories(result.getParent());
        Files.writeString(result, MAPPER.writeValueAsString(root));
        return result.getParent();
    }
}
