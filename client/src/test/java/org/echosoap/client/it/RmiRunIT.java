package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import org.junit.jupiter.api.Test;

/**
 * Java RMI measured end to end: {@code ./echosoap server start} with its RMI server (registry, object and the
 * ping-pong in that JVM on R, R+1, R+2), then the client jar's {@code run --scenario rmi.getString --max-time 5s}:
 * a cost over the ping-pong of the same bytes, with its interval, and both rows' bytes per message.
 *
 * <p>Its own server (the shared one runs Tomcat alone), echosoap.war only, started once; the run is short and bounded.
 * No bound on the cost itself: on these VMs a figure of some tens of µs sits in the noise (docs/measuring.md).
 */
class RmiRunIT {

    private static final Duration CLIENT_LIMIT = Duration.ofSeconds(120);

    @Test
    void rmiGetStringCostsSomethingOverThePingPongOfItsBytes() throws Exception {
        Path base = ItPaths.root().resolve("client/target/it-server-rmi");
        try (EchosoapServer server = EchosoapServer.startWithRmi(base)) {
            Properties env = server.serverEnv();
            int registry = Integer.parseInt(env.getProperty("rmi_registry_port"));
            assertEquals(registry + 1, Integer.parseInt(env.getProperty("rmi_object_port")));
            assertEquals(registry + 2, Integer.parseInt(env.getProperty("pingpong_port")), env.toString());
            assertTrue(server.startResult().stdout().contains("ping-pong port " + (registry + 2)),
                    server.startResult().describe());
            Launcher.Result status = Launcher.run("server", "status", "--base", base.toString());
            assertTrue(status.stdout().contains("echosoap RMI server running at rmi://127.0.0.1:" + registry
                    + "/Latency, object port " + (registry + 1) + ", ping-pong port " + (registry + 2)),
                    status.describe());

            Path out = ItPaths.root().resolve("client/target/it-results/rmi-getString");
            ClientProcess.Outcome o = ClientProcess.run(CLIENT_LIMIT, "run", "--target", server.uri("").toString(),
                    "--scenario", "rmi.getString", "--rmi-port", Integer.toString(registry), "--max-time", "5s",
                    "--prime", "2s", "--out", out.toString(), "--force", "--quiet");
            assertEquals(0, o.exitCode(), o.stdout() + o.stderr());
            assertTrue(o.stdout().contains("per-message cost of rmi.getString over tcp:"), o.stdout());
            assertTrue(o.stdout().contains("a blocking thread per connection for every row"), o.stdout());

            JsonNode result = new ObjectMapper().readTree(Files.readString(out.resolve("result.json")));
            JsonNode cost = result.get("costs").get(0);
            assertEquals("rmi.getString", cost.get("endpoint").asText());
            assertEquals("tcp", cost.get("baselineEndpoint").asText());
            assertTrue(Double.isFinite(cost.get("perMessageCostMicros").asDouble()), cost.toString());
            double interval = cost.get("ci95Micros").asDouble();
            assertTrue(Double.isFinite(interval) && interval > 0, "a cost with its interval: " + cost);
            JsonNode tcp = run(result, "tcp");
            JsonNode rmi = run(result, "rmi.getString");
            long requestBytes = rmi.get("requestBytes").asLong();
            assertTrue(requestBytes > 30 && requestBytes < 100, "JRMP's call of getString(int): " + rmi);
            assertEquals(requestBytes, tcp.get("requestBytes").asLong(), "the baseline sends the call's bytes");
            double answer = tcp.get("responseBytesPerMessage").asDouble();
            assertTrue(answer > 200 && answer < 300, "200 letters and JRMP's return header: " + tcp);
            double rmiAnswer = rmi.get("responseBytesPerMessage").asDouble();
            assertTrue(rmiAnswer >= answer && rmiAnswer <= answer + 1, rmiAnswer + " vs " + answer);
            assertEquals(0, rmi.get("errors").asLong(), rmi.toString());
            assertEquals(0, tcp.get("errors").asLong(), tcp.toString());
        }
        assertTrue(Files.notExists(base.resolve("rmi.pid")), "server stop stopped the RMI server too");
    }

    private static JsonNode run(JsonNode result, String endpoint) {
        for (JsonNode r : result.get("runs")) {
            if (r.get("endpoint").asText().equals(endpoint)) {
                return r;
            }
        }
        throw new AssertionError("no run of " + endpoint + " in " + result);
    }
}
