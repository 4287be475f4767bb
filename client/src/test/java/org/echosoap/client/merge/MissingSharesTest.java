package org.echosoap.client.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.echosoap.client.stats.Histograms;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plan of three clients ({@link MergeFixtures}) of which one left no result (killed before it wrote one): refused
 * unless asked, else merged from the two that did, marked incomplete everywhere a reader looks, each figure the two
 * clients' exactly.
 */
class MissingSharesTest {

    @TempDir
    Path dir;

    /** Clients 0 and 2 of 3: share 1/3 is missing. */
    private List<ClientResult> withoutTheMiddleOne() throws IOException {
        List<Path> three = MergeFixtures.write(dir);
        return List.of(ClientResult.read(three.get(0)), ClientResult.read(three.get(2)));
    }

    private static JsonNode run(JsonNode merged, String endpoint) {
        for (JsonNode r : merged.get("runs")) {
            if (r.get("endpoint").asText().equals(endpoint)) {
                return r;
            }
        }
        throw new AssertionError("no run " + endpoint);
    }

    @Test
    void aMissingShareIsRefusedUnlessAskedAndTheRefusalSaysHow() throws IOException {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MergedResult.of(withoutTheMiddleOne()));
        assertEquals("share 1/3 missing: the plan has 3 clients and merge adds all of them (give every client's result, "
                + "or --allow-missing to merge the rest marked incomplete)", e.getMessage());
    }

    @Test
    void theRestIsMergedMarkedIncompleteWithTheMissingShareNamed() throws IOException {
        ObjectNode merged = MergedResult.withMissing(withoutTheMiddleOne());
        assertFalse(merged.get("complete").asBoolean());
        assertEquals("share 1/3 missing (no result): the figures cover 2 of the plan's 3 shares (4 of its 6 "
                + "connections)", merged.get("abortReason").asText());
        assertEquals(List.of("1/3"), texts(merged.get("merged").get("missingShares")));
        assertEquals(2, merged.get("merged").get("clientCount").asInt());
        assertEquals(List.of("0/3", "2/3"), merged.get("merged").get("clients").findValuesAsText("share"));
        assertTrue(merged.get("warnings").get(0).asText().startsWith("share 1/3 missing: its client's requests are in "
                + "no figure, and msgs/s is the sum of the clients given, not the plan's"), merged.get("warnings").toString());
        assertEquals(6, merged.get("settings").get("connections").asInt(), "the plan's, as in a whole merge");
        assertEquals(4, run(merged, "EchoFloat").get("connections").asInt(), "2 + 2: the clients merged");
    }

    @Test
    void everyFigureIsTheClientsGivenExactly() throws IOException {
        ObjectNode merged = MergedResult.withMissing(withoutTheMiddleOne());
        // Clients 0 and 2: EchoFloat 1..600 and 1001..1800 µs, each value once.
        Histogram both = MergeFixtures.combined(new long[] {1, 1001}, new long[] {600, 1800}, v -> v);
        JsonNode echo = run(merged, "EchoFloat");
        assertEquals(both, Histograms.fromCompressedBase64(echo.get("histogram").asText()), "bucket by bucket");
        assertEquals(1400, echo.get("latencyMicros").get("count").asLong());
        assertEquals(both.getValueAtPercentile(50), echo.get("latencyMicros").get("p50").asDouble(), 0.0);
        // 600/4 + 800/4 answers per second: client 1's 400/4 is in no figure.
        assertEquals(350.0, echo.get("throughputPerSec").asDouble(), 1e-9);
        assertEquals(List.of(0, 0, 2, 2), echo.get("blocks").findValues("client").stream().map(JsonNode::asInt).toList());
        JsonNode cost = merged.get("costs").get(0);
        assertEquals(2, cost.get("clients").asInt());
        assertEquals(4, cost.get("pairs").asInt());
        assertEquals(2, cost.get("unitCostMicros").size(), "one unit per client merged");
    }

    @Test
    void theTablesFirstLineSaysWhichShareIsMissingAndEachFigureWhatItCovers() throws IOException {
        String table = MergeTable.render(MergedResult.withMissing(withoutTheMiddleOne()));
        List<String> lines = table.lines().toList();
        assertEquals("INCOMPLETE merge: share 1/3 missing (no result): the figures cover 2 of the plan's 3 shares (4 of "
                + "its 6 connections)", lines.get(0));
        assertTrue(lines.get(1).startsWith("echosoap merge: 2 of 3 clients of one plan (6 connections)"), lines.get(1));
        assertTrue(table.contains("1      1/3              -  MISSING: no result, in no figure below"), table);
        assertTrue(table.contains("(msgs/s = the sum of the 2 of 3 clients', not the plan's;"), table);
        assertTrue(table.contains("pairs of 2 of 3 clients, one server JVM)"), table);
    }

    @Test
    void twoMissingAreBothNamedAndOneClientStillMerges() throws IOException {
        List<Path> three = MergeFixtures.write(dir);
        ObjectNode merged = MergedResult.withMissing(List.of(ClientResult.read(three.get(1))));
        assertTrue(merged.get("abortReason").asText().startsWith("shares 0/3, 2/3 missing (no result): the figures "
                + "cover 1 of the plan's 3 shares (2 of its 6 connections)"), merged.get("abortReason").asText());
        assertTrue(merged.get("costs").get(0).get("ci95Micros").isNull(), "one client is one unit: no interval");
        assertEquals(400, run(merged, "EchoFloat").get("latencyMicros").get("count").asLong());
    }

    @Test
    void aWholePlanUnderAllowMissingIsAWholeMerge() throws IOException {
        List<ClientResult> all = MergeFixtures.write(dir).stream().map(ClientResult::read).toList();
        ObjectNode merged = MergedResult.withMissing(all);
        assertEquals(MergedResult.of(all), merged);
        assertTrue(merged.get("complete").asBoolean());
        assertFalse(merged.has("abortReason"));
        assertEquals(0, merged.get("merged").get("missingShares").size());
        assertFalse(MergeTable.render(merged).startsWith("INCOMPLETE"));
    }

    @Test
    void aMissingShareAndAClientStoppedEarlyAreBothInTheReason() throws IOException {
        List<Path> three = MergeFixtures.write(dir);
        ObjectMapper json = new ObjectMapper();
        Path file = three.get(2).resolve("result.json");
        ObjectNode root = (ObjectNode) json.readTree(file.toFile());
        root.put("complete", false);
        root.put("abortReason", "interrupted by a signal");
        Files.writeString(file, json.writeValueAsString(root));
        ObjectNode merged = MergedResult.withMissing(List.of(ClientResult.read(three.get(0)), ClientResult.read(file)));
        assertEquals("share 1/3 missing (no result): the figures cover 2 of the plan's 3 shares (4 of its 6 "
                + "connections); client 2 (host-2): interrupted by a signal", merged.get("abortReason").asText());
    }

    @Test
    void aClientThatStoppedBeforeItsFirstPairIsNamedWithTheWayToMergeWithoutIt() throws IOException {
        List<Path> three = MergeFixtures.write(dir);
        ObjectMapper json = new ObjectMapper();
        Path file = three.get(2).resolve("result.json");
        ObjectNode root = (ObjectNode) json.readTree(file.toFile());
        root.put("complete", false);
        root.put("abortReason", "target stopped answering: cannot connect");
        root.putArray("costs");
        Files.writeString(file, json.writeValueAsString(root));
        List<ClientResult> all = three.stream().map(ClientResult::read).toList();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MergedResult.withMissing(all));
        assertEquals(file + " stopped early (target stopped answering: cannot connect) and lacks some of the costs the "
                + "others have: leave it out and merge the rest with --allow-missing", e.getMessage());
        assertEquals(List.of("2/3"), texts(MergedResult.withMissing(all.subList(0, 2)).get("merged").get("missingShares")));
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new java.util.ArrayList<>();
        array.forEach(v -> texts.add(v.asText()));
        return texts;
    }
}
