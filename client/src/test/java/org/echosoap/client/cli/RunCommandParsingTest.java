package org.echosoap.client.cli;

import org.echosoap.client.scenario.latency.LatencyMessages;
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
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.suite.PlanRunner;
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
    void defaultsMeasureShortBlocksToAPrecisionTarget() {
        RunCommand r = parse("--target", "http://127.0.0.1:8080/echosoap");
        assertEquals("echoFloat", r.scenario);
        RunOptions o = r.load.toRunOptions("x", LoadOptions.TrialDefaults.RUN);
        assertEquals(1, o.connections());
        assertEquals(Duration.ofMillis(5), o.warmup(), "the first 5 ms after a switch are discarded");
        assertEquals(Duration.ofMillis(50), o.duration(), "50 ms blocks");
        assertEquals(0.05, o.precision().relative(), 1e-12, "until the CI is within 5%");
        assertEquals(Duration.ofSeconds(60), o.maxTime());
        assertEquals(Duration.ofSeconds(20), o.prime(), "the longest JIT priming, ended early once steady");
        assertEquals(BlockStatistic.MEAN, o.statistic(), "the headline is the average message's cost");
        assertEquals(Defaults.REPEAT, o.repeat(), "rounds only used with --precision off");
        assertTrue(o.keepAlive());
        assertTrue(o.tcpNoDelay());
        assertEquals(Duration.ofSeconds(30), o.timeout());
        assertEquals(org.echosoap.client.config.TransportKind.NIO, o.transport());
    }

    @Test
    void parsesEveryOption() {
        RunCommand r = parse("--target", "http://h:1/e", "--scenario", "spin", "--spin-micros", "2000",
                "--connections", "16", "--warmup", "500ms", "--duration", "3s", "--repeat", "3", "--statistic", "mean",
                "--max-time", "90s", "--prime", "7s",
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
        assertEquals(org.echosoap.client.config.TransportKind.HTTPCLIENT, o.transport());
        assertEquals(BlockStatistic.MEAN, o.statistic());
        assertEquals(Duration.ofSeconds(90), o.maxTime());
        assertEquals(Duration.ofSeconds(7), o.prime());
        assertTrue(o.precision().isOff(), "--repeat alone fixes the rounds");
        assertEquals(java.nio.file.Path.of("d"), o.outDir());
    }

    @Test
    void precisionIsOnByDefaultOffWithRepeatAndAsGivenWhenGiven() {
        RunOptions byDefault = parse("--target", "http://h:1/e").load.toRunOptions("x", LoadOptions.TrialDefaults.RUN);
        assertEquals(PrecisionTarget.relative(0.05), byDefault.precision());
        RunOptions both = parse("--target", "http://h:1/e", "--repeat", "7", "--precision", "2%")
                .load.toRunOptions("x", LoadOptions.TrialDefaults.RUN);
        assertEquals(0.02, both.precision().relative(), 1e-12, "an explicit target wins over --repeat");
        RunOptions off = parse("--target", "http://h:1/e", "--precision", "off").load.toRunOptions("x", LoadOptions.TrialDefaults.RUN);
        assertTrue(off.precision().isOff());
        assertEquals(Defaults.REPEAT, off.repeat());
    }

    @Test
    void theHelpStatesTheDefaultsTheRunUses() {
        // --help is where a user learns the block length and the warm-up: it must say what Defaults applies.
        CommandLine cl = new CommandLine(new RunCommand());
        java.util.function.Function<String, String> help =
                name -> String.join(" ", cl.getCommandSpec().findOption(name).description());
        assertTrue(help.apply("--duration").contains("default: "
                + org.echosoap.client.config.Durations.format(Defaults.DURATION)), help.apply("--duration"));
        assertTrue(help.apply("--warmup").contains("default: "
                + org.echosoap.client.config.Durations.format(Defaults.WARMUP)), help.apply("--warmup"));
        assertTrue(help.apply("--prime").contains("default: "
                + org.echosoap.client.config.Durations.format(Defaults.PRIME)), help.apply("--prime"));
        assertTrue(help.apply("--max-time").contains("default: "
                + org.echosoap.client.config.Durations.format(Defaults.MAX_TIME)), help.apply("--max-time"));
        assertTrue(help.apply("--precision").contains("default: " + Defaults.PRECISION), help.apply("--precision"));
        assertTrue(help.apply("--statistic").contains("default: " + Defaults.HEADLINE_STATISTIC_NAME),
                help.apply("--statistic"));
    }

    @Test
    void targetIsRequiredAndBadValuesAreUsageErrors() {
        // --target is required unless --url names the user's own service: a one-line usage error, exit 2.
        CommandLine noTarget = Main.commandLine();
        StringWriter noTargetErr = new StringWriter();
        noTarget.setErr(new PrintWriter(noTargetErr));
        assertEquals(Main.EXIT_USAGE, noTarget.execute("run", "--scenario", "null"));
        assertEquals("echosoap run: --target URL is required (the echosoap webapp, e.g. http://127.0.0.1:8080/echosoap)",
                noTargetErr.toString().strip());
        assertThrows(CommandLine.ParameterException.class, () -> parse("--target", "http://h/e", "--duration", "soon"));
        assertThrows(CommandLine.ParameterException.class, () -> parse("--target", "http://h/e", "--repeat", "x"));
        assertThrows(CommandLine.ParameterException.class, () -> parse("--target", "http://h/e", "--max-time", "soon"));
        // A value picocli cannot convert is a usage error too (picocli prints its usage help after the reason).
        CommandLine cl = Main.commandLine();
        cl.setErr(new PrintWriter(new StringWriter()));
        assertEquals(Main.EXIT_USAGE, cl.execute("run", "--target", "http://127.0.0.1:1/e", "--max-time", "soon"));
        assertThrows(IllegalArgumentException.class, () -> parse("--target", "http://h/e", "--precision", "fast")
                .load.toRunOptions("x", LoadOptions.TrialDefaults.RUN));
        assertThrows(IllegalArgumentException.class, () -> parse("--target", "http://h/e", "--statistic", "mode")
                .load.toRunOptions("x", LoadOptions.TrialDefaults.RUN));
    }

    @Test
    void usageErrorsExitTwoWithOneLine() {
        for (String[] args : List.of(
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--connections", "0"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "nope"},
                new String[] {"run", "--target", "ftp://127.0.0.1:1/e"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--precision", "fast"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--precision", "0%"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--statistic", "mode"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--max-time", "1ms"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--max-time", "soon"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--no-such-option"},
                new String[] {"run"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--precision", "100%"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--duration", "5ms"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--with", "EchoFloat"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--transport", "carrier-pigeon"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--size", "10"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "benchmark.echoNothing"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "latency.getInts"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "variant.electricxml"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "benchmark.echoInts", "--size", "-5"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--scenario", "benchmark.echoInts", "--size", "1", "--sizes", "1,2"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--share", "3/3"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--share", "2/3", "--connections", "2"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--start-at", "19:00"},
                new String[] {"run", "--target", "http://127.0.0.1:1/e", "--start-at", "2099-01-01T00:00:00Z"},
                new String[] {"suite", "--target", "http://127.0.0.1:1/e", "--suite", "everything"},
                new String[] {"suite", "--target", "http://127.0.0.1:1/e", "--suite", "layers", "--budget", "soon"},
                new String[] {"suite", "--target", "http://127.0.0.1:1/e", "--suite", "layers", "--budget", "0s"},
                new String[] {"suite", "--target", "http://127.0.0.1:1/e", "--suite", "capacity", "--budget", "1m"})) {
            StringWriter err = new StringWriter();
            CommandLine cl = Main.commandLine();
            cl.setErr(new PrintWriter(err));
            assertEquals(2, cl.execute(args), String.join(" ", args) + " -> " + err);
            assertEquals(1, err.toString().strip().lines().count(), err.toString());
        }
    }

    @Test
    void aShareTakesItsPartOfThePlansConnectionsAndTheStartIsKept() {
        String at = java.time.Instant.now().plusSeconds(60).truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString();
        RunOptions o = parse("--target", "http://h:1/e", "--connections", "8", "--share", "2/3", "--start-at", at)
                .load.toRunOptions("x", LoadOptions.TrialDefaults.RUN);
        assertEquals(2, o.connections(), "8 = 3 + 3 + 2");
        assertEquals(8, o.planConnections());
        assertEquals(new org.echosoap.client.config.Share(2, 3), o.share());
        assertEquals(java.time.Instant.parse(at), o.startAt());
        RunOptions alone = parse("--target", "http://h:1/e", "--connections", "4").load.toRunOptions("x",
                LoadOptions.TrialDefaults.RUN);
        assertEquals(org.echosoap.client.config.Share.WHOLE, alone.share());
        assertEquals(4, alone.planConnections());
        assertEquals(null, alone.startAt(), "no wait");
        assertEquals(o, o.withKeepAlive(true).withPrime(o.prime()), "copies keep the share and the start");
    }

    @Test
    void aShareWhoseStartHasPassedIsRefusedBeforeAnyConnectionAloneItStartsLate() {
        String past = java.time.Instant.now().minusSeconds(30).truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                .toString();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setErr(new PrintWriter(err));
        // Port 1: a refusal that connected first would say so instead.
        assertEquals(Main.EXIT_USAGE, cl.execute("run", "--target", "http://127.0.0.1:1/e", "--connections", "3",
                "--share", "1/3", "--start-at", past));
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().matches("echosoap run: the shared start " + past + " passed 3\\d\\.\\d s ago on "
                + "this host's clock: share 1/3 of the plan refuses to measure without the others \\(start every "
                + "client before the shared start, or choose a later one: --start-at, START_AT\\)\\R"), err.toString());
        RunOptions alone = parse("--target", "http://h:1/e", "--start-at", past).load.toRunOptions("x",
                LoadOptions.TrialDefaults.RUN);
        assertEquals(java.time.Instant.parse(past), alone.startAt(), "alone it starts late, with a warning");
    }

    @Test
    void aStartAtFileIsKeptAndIsNoSecondStartTime() {
        RunOptions o = parse("--target", "http://h:1/e", "--connections", "3", "--share", "0/3", "--start-at-file",
                "/results/start-at").load.toRunOptions("x", LoadOptions.TrialDefaults.RUN);
        assertEquals(java.nio.file.Path.of("/results/start-at"), o.startAtFile());
        assertEquals(null, o.startAt(), "the time comes from the file, once every client is ready");
        IllegalArgumentException both = assertThrows(IllegalArgumentException.class, () -> parse("--target",
                "http://h:1/e", "--start-at", java.time.Instant.now().plusSeconds(60).toString(), "--start-at-file",
                "f").load.toRunOptions("x", LoadOptions.TrialDefaults.RUN));
        assertEquals("give --start-at TIME or --start-at-file PATH (a file that will hold the time), not both",
                both.getMessage());
    }

    @Test
    void rotationPutsTheBaselineFirstAndTheMeasuredEndpointLast() {
        ScenarioParameters none = new ScenarioParameters(-1, 2000);
        List<Endpoint> rotation = PlanRunner.rotation(Scenarios.byName("echoFloat", none, e -> 0),
                List.of("bytes", "null", "chars", "bytes", "variant.sax.preread"));
        assertEquals(List.of("null", "bytes", "chars", "variant.sax.preread", "EchoFloat"),
                rotation.stream().map(Endpoint::name).toList());
        assertEquals("/variant/sax?input=preread", rotation.get(3).path());
        List<Endpoint> alone = PlanRunner.rotation(Scenarios.byName("null", none, e -> 0), List.of());
        assertEquals(List.of("null"), alone.stream().map(Endpoint::name).toList());
        List<Endpoint> spin = PlanRunner.rotation(Scenarios.byName("spin", none, e -> 0), List.of());
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
        assertEquals(LatencyMessages.DEFAULT_SIZE, latency.size());
    }

    @Test
    void urlOptionsAreUsageErrorsWhenMisused() throws Exception {
        java.nio.file.Path request = java.nio.file.Files.createTempFile("echosoap-request", ".xml");
        java.nio.file.Files.writeString(request, "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\">"
                + "<s:Body><a/></s:Body></s:Envelope>");
        String url = "http://127.0.0.1:1/orders/services/OrderService";
        String[][] cases = {
                {"--url", url},
                {"--url", url, "--request", request.toString(), "--target", "http://127.0.0.1:1/echosoap"},
                {"--url", url, "--request", request.toString(), "--scenario", "spin"},
                {"--url", url, "--request", request.toString(), "--baseline-url", "http://127.0.0.2:1/echosoap/baseline/null"},
                {"--url", url, "--request", request.toString(), "--header", "no colon"},
                {"--url", url, "--request", request.toString(), "--header", "Host: other"},
                {"--url", url, "--request", request.toString(), "--expect-xpath", "//total"},
                {"--url", url, "--request", request.toString(), "--soap-version", "2"},
                {"--url", url, "--request", "/no/such/request.xml"},
                {"--url", "https://127.0.0.1:1/x", "--request", request.toString()},
                {"--target", "http://127.0.0.1:1/echosoap", "--request", request.toString()},
        };
        for (String[] args : cases) {
            CommandLine cl = Main.commandLine();
            StringWriter err = new StringWriter();
            cl.setErr(new PrintWriter(err));
            String[] withRun = new String[args.length + 1];
            withRun[0] = "run";
            System.arraycopy(args, 0, withRun, 1, args.length);
            assertEquals(Main.EXIT_USAGE, cl.execute(withRun), String.join(" ", args));
            String message = err.toString().strip();
            assertTrue(message.startsWith("echosoap run: ") && !message.contains("\n"), message);
        }
        java.nio.file.Files.delete(request);
    }
}
