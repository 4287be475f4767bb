package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Java RMI, gRPC and CORBA measured end to end: {@code ./echosoap server start} with its RPC servers (RMI's registry,
 * object and the ping-pong in that JVM on R, R+1, R+2; gRPC on G; CORBA on C), then the client jar's {@code run
 * --scenario rmi.getString}, {@code grpc.getString} and {@code corba.getString}, each {@code --max-time 5s}: a cost
 * over the ping-pong of the same bytes, with its interval, and both rows' bytes per message; and the rpc suite.
 *
 * <p>Its own server (the shared one runs Tomcat alone), echosoap.war only, started once; the runs are short and
 * bounded. No bound on the costs themselves: on these VMs a figure of some tens of µs sits in the noise
 * (docs/measuring.md).
 */
class RpcRunIT {

    private static final Duration CLIENT_LIMIT = Duration.ofSeconds(120);
    private static final Path BASE = ItPaths.root().resolve("client/target/it-server-rpc");
    private static EchosoapServer server;

    @BeforeAll
    static void startServer() throws Exception {
        server = EchosoapServer.startWithRpc(BASE);
    }

    @AfterAll
    static void stopServer() throws Exception {
        if (server != null) {
            server.close();
        }
        assertTrue(Files.notExists(BASE.resolve("rmi.pid")), "server stop stopped the RMI server too");
        assertTrue(Files.notExists(BASE.resolve("grpc.pid")), "server stop stopped the gRPC server too");
        assertTrue(Files.notExists(BASE.resolve("corba.pid")), "server stop stopped the CORBA server too");
    }

    @Test
    void rmiGetStringCostsSomethingOverThePingPongOfItsBytes() throws Exception {
        Properties env = server.serverEnv();
        int registry = Integer.parseInt(env.getProperty("rmi_registry_port"));
        assertEquals(registry + 1, Integer.parseInt(env.getProperty("rmi_object_port")));
        assertEquals(registry + 2, Integer.parseInt(env.getProperty("pingpong_port")), env.toString());
        assertTrue(server.startResult().stdout().contains("ping-pong port " + (registry + 2)),
                server.startResult().describe());
        Launcher.Result status = Launcher.run("server", "status", "--base", BASE.toString());
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

        JsonNode result = ResultSchema.read(out.resolve("result.json"));
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

    @Test
    void grpcGetStringCostsSomethingOverThePingPongOfItsBytes() throws Exception {
        Properties env = server.serverEnv();
        int grpc = Integer.parseInt(env.getProperty("grpc_port"));
        assertEquals("grpc://127.0.0.1:" + grpc, env.getProperty("grpc_url"), env.toString());
        assertTrue(server.startResult().stdout().contains("and the gRPC server at grpc://127.0.0.1:" + grpc),
                server.startResult().describe());
        Launcher.Result status = Launcher.run("server", "status", "--base", BASE.toString());
        assertTrue(status.stdout().contains("echosoap gRPC server running at grpc://127.0.0.1:" + grpc),
                status.describe());

        Path out = ItPaths.root().resolve("client/target/it-results/grpc-getString");
        ClientProcess.Outcome o = ClientProcess.run(CLIENT_LIMIT, "run", "--target", server.uri("").toString(),
                "--scenario", "grpc.getString", "--rmi-port", env.getProperty("rmi_registry_port"),
                "--grpc-port", Integer.toString(grpc), "--max-time", "5s", "--prime", "2s", "--out", out.toString(),
                "--force", "--quiet");
        assertEquals(0, o.exitCode(), o.stdout() + o.stderr());
        assertTrue(o.stdout().contains("per-message cost of grpc.getString over tcp:"), o.stdout());

        JsonNode result = ResultSchema.read(out.resolve("result.json"));
        JsonNode cost = result.get("costs").get(0);
        assertEquals("grpc.getString", cost.get("endpoint").asText());
        assertEquals("tcp", cost.get("baselineEndpoint").asText());
        double interval = cost.get("ci95Micros").asDouble();
        assertTrue(Double.isFinite(interval) && interval > 0, "a cost with its interval: " + cost);
        JsonNode tcp = run(result, "tcp");
        JsonNode grpcRun = run(result, "grpc.getString");
        long requestBytes = grpcRun.get("requestBytes").asLong();
        // HEADERS (9 + HPACK'd headers, indexed after the first call) and DATA (9 + 5-byte prefix + 3-byte message).
        assertTrue(requestBytes >= 9 + 9 + 5 + 3 && requestBytes < 120, "gRPC's warm call of GetString: " + grpcRun);
        assertEquals(requestBytes, tcp.get("requestBytes").asLong(), "the baseline sends the call's bytes");
        double answer = tcp.get("responseBytesPerMessage").asDouble();
        // 200 letters with their 3-byte field header, the 5-byte prefix, three frames' headers and the headers' bytes.
        assertTrue(answer > 200 + 3 + 5 + 27 && answer < 320, "the answer's bytes on the wire: " + tcp);
        assertEquals(0, grpcRun.get("errors").asLong(), grpcRun.toString());
        assertEquals(0, tcp.get("errors").asLong(), tcp.toString());
    }

    @Test
    void corbaGetStringCostsSomethingOverThePingPongOfItsBytes() throws Exception {
        Properties env = server.serverEnv();
        int corba = Integer.parseInt(env.getProperty("corba_port"));
        assertEquals("corbaloc:iiop:1.2@127.0.0.1:" + corba + "/Latency", env.getProperty("corba_url"), env.toString());
        Launcher.Result status = Launcher.run("server", "status", "--base", BASE.toString());
        assertTrue(status.stdout().contains("echosoap CORBA server running at corbaloc:iiop:1.2@127.0.0.1:" + corba
                + "/Latency"), status.describe());

        Path out = ItPaths.root().resolve("client/target/it-results/corba-getString");
        ClientProcess.Outcome o = ClientProcess.run(CLIENT_LIMIT, "run", "--target", server.uri("").toString(),
                "--scenario", "corba.getString", "--rmi-port", env.getProperty("rmi_registry_port"),
                "--corba-port", Integer.toString(corba), "--max-time", "5s", "--prime", "2s", "--out", out.toString(),
                "--force", "--quiet");
        assertEquals(0, o.exitCode(), o.stdout() + o.stderr());
        assertTrue(o.stdout().contains("per-message cost of corba.getString over tcp:"), o.stdout());
        JsonNode result = ResultSchema.read(out.resolve("result.json"));
        JsonNode corbaRun = run(result, "corba.getString");
        JsonNode tcp = run(result, "tcp");
        long requestBytes = corbaRun.get("requestBytes").asLong();
        // A GIOP 1.2 request: 12-byte header, request id, flags, object key, operation name, service contexts, size.
        assertTrue(requestBytes > 40 && requestBytes < 400, "IIOP's warm call of getString(long): " + corbaRun);
        assertEquals(requestBytes, tcp.get("requestBytes").asLong(), "the baseline sends the call's bytes");
        double answer = tcp.get("responseBytesPerMessage").asDouble();
        assertTrue(answer > 200 && answer < 300, "200 letters in a GIOP reply: " + tcp);
        assertEquals(0, corbaRun.get("errors").asLong(), corbaRun.toString());
    }

    @Test
    void theRpcSuitePutsEverySystemOverTheTcpOfItsOwnBytes() throws Exception {
        Properties env = server.serverEnv();
        Path out = ItPaths.root().resolve("client/target/it-results/suite-rpc");
        // Its assertions are of the table's shape, not its figures: the quick suite's blocks and limits of before
        // (50 ms, 1 s a part) keep this test as short as it was; one pass (--budget off), since re-running parts to
        // resolve them is BudgetAllocatorTest's and the suite's own job, not this table's (they cost 35 s of CI).
        ClientProcess.Outcome o = ClientProcess.run(Duration.ofSeconds(300), "suite", "--suite", "rpc", "--quick",
                "--duration", "50ms", "--max-time", "1s", "--budget", "off", "--target", server.uri("").toString(), "--rmi-port", env.getProperty("rmi_registry_port"),
                "--grpc-port", env.getProperty("grpc_port"), "--corba-port", env.getProperty("corba_port"),
                "--out", out.toString(), "--force", "--quiet");
        assertEquals(0, o.exitCode(), o.stdout() + o.stderr());
        String table = o.stdout();
        for (String system : new String[] {"Axis2", "JSON", "gRPC", "RMI", "CORBA"}) {
            assertTrue(table.lines().anyMatch(l -> l.matches("(doNothing\\(\\))?\\s+" + system + "\\s+[\\d,.]+\\s.*")),
                    system + " measured: " + table);
        }
        assertTrue(table.lines().anyMatch(l -> l.startsWith("HTTP to Tomcat ")), table);
        assertTrue(table.lines().anyMatch(l -> l.startsWith("TCP setup ")), table);
        assertTrue(table.contains("mean latency µs, as seed 003's table"), table);
        // This server deploys echosoap.war alone: the other stacks' columns are left out, each with its reason.
        assertTrue(table.contains("  - CXF: "), table);
        assertTrue(table.contains("  - Metro: "), table);
        JsonNode result = ResultSchema.read(out.resolve("result.json"));
        assertEquals("rpc", result.get("suite").asText());
        // HTTP to Tomcat and each system's two calls have a cost over tcp; TCP setup has none.
        assertTrue(result.get("costs").size() >= 1 + 2 * 5, result.get("costs").size() + " costs");
        for (JsonNode cost : result.get("costs")) {
            assertEquals("tcp", cost.get("baselineEndpoint").asText(), cost.toString());
        }
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
