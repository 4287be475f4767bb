package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.scenario.WireTime;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Seed 003's experiment through the test hosts: {@code ./echosoap crosshost} measures the default scenario with the
 * client in the server's network namespace, then in its own namespace over a veth pair, and compares; with
 * {@code --link RATE} over a link of that rate (the truth check of it below). Needs root (network namespaces): tagged
 * {@code root} and skipped without it; CI runs as root.
 */
@Tag("root")
class CrossHostIT {

    @Test
    void sameHostAndCrossHostColumnsAreBothFilled() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root for network namespaces");
        Path out = ItPaths.root().resolve("client/target/it-crosshost");
        Launcher.Result r = Launcher.run(Duration.ofSeconds(300), "crosshost", "--out", out.toString(),
                "--prime", "300ms", "--repeat", "2", "--warmup", "200ms", "--duration", "500ms");
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.stdout().contains("same-host") && r.stdout().contains("cross-host"), r.stdout());

        ObjectMapper json = new ObjectMapper();
        JsonNode same = ResultSchema.read(out.resolve("same-host/result.json"));
        JsonNode cross = ResultSchema.read(out.resolve("cross-host/result.json"));
        assertEquals("echosoap-client", cross.get("environment").get("clientHost").asText(), "the client host's own name");
        assertTrue(!same.get("environment").get("clientHost").asText().equals("echosoap-client"));
        assertEquals("10.77.231.1", cross.get("environment").get("targetHost").asText());

        JsonNode compare = json.readTree(Files.readString(out.resolve("compare/compare.json")));
        int bothFilled = 0;
        for (JsonNode row : compare.get("rows")) {
            if (row.hasNonNull("aMicros") && row.hasNonNull("bMicros")) {
                bothFilled++;
            }
        }
        assertTrue(bothFilled >= 5, "null, bytes, chars, EchoFloat and the SOAP cost in both columns: " + compare.get("rows"));
        assertTrue(compare.get("warnings").toString().indexOf("not a cross-host comparison") < 0, compare.get("warnings").toString());
        // The test hosts are gone afterwards, so a second run (or a killed one's rerun) starts clean.
        Process p = new ProcessBuilder("ip", "netns", "list").redirectErrorStream(true).start();
        String namespaces = new String(p.getInputStream().readAllBytes());
        p.waitFor();
        assertTrue(!namespaces.contains("echosoap-"), "leftover namespaces: " + namespaces);
    }

    /**
     * The truth check of a link: {@code crosshost --link 10mbit} with the wire scenario at 20,000 B. Cross host the
     * cost must be the transmission time of the 19,865 answer bytes beyond the baseline's, with 66 B of headers per
     * 1,448 B segment ({@link WireTime}: 16.6 ms), within ±10%, by means (the headline) and by medians. Same host
     * there is no link: what copying those bytes costs, far below. Measured on the 2-vCPU VM: 16.54 ± 0.05 ms by
     * means, 16.50 ± 0.004 by medians; with a 2 s priming on a busy machine 16.70 ± 2.48 (bench/results/
     * link.md). Bounded: each side primes 5 s (at 17 ms a
     * request, 2 s are too few blocks to judge steadiness), measures at most 10 s: 16.69 ± 0.29 ms by means and 16.51 by
     * medians in 10 s (2026-12-04), an interval six times finer than the ±10% checked; 20 s of measuring cost 20 s
     * more of CI and checked nothing more.
     */
    @Test
    void aTenMbitLinkCostsTheTransmissionTimeOfTheExtraAnswerBytes() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root for network namespaces and tc");
        Path out = ItPaths.root().resolve("client/target/it-crosshost-link");
        Launcher.Result r = Launcher.run(Duration.ofSeconds(300), "crosshost", "--link", "10mbit", "--out",
                out.toString(), "--scenario", "wire", "--size", "20000", "--prime", "5s", "--max-time", "20s"); // 2 x 5 s priming + 10 s
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.stdout().contains("testhosts: link 10mbit (10000000 bit/s) each way"), r.stdout());

        JsonNode crossResult = ResultSchema.read(out.resolve("cross-host/result.json"));
        assertEquals("echosoap-client-10mbit", crossResult.get("environment").get("clientHost").asText(),
                "the client host's name says the link (and keeps the run history's setups apart)");
        double expected = WireTime.expectedMicros(20_000 - WireTime.BASELINE_ANSWER_BYTES, 10_000_000);
        JsonNode cross = wireCost(out.resolve("cross-host/result.json"));
        for (String figure : new String[] {"perMessageCostMicros", "perMessageCostMedianMicros"}) {
            double measured = cross.get(figure).asDouble();
            assertTrue(Math.abs(measured - expected) <= 0.10 * expected, figure + " " + measured + " µs, expected "
                    + expected + " ± 10%: " + cross);
        }
        double sameHost = wireCost(out.resolve("same-host/result.json")).get("perMessageCostMicros").asDouble();
        assertTrue(Math.abs(sameHost) < 0.10 * expected, "same host (no link) " + sameHost + " µs");

        Process p = new ProcessBuilder("ip", "netns", "list").redirectErrorStream(true).start();
        String namespaces = new String(p.getInputStream().readAllBytes());
        p.waitFor();
        assertTrue(!namespaces.contains("echosoap-"), "leftover namespaces (and their link): " + namespaces);
    }

    private static JsonNode wireCost(Path resultJson) throws Exception {
        for (JsonNode cost : new ObjectMapper().readTree(Files.readString(resultJson)).get("costs")) {
            if (cost.get("endpoint").asText().equals("wire")) {
                return cost;
            }
        }
        throw new AssertionError("no wire cost in " + resultJson);
    }
}
