package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.load.RunObserver;
import org.echosoap.client.load.RunObservers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Bad metrics options on the real command line: one line naming the option, exit 2, before anything is measured
 * (the target's port 1 has no server; a run that got as far as measuring would fail with exit 1 instead).
 */
class MetricsOptionsTest {

    @TempDir
    Path out;

    private record Outcome(int exit, String err) {
    }

    private Outcome execute(String command, String... extra) {
        List<String> args = new ArrayList<>(List.of(command, "--target", "http://127.0.0.1:1/echosoap",
                "--out", out.resolve("r").toString(), "--quiet"));
        if (command.equals("suite")) {
            args.addAll(List.of("--suite", "parsers"));
        }
        args.addAll(List.of(extra));
        CommandLine cl = Main.commandLine();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(new StringWriter()));
        cl.setErr(new PrintWriter(err));
        int exit = cl.execute(args.toArray(String[]::new));
        assertSame(RunObserver.NONE, RunObservers.current(), "the watcher is uninstalled however the command ends");
        return new Outcome(exit, err.toString());
    }

    @Test
    void aNegativePortIsAUsageError() {
        assertEquals(new Outcome(2, "echosoap run: --metrics-port must be 0..65535 (0: a free port), got -1\n"),
                execute("run", "--metrics-port", "-1"));
    }

    @Test
    void anAddressOfAnotherHostIsAUsageError() {
        assertEquals(new Outcome(2, "echosoap suite: --metrics-host 192.0.2.1 is not an address of this host: the "
                + "metrics port binds only where it is asked to\n"),
                execute("suite", "--metrics-port", "0", "--metrics-host", "192.0.2.1"));
    }

    @Test
    void aPortInUseIsAUsageError() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Outcome o = execute("run", "--metrics-port", String.valueOf(taken.getLocalPort()));
            assertEquals(2, o.exit(), o.err());
            assertEquals(1, o.err().lines().count(), o.err());
            String expected = "echosoap run: --metrics-port " + taken.getLocalPort() + ": 127.0.0.1:"
                    + taken.getLocalPort() + " is taken";
            assertEquals(expected, o.err().substring(0, Math.min(expected.length(), o.err().length())));
        }
    }

    @Test
    void aHostWithoutAPortIsAUsageError() {
        assertEquals(new Outcome(2, "echosoap run: --metrics-host needs --metrics-port\n"),
                execute("run", "--metrics-host", "127.0.0.1"));
    }

    @Test
    void aPortThatIsNoNumberIsPicocliOneLine() {
        Outcome o = execute("run", "--metrics-port", "ninety");
        assertEquals(2, o.exit());
        assertEquals(1, o.err().lines().count(), o.err());
    }
}
