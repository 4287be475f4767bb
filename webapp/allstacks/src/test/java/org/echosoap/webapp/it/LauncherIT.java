package org.echosoap.webapp.it;

import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.FreePort;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * {@code echosoap server start|status|stop} as users run them. Uses its own server (own port, own base), not the
 * shared one, because it stops it: status while running, refusal of a second server on the same port, then a
 * stop that leaves neither the process nor the port behind.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LauncherIT {

    private static EchosoapServer server;

    @BeforeAll
    static void start() throws Exception {
        server = EchosoapServer.start(ItPaths.webappTarget().resolve("it-launcher-server"));
    }

    @AfterAll
    static void stop() throws Exception {
        if (server != null) {
            server.stop(); // no-op when the stop test already ran
        }
    }

    @Test
    @Order(1)
    void startPrintsWhereTheServerRuns() {
        String stdout = server.startResult().stdout();
        assertTrue(stdout.contains("http://127.0.0.1:" + server.port() + "/echosoap"), stdout);
        assertTrue(Files.isRegularFile(server.base().resolve("webapps").resolve("echosoap.war")));
    }

    @Test
    @Order(2)
    void statusReportsTheRunningServerAndItsUrl() throws Exception {
        Launcher.Result status = Launcher.run("server", "status", "--base", server.base().toString());
        assertEquals(0, status.exitCode(), status::describe);
        assertTrue(status.stdout().contains("http://127.0.0.1:" + server.port() + "/echosoap"), status::describe);
        assertTrue(status.stdout().contains(Long.toString(server.pid())), status::describe);
    }

    @Test
    @Order(3)
    void secondServerOnTheSamePortFailsWithOneLine() throws Exception {
        Path otherBase = ItPaths.webappTarget().resolve("it-launcher-second-server");
        Launcher.Result second = Launcher.run("server", "start", "--host", EchosoapServer.HOST,
                "--port", Integer.toString(server.port()), "--base", otherBase.toString());
        try {
            assertNotEquals(0, second.exitCode(), second::describe);
            String message = second.stderr().strip();
            assertFalse(message.contains("\n"), () -> "not one line: " + second.describe());
            assertTrue(message.contains("already in use"), second::describe);
            assertTrue(message.contains(Integer.toString(server.port())), second::describe);
            // The refusal must not have disturbed the first server.
            assertEquals(200, Http.postSeed(server.uri("/baseline/null")).statusCode());
        } finally {
            // Only if the launcher wrongly started a second Tomcat: stop it, it is ours.
            Optional<Long> strayPid = EchosoapServer.readPid(otherBase);
            if (strayPid.isPresent()) {
                Launcher.run("server", "stop", "--base", otherBase.toString());
            }
        }
    }

    @Test
    @Order(4)
    void stopLeavesNoProcessAndFreesThePort() throws Exception {
        long pid = server.pid();
        assertTrue(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "server not running before stop");

        Launcher.Result stop = server.stop();
        assertEquals(0, stop.exitCode(), stop::describe);
        assertTrue(stop.stdout().contains("stopped"), stop::describe);

        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "pid " + pid + " still alive");
        assertFalse(Files.exists(server.base().resolve("tomcat.pid")), "tomcat.pid left behind");
        assertFalse(FreePort.isListening(server.port()), "something still listens on " + server.port());
        assertTrue(FreePort.canBind(server.port()), "port " + server.port() + " cannot be bound");

        Launcher.Result status = Launcher.run("server", "status", "--base", server.base().toString());
        assertEquals(3, status.exitCode(), status::describe);
        assertTrue(status.stdout().contains("not running"), status::describe);
    }

    @Test
    @Order(5)
    void warOptionRefusesAMissingFileInOneLine() throws Exception {
        Path missing = ItPaths.webappTarget().resolve("no-such-dir").resolve("orders.war");
        assertRefusedInOneLine("no such file", "--war", missing.toString());
    }

    @Test
    @Order(6)
    void warOptionRefusesTheNameOfEchosoapsOwnWar() throws Exception {
        // The real echosoap.war, so the refusal is about the name, not a missing file.
        assertRefusedInOneLine("echosoap.war is taken", "--war", ItPaths.war().toString());
    }

    @Test
    @Order(7)
    void warOptionRefusesWhatIsNotAWarAndTwoWarsOfOneName() throws Exception {
        assertRefusedInOneLine("not a .war file", "--war", ItPaths.root().resolve("pom.xml").toString());
        Path sample = ItPaths.sampleOrdersWar();
        assertRefusedInOneLine("already deploys as /sample-orders", "--war", sample.toString(), "--war", sample.toString());
    }

    /**
     * Tomcat keeps running when a WAR fails to start (here: a listener class that does not exist); the launcher
     * must not report such a server as running. It stops it and says which WAR failed.
     */
    @Test
    @Order(8)
    void aWarTomcatCannotStartStopsTheServerWithOneLine() throws Exception {
        Path base = ItPaths.webappTarget().resolve("it-launcher-broken-war-server");
        Path brokenWar = writeWarWithMissingListener(ItPaths.webappTarget().resolve("it-broken-war").resolve("broken.war"));
        int port = FreePort.pick();
        Launcher.Result start = Launcher.run("server", "start", "--host", EchosoapServer.HOST,
                "--port", Integer.toString(port), "--base", base.toString(), "--war", brokenWar.toString(), "--no-rpc");
        try {
            assertEquals(1, start.exitCode(), start::describe);
            String message = start.stderr().strip();
            assertFalse(message.contains("\n"), () -> "not one line: " + start.describe());
            assertTrue(message.contains("broken.war did not start") && message.contains("Context [/broken]"),
                    start::describe);
            assertFalse(Files.exists(base.resolve("tomcat.pid")), "tomcat.pid left behind");
            assertFalse(FreePort.isListening(port), "the failed server still listens on " + port);
        } finally {
            Optional<Long> strayPid = EchosoapServer.readPid(base);
            if (strayPid.isPresent()) {
                Launcher.run("server", "stop", "--base", base.toString());
            }
        }
    }

    @Test
    @Order(10)
    void rpcServerOptionsThatCannotWorkAreUsageErrorsBeforeAnythingStarts() throws Exception {
        int port = FreePort.pick();
        Path base = ItPaths.webappTarget().resolve("it-launcher-rpc-options");
        String[][] cases = {
                {"--grpc-port", "9999", "--no-grpc"},
                {"--rmi-port", "9999", "--no-rpc"},
                {"--grpc-port", "0"},
                {"--grpc-port", Integer.toString(port)},
                {"--rmi-port", "20000", "--grpc-port", "20001"},
                {"--corba-port", "9999", "--no-corba"},
                {"--grpc-port", "20005", "--corba-port", "20005"},
        };
        String[] expected = {
                "echosoap: --grpc-port and --no-grpc (or --no-rpc) exclude each other",
                "echosoap: --rmi-port and --no-rmi (or --no-rpc) exclude each other",
                "echosoap: --grpc-port must be 1-65535, got '0'",
                "echosoap: --grpc-port " + port + " must differ from --port " + port,
                "echosoap: --grpc-port 20001 is one of the RMI server's ports (20000 to 20002)",
                "echosoap: --corba-port and --no-corba (or --no-rpc) exclude each other",
                "echosoap: --corba-port 20005 is also --grpc-port's port",
        };
        for (int i = 0; i < cases.length; i++) {
            String[] args = new String[6 + cases[i].length];
            System.arraycopy(new String[] {"server", "start", "--port", Integer.toString(port), "--base",
                    base.toString()}, 0, args, 0, 6);
            System.arraycopy(cases[i], 0, args, 6, cases[i].length);
            Launcher.Result start = Launcher.run(args);
            assertEquals(2, start.exitCode(), start::describe);
            assertEquals(expected[i], start.stderr().lines().findFirst().orElse(""), start::describe);
            assertFalse(FreePort.isListening(port), "a server was started despite the refusal");
        }
    }

    /** Runs {@code server start} with the given extra arguments; it must fail before starting anything. */
    private static void assertRefusedInOneLine(String expected, String... warArgs) throws Exception {
        Path base = ItPaths.webappTarget().resolve("it-launcher-refused-server");
        int port = FreePort.pick();
        String[] args = new String[6 + warArgs.length];
        System.arraycopy(new String[] {"server", "start", "--port", Integer.toString(port), "--base", base.toString()},
                0, args, 0, 6);
        System.arraycopy(warArgs, 0, args, 6, warArgs.length);
        Launcher.Result start = Launcher.run(args);
        try {
            assertEquals(1, start.exitCode(), start::describe);
            String message = start.stderr().strip();
            assertFalse(message.contains("\n"), () -> "not one line: " + start.describe());
            assertTrue(message.startsWith("echosoap: --war ") && message.contains(expected), start::describe);
            assertFalse(FreePort.isListening(port), "a server was started on " + port + " despite the refusal");
        } finally {
            if (EchosoapServer.readPid(base).isPresent()) {
                Launcher.run("server", "stop", "--base", base.toString());
            }
        }
    }

    /** A minimal WAR whose web.xml names a listener class that is not there: Tomcat fails to start the context. */
    private static Path writeWarWithMissingListener(Path war) throws IOException {
        Files.createDirectories(war.getParent());
        String webXml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <web-app xmlns="https://jakarta.ee/xml/ns/jakartaee" version="6.0">
                  <listener><listener-class>example.broken.NoSuchListener</listener-class></listener>
                </web-app>
                """;
        try (OutputStream file = Files.newOutputStream(war); ZipOutputStream zip = new ZipOutputStream(file)) {
            zip.putNextEntry(new ZipEntry("WEB-INF/web.xml"));
            zip.write(webXml.getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        return war;
    }
}
