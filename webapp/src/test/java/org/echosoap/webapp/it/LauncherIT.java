package org.echosoap.webapp.it;

import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.FreePort;
import org.echosoap.testsupport.ItPaths;
import org.echosoap.testsupport.Launcher;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
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
}
