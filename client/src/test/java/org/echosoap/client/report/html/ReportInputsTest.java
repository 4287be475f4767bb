package org.echosoap.client.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.echosoap.client.resultfile.NotAResultException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which results and comparisons a list of paths brings in, and how they are labelled. */
class ReportInputsTest {

    @TempDir
    Path dir;

    @Test
    void aCompareBringsInItsTwoResultsLabelledAsItLabelsThem() {
        ReportInputs in = ReportInputs.load(ReportFixtures.dirs("crosshost/compare"));
        assertEquals(List.of("same-host", "cross-host"), in.results().stream().map(ResultData::label).toList());
        assertEquals(List.of(), in.notes());
    }

    @Test
    void aResultGivenAndComparedIsLoadedOnce() {
        ReportInputs in = ReportInputs.load(ReportFixtures.dirs("crosshost/same-host", "crosshost/compare"));
        assertEquals(List.of("same-host", "cross-host"), in.results().stream().map(ResultData::label).toList());
    }

    @Test
    void aResultFileIsNamedAfterItsDirectoryAndTwinsGetNumbers() throws Exception {
        Path a = Files.createDirectories(dir.resolve("x/run"));
        Path b = Files.createDirectories(dir.resolve("y/run"));
        Files.copy(ReportFixtures.dir("demo").resolve("result.json"), a.resolve("result.json"));
        Files.copy(ReportFixtures.dir("demo").resolve("result.json"), b.resolve("result.json"));
        ReportInputs in = ReportInputs.load(List.of(a.resolve("result.json"), b));
        assertEquals(List.of("run", "run #2"), in.results().stream().map(ResultData::label).toList());
    }

    @Test
    void aComparisonWithoutSchemaIsRejectedNamingTheFile() throws Exception {
        Path c = Files.createDirectories(dir.resolve("c")).resolve("compare.json");
        Files.writeString(c, "{\"rows\": []}");
        NotAResultException e = assertThrows(NotAResultException.class, () -> ReportInputs.load(List.of(c.getParent())));
        assertTrue(e.getMessage().startsWith(c.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("echosoap-compare/1"), e.getMessage());
    }
}
