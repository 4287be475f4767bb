package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.echosoap.client.cli.Main;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.ExtendWith;
import picocli.CommandLine;

/**
 * The truth check: {@code /baseline/spin?micros=N} minus {@code /baseline/null}, measured by the client against
 * the real Tomcat with run's method (priming until steady, 50 ms blocks, block medians, a 5% precision target). If
 * the subtraction were wrong (unpaired, warm-up recorded, failures timed as successes, the wrong endpoint driven,
 * the client's checks timed) the recovered cost would be far from N.
 *
 * <p>The bounds are docs/measuring.md's: the client-observed cost no lower than N − max(5% of N, 15 µs) and no higher
 * than N + max(15 µs, 8% of N + 30 µs), each widened by the run's own 95% CI; the part inside the webapp
 * (Server-Timing) within max(1% of N, 2 µs), widened by its own 95% CI.
 * Measured on the 2-vCPU VMs (BENCHMARKS.md, "Truth check"): −9 to +7 µs for N = 5 to 1,000 and +39 µs (1.3%) at
 * 3,000 on 2026-11-22; +31 µs at 300 and +118 µs (5.9%) at 2,000 on the noisier VM of 2026-11-23. A long server
 * wait leaves the client's vCPU idle and slow to wake, so N µs of server CPU shows up in any client's latency as
 * more than N; the server's own clock recovers N to within 1%.
 */
@ExtendWith(ClientServer.class)
class SpinTruthIT {

    @ParameterizedTest(name = "spin {0} µs")
    @ValueSource(longs = {20, 300, 2_000})
    void recoversAKnownServerCost(long spinMicros, EchosoapServer server) throws Exception {
        Path out = ItPaths.root().resolve("client/target/it-results/spin-" + spinMicros);
        StringWriter stdout = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(stdout));
        int exit = cl.execute("run", "--target", server.uri("").toString(), "--scenario", "spin",
                "--spin-micros", Long.toString(spinMicros), "--prime", "2s", "--max-time", "6s",
                "--out", out.toString(), "--force", "--quiet");
        assertEquals(0, exit, stdout.toString());

        JsonNode result = new ObjectMapper().readTree(Files.readString(out.resolve("result.json")));
        JsonNode cost = result.get("costs").get(0);
        assertEquals("spin", cost.get("scenario").asText());
        assertEquals("median", cost.get("statistic").asText());
        double recovered = cost.get("perMessageCostMicros").asDouble();
        // Below: a subtraction that loses time. Above: the client vCPU's wake-up after a long server wait, which grows
        // with the wait (docs/measuring.md; +106 µs outside the webapp at 2,000 µs on 2026-11-23's VM), plus noise.
        // Both up to the run's own 95% CI: on a noisy VM a 6 s run is ±25-40 µs, and holding it to less would test
        // the machine, not the method.
        double ci = cost.get("ci95Micros").asDouble();
        assertTrue(recovered >= spinMicros - Math.max(0.05 * spinMicros, 15) - ci
                        && recovered <= spinMicros + Math.max(15, 0.08 * spinMicros + 30) + ci,
                "recovered " + recovered + " ± " + ci + " µs for a " + spinMicros + " µs spin\n" + stdout);
        // The server's own clock sees the spin too: the Server-Timing split must put it inside the webapp.
        // Up to its own 95% CI, as the client-observed bound above: a fixed 1% alone failed once at 303.15 µs for 300
        // (CI run of 2026-11-23) with the interval not counted.
        double serverCost = cost.get("serverCostMicros").asDouble();
        double serverCi = cost.get("serverCostCi95Micros").asDouble();
        assertTrue(Math.abs(serverCost - spinMicros) <= Math.max(0.01 * spinMicros, 2) + serverCi,
                "server split " + serverCost + " ± " + serverCi + "\n" + stdout);
        assertTrue(cost.get("pairs").asInt() >= 20, "at least the first look's pairs: " + cost.get("pairs"));
    }
}
