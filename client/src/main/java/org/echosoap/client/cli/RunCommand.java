package org.echosoap.client.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.DurationConverter;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.AbortSignal;
import org.echosoap.client.load.MeasuredRun;
import org.echosoap.client.load.Measurement;
import org.echosoap.client.load.Preflight;
import org.echosoap.client.load.Transport;
import org.echosoap.client.report.AtomicFiles;
import org.echosoap.client.report.ConsoleTable;
import org.echosoap.client.report.Environment;
import org.echosoap.client.report.ResultCsv;
import org.echosoap.client.report.ResultJson;
import org.echosoap.client.report.RunReport;
import org.echosoap.client.report.RunReportBuilder;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.Scenarios;
import org.echosoap.client.stats.TrialSelection;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code echosoap run}: measures one scenario against its baseline in alternating trials and reports the
 * per-message cost. Defaults follow seed 000 (5 trials of 10 s after 1 s warm-up, best kept).
 */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Measures a scenario and its baseline in alternating trials and reports the per-message cost.",
                "Scenarios: echoFloat (default; EchoFloat minus /baseline/null), null, bytes, chars,",
                "spin (truth check: /baseline/spin?micros=N minus null must come back as N)."},
        footer = {"", "Exit codes: 0 ok, 1 measurement failed (target down, wrong answers, errors), 2 usage error.",
                "Example: echosoap run --target http://127.0.0.1:8080/echosoap --with bytes,chars --out results/1"})
public final class RunCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--target", required = true, paramLabel = "URL",
            description = "Base URL of the echosoap webapp, e.g. http://127.0.0.1:8080/echosoap")
    URI target;

    @Option(names = "--scenario", defaultValue = Defaults.SCENARIO, paramLabel = "NAME",
            description = "echoFloat, null, bytes, chars or spin (default: ${DEFAULT-VALUE})")
    String scenario;

    @Option(names = "--with", split = ",", paramLabel = "BASELINE",
            description = "More baseline rows driven in the rotation, e.g. bytes,chars (seed 000's table)")
    List<String> with = new ArrayList<>();

    @Option(names = "--connections", defaultValue = "" + Defaults.CONNECTIONS, paramLabel = "N",
            description = "Concurrent workers, one keep-alive connection each (default: ${DEFAULT-VALUE})")
    int connections;

    @Option(names = "--warmup", defaultValue = "1s", converter = DurationConverter.class, paramLabel = "TIME",
            description = "Unrecorded warm-up before each trial (default: ${DEFAULT-VALUE})")
    Duration warmup;

    @Option(names = "--duration", defaultValue = "10s", converter = DurationConverter.class, paramLabel = "TIME",
            description = "Measured period of each trial (default: ${DEFAULT-VALUE})")
    Duration duration;

    @Option(names = "--repeat", defaultValue = "" + Defaults.REPEAT, paramLabel = "N",
            description = "Trials per endpoint (default: ${DEFAULT-VALUE})")
    int repeat;

    @Option(names = "--pick", defaultValue = "best", paramLabel = "best|median",
            description = "Trial shown in the table: best (seed 000) or median throughput (default: ${DEFAULT-VALUE})")
    String pick;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Directory for result.json and result.csv (default: echosoap-results/SCENARIO-TIME)")
    Path out;

    @Option(names = "--force", description = "Overwrite an existing result in --out")
    boolean force;

    @Option(names = "--quiet", description = "No progress line")
    boolean quiet;

    @Option(names = "--no-keepalive", description = "A new connection per request (measures TCP setup, seed 003)")
    boolean noKeepAlive;

    @Option(names = "--no-tcp-nodelay", description = "Leave Nagle's algorithm on (reproduces seed 003's 200 ms stalls)")
    boolean noTcpNoDelay;

    @Option(names = "--spin-micros", defaultValue = "" + Defaults.SPIN_MICROS, paramLabel = "N",
            description = "Server spin of the spin scenario (default: ${DEFAULT-VALUE})")
    long spinMicros;

    @Option(names = "--timeout", defaultValue = "30s", converter = DurationConverter.class, paramLabel = "TIME",
            description = "Connect and response timeout per request (default: ${DEFAULT-VALUE})")
    Duration timeout;

    @Option(names = "--transport", defaultValue = "core", paramLabel = "core|httpclient",
            description = "core: HttpCore 5 connection per worker (lowest client cost); httpclient: HttpClient 5 "
                    + "classic with a pool (default: ${DEFAULT-VALUE})")
    String transport;

    @Option(names = "--max-errors", defaultValue = "" + Defaults.MAX_ERRORS, paramLabel = "N",
            description = "Stop the run after N failed requests; 0 = never (default: ${DEFAULT-VALUE})")
    long maxErrors;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter outWriter = spec.commandLine().getOut();
        RunOptions options;
        Scenario chosen;
        List<Endpoint> rotation;
        try {
            chosen = Scenarios.byName(scenario, spinMicros);
            options = RunOptions.builder(target).scenario(scenario).extraEndpoints(with).connections(connections)
                    .warmup(warmup).duration(duration).repeat(repeat).pick(parsePick(pick))
                    .outDir(out != null ? out : defaultOutDir(scenario)).force(force).quiet(quiet)
                    .keepAlive(!noKeepAlive).tcpNoDelay(!noTcpNoDelay).spinMicros(spinMicros)
                    .timeout(timeout).maxErrors(maxErrors).transport(Transport.Kind.parse(transport)).build();
            rotation = rotation(chosen, with);
        } catch (IllegalArgumentException e) {
            err.println("echosoap run: " + e.getMessage());
            return Main.EXIT_USAGE;
        }

        Path resultJson = options.outDir().resolve("result.json");
        boolean outDirExisted = Files.isDirectory(options.outDir());
        String outProblem = checkOutDir(options.outDir(), resultJson, options.force());
        if (outProblem != null) {
            err.println("echosoap run: " + outProblem);
            return Main.EXIT_USAGE;
        }
        String preflight = Preflight.check(options, rotation);
        if (preflight != null) {
            if (!outDirExisted) {
                deleteIfEmpty(options.outDir()); // nothing measured, nothing left behind
            }
            err.println("echosoap run: " + preflight);
            return Main.EXIT_MEASUREMENT_FAILED;
        }

        AbortSignal abort = new AbortSignal(options.maxErrors());
        CountDownLatch resultsWritten = new CountDownLatch(1);
        Thread onSignal = new Thread(() -> {
            // Ctrl-C / SIGTERM: stop the trials, let the main thread write what was measured, then exit
            // (the JVM's exit status is already 130/143 for these signals).
            abort.raise("interrupted by a signal");
            try {
                resultsWritten.await(15, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "echosoap-signal");
        Runtime.getRuntime().addShutdownHook(onSignal);

        try {
            Environment environment = Environment.describe(options.target());
            MeasuredRun measured = new Measurement(options, rotation, abort, System.err).run();
            RunReport report = RunReportBuilder.build(chosen, options, environment, measured);
            AtomicFiles.write(options.outDir().resolve("result.csv"), ResultCsv.render(report));
            AtomicFiles.write(resultJson, ResultJson.render(report));
            outWriter.print(ConsoleTable.render(report));
            outWriter.println();
            outWriter.println("results: " + resultJson.toAbsolutePath());
            outWriter.flush();
            boolean failed = !report.complete() || report.totalErrors() > 0 || report.endpoints().isEmpty();
            return failed ? Main.EXIT_MEASUREMENT_FAILED : 0;
        } finally {
            resultsWritten.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(onSignal);
            } catch (IllegalStateException shuttingDown) {
                // The hook is already running: it will see the latch.
            }
        }
    }

    /** Rotation order: baseline, extra rows (no duplicates), measured endpoint. */
    static List<Endpoint> rotation(Scenario chosen, List<String> with) {
        List<Endpoint> rotation = new ArrayList<>();
        chosen.baseline().ifPresent(rotation::add);
        for (String name : with) {
            String n = name.strip();
            if (n.isEmpty()) {
                continue;
            }
            Endpoint extra = Scenarios.baseline(n);
            boolean duplicate = rotation.stream().anyMatch(e -> e.name().equals(extra.name()))
                    || extra.name().equals(chosen.measured().name());
            if (!duplicate) {
                rotation.add(extra);
            }
        }
        rotation.add(chosen.measured());
        return rotation;
    }

    static TrialSelection.Pick parsePick(String text) {
        return switch (text.toLowerCase(java.util.Locale.ROOT)) {
            case "best" -> TrialSelection.Pick.BEST;
            case "median" -> TrialSelection.Pick.MEDIAN;
            default -> throw new IllegalArgumentException("--pick must be best or median, got '" + text + "'");
        };
    }

    private static Path defaultOutDir(String scenario) {
        return Path.of("echosoap-results",
                scenario + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    }

    private static void deleteIfEmpty(Path dir) {
        try {
            Files.deleteIfExists(dir);
        } catch (IOException notEmptyOrGone) {
            // Something else is in it: leave it.
        }
    }

    /** Null when results can be written, else why not (checked before the run, not after it). */
    static String checkOutDir(Path dir, Path resultJson, boolean force) {
        if (Files.exists(resultJson) && !force) {
            return resultJson + " exists; use --force to overwrite or choose another --out";
        }
        try {
            Files.createDirectories(dir);
            Path probe = Files.createTempFile(dir, ".write-check", ".tmp");
            Files.delete(probe);
            return null;
        } catch (IOException | SecurityException e) {
            return "cannot write results to " + dir + " (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")";
        }
    }
}
