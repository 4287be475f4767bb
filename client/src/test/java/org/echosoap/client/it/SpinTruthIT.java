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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import picocli.CommandLine;

/**
 * The truth check: {@code /baseline/spin?micros=2000} minus {@code /baseline/null}, measured by the client
 * against the real Tomcat, must come back as 2000 µs within ±10%. If the subtraction were wrong (unpaired,
 * warm-up recorded, failures timed as successes), it would not.
 */
@ExtendWith(ClientServer.class)
class SpinTruthIT {

    private static final long SPIN_MICROS = 2_000;

    @Test
    void recoversAKnownServerCost(EchosoapServer server) throws Exception {
        Path out = ItPaths.root().resolve("client/target/it-results/spin");
        StringWriter stdout = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(stdout));
        int exit = cl.execute("run", "--target", server.uri("").toString(), "--scenario", "spin",
                "--spin-micros", Long.toString(SPIN_MICROS), "--repeat", "3", "--warmup", "500ms",
                "--duration", "1s", "--out", out.toString(), "--force", "--quiet");
        assertEquals(0, exit, stdout.toString());

        JsonNode result = new ObjectMapper().readTree(Files.readString(out.resolve("result.json")));
        JsonNode cost = result.get("costs").get(0);
        assertEquals("spin", cost.get("scenario").asText());
        double recovered = cost.get("perMessageCostMicros").asDouble();
        assertTrue(Math.abs(recovered - SPIN_MICROS) <= SPIN_MICROS * 0.10,
                "recovered " + recovered + " µs for a " + SPIN_MICROS + " µs spin\n" + stdout);
        // The server's own clock sees the spin too: the Server-Timing split must put it inside the webapp.
        double serverCost = cost.get("serverCostMicros").asDouble();
        assertTrue(Math.abs(serverCost - SPIN_MICROS) <= SPIN_MICROS * 0.10, "server split " + serverCost);
    }
}
