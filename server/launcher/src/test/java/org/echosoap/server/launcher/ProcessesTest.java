package org.echosoap.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real processes (sh, sleep) stand in for the servers: what is tested is how the launcher finds and stops them. */
class ProcessesTest {

    @TempDir
    Path dir;

    @Test
    void aServerIsRecognisedByItsJarOrScriptName() {
        assertTrue(Processes.commandNamesServer("java -Xmx64m -jar /x/server/rmi/target/echosoap-rmi.jar --host h", "rmi"));
        assertTrue(Processes.commandNamesServer("perl /x/server/soaplite/bin/echosoap-soaplite --host h", "soaplite"));
        assertFalse(Processes.commandNamesServer("java -jar /x/echosoap-grpc.jar", "rmi"));
        assertFalse(Processes.commandNamesServer("java -jar /x/echosoap-rmi-old.jar", "rmi"));
    }

    @Test
    void stopEndsTheProcessWithSigtermAndSaysSo() throws Exception {
        Process sleeper = new ProcessBuilder("sleep", "60").start();
        String line = Processes.stop(sleeper.pid(), "echosoap server", Duration.ofSeconds(10));
        assertEquals("echosoap server stopped (pid " + sleeper.pid() + ")", line);
        assertFalse(sleeper.isAlive());
    }

    @Test
    void aProcessIgnoringSigtermIsKilledAfterTheTimeout() throws Exception {
        Process stubborn = new ProcessBuilder("sh", "-c", "trap '' TERM; echo ready; sleep 60").start();
        stubborn.getInputStream().read(); // the trap is set once it printed
        String line = Processes.stop(stubborn.pid(), "echosoap server", Duration.ofMillis(300));
        assertEquals("echosoap server killed after 0s (pid " + stubborn.pid() + ")", line);
        assertFalse(stubborn.isAlive());
    }

    @Test
    void stopAndStatusGoByThePidFiles() throws Exception {
        ServerBase base = new ServerBase(dir);
        Process tomcat = new ProcessBuilder("sleep", "60").start();
        base.writePid("tomcat", tomcat.pid());
        Files.writeString(base.serverEnv(), "url=http://127.0.0.1:1/echosoap\ngrpc_url=grpc://127.0.0.1:2\n");
        // A grpc.pid whose process is not the gRPC server (a reused pid): neither reported as running nor stopped.
        Process stranger = new ProcessBuilder("sleep", "60").start();
        base.writePid("grpc", stranger.pid());
        try {
            ByteArrayOutputStream status = new ByteArrayOutputStream();
            assertEquals(3, new ServerStatus(new PrintStream(status, true, StandardCharsets.UTF_8)).run(base));
            assertEquals(List.of("echosoap server running at http://127.0.0.1:1/echosoap (pid " + tomcat.pid() + ")",
                    "echosoap gRPC server not running (log: " + base.log("grpc") + ")"),
                    status.toString(StandardCharsets.UTF_8).lines().toList());

            ByteArrayOutputStream stop = new ByteArrayOutputStream();
            new ServerStop(new PrintStream(stop, true, StandardCharsets.UTF_8)).run(base);
            assertEquals("echosoap server stopped (pid " + tomcat.pid() + ")", stop.toString(StandardCharsets.UTF_8).strip());
            assertFalse(tomcat.isAlive());
            assertTrue(stranger.isAlive(), "a process that is not our server must survive a stop");
            assertEquals(Optional.empty(), base.readPid("tomcat"));
            assertEquals(Optional.empty(), base.readPid("grpc"));

            ByteArrayOutputStream again = new ByteArrayOutputStream();
            new ServerStop(new PrintStream(again, true, StandardCharsets.UTF_8)).run(base);
            assertEquals("echosoap server not running (base " + base.dir() + ")", again.toString(StandardCharsets.UTF_8).strip());
        } finally {
            tomcat.destroyForcibly();
            stranger.destroyForcibly();
        }
    }

    @Test
    void aServerBesideTomcatIsReadyWhenItSaysSo() throws Exception {
        ServerBase base = new ServerBase(dir);
        long pid = BackgroundProcess.start(SideServer.GRPC, base, CpuPinning.NONE,
                List.of("sh", "-c", "echo 'echosoap-grpc: ready at grpc://127.0.0.1:1'; exec sleep 60"));
        try {
            assertEquals(Optional.of(pid), base.readPid("grpc"));
            assertTrue(Files.readString(base.log("grpc")).contains("ready at"));
        } finally {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    @Test
    void aServerThatExitsIsReportedWithItsOwnLastLine() {
        ServerBase base = new ServerBase(dir);
        LauncherException e = org.junit.jupiter.api.Assertions.assertThrows(LauncherException.class,
                () -> BackgroundProcess.start(SideServer.CORBA, base, CpuPinning.NONE,
                        List.of("sh", "-c", "echo noise; echo 'echosoap-corba: port 11080 is taken'; exit 1")));
        assertEquals("the CORBA server did not start: port 11080 is taken (log: " + base.log("corba") + ")",
                e.getMessage());
        assertEquals(Optional.empty(), base.readPid("corba"));
    }
}
