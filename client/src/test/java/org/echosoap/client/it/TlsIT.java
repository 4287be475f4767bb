package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import org.echosoap.client.config.TlsSettings;
import org.echosoap.client.http.tls.TlsClient;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * HTTPS on the real Tomcat started by the launcher with {@code --tls-port}, as users start it: the key pair made and
 * kept, runs over TLS on the transports that speak it, the TLS layer's pair, and bad input on the TLS port (plain
 * HTTP, garbage, a client that stops mid-handshake, a certificate the client does not trust), after each of which the
 * server still serves HTTPS.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TlsIT {

    private static final Duration CLOSE_LIMIT = Duration.ofSeconds(10);

    private EchosoapServer server;
    private int tlsPort;
    private Path certificate;

    @BeforeAll
    void start() throws Exception {
        server = EchosoapServer.startWithTls(ItPaths.root().resolve("client/target/it-tls-server"));
        tlsPort = Integer.parseInt(server.serverEnv().getProperty("tls_port"));
        certificate = Path.of(server.serverEnv().getProperty("tls_certificate"));
    }

    @AfterAll
    void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    private String target() {
        return "http://" + EchosoapServer.HOST + ":" + server.port() + "/echosoap";
    }

    /** A short run's arguments over the given transport, plus {@code more}. */
    private List<String> shortRun(String transport, String... more) {
        List<String> args = new ArrayList<>(List.of("--target", target(), "--transport", transport,
                "--tls-port", Integer.toString(tlsPort), "--tls-trust", certificate.toString(),
                "--connections", "2", "--duration", "30ms", "--warmup", "5ms", "--repeat", "3", "--prime", "0s",
                "--epoch-rounds", "0", "--history", "off"));
        args.addAll(List.of(more));
        return args;
    }

    @Test
    @Order(1)
    void theKeyPairIsMadeUnderTheBaseAndExportedAsPemAndDer() throws IOException {
        Path tls = server.base().resolve("tls");
        assertTrue(Files.isRegularFile(tls.resolve("echosoap-server.p12")), "keystore under " + tls);
        assertTrue(Files.readString(certificate).startsWith("-----BEGIN CERTIFICATE-----"), "PEM: " + certificate);
        assertTrue(Files.size(tls.resolve("echosoap-server.der")) > 500, "DER export");
        assertTrue(server.startResult().stdout().contains("https://" + EchosoapServer.HOST + ":" + tlsPort + "/echosoap"),
                server.startResult().stdout());
    }

    @Test
    @Order(2)
    void aRunGoesOverTlsOnEveryTransport() {
        for (String transport : List.of("nio", "core", "httpclient")) {
            InProcessRun r = InProcessRun.of("tls-run-" + transport,
                    shortRun(transport, "--tls", "--scenario", "echoFloat").toArray(String[]::new));
            assertEquals(0, r.exit(), transport + ": " + r.stderr() + r.stdout());
            JsonNode tls = r.result().get("settings").get("tls");
            assertTrue(tls.get("enabled").asBoolean());
            assertEquals("1.3", tls.get("protocol").asText());
            assertEquals("https://" + EchosoapServer.HOST + ":" + tlsPort + "/echosoap",
                    r.result().get("settings").get("target").asText());
            assertTrue(r.endpoint("EchoFloat").get("requestsSent").asLong() > 0, r.stdout());
        }
    }

    @Test
    @Order(4)
    void theTlsLayerPairsHttpsWithPlainHttpOnBothVersions() {
        for (String version : List.of("1.3", "1.2")) {
            InProcessRun r = InProcessRun.of("tls-layer-" + version, shortRun("nio", "--scenario",
                    "layer.tls.echoFloat", "--tls-protocol", version).toArray(String[]::new));
            assertEquals(0, r.exit(), version + ": " + r.stderr() + r.stdout());
            assertTrue(r.endpoint("https").get("requestsSent").asLong() > 0, r.stdout());
            assertTrue(r.endpoint("http").get("requestsSent").asLong() > 0, r.stdout());
            assertEquals(version, r.result().get("settings").get("tls").get("protocol").asText());
            assertFalse(r.result().get("settings").get("tls").get("enabled").asBoolean());
        }
    }

    @Test
    @Order(5)
    void newConnectionsPayTheHandshakeFullOrResumed() {
        for (String transport : List.of("nio", "core")) {
            for (String session : List.of("resume", "full")) {
                InProcessRun r = InProcessRun.of("tls-layer-new-" + transport + "-" + session, shortRun(transport,
                        "--scenario", "layer.tls.echoFloat", "--no-keepalive", "--tls-session", session)
                        .toArray(String[]::new));
                assertEquals(0, r.exit(), transport + " " + session + ": " + r.stderr() + r.stdout());
                assertEquals(session, r.result().get("settings").get("tls").get("session").asText());
                assertTrue(r.endpoint("https").get("requestsSent").asLong() > 0, r.stdout());
            }
        }
    }

    @Test
    @Order(6)
    void aCertificateNotTrustedIsOneLineNamingItAndExitTwo() throws Exception {
        Path dir = Files.createDirectories(ItPaths.root().resolve("client/target/it-tls-other"));
        Path store = dir.resolve("other.p12");
        Path other = dir.resolve("other.crt");
        Files.deleteIfExists(store);
        Files.deleteIfExists(other);
        String keytool = Path.of(System.getProperty("java.home"), "bin", "keytool").toString();
        run(keytool, "-genkeypair", "-alias", "other", "-keyalg", "EC", "-groupname", "secp256r1", "-dname",
                "CN=someone else", "-storetype", "PKCS12", "-keystore", store.toString(), "-storepass", "changeit");
        run(keytool, "-exportcert", "-rfc", "-alias", "other", "-keystore", store.toString(), "-storepass", "changeit",
                "-file", other.toString());
        List<String> args = shortRun("core", "--tls");
        args.set(args.indexOf(certificate.toString()), other.toString());
        InProcessRun r = InProcessRun.of("tls-untrusted", args.toArray(String[]::new));
        assertEquals(2, r.exit(), r.stderr());
        String line = r.stderr().strip();
        assertEquals(1, line.lines().count(), line);
        assertTrue(line.contains("--tls-trust " + other) && line.contains("CN=echosoap measuring server"), line);
        assertServesHttps();
    }

    @Test
    @Order(7)
    void plainHttpOnTheTlsPortIsAnsweredOrClosedAndTheServerKeepsServing() throws IOException {
        byte[] answer = sendAndReadToEnd(("POST /echosoap/baseline/null HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n"
                + "\r\n").getBytes(StandardCharsets.US_ASCII));
        String text = new String(answer, StandardCharsets.ISO_8859_1);
        assertTrue(answer.length == 0 || text.startsWith("HTTP/1.1 400"), "plain HTTP on the TLS port: " + text);
        assertServesHttps();
    }

    @Test
    @Order(8)
    void garbageOnTheTlsPortIsClosedAndTheServerKeepsServing() throws IOException {
        byte[] garbage = new byte[4096];
        new java.util.Random(26).nextBytes(garbage);
        sendAndReadToEnd(garbage);
        assertServesHttps();
    }

    @Test
    @Order(9)
    void aClientThatStopsMidHandshakeLeavesTheServerServing() throws Exception {
        byte[] hello = clientHello();
        for (int i = 0; i < 20; i++) {
            try (Socket s = connect()) {
                s.getOutputStream().write(hello, 0, hello.length / 2);
                s.getOutputStream().flush();
            } // closed with half a ClientHello sent
        }
        assertServesHttps();
    }

    @Test
    @Order(10)
    void aRestartKeepsTheKeyPair() throws Exception {
        byte[] before = Files.readAllBytes(certificate);
        server.close();
        server = EchosoapServer.startWithTls(server.base());
        tlsPort = Integer.parseInt(server.serverEnv().getProperty("tls_port"));
        assertArrayEquals(before, Files.readAllBytes(certificate), "the certificate is made once and kept");
        assertServesHttps();
    }

    /** One HTTPS exchange on the TLS port, trusting the exported certificate: the server still serves. */
    private void assertServesHttps() {
        try (Socket plain = connect();
             Socket tls = TlsClient.of(new TlsSettings(true, tlsPort, certificate, "TLSv1.3", true), java.util.Map.of())
                     .layer(plain, EchosoapServer.HOST, tlsPort)) {
            byte[] request = ("POST /echosoap/baseline/null HTTP/1.1\r\nHost: " + EchosoapServer.HOST + ":" + tlsPort
                    + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
            tls.getOutputStream().write(request);
            tls.getOutputStream().flush();
            String answer = new String(tls.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
            assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
        } catch (IOException e) {
            throw new AssertionError("the HTTPS connector no longer serves: " + e, e);
        }
    }

    private Socket connect() throws IOException {
        Socket s = new Socket();
        s.setSoTimeout((int) CLOSE_LIMIT.toMillis());
        s.connect(new InetSocketAddress(EchosoapServer.HOST, tlsPort), (int) CLOSE_LIMIT.toMillis());
        return s;
    }

    /** Sends {@code bytes} on the TLS port and reads until the server closes; fails if it does not within the limit. */
    private byte[] sendAndReadToEnd(byte[] bytes) throws IOException {
        try (Socket s = connect()) {
            OutputStream out = s.getOutputStream();
            try {
                out.write(bytes);
                out.flush();
            } catch (IOException closedWhileWriting) {
                return new byte[0]; // the server closed before taking it all: closed it is
            }
            InputStream in = s.getInputStream();
            try {
                return in.readAllBytes();
            } catch (SocketTimeoutException e) {
                throw new AssertionError("the server kept the connection open " + CLOSE_LIMIT + " after bad input");
            } catch (IOException reset) {
                return new byte[0]; // reset: closed too
            }
        }
    }

    /** A TLS ClientHello as the JDK sends it. */
    private static byte[] clientHello() throws Exception {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, null, null);
        SSLEngine engine = context.createSSLEngine(EchosoapServer.HOST, 443);
        engine.setUseClientMode(true);
        ByteBuffer out = ByteBuffer.allocate(engine.getSession().getPacketBufferSize());
        engine.wrap(ByteBuffer.allocate(0), out);
        out.flip();
        byte[] hello = new byte[out.remaining()];
        out.get(hello);
        return hello;
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), String.join(" ", command) + ": " + output);
    }
}
