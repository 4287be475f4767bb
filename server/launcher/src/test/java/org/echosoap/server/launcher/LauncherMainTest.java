package org.echosoap.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The command line as users type it: exit statuses and the one-line refusals, nothing started. */
class LauncherMainTest {

    @RegisterExtension
    final CapturedStreams streams = new CapturedStreams();

    @TempDir
    Path base;

    @BeforeEach
    void rootIsThisCheckout() {
        System.setProperty(ProjectLayout.ROOT_PROPERTY, Path.of("../..").toAbsolutePath().normalize().toString());
    }

    @Test
    void anUnknownOptionIsAUsageErrorPointingToHelp() {
        assertEquals(2, LauncherMain.run("server", "start", "--nonsense"));
        assertEquals(List.of("echosoap: server start: unknown option '--nonsense'", "Try './echosoap help'."),
                streams.errLines());
    }

    @Test
    void serverHelpListsItsActions() {
        assertEquals(0, LauncherMain.run("server", "--help"));
        assertTrue(streams.out().startsWith("usage: ./echosoap server start|stop|status [options]"), streams.out());
        assertEquals("", streams.err());
    }

    @Test
    void everyCommandAndActionAnswersVersionAndHelp() {
        for (List<String> command : List.of(List.of("server"), List.of("server", "start"), List.of("server", "stop"),
                List.of("server", "status"), List.of("demo"), List.of("run"), List.of("crosshost"))) {
            for (String flag : List.of("-V", "--version", "--help")) {
                streams.resetOut();
                List<String> args = new java.util.ArrayList<>(command);
                args.add(flag);
                assertEquals(0, LauncherMain.run(args.toArray(String[]::new)), args + ": " + streams.err());
                String expected = flag.equals("--help") ? "usage: ./echosoap " + command.get(0) : "echosoap launcher ";
                assertTrue(streams.out().startsWith(expected), args + " printed: " + streams.out());
            }
        }
    }

    @Test
    void anUnknownActionNamesTheKnownOnes() {
        assertEquals(2, LauncherMain.run("server", "restart"));
        assertEquals("echosoap: server: unknown action 'restart' (start, stop, status)", streams.errLines().get(0));
    }

    @Test
    void anOptionWithoutItsValueSaysSo() {
        assertEquals(2, LauncherMain.run("server", "start", "--port"));
        assertEquals("echosoap: --port needs a value", streams.errLines().get(0));
    }

    @Test
    void portRefusalsAreOneLineWithStatus2() {
        assertEquals(2, LauncherMain.run("server", "start", "--port", "18080", "--base", base.toString(),
                "--rmi-port", "20000", "--grpc-port", "20001"));
        assertEquals(List.of("echosoap: --grpc-port 20001 is one of the RMI server's ports (20000 to 20002)"),
                streams.errLines());
    }

    @Test
    void forksOutOfRangeIsAUsageError() {
        assertEquals(2, LauncherMain.run("run", "--forks", "21", "--max-time", "1s"));
        assertEquals("echosoap: --forks takes a number 1..20, got '21'", streams.errLines().get(0));
        streams.resetErr();
        assertEquals(2, LauncherMain.run("run", "--forks", "2", "--target", "http://127.0.0.1:1/echosoap"));
        assertEquals("echosoap: --forks restarts the launcher's own server between forks: leave out --target",
                streams.errLines().get(0));
    }

    @Test
    void forksHelpAnswersAndStartsNothing() {
        assertEquals(0, LauncherMain.run("run", "--forks", "2", "--help"));
        assertTrue(streams.out().startsWith("usage: ./echosoap run --forks N"));
        assertEquals(List.of(), streams.errLines());
    }

    @Test
    void aDelayWithoutALinkIsAUsageError() {
        assertEquals(2, LauncherMain.run("crosshost", "--delay", "1ms"));
        assertEquals("echosoap: crosshost: --delay needs --link RATE (the delay sits under the link's rate)",
                streams.errLines().get(0));
    }

    @Test
    void statusOfABaseWithNothingRunningIs3() {
        assertEquals(3, LauncherMain.run("server", "status", "--base", base.toString()));
        assertEquals("echosoap server not running (base " + base + ")", streams.out().strip());
        streams.resetOut();
        assertEquals(0, LauncherMain.run("server", "stop", "--base", base.toString()));
        assertEquals("echosoap server not running (base " + base + ")", streams.out().strip());
    }

    @Test
    void startHelpListsEveryOptionAndTheStacks() {
        assertEquals(0, LauncherMain.run("server", "start", "--help"));
        String help = streams.out();
        for (String option : List.of("--host", "--port", "--base", "--cpus", "--stacks", "--war", "--rmi-port",
                "--no-rmi", "--grpc-port", "--no-grpc", "--corba-port", "--no-corba", "--no-rpc", "--soaplite-port",
                "--tls-port", "cxf, metro", "soaplite", "12080")) {
            assertTrue(help.contains(option), option + " missing from:\n" + help);
        }
    }
}
