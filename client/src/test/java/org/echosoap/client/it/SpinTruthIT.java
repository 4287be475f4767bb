package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.cli.Main;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.ExtendWith;
import picocli.CommandLine;

/**
 * The truth check: {@code /baseline/spin?micros=N} minus {@code /baseline/null}, measured by the client against
 * the real Tomcat with run's method (priming until steady, 50 ms blocks in epochs, block means, a 5% precision
 * target). If the subtraction were wrong (unpaired, warm-up recorded, failures timed as successes, the wrong endpoint
 * driven, the client's checks timed) the recovered cost would be far from N.
 *
 * <p>Fixed bounds, not widened by the run's own interval (a bound that widens with the noise tests nothing on a
 * noisy machine). The server's own clock must recover N within 3% + 5 µs: it measured 302.4-309.7 µs for 300 and
 * 3,018-3,028 for 3,000 on the 2-vCPU VM (the spin loop overshoots by a few µs, and a preemption at a spin's end
 * adds to the mean: 309.7 in a run whose server saw 8,358 involuntary switches/s). A split that lost the spin or
 * counted it twice is far outside that. The client-observed cost must not
 * lose time (no lower than N − 5%) and may exceed N by what this VM adds outside the webapp after a long server wait
 * — measured +4 to +18% at 300 µs and +4 to +7% at 3,000 µs (outside the webapp +15 to +47 and +109 to +191 µs;
 * neither a spinning client nor pinning removed it, bench/results/spin-truth.md), and +78 µs at 300 µs in a CI run
 * of a fresh clone (385.9 ± 18.7 recovered, 307.8 inside). The bound N + 10% + 100 µs (+130 µs at 300, +400 at
 * 3,000) holds every excess measured and still catches a subtraction gone wrong (the wrong endpoint, warm-up
 * recorded). The target of ±5% on the client's side is NOT met on these VMs, and this test does not pretend it is.
 * Costs of a few tens of µs sit in this VM's noise floor (20 µs measured 39.7 ± 19.0 by block means, 26.1 ± 4.1 by medians, in a CI run): docs/measuring.md.
 *
 * <p>The upper bounds assume the VM gets its CPUs. When the hypervisor takes a share s of them (steal, which the
 * run measures), every wait for a CPU stretches, so both upper bounds are divided by 1 − s: unchanged at no steal,
 * ×1.33 at 25 %. Measured in a fresh-clone CI run with 24-27 % steal: 318.9 µs inside for 300 (bound 314 without the
 * stretch) and 3,607 µs recovered for 3,000 (bound 3,400), the spin itself whole. A spin lost or counted twice is
 * still far outside; the lower bounds do not stretch, as steal adds time and never removes it.
 */
@ExtendWith(ClientServer.class)
class SpinTruthIT {

    @ParameterizedTest(name = "spin {0} µs")
    @ValueSource(longs = {300, 3_000})
    void recoversAKnownServerCost(long spinMicros, EchosoapServer server) throws Exception {
        Path out = ItPaths.root().resolve("client/target/it-results/spin-" + spinMicros);
        StringWriter stdout = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(stdout));
        // --max-time bounds the whole run (priming included): 14 s keeps the 2 s of priming per endpoint and the 10 s
        // of measuring this check was made with, before --max-time took priming in.
        int exit = cl.execute("run", "--target", server.uri("").toString(), "--scenario", "spin",
                "--spin-micros", Long.toString(spinMicros), "--prime", "2s", "--max-time", "14s",
                "--out", out.toString(), "--force", "--quiet");
        assertEquals(0, exit, stdout.toString());

        JsonNode result = ResultSchema.read(out.resolve("result.json"));
        JsonNode cost = result.get("costs").get(0);
        assertEquals("spin", cost.get("scenario").asText());
        assertEquals("mean", cost.get("statistic").asText());
        double recovered = cost.get("perMessageCostMicros").asDouble();
        double stretch = stealStretch(result);
        double below = 0.05 * spinMicros;
        double above = (1.10 * spinMicros + 100) * stretch - spinMicros;
        assertTrue(recovered >= spinMicros - below && recovered <= spinMicros + above,
                "recovered " + recovered + " ± " + cost.get("ci95Micros").asDouble() + " µs for a " + spinMicros
                        + " µs spin, allowed -" + below + "/+" + above + " (steal stretch " + stretch + ")\n" + stdout);
        // The server's own clock sees the spin too: the Server-Timing split must put it inside the webapp.
        double serverCost = cost.get("serverCostMicros").asDouble();
        assertTrue(serverCost >= 0.97 * spinMicros - 5 && serverCost <= (1.03 * spinMicros + 5) * stretch,
                "server split " + serverCost + " ± " + cost.get("serverCostCi95Micros").asDouble() + " (steal stretch "
                        + stretch + ")\n" + stdout);
        assertEquals("epoch", cost.get("unitKind").asText(), "the interval is over epochs");
    }

    /** 1 / (1 − s) for the share s of the client host's CPU time the hypervisor stole during the run (1 if unknown). */
    static double stealStretch(JsonNode result) {
        JsonNode steal = result.path("noise").path("client").path("stealPercent");
        double share = steal.isNumber() ? Math.min(0.5, Math.max(0, steal.asDouble() / 100)) : 0;
        return 1 / (1 - share);
    }
}
