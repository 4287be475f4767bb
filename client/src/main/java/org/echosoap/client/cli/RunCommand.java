package org.echosoap.client.cli;

import org.echosoap.client.scenario.WireTime;
import org.echosoap.client.scenario.latency.LatencyMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkSizes;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.RpcPorts;
import org.echosoap.client.config.RunBudget;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.AbortSignal;
import org.echosoap.client.metrics.LiveMetrics;
import org.echosoap.client.report.ConsoleTable;
import org.echosoap.client.report.SuiteTable;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.StallSchedule;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.scenario.service.ServiceScenario;
import org.echosoap.client.scenario.service.ServiceSpec;
import org.echosoap.client.suite.Part;
import org.echosoap.client.suite.PlanRunner;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code echosoap run}: measures one scenario (at one size or a sweep of sizes) against its baseline in short
 * interleaved blocks until the cost's CI reaches the precision target, and reports the per-message cost.
 */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Measures a scenario and its baseline in short interleaved blocks until the cost's 95%% CI is within "
                + "--precision, and reports the per-message cost.",
                "Scenarios: echoFloat (default; EchoFloat minus /baseline/null), null, bytes, chars;",
                "spin (truth check: /baseline/spin?micros=N minus null must come back as N);",
                "stall (truth check of --rate: null pausing --stall PAUSE/PERIOD; open-loop percentiles show it);",
                "wire (truth check of a link, crosshost --link: null answering --size N bytes minus answering 135);",
                "variant.dom|sax|stax|xni|jdom|xpp|crimson|xerces1-dom|xerces1-sax[.preread] (parser variants minus "
                        + "null);",
                "benchmark.OP (the 19 SOAP Benchmark Suite operations, e.g. benchmark.echoInts);",
                "latency.OP (doNothing, setSize, getString, getIntegers); sized ones take --size/--sizes;",
                "json.CALL (those calls and echoFloat as JSON over HTTP, minus a JSON-shaped null);",
                "rmi.CALL, grpc.CALL, corba.CALL (the same as Java RMI, gRPC and CORBA calls on their servers beside "
                        + "Tomcat, --rmi-port, --grpc-port, --corba-port, minus the raw TCP ping-pong of the same bytes "
                        + "on the wire, row tcp; sized like latency.OP);",
                "clientstack.STACK.OP (cxf or metro: a Benchmark echo through that stack's generated JAX-WS client, "
                        + "minus echosoap's raw client sending the same request to the same service, row raw; sized "
                        + "like benchmark.OP);",
                "layer.soap12.MSG (echoFloat or a Benchmark OP as SOAP 1.2 minus the same message as SOAP 1.1 on the "
                        + "same service, rows soap1.2 and soap1.1; sized like benchmark.OP);",
                "layer.fastinfoset.MSG (the same message as Fast Infoset minus it as XML text, cxf and metro, rows "
                        + "fastinfoset and xml-text); a layer's --precision is a share of the plain message's latency;",
                "layer.mtom.OP (echoBinary, sendBinary or getBinary with --size BYTES, default 1000, up to 16 MiB, as "
                        + "MTOM minus the same bytes as base64 text on the same stack (axis2, cxf, metro), rows mtom "
                        + "and base64).",
                "Your own service: --url URL --request FILE [...] (instead of --target and --scenario): its cost over "
                        + "echosoap's /echosoap/baseline/null on the same host and port (deploy echosoap.war next to "
                        + "it).",
                "This is a load generator: point it only at services you run."},
        footer = {"", "Through ./echosoap only (the launcher; docs/launcher.md):",
                "      --forks N              The run on N fresh server JVMs of the launcher's own, pooled into one "
                        + "interval over JVMs (echosoap pool); not with --target",
                "      --cpus LIST            Pin the client to these CPUs (taskset), e.g. 1 or 0,2",
                "", "Exit codes: 0 ok, 1 measurement failed (target down, wrong answers, errors), 2 usage error.",
                "Example: echosoap run --target http://127.0.0.1:8080/echosoap --with bytes,chars --out results/1",
                "         echosoap run --target ... --scenario benchmark.echoInts --sizes 10,100,1000",
                "         echosoap run --url http://127.0.0.1:8080/orders/services/OrderService --request order.xml"})
public final class RunCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin
    LoadOptions load = new LoadOptions();

    @Option(names = "--scenario", defaultValue = Defaults.SCENARIO, paramLabel = "NAME", order = 2,
            description = "What to measure (default: ${DEFAULT-VALUE}); see above")
    String scenario;

    @Option(names = "--with", split = ",", paramLabel = "BASELINE", order = 3,
            description = "More rows in the rotation: bytes, chars, variant.sax[.preread] ... (seed 000/001's table)")
    List<String> with = new ArrayList<>();

    @Option(names = "--size", paramLabel = "N", order = 4,
            description = "Elements per message of benchmark.* (default " + BenchmarkSizes.DEFAULT_SIZE
                    + ") and latency.*, json.*, rmi.* (default " + LatencyMessages.DEFAULT_SIZE + ") scenarios; answer"
                    + " bytes of wire (default " + WireTime.DEFAULT_ANSWER_BYTES + ")")
    Integer size;

    @Option(names = "--sizes", split = ",", paramLabel = "N", order = 5,
            description = "A sweep: one measurement per size, e.g. 10,100,1000")
    List<Integer> sizes = new ArrayList<>();

    @Option(names = "--spin-micros", defaultValue = "" + Defaults.SPIN_MICROS, paramLabel = "N", order = 6,
            description = "Server spin of the spin scenario (default: ${DEFAULT-VALUE})")
    long spinMicros;

    @Option(names = "--stall", paramLabel = "PAUSE/PERIOD", order = 7,
            description = "The stall scenario's server pause (default: 100ms/1s: 100 ms at the start of every second)")
    String stall;

    @Option(names = "--baseline", paramLabel = "OLD.json", order = 8,
            description = {"Gate this run against an earlier result.json: after the run, compare it with",
                    "OLD.json as 'compare' does and exit 1 when a row is higher than --fail-on allows",
                    "(default cost>5%%) with 95%% confidence; compare.json/.csv are written to --out"})
    Path baseline;

    @Option(names = "--fail-on", paramLabel = "RULE", order = 9,
            description = "With --baseline: the gate's rule, as compare's: alloc>1%%, wire>0, cost>5%%, latency>10%%, "
                    + "5%% (the time rows) (repeatable)")
    List<String> failOn = new ArrayList<>();

    @Option(names = "--junit", paramLabel = "FILE", order = 10,
            description = "With --baseline: also write the gate as JUnit XML (a test case per watched row)")
    Path junit;

    @Mixin
    ServiceOptions service = new ServiceOptions();

    @Mixin
    MetricsOptions metrics = new MetricsOptions();

    @Mixin
    ProfileOptions profile = new ProfileOptions();

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        List<Part> parts;
        RunOptions options;
        BaselineGate gate;
        RunBudget budget;
        java.util.Map<String, Object> inputs = new java.util.HashMap<>();
        load.stages |= profile.enabled; // a profile gives each sample its stage: it needs the marks
        try {
            gate = BaselineGate.of(baseline, failOn, junit); // before measuring: a bad baseline costs no run
            if (service.url != null) {
                ServiceSpec serviceSpec = serviceSpec();
                if (serviceSpec.templated() != null) {
                    inputs.put("template", serviceSpec.templated().describe());
                    err.println("echosoap run: template " + serviceSpec.templated().summary());
                }
                options = load.builder(ServiceScenario.NAME, LoadOptions.TrialDefaults.RUN, serviceSpec.origin())
                        .scenario(ServiceScenario.NAME).build();
                budget = budget(options, 2);
                options = budgeted(options, budget);
                parts = List.of(new Part(ServiceScenario.NAME, new ScenarioParameters(-1, 0), options, List.of(),
                        sizer -> ServiceScenario.build(serviceSpec, sizer,
                                note -> err.println("echosoap run: note: " + note))));
            } else {
                if (service.given()) {
                    throw new IllegalArgumentException(service.firstGiven() + " belongs to --url (your own service)");
                }
                options = load.builder(scenario, LoadOptions.TrialDefaults.RUN)
                        .scenario(scenario).extraEndpoints(with).spinMicros(spinMicros).build();
                budget = budget(options, 2 + with.size());
                options = budgeted(options, budget);
                parts = parts(options);
            }
            TlsTrustCheck.before(options);
        } catch (IllegalArgumentException e) {
            err.println("echosoap run: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
        ResultWriter writer = new ResultWriter(options.outDir(), options.force()).moreSettings(inputs)
                .htmlReport(!load.noReport).stopLine(err, "echosoap run");
        boolean outDirExisted = Files.isDirectory(options.outDir());
        String outProblem = writer.checkWritable();
        if (outProblem != null) {
            err.println("echosoap run: " + outProblem);
            return Main.EXIT_USAGE;
        }
        LiveMetrics live;
        try {
            live = metrics.start("echosoap run", err);
        } catch (IllegalArgumentException e) {
            err.println("echosoap run: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
        org.echosoap.client.profile.PartProfiler.Installed profiling;
        try {
            profiling = profile.install(System.err);
        } catch (IllegalArgumentException e) {
            live.close();
            err.println("echosoap run: " + e.getMessage());
            return Main.EXIT_USAGE;
        }
        try (live; profiling) {
            List<String> plan = new ArrayList<>();
            if (!options.quiet()) {
                // Printed once the target has answered its preflight: a dead target stays one line.
                plan.add("echosoap run: " + timeLine(options, budget));
                if (budget.note() != null) {
                    plan.add("echosoap run: note: " + budget.note());
                }
            }
            return measure(options, parts, gate, writer, outDirExisted, err, plan);
        }
    }

    /**
     * The run's time bound: a given {@code --max-time} bounds the whole run, priming included ({@link RunBudget});
     * without one, {@code --prime} per endpoint and the default measuring time, their sum stated. {@code endpoints}:
     * those primed one after another (the baseline, the {@code --with} rows, the measured one; an upper bound).
     */
    RunBudget budget(RunOptions options, int endpoints) {
        if (load.maxTime == null || options.precision().isOff()) {
            return RunBudget.unsplit(options.prime(), options.maxTime(), endpoints);
        }
        return RunBudget.split(options.maxTime(), options.prime(), endpoints, options.duration(), options.warmup(),
                options.epochRounds());
    }

    /** {@code options} with the budget's priming and measuring limits. */
    private static RunOptions budgeted(RunOptions options, RunBudget budget) {
        return options.toBuilder().prime(budget.primePerEndpoint()).maxTime(budget.measuring()).build();
    }

    /** The first line: how long the run may take, and how that splits ("at most 10s: priming at most ..."). */
    static String timeLine(RunOptions options, RunBudget budget) {
        if (options.precision().isOff()) {
            return String.format(java.util.Locale.ROOT, "%d rounds (precision off), after priming at most %s per "
                    + "endpoint", options.repeat(), org.echosoap.client.config.Durations.format(options.prime()));
        }
        return budget.describe() + " (--max-time" + (options.prime().isZero() ? "" : ", --prime") + ")"
                + (org.echosoap.client.load.Measurement.cutsFirstRound(options.connections())
                        ? String.format(java.util.Locale.ROOT, "; opening the %d connections counts against the "
                                + "measuring; besides: the answers in flight when the limit cuts a block",
                                options.connections())
                        : "");
    }

    /** Measures the parts, writes the results and judges them against {@code --baseline} when given. */
    private int measure(RunOptions options, List<Part> parts, BaselineGate gate, ResultWriter writer,
                        boolean outDirExisted, PrintWriter err, List<String> plan) throws IOException {
        AbortSignal abort = new AbortSignal(options.maxErrors(), options.keepAlive());
        try {
            // Fail fast: a preflight failure of any part is one line and nothing written.
            int exit = writer.measureAndWrite(abort,
                    () -> PlanRunner.execute(parts.size() > 1 ? "sweep" : null, parts, abort, true, System.err,
                            load.history(System.err), plan),
                    report -> report.parts().size() == 1 && report.suite() == null
                            ? ConsoleTable.render(report.parts().get(0), load.verbose)
                            : SuiteTable.render(report, "echosoap run: " + scenario + " at sizes " + sizes)
                                    + org.echosoap.client.report.PhaseSuiteTable.render(report)
                                    + org.echosoap.client.report.StageSuiteTable.render(report),
                    spec.commandLine().getOut());
            if (gate == null || exit != 0) {
                return exit; // a run that failed is not gated: its figures are not to be compared
            }
            return gate.judge(writer.resultJson(), options.outDir(), spec.commandLine().getOut());
        } catch (PlanRunner.PreflightFailure e) {
            if (!outDirExisted) {
                writer.removeIfEmpty(); // nothing measured, nothing left behind
            }
            err.println("echosoap run: " + e.getMessage());
            return Main.EXIT_MEASUREMENT_FAILED;
        }
    }

    /** The user's service, validated (files readable, SOAP versions known, baseline on the same origin). */
    private ServiceSpec serviceSpec() {
        if (load.target != null) {
            throw new IllegalArgumentException("give --target (echosoap's own scenarios) or --url (your service), not both");
        }
        if (load.stack != null) {
            throw new IllegalArgumentException("--stack chooses among echosoap's own WARs; --url measures your service");
        }
        if (!scenario.equals(Defaults.SCENARIO) || !with.isEmpty() || size != null || !sizes.isEmpty()) {
            throw new IllegalArgumentException("--scenario, --with, --size and --sizes measure echosoap's own services; "
                    + "--url measures yours");
        }
        ServiceSpec s = service.toSpec(load.connections != null ? load.connections : Defaults.CONNECTIONS);
        ServiceScenario.validate(s);
        return s;
    }

    private ScenarioParameters scenarioParameters(int elements) {
        if (stall != null && !scenario.equals("stall")) {
            throw new IllegalArgumentException("--stall belongs to the stall scenario (--scenario stall)");
        }
        return new ScenarioParameters(elements, spinMicros, stall == null ? StallSchedule.DEFAULT : StallSchedule.parse(stall));
    }

    private List<Part> parts(RunOptions options) {
        if (!Scenarios.names().contains(scenario)) {
            Scenarios.byName(scenario, scenarioParameters(-1), e -> 0); // throws the helpful message
        }
        if (!options.stack().isAxis2()) {
            Scenarios.byName(scenario, scenarioParameters(-1), options.stack(), e -> 0); // variants
            with.stream().filter(w -> w.strip().startsWith("variant.")).findFirst().ifPresent(w -> {
                throw new IllegalArgumentException("--with " + w.strip() + " is a servlet of echosoap.war with no SOAP "
                        + "stack; with --stack " + options.stack().key() + ", --with takes null, bytes or chars");
            });
            with.stream().map(String::strip).filter(w -> !w.isEmpty() && !options.stack().servesScenario(w)).findFirst()
                    .ifPresent(w -> {
                        throw new IllegalArgumentException("--with " + w + " is not served by "
                                + options.stack().displayName() + " (it serves " + options.stack().servedDescription()
                                + ")");
                    });
        }
        if (size != null && !sizes.isEmpty()) {
            throw new IllegalArgumentException("give --size or --sizes, not both");
        }
        if ((size != null || !sizes.isEmpty()) && !Scenarios.isSized(scenario)) {
            throw new IllegalArgumentException("--size/--sizes apply to benchmark.*, latency.*, json.*, rmi.*, "
                    + "grpc.*, corba.* and sized clientstack.* scenarios, not " + scenario);
        }
        checkRpc(scenario, options);
        if (org.echosoap.client.scenario.clientstack.ClientStacks.isClientStack(scenario) && !options.keepAlive()) {
            throw new IllegalArgumentException("--no-keepalive applies to echosoap's own HTTP clients: a client "
                    + "stack keeps its connections as its HTTP client does, so " + scenario + " is measured that way only");
        }
        with.forEach(Scenarios::extraRow); // validates the names
        List<Part> parts = new ArrayList<>();
        if (sizes.isEmpty()) {
            parts.add(new Part(scenario, scenarioParameters(size == null ? -1 : size), options, with));
        } else {
            for (int s : sizes) {
                parts.add(new Part(scenario, scenarioParameters(s), options, with));
            }
        }
        return parts;
    }

    /**
     * An RPC scenario runs on kept connections, and needs its server's port and the ping-pong's: a default beyond
     * 65535 (a target port near the top) is a usage error naming the option to give.
     */
    static void checkRpc(String scenario, RunOptions options) {
        Protocol.Kind system = Scenarios.rpcSystem(scenario);
        if (system == null) {
            return;
        }
        if (!options.keepAlive()) {
            throw new IllegalArgumentException("--no-keepalive applies to HTTP: an RPC call's connection is kept by "
                    + "its system's client, so " + scenario + " is measured on kept connections only");
        }
        RpcPorts ports = options.rpcPorts();
        if (ports.pingPong() == 0) {
            throw new IllegalArgumentException("--target's port + " + Defaults.RMI_PORT_OFFSET + " leaves no room for "
                    + "the ping-pong baseline in the RMI server's JVM; give --pingpong-port (or --rmi-port)");
        }
        int port = ports.of(system.key());
        if (port == 0) {
            throw new IllegalArgumentException("--target's port leaves no room for the " + system.displayName()
                    + " server's default port; give --" + system.key() + "-port");
        }
    }
}
