package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Seed 003's experiment through the test hosts: {@code ./echosoap crosshost} measures the default scenario with the
 * client in the server's network namespace, then in its own namespace over a veth pair, and compares. Needs root
 * (network namespaces): tagged {@code root} and skipped without it; CI runs as root.
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
        JsonNode same = json.readTree(Files.readString(out.resolve("same-host/result.json")));
        JsonNode cross = json.readTree(Files.readString(out.resolve("cross-host/result.json")));
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
}
