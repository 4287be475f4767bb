package org.echosoap.client.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.echosoap.client.config.Share;
import org.echosoap.client.report.ReportFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Results that are not the clients of one plan are refused, each in one line that names what differs. */
class SamePlanTest {

    @TempDir
    Path dir;

    private static IllegalArgumentException refused(List<Path> inputs) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MergedResult.of(inputs.stream().map(ClientResult::read).toList()));
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        return e;
    }

    @Test
    void anotherBlockLengthIsAnotherPlan() throws IOException {
        List<Path> three = MergeFixtures.write(dir);
        Path other = MergeFixtures.write(dir.resolve("other"), 2, ReportFixture.optionsBuilder().duration(Duration.ofSeconds(3)));
        String m = refused(List.of(three.get(0), three.get(1), other)).getMessage();
        assertTrue(m.matches(".*client-0.result\\.json and .*other.client-2.result\\.json are not the same plan: "
                + "settings.duration 2s vs 3s"), m);
    }

    @Test
    void anotherStackOrTargetIsAnotherPlan() throws IOException {
        List<Path> three = MergeFixtures.write(dir);
        Path other = MergeFixtures.write(dir.resolve("other"), 2, ReportFixture.optionsBuilder()
                .stack(org.echosoap.client.config.SoapStack.parse("cxf")));
        String m = refused(List.of(three.get(0), three.get(1), other)).getMessage();
        assertTrue(m.endsWith("settings.target http://127.0.0.1:8080/echosoap vs http://127.0.0.1:8080/echosoap-cxf"),
                "the first setting that differs, in the file's order: " + m);
    }

    @Test
    void anotherStartTimeIsAnotherPlan() throws IOException {
        List<Path> three = MergeFixtures.write(dir);
        Path late = MergeFixtures.write(dir.resolve("late"), 2, ReportFixture.optionsBuilder()
                .share(new Share(2, 3), 6).build(), MergeFixtures.START.plusSeconds(60));
        assertTrue(refused(List.of(three.get(0), three.get(1), late)).getMessage().endsWith(
                "environment.scheduledStartAt (--start-at) 2026-11-23T19:00:00Z vs 2026-11-23T19:01:00Z"));
    }

    @Test
    void everyShareOnceNoneMissing() throws IOException {
        List<Path> three = MergeFixtures.write(dir);
        assertEquals("share 2/3 missing: the plan has 3 clients and merge adds all of them (give every client's result, "
                        + "or --allow-missing to merge the rest marked incomplete)",
                refused(List.of(three.get(0), three.get(1))).getMessage());
        assertTrue(refused(List.of(three.get(0), three.get(1), three.get(1))).getMessage()
                .endsWith("are both share 1/3: the same client twice"));
        // Client 2's samples, but as share 3 of 4.
        Path ofFour = MergeFixtures.write(dir.resolve("four"), 2, ReportFixture.optionsBuilder()
                .share(new Share(3, 4), 6).startAt(MergeFixtures.START).build(), MergeFixtures.START);
        String m = refused(List.of(three.get(0), three.get(1), three.get(2), ofFour)).getMessage();
        assertTrue(m.contains("is share 3/4 but") && m.endsWith("is 0/3: not the same plan"), m);
    }

    @Test
    void anotherPlanSizeIsAnotherPlan() throws IOException {
        List<Path> three = MergeFixtures.write(dir);
        Path bigger = MergeFixtures.write(dir.resolve("bigger"), 2, ReportFixture.optionsBuilder()
                .share(new Share(2, 3), 9).startAt(MergeFixtures.START).build(), MergeFixtures.START);
        assertTrue(refused(List.of(three.get(0), three.get(1), bigger)).getMessage()
                .endsWith("settings.share.planConnections 6 vs 9"));
    }

    @Test
    void aSchemaOneResultHasNoHistogramsToAdd() throws IOException {
        List<Path> three = MergeFixtures.write(dir);
        Path old = Path.of("src/test/resources/org/echosoap/client/compare/same-host/result.json");
        assertTrue(Files.isRegularFile(old), old.toAbsolutePath().toString());
        assertTrue(refused(List.of(three.get(0), old)).getMessage().endsWith("is a echosoap-result/1 result (trials, "
                + "no histograms to add): merge reads echosoap-result/2 results with --share"));
    }

    @Test
    void aResultWrittenBeforeMergeIsRefusedWithItsReason() throws IOException {
        Path before = Path.of("src/test/resources/org/echosoap/client/report/html/fixtures/v2-run/result.json");
        assertTrue(refused(List.of(before, before)).getMessage().endsWith("has no settings.share: it was written by a "
                + "client older than merge (run each client with --share I/N)"));
        List<Path> three = MergeFixtures.write(dir);
        ObjectMapper json = new ObjectMapper();
        Path file = three.get(1).resolve("result.json");
        ObjectNode root = (ObjectNode) json.readTree(file.toFile());
        ((ObjectNode) root.get("runs").get(0)).remove("outsideHistogram");
        Files.writeString(file, json.writeValueAsString(root));
        assertTrue(refused(three).getMessage().endsWith("client-1/result.json runs[0] has no outsideHistogram: it was "
                + "written by a client older than merge, whose histograms cannot all be added"));
    }

    @Test
    void somethingThatIsNotAResultIsOneLineNamingTheFile() throws IOException {
        Path notJson = Files.writeString(dir.resolve("notes.json"), "{\"schema\": 3");
        assertTrue(refused(List.of(notJson, notJson)).getMessage().startsWith(notJson + " is not an echosoap result"));
        assertTrue(refused(List.of(dir.resolve("nothing"), notJson)).getMessage().contains("does not exist"));
    }
}
