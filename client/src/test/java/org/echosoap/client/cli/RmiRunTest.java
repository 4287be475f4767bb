package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.rpc.InProcessRmiServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code echosoap run --scenario rmi.*} end to end in this JVM, against a Latency object and the module's ping-pong
 * in this JVM too (no Tomcat: an RMI run sends nothing to --target): a cost over the ping-pong with its interval and
 * both rows' bytes; and the bad input of a run, each one clear line with the exit codes of an HTTP run, no hang, and
 * the measured part kept when the server goes away mid-run.
 */
class RmiRunTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private InProcessRmiServer server;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void start() throws IOException {
        server = InProcessRmiServer.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** A --target nothing listens on: an RMI run never sends to it. */
    private static String nowhere() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return "http://127.0.0.1:" + s.getLocalPort() + "/echosoap";
        }
    }

    private int run(String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private List<String> runArgs(String scenario, Path outDir, int rmiPort, String... more) throws IOException {
        List<String> args = new ArrayList<>(List.of("run", "--target", nowhere(), "--scenario", scenario,
                "--rmi-port", Integer.toString(rmiPort), "--pingpong-port", Integer.toString(server.pingPongPort()),
                "--prime", "0s", "--duration", "20ms", "--warmup", "2ms", "--max-time", "2s", "--epoch-rounds", "5",
                "--out", outDir.toString(), "--force", "--quiet"));
        args.addAll(List.of(more));
        return args;
    }

    @Test
    void measuresTheCallsCostOverThePingPongOfItsBytes() throws Exception {
        Path outDir = dir.resolve("getString");
        int exit = run(runArgs("rmi.getString", outDir, server.registryPort()).toArray(String[]::new));
        assertEquals(0, exit, out + "\n" + err);
        String table = out.toString();
        assertTrue(table.contains("a blocking thread per connection for every row"), table);
        assertTrue(table.contains("per-message cost of rmi.getString over tcp:"), table);
        assertTrue(table.contains("bytes per message, request / response"), table);

        JsonNode result = ResultSchema.read(outDir.resolve("result.json"));
        JsonNode cost = result.get("costs").get(0);
        assertEquals("rmi.getString", cost.get("endpoint").asText(), cost.toString());
        assertEquals("tcp", cost.get("baselineEndpoint").asText());
        assertTrue(Double.isFinite(cost.get("perMessageCostMicros").asDouble()), cost.toString());
        assertTrue(cost.get("ci95Micros").asDouble() > 0, cost.toString());
        assertEquals(server.registryPort(), result.get("settings").get("rmiPort").asInt());
        JsonNode tcp = run(result, "tcp");
        JsonNode rmi = run(result, "rmi.getString");
        assertEquals("rmi:Latency.getString(200)", rmi.get("path").asText());
        assertTrue(tcp.get("path").asText().startsWith("tcp:ping-pong("), tcp.toString());
        long requestBytes = rmi.get("requestBytes").asLong();
        assertTrue(requestBytes > 30, rmi.toString());
        assertEquals(requestBytes, tcp.get("requestBytes").asLong(), "the same bytes out");
        double rmiAnswer = rmi.get("responseBytesPerMessage").asDouble();
        double tcpAnswer = tcp.get("responseBytesPerMessage").asDouble();
        assertTrue(tcpAnswer > 200, tcp.toString());
        // The ping-pong answers the call's counted bytes exactly; the call itself may carry a JDK liveness ping's
        // byte now and then.
        assertTrue(rmiAnswer >= tcpAnswer && rmiAnswer <= tcpAnswer + 1, rmiAnswer + " vs " + tcpAnswer);
        assertEquals(0, rmi.get("errors").asLong());
        assertEquals(0, tcp.get("errors").asLong());
    }

    @Test
    void noRmiServerIsOneLineExitOneAndNothingWritten() throws Exception {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            closed = s.getLocalPort();
        }
        Path outDir = dir.resolve("down");
        long start = System.nanoTime();
        int exit = run(runArgs("rmi.doNothing", outDir, closed).toArray(String[]::new));
        assertEquals(1, exit, out + "\n" + err);
        assertTrue((System.nanoTime() - start) / 1_000_000 < 15_000);
        String message = err.toString().strip();
        assertEquals(1, message.lines().count(), message);
        assertTrue(message.startsWith("echosoap run: rmi.doNothing: cannot connect to the RMI registry at rmi://127.0.0.1:"
                + closed + "/Latency: ConnectException: Connection refused"), message);
        assertTrue(message.contains("is the RMI server running?"), message);
        assertFalse(Files.exists(outDir));
    }

    @Test
    void aPortThatIsNotTheRegistryIsOneLineExitOne() throws Exception {
        Path outDir = dir.resolve("wrong-port");
        // The ping-pong's port given as the registry's: it reads the JRMP header as a frame and closes.
        int exit = run(runArgs("rmi.getIntegers", outDir, server.pingPongPort()).toArray(String[]::new));
        assertEquals(1, exit, out + "\n" + err);
        String message = err.toString().strip();
        assertEquals(1, message.lines().count(), message);
        assertTrue(message.startsWith("echosoap run: rmi.getIntegers: cannot connect to the RMI registry at"), message);
        assertFalse(Files.exists(outDir));
    }

    @Test
    void aServerThatGoesAwayMidRunKeepsWhatWasMeasuredAndExitsOne() throws Exception {
        Path outDir = dir.resolve("killed");
        List<String> args = runArgs("rmi.echoFloat", outDir, server.registryPort(), "--precision", "off",
                "--repeat", "100000", "--max-errors", "25", "--log-rounds");
        CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> run(args.toArray(String[]::new)));
        Thread.sleep(1_500);
        server.close();
        int exit = running.get(60, TimeUnit.SECONDS);
        assertEquals(1, exit, out + "\n" + err);
        JsonNode result = ResultSchema.read(outDir.resolve("result.json"));
        assertFalse(result.get("complete").asBoolean());
        String reason = result.get("abortReason").asText();
        assertTrue(reason.contains("--max-errors 25") || reason.startsWith("target stopped answering: "), reason);
        for (String endpoint : List.of("tcp", "rmi.echoFloat")) {
            JsonNode run = run(result, endpoint);
            assertTrue(run.get("latencyMicros").get("count").asLong() > 0, endpoint + ": the blocks before are kept");
        }
        assertTrue(out.toString().contains("INCOMPLETE run"), out.toString());
        assertFalse(err.toString().contains("\tat "), err.toString());
    }

    @Test
    void noKeepAliveIsRefusedForRmi() throws Exception {
        int exit = run(runArgs("rmi.doNothing", dir.resolve("nk"), server.registryPort(), "--no-keepalive")
                .toArray(String[]::new));
        assertEquals(2, exit);
        assertTrue(err.toString().startsWith("echosoap run: --no-keepalive applies to HTTP"), err.toString());
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
