package org.echosoap.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as users type it: exit statuses and the one-line refusals, nothing started. */
class LauncherMainTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream savedOut;
    private PrintStream savedErr;

    @TempDir
    Path base;

    @BeforeEach
    void capture() {
        System.setProperty(ProjectLayout.ROOT_PROPERTY, Path.of("../..").toAbsolutePath().normalize().toString());
        savedOut = System.out;
        savedErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(savedOut);
        System.setErr(savedErr);
    }

    private List<String> errLines() {
        return err.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void anUnknownOptionIsAUsageErrorPointingToHelp() {
        assertEquals(2, LauncherMain.run("server", "start", "--nonsense"));
        assertEquals(List.of("echosoap: server start: unknown option '--nonsense'", "Try './echosoap help'."), errLines());
    }

    @Test
    void anUnknownActionNamesTheKnownOnes() {
        assertEquals(2, LauncherMain.run("server", "restart"));
        assertEquals("echosoap: server: unknown action 'restart' (start, stop, status)", errLines().get(0));
    }

    @Test
    void anOptionWithoutItsValueSaysSo() {
        assertEquals(2, LauncherMain.run("server", "start", "--port"));
        assertEquals("echosoap: --port needs a value", errLines().get(0));
    }

    @Test
    void portRefusalsAreOneLineWithStatus2() {
        assertEquals(2, LauncherMain.run("server", "start", "--port", "18080", "--base", base.toString(),
                "--rmi-port", "20000", "--grpc-port", "20001"));
        assertEquals(List.of("echosoap: --grpc-port 20001 is one of the RMI server's ports (20000 to 20002)"), errLines());
    }

    @Test
    void forksOutOfRangeIsAUsageError() {
        assertEquals(2, LauncherMain.run("run", "--forks", "21", "--max-time", "1s"));
        assertEquals("echosoap: --forks takes a number 1..20, got '21'", errLines().get(0));
        err.reset();
        assertEquals(2, LauncherMain.run("run", "--forks", "2", "--target", "http://127.0.0.1:1/echosoap"));
        assertEquals("echosoap: --forks restarts the launcher's own server between forks: leave out --target",
                errLines().get(0));
    }

    @Test
    void forksHelpAnswersAndStartsNothing() {
        assertEquals(0, LauncherMain.run("run", "--forks", "2", "--help"));
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("usage: ./echosoap run --forks N"));
        assertEquals(List.of(), errLines());
    }

    @Test
    void aDelayWithoutALinkIsAUsageError() {
        assertEquals(2, LauncherMain.run("crosshost", "--delay", "1ms"));
        assertEquals("echosoap: crosshost: --delay needs --link RATE (the delay sits under the link's rate)",
                errLines().get(0));
    }

    @Test
    void statusOfABaseWithNothingRunningIs3() {
        assertEquals(3, LauncherMain.run("server", "status", "--base", base.toString()));
        assertEquals("echosoap server not running (base " + base + ")", out.toString(StandardCharsets.UTF_8).strip());
        out.reset();
        assertEquals(0, LauncherMain.run("server", "stop", "--base", base.toString()));
        assertEquals("echosoap server not running (base " + base + ")", out.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void startHelpListsEveryOptionAndTheStacks() {
        assertEquals(0, LauncherMain.run("server", "start", "--help"));
        String help = out.toString(StandardCharsets.UTF_8);
        for (String option : List.of("--host", "--port", "--base", "--cpus", "--stacks", "--war", "--rmi-port",
                "--no-rmi", "--grpc-port", "--no-grpc", "--corba-port", "--no-corba", "--no-rpc", "--soaplite-port",
                "--tls-port", "cxf, metro", "soaplite", "12080")) {
            assertTrue(help.contains(option), option + " missing from:\n" + help);
        }
    }
}
