package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.echosoap.client.resultfile.ResultFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code compare} reads exactly what {@code run} writes: the writer and the reader of result.json agree. */
class ResultJsonReadBackTest {

    @Test
    void compareReadsWhatRunWrites(@TempDir Path dir) throws IOException {
        RunReport report = ReportFixture.report();
        Path file = dir.resolve("result.json");
        Files.writeString(file, ResultJson.render(report));
        ResultFile r = ResultFile.read(file);
        assertTrue(r.complete());
        assertEquals(new ResultFile.Placement("client-host", "127.0.0.1"), r.placement());
        assertEquals(new ResultFile.Settings(1, true, "nio"), r.settings());
        assertEquals(2, r.runs().size());
        ResultFile.Run echo = r.runs().get(1);
        assertEquals("EchoFloat", echo.endpoint());
        assertEquals("measured", echo.role());
        assertEquals("echoFloat", echo.scenario());
        assertEquals(ResultFile.NO_SIZE, echo.size());
        EndpointFigures figures = report.endpoints().get(1);
        assertEquals(figures.latencyMicros().meanMicros(), echo.meanMicros(), 0.001);
        assertEquals(figures.serverAppMicros().meanMicros(), echo.serverMeanMicros(), 0.001);
        ResultFile.Cost cost = r.costs().get(0);
        assertEquals("null", cost.baselineEndpoint());
        assertEquals(report.costs().get(0).perMessageCostMicros(), cost.perMessageCostMicros(), 0.001);
        assertEquals(report.costs().get(0).ci95Micros(), cost.ci95Micros(), 0.001);
        assertEquals(report.costs().get(0).serverCostMicros(), cost.serverCostMicros(), 0.001);
    }
}
