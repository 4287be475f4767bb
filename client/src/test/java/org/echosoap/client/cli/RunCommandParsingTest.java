package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenarios;
import org.echosoap.client.stats.TrialSelection;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command line as picocli parses it, without running anything. */
class RunCommandParsingTest {

    private static RunCommand parse(String... args) {
        RunCommand run = new RunCommand();
        new CommandLine(run).parseArgs(args);
        return run;
    }

    @Test
    void defaultsReproduceSamRubysMethod() {
        RunCommand r = parse("--target", "http://127.0.0.1:8080/echosoap");
        assertEquals("echoFloat", r.scenario);
        assertEquals(1, r.connections);
        assertEquals(Duration.ofSeconds(1), r.warmup, "first second ignored");
        assertEquals(Duration.ofSeconds(10), r.duration, "11 s periods minus the first second");
        assertEquals(5, r.repeat);
        assertEquals("best", r.pick);
        assertFalse(r.noKeepAlive);
        assertFalse(r.noTcpNoDelay);
        assertEquals(Duration.ofSeconds(30), r.timeout);
        assertEquals("core", r.transport);
    }

    @Test
    void parsesEveryOption() {
        RunCommand r = parse("--target", "http://h:1/e", "--scenario", "spin", "--spin-micros", "2000",
                "--connections", "16", "--warmup", "500ms", "--duration", "3s", "--repeat", "3", "--pick", "median",
                "--with", "bytes,chars", "--out", "d", "--force", "--quiet", "--no-keepalive", "--no-tcp-nodelay",
                "--timeout", "2s", "--max-errors", "5", "--transport", "httpclient");
        assertEquals("spin", r.scenario);
        assertEquals(2000, r.spinMicros);
        assertEquals(16, r.connections);
        assertEquals(Duration.ofMillis(500), r.warmup);
        assertEquals(List.of("bytes", "chars"), r.with);
        assertTrue(r.force && r.quiet && r.noKeepAlive && r.noTcpNoDelay);
        assertEquals(5, r.maxErrors);
        assertEquals(org.echosoap.client.load.Transport.Kind.HTTPCLIENT, org.echosoap.client.load.Transport.Kind.parse(r.transport));
        assertEquals(TrialSelection.Pick.MEDIAN, RunCommand.parsePick(r.pick));
    }

    @Test
    void targetIsRequiredAndBadValuesAreUsageErrors() {
        assertThrows(CommandLine.MissingParameterException.class, () -> parse("--scenario", "null"));
        assertThrows(CommandLine.ParameterException.class, () -> parse("--target", "http://h/e", "--duration", "soon"));
        assertThrows(CommandLine.ParameterException.class, () -> parse("--target", "http://h/e", "--repeat", "x"));
        assertThrows(IllegalArgumentException.class, () -> RunCommand.parsePick("worst"));
    }

    @Test
    void usageErrorsExitTwoWithOneLine() {
        for (String[] args : List.of(
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--connections", "0"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "nope"},
                new String[] {"run", "--target", "ftp://127.0.0.1:1/e"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--pick", "worst"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--with", "EchoFloat"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--transport", "carrier-pigeon"})) {
            StringWriter err = new StringWriter();
            CommandLine cl = Main.commandLine();
            cl.setErr(new PrintWriter(err));
            assertEquals(2, cl.execute(args), String.join(" ", args) + " -> " + err);
            assertEquals(1, err.toString().strip().lines().count(), err.toString());
        }
    }

    @Test
    void rotationPutsTheBaselineFirstAndTheMeasuredEndpointLast() {
        List<Endpoint> rotation = RunCommand.rotation(Scenarios.byName("echoFloat", 0), List.of("bytes", "null", "chars", "bytes"));
        assertEquals(List.of("null", "bytes", "chars", "EchoFloat"), rotation.stream().map(Endpoint::name).toList());
        List<Endpoint> alone = RunCommand.rotation(Scenarios.byName("null", 0), List.of());
        assertEquals(List.of("null"), alone.stream().map(Endpoint::name).toList());
        List<Endpoint> spin = RunCommand.rotation(Scenarios.byName("spin", 2000), List.of());
        assertEquals("/baseline/spin?micros=2000", spin.get(1).path());
    }
}
