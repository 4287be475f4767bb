package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.stats.StudentT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code echosoap pool}: forks' results pooled into one result whose units are JVMs, which compare then reads. */
class PoolCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path REAL_RUN = Path.of("src/test/resources/org/echosoap/client/report/html/fixtures/v2-run/result.json");

    /** A copy of a real schema-2 result whose EchoFloat cost is set to {@code costMicros}. */
    private static Path fork(Path dir, String name, double costMicros) throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(REAL_RUN.toFile());
        for (var cost : root.get("costs")) {
            if (cost.get("endpoint").asText().equals("EchoFloat")) {
                ((ObjectNode) cost).put("perMessageCostMicros", costMicros);
            }
        }
        Path file = Files.createDirectories(dir.resolve(name)).resolve("result.json");
        JSON.writeValue(file.toFile(), root);
        return file.getParent();
    }

    private static int run(StringWriter out, StringWriter err, String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        return cl.execute(args);
    }

    @Test
    void poolsTheForksCostsWithAnIntervalOverJvmsThatCompareReads(@TempDir Path dir) throws Exception {
        Path a = fork(dir, "a", 50.0);
        Path b = fork(dir, "b", 52.0);
        Path c = fork(dir, "c", 54.0);
        Path pooled = dir.resolve("pooled.json");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(0, run(out, err, "pool", a.toString(), b.toString(), c.toString(), "--out", pooled.toString()), err.toString());
        assertTrue(out.toString().contains("echosoap pool: 3 server JVMs"), out.toString());

        ResultFile result = ResultFile.read(pooled);
        ResultFile.Cost echo = result.costs().stream().filter(x -> x.endpoint().equals("EchoFloat")).findFirst().orElseThrow();
        assertEquals(52.0, echo.perMessageCostMicros(), 1e-9);
        assertEquals(List.of(50.0, 52.0, 54.0), echo.pairCostMicros(), "one unit per JVM");
        assertEquals(StudentT.criticalValue95(2) * 2 / Math.sqrt(3), echo.ci95Micros(), 1e-3);
        assertEquals(3, ResultSchema.read(pooled).get("pooled").get("jvms").asInt());

        // Two pooled results compare over JVMs.
        Path other = dir.resolve("other.json");
        Files.writeString(other, Files.readString(pooled).replace("\"perMessageCostMicros\" : 52.0", "\"perMessageCostMicros\" : 52.0"));
        assertEquals(0, run(new StringWriter(), new StringWriter(), "compare", pooled.toString(), other.toString(),
                "--out", dir.resolve("cmp").toString()));
    }

    @Test
    void aFileThatIsNotAResultIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.json"), "{\"schema\": \"something-else\"}");
        Path good = fork(dir, "a", 50.0);
        StringWriter err = new StringWriter();
        assertEquals(2, run(new StringWriter(), err, "pool", good.toString(), bad.toString()));
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().startsWith("echosoap pool: "), err.toString());
    }
}
