package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.Scenarios;
import org.echosoap.client.config.RunOptions;
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
        RunOptions o = r.load.toRunOptions("x", LoadOptions.TrialDefaults.RUN);
        assertEquals(1, o.connections());
        assertEquals(Duration.ofSeconds(1), o.warmup(), "first second ignored");
        assertEquals(Duration.ofSeconds(10), o.duration(), "11 s periods minus the first second");
        assertEquals(5, o.repeat());
        assertEquals(Duration.ofSeconds(5), o.prime(), "JIT priming before round 1");
        assertEquals(TrialSelection.Pick.BEST, o.pick());
        assertTrue(o.keepAlive());
        assertTrue(o.tcpNoDelay());
        assertEquals(Duration.ofSeconds(30), o.timeout());
        assertEquals(org.echosoap.client.load.Transport.Kind.CORE, o.transport());
    }

    @Test
    void parsesEveryOption() {
        RunCommand r = parse("--target", "http://h:1/e", "--scenario", "spin", "--spin-micros", "2000",
                "--connections", "16", "--warmup", "500ms", "--duration", "3s", "--repeat", "3", "--pick", "median",
                "--with", "bytes,chars", "--out", "d", "--force", "--quiet", "--no-keepalive", "--no-tcp-nodelay",
                "--timeout", "2s", "--max-errors", "5", "--transport", "httpclient", "--sizes", "10,100");
        assertEquals("spin", r.scenario);
        assertEquals(2000, r.spinMicros);
        assertEquals(List.of("bytes", "chars"), r.with);
        assertEquals(List.of(10, 100), r.sizes);
        RunOptions o = r.load.toRunOptions("x", LoadOptions.TrialDefaults.RUN);
        assertEquals(16, o.connections());
        assertEquals(Duration.ofMillis(500), o.warmup());
        assertEquals(Duration.ofSeconds(3), o.duration());
        assertEquals(3, o.repeat());
        assertTrue(o.force() && o.quiet() && !o.keepAlive() && !o.tcpNoDelay());
        assertEquals(5, o.maxErrors());
        assertEquals(org.echosoap.client.load.Transport.Kind.HTTPCLIENT, o.transport());
        assertEquals(TrialSelection.Pick.MEDIAN, o.pick());
        assertEquals(java.nio.file.Path.of("d"), o.outDir());
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
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--transport", "carrier-pigeon"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--size", "10"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "benchmark.echoNothing"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "latency.getInts"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "variant.jdom"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "benchmark.echoInts", "--size", "-5"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "benchmark.echoInts", "--size", "1", "--sizes", "1,2"},
                new String[] {"suite", "--target", "http://127.0.0.1:1/e", "--suite", "everything"})) {
            StringWriter err = new StringWriter();
            CommandLine cl = Main.commandLine();
            cl.setErr(new PrintWriter(err));
            assertEquals(2, cl.execute(args), String.join(" ", args) + " -> " + err);
            assertEquals(1, err.toString().strip().lines().count(), err.toString());
        }
    }

    @Test
    void rotationPutsTheBaselineFirstAndTheMeasuredEndpointLast() {
        ScenarioParameters none = new ScenarioParameters(-1, 2000);
        List<Endpoint> rotation = RunCommand.rotation(Scenarios.byName("echoFloat", none, e -> 0),
                List.of("bytes", "null", "chars", "bytes", "variant.sax.preread"));
        assertEquals(List.of("null", "bytes", "chars", "variant.sax.preread", "EchoFloat"),
                rotation.stream().map(Endpoint::name).toList());
        assertEquals("/variant/sax?input=preread", rotation.get(3).path());
        List<Endpoint> alone = RunCommand.rotation(Scenarios.byName("null", none, e -> 0), List.of());
        assertEquals(List.of("null"), alone.stream().map(Endpoint::name).toList());
        List<Endpoint> spin = RunCommand.rotation(Scenarios.byName("spin", none, e -> 0), List.of());
        assertEquals("/baseline/spin?micros=2000", spin.get(1).path());
    }

    @Test
    void sizedScenariosSubtractANullOfTheSameAnswerLength() {
        Scenario s = Scenarios.byName("benchmark.echoInts", new ScenarioParameters(1000, 0), e -> 12_345);
        assertEquals(1000, s.size());
        assertEquals("/services/Benchmark", s.measured().path());
        assertEquals("\"echoInts\"", s.measured().soapAction());
        Endpoint baseline = s.baseline().orElseThrow();
        assertEquals("/baseline/null?responseBytes=12345", baseline.path());
        assertArrayEquals(s.measured().requestBody(), baseline.requestBody(), "same request bytes");
        Scenario latency = Scenarios.byName("latency.getString", new ScenarioParameters(-1, 0), e -> 400);
        assertEquals(Scenarios.DEFAULT_LATENCY_SIZE, latency.size());
    }
}
