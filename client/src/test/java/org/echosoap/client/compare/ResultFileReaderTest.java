package org.echosoap.client.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.echosoap.client.resultfile.NotAResultException;
import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.resultfile.ResultFileReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** result.json in, immutable values or one line naming the file out. */
class ResultFileReaderTest {

    @Test
    void readsEverythingCompareNeeds() {
        ResultFile r = ResultFile.read(CompareFixtures.path("same-host/result.json"));
        assertTrue(r.source().endsWith("same-host/result.json") || r.source().endsWith("same-host\\result.json"));
        assertTrue(r.complete());
        assertNull(r.abortReason());
        assertEquals(new ResultFile.Placement("vm-a", "127.0.0.1"), r.placement());
        assertEquals(new ResultFile.Settings(1, true, "core"), r.settings());
        assertEquals(3, r.runs().size());
        assertEquals(new ResultFile.Run("echoFloat", ResultFile.NO_SIZE, "null", "baseline", 82.468, 2.823,
                List.of(82.468, 82.468, 82.468), ResultFile.Run.TRIAL_MEANS), r.runs().get(0));
        assertEquals("measured", r.runs().get(2).role());
        assertEquals(new ResultFile.Cost("echoFloat", ResultFile.NO_SIZE, "EchoFloat", "null", 42.337, 5.214, 37.04,
                "mean", List.of(39.237, 44.537, 43.237, 40.837, 43.837)), r.costs().get(0));
    }

    @Test
    void readsTheBytesPerPhaseOfAProfiledRunAndCostInFileOrder() {
        ResultFile r = PhaseResults.profiled("p", PhaseResults.JVM_1);
        ResultFile.Run echoFloat = r.runs().get(1);
        assertTrue(echoFloat.profiled());
        assertEquals(List.of("http", "reading", "binding", "handlers", "writing", "security", "service", "gc", "other"),
                List.copyOf(echoFloat.allocByPhase().keySet()));
        assertEquals(new ResultFile.PhaseBytes(10_572, 0.02 * 10_572), echoFloat.allocByPhase().get("reading"));
        ResultFile.Cost cost = r.costs().get(0);
        assertTrue(cost.profiled());
        assertEquals(20_286 - 936, cost.allocByPhase().get("http").bytes(), 0);
        assertEquals(Math.hypot(0.02 * 20_286, 0.02 * 936), cost.allocByPhase().get("http").ci95Bytes(), 1e-9);
        ResultFile plain = PhaseResults.plain("q", PhaseResults.JVM_1);
        assertFalse(plain.runs().get(1).profiled());
        assertTrue(plain.costs().get(0).allocByPhase().isEmpty());
    }

    @Test
    void phasesOfTheWrongShapeAreOneLineNamingTheKey() {
        String doc = PhaseResults.document(PhaseResults.JVM_1, true).replaceFirst("\"byPhase\":\\{\"http\":\\{",
                "\"byPhase\":{\"http\":7,\"x\":{");
        NotAResultException e = assertThrows(NotAResultException.class,
                () -> ResultFileReader.parse("p.json", doc.getBytes(StandardCharsets.UTF_8)));
        assertEquals("p.json is not an echosoap result (runs[0].phases.byPhase.http is 7, not an object)",
                e.getMessage());
    }

    @Test
    void readsIncompleteResultsWithTheirReason() {
        ResultFile r = CompareFixtures.result("same-host-again/result.json");
        assertFalse(r.complete());
        assertEquals("interrupted by a signal", r.abortReason());
        assertEquals(new ResultFile.Settings(4, true, "httpclient"), r.settings());
    }

    @Test
    void toleratesNullsAndMissingOptionalKeys() {
        ResultFile r = CompareFixtures.result("minimal.json");
        assertTrue(r.complete(), "a file that does not say is taken as complete");
        assertFalse(r.placement().known());
        assertEquals(new ResultFile.Settings(null, null, null), r.settings());
        assertTrue(Double.isNaN(r.runs().get(0).meanMicros()), "null mean");
        assertTrue(Double.isNaN(r.runs().get(0).serverMeanMicros()), "null serverAppMicros");
        assertNull(r.runs().get(0).scenario());
        assertNull(r.runs().get(0).role());
        assertEquals(120.5, r.runs().get(1).meanMicros());
        assertEquals(ResultFile.NO_SIZE, r.runs().get(1).size());
        assertTrue(Double.isNaN(r.costs().get(0).ci95Micros()));
        assertNull(r.costs().get(0).baselineEndpoint());
        assertEquals(List.of(), r.runs().get(1).unitMeansMicros(), "no trials: nothing to test");
        assertEquals(List.of(), r.costs().get(0).pairCostMicros(), "no pairCostMicros: nothing to test");
    }

    @Test
    void readsSchema2BlocksAndStatistic() {
        ResultFile r = CompareFixtures.result("v2/same-host/result.json");
        ResultFile.Run nullRun = r.runs().get(0);
        assertEquals(ResultFile.Run.BLOCK_MEANS, nullRun.units());
        assertEquals(10, nullRun.unitMeansMicros().size(), "10 blocks; the partial eleventh is left out");
        assertEquals(nullRun.meanMicros(),
                nullRun.unitMeansMicros().stream().mapToDouble(Double::doubleValue).average().orElseThrow(), 0.001);
        ResultFile.Cost cost = r.costs().get(0);
        assertEquals("median", cost.statistic());
        assertEquals(10, cost.pairCostMicros().size());
        assertEquals(List.of(2003.1), r.costs().get(1).pairCostMicros());
    }

    @Test
    void schema2WithoutBlocksUsesTrialsAndLeavesPartialOnesOut() {
        ResultFile r = ResultFileReader.parse("r.json", ("{\"schema\":\"echosoap-result/2\",\"runs\":[{\"endpoint\":\"E\","
                + "\"blocks\":[],\"trials\":[{\"meanMicros\":80.5},{\"meanMicros\":null},{\"meanMicros\":81.5},"
                + "{\"meanMicros\":300,\"partial\":true}]}],\"costs\":[{\"endpoint\":\"E\",\"pairCostMicros\":[1,null,3]}]}")
                .getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(80.5, 81.5), r.runs().get(0).unitMeansMicros());
        assertEquals(ResultFile.Run.TRIAL_MEANS, r.runs().get(0).units());
        assertNull(r.costs().get(0).statistic(), "schema 2 without the key does not say");
        assertEquals(List.of(1.0, 3.0), r.costs().get(0).pairCostMicros(), "null pairs are not measured");
    }

    @Test
    void readsSizes() {
        ResultFile r = ResultFileReader.parse("sweep.json", ("{\"schema\":\"echosoap-result/1\",\"runs\":["
                + "{\"endpoint\":\"Benchmark\",\"scenario\":\"benchmark.echoInts\",\"size\":1000}]}")
                .getBytes(StandardCharsets.UTF_8));
        assertEquals(1000, r.runs().get(0).size());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "bad/truncated.json    | truncated JSON at line 40",
            "bad/corrupt.json      | invalid JSON at line 12, column 15: Unexpected character (',' (code 44)): was expecting double-quote to start field name",
            "bad/trailing.json     | more than one JSON value: extra content at line 2",
            "bad/empty.json        | empty file",
            "bad/jmh-array.json    | the top level is an array, not an object",
            "bad/no-schema.json    | no \"schema\" key; expected \"echosoap-result/1\" or \"echosoap-result/2\"",
            "bad/wrong-schema.json | schema \"echosoap-compare/1\", expected \"echosoap-result/1\" or \"echosoap-result/2\"",
            "bad/wrong-type.json   | runs[0].latencyMicros.mean is \"fast\", not a number",
            "bad/no-endpoint.json  | runs[1].endpoint is missing"})
    void badFilesGetOneLineNamingTheFile(String resource, String why) {
        Path file = CompareFixtures.path(resource);
        NotAResultException e = assertThrows(NotAResultException.class, () -> ResultFile.read(file));
        assertEquals(file + " is not an echosoap result (" + why + ")", e.getMessage());
        NotAResultException whole = assertThrows(NotAResultException.class, () -> ResultFile.document(file));
        assertEquals(e.getMessage(), whole.getMessage(), "the whole document is checked as the figures are");
    }

    @Test
    void theWholeDocumentIsTheFileAsWritten() {
        Path file = CompareFixtures.path("same-host/result.json");
        var document = ResultFile.document(file);
        assertEquals("echosoap-result/1", document.get("schema").asText());
        assertEquals("vm-a", document.get("environment").get("clientHost").asText());
        assertEquals(ResultFile.read(file).costs().size(), document.get("costs").size());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "{\"schema\": \"echosoap-result/1\", \"complete\": tr   | truncated JSON at line 1",
            "{\"schema\": \"echosoap-res                          | truncated JSON at line 1",
            "{\"schema\": \"echosoap-result/1\", \"runs\": [1, 2    | truncated JSON at line 1",
            "{\"schema\": \"echosoap-result/1\", \"runs\": {}}      | runs is an object, not an array",
            "{\"schema\": \"echosoap-result/1\", \"runs\": [7]}     | runs[0] is a number, not an object",
            "{\"schema\": \"echosoap-result/1\", \"complete\": \"yes\"} | complete is \"yes\", not true or false",
            "{\"schema\": \"echosoap-result/1\", \"settings\": {\"connections\": 1.5}} | settings.connections is 1.5, not a whole number",
            "{\"schema\": \"echosoap-result/1\", \"environment\": []} | environment is an array, not an object",
            "{\"schema\": 1}                                      | schema 1, expected \"echosoap-result/1\" or \"echosoap-result/2\"",
            "{\"schema\": \"echosoap-result/3\"}                  | schema \"echosoap-result/3\", expected \"echosoap-result/1\" or \"echosoap-result/2\"",
            "{\"schema\": \"echosoap-result/2\", \"costs\": [{\"endpoint\": \"E\", \"pairCostMicros\": [1, \"x\"]}]} | costs[0].pairCostMicros[1] is \"x\", not a number",
            "{\"schema\": \"echosoap-result/2\", \"costs\": [{\"endpoint\": \"E\", \"pairCostMicros\": 4}]} | costs[0].pairCostMicros is 4, not an array",
            "{\"schema\": \"echosoap-result/2\", \"runs\": [{\"endpoint\": \"E\", \"blocks\": [{\"meanMicros\": \"x\"}]}]} | runs[0].blocks[0].meanMicros is \"x\", not a number"})
    void explainsWhatIsWrongInside(String json, String why) {
        NotAResultException e = assertThrows(NotAResultException.class,
                () -> ResultFileReader.parse("r.json", json.getBytes(StandardCharsets.UTF_8)));
        assertEquals("r.json is not an echosoap result (" + why + ")", e.getMessage());
    }

    @Test
    void notUtf8IsSaidSo() {
        byte[] latin1 = "{\"schema\": \"echosoap-result/1\", \"suite\": \"caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1);
        NotAResultException e = assertThrows(NotAResultException.class, () -> ResultFileReader.parse("r.json", latin1));
        assertTrue(e.getMessage().startsWith("r.json is not an echosoap result ("), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void aMissingFileIsNamed(@TempDir Path dir) {
        Path missing = dir.resolve("nope/result.json");
        NotAResultException e = assertThrows(NotAResultException.class, () -> ResultFile.read(missing));
        assertEquals(missing + " does not exist", e.getMessage());
    }

    @Test
    void aDirectoryIsNamedWithTheFileItHolds(@TempDir Path dir) throws IOException {
        NotAResultException empty = assertThrows(NotAResultException.class, () -> ResultFile.read(dir));
        assertEquals(dir + " is a directory, not a result.json", empty.getMessage());
        Files.writeString(dir.resolve("result.json"), "{}");
        NotAResultException hint = assertThrows(NotAResultException.class, () -> ResultFile.read(dir));
        assertEquals(dir + " is a directory, not a result.json (did you mean " + dir.resolve("result.json") + "?)",
                hint.getMessage());
    }
}
