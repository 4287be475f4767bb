package org.echosoap.client.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.Set;
import org.echosoap.client.capacity.CapacityOutcome;
import org.echosoap.client.config.Durations;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.resultfile.ResultFormat;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.LatencySummary;
import org.echosoap.client.stats.PairedEstimate;

/**
 * Writes result.json, schema {@value ResultFormat#CURRENT}: self-describing (tool, JVM, OS, CPUs, hosts, every
 * setting, units in key names) with the raw histograms. The key names are an interface other tools read:
 * {@code runs[].endpoint, scenario, connections, blocks[], throughputPerSec, latencyMicros{p50,p90,p99,p999,max,mean},
 * errors, histogram} (all pooled over every measured block) and {@code costs[].scenario, statistic, baselineMicros,
 * soapMicros, perMessageCostMicros, ci95Micros, pairCostMicros[]}. Every block keeps {@code round, sequence, requests,
 * meanMicros, medianMicros, serverMeanMicros, serverMedianMicros, outsideMeanMicros, outsideMedianMicros, histogram},
 * so the cost can be recomputed by either statistic: pair the baseline's and the SOAP endpoint's blocks by
 * {@code round}, subtract, and take the mean and t interval of the differences.
 * Schema 2 replaced {@code trials[]} and {@code pickedTrial} (best-of) of schema 1 with {@code blocks[]}.
 * Memory per message: {@code runs[].serverAllocatedBytes{count,mean,p50,max}, requestBytes, responseBytesPerMessage,
 * payloadBytes} (the larger body) {@code allocationPerPayloadByte, allocationPerRequestByte,
 * allocationPerResponseByte, clientAllocatedBytesPerRequest}. The machine's noise: {@code noise} of a single run,
 * and {@code costs[].noise} of the part that measured each cost. An endpoint primed but without a complete block
 * (a time limit that cut the first round) keeps its priming in {@code unmeasured[]}.
 */
public final class ResultJson {

    /** {@code runs[].histogramFormat}: how the histograms of a run are written ({@code serverAllocatedBytesHistogram} counts bytes). */
    public static final String HISTOGRAM_FORMAT = "HdrHistogram compressed base64, microseconds";

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ResultJson() {
    }

    /** result.json of a single run. */
    public static String render(RunReport report) {
        return render(SuiteReport.single(report, 0));
    }

    /** result.json of a suite, a sweep or a run: the same keys, {@code runs[]} and {@code costs[]} over all parts. */
    public static String render(SuiteReport suite) {
        return render(suite, java.util.Map.of());
    }

    /**
     * As {@link #render(SuiteReport)}, with more keys under {@code settings} (values as Jackson writes them), e.g.
     * {@code template}: what a request template rendered.
     */
    public static String render(SuiteReport suite, java.util.Map<String, ?> moreSettings) {
        ObjectNode root = MAPPER.createObjectNode();
        RunReport first = suite.parts().isEmpty() ? null : suite.parts().get(0);
        root.put("schema", ResultFormat.CURRENT);
        root.put("complete", suite.complete());
        suite.parts().stream().map(RunReport::abortReason).filter(java.util.Objects::nonNull).findFirst()
                .ifPresent(reason -> root.put("abortReason", reason));
        if (suite.suite() != null) {
            root.put("suite", suite.suite());
            number(root, "elapsedSeconds", suite.elapsedNanos() / 1e9);
        }
        if (suite.parts().size() == 1) {
            root.put("scenario", first.scenario());
        }
        Environment env = suite.environment();
        ObjectNode tool = root.putObject("tool");
        tool.put("name", "echosoap");
        tool.put("version", env.toolVersion());
        ObjectNode e = root.putObject("environment");
        e.put("jvm", env.jvm());
        e.put("os", env.os());
        e.put("cpus", env.cpus());
        e.put("clientHost", env.clientHost());
        e.put("targetHost", env.targetHost());
        e.put("targetAddress", env.targetAddress());
        e.put("startedAt", env.startedAt());
        e.put("scheduledStartAt", env.scheduledStartAt());
        e.put("measuringStartedAt", env.measuringStartedAt());
        if (first != null) {
            ObjectNode settings = settings(first.options());
            moreSettings.forEach((key, value) -> settings.set(key, MAPPER.valueToTree(value)));
            root.set("settings", settings);
        }
        ArrayNode runs = root.putArray("runs");
        ArrayNode costs = root.putArray("costs");
        ArrayNode warnings = root.putArray("warnings");
        ArrayNode unmeasured = MAPPER.createArrayNode();
        for (RunReport report : suite.parts()) {
            for (EndpointFigures f : report.endpoints()) {
                runs.add(run(report, f));
            }
            for (CostEstimate c : report.costs()) {
                cost(costs.addObject(), report, c);
            }
            unmeasured(unmeasured, report);
        }
        if (!unmeasured.isEmpty()) {
            root.set("unmeasured", unmeasured);
        }
        suite.allWarningLines().forEach(warnings::add);
        if (suite.suite() != null && !suite.parts().isEmpty()) {
            ArrayNode merged = root.putArray("warningsByKind");
            for (Warning w : suite.warningsByKind()) {
                ObjectNode k = merged.addObject();
                k.put("kind", w.kind());
                k.put("label", w.label());
                w.subjects().forEach(k.putArray("subjects")::add);
                w.items().forEach(k.putArray("items")::add);
                k.put("advice", w.advice());
            }
        }
        if (suite.parts().size() == 1 && first.noise().known()) {
            root.set("noise", noise(first.noise()));
        }
        ArrayNode skipped = root.putArray("skipped");
        suite.skipped().forEach(skipped::add);
        if (suite.capacity() != null) {
            root.set("capacity", capacity(suite.capacity()));
        }
        PhaseJson.profiles(root, suite);
        if (suite.budget() != null) {
            ObjectNode b = root.putObject("budget");
            number(b, "budgetSeconds", suite.budget().budgetSeconds());
            b.put("rounds", suite.budget().rounds());
            ArrayNode reruns = b.putArray("reruns");
            suite.budget().reruns().forEach(reruns::add);
            b.put("resolvedByRerun", suite.budget().resolvedByRerun());
        }
        return text(root);
    }

    /** A result document as every result file is written (run, pool, merge): indented, ending with a line break. */
    public static String text(ObjectNode root) {
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException ex) {
            throw new IllegalStateException("cannot render result.json", ex);
        }
    }

    /** An empty object node for a result document. */
    public static ObjectNode newObject() {
        return MAPPER.createObjectNode();
    }

    /** {@code noise}: the hosts' counters over the measured part, the machine's wander, the message's own spread. */
    static ObjectNode noise(NoiseFigures n) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("levelEndpoint", n.levelEndpoint());
        o.put("measuredEndpoint", n.measuredEndpoint());
        o.put("epochs", n.epochs());
        number(o, "machineWanderPercent", n.machineWanderPercent());
        number(o, "messageSpreadPercent", n.messageSpreadPercent());
        o.put("sameHost", n.host().sameHost());
        o.put("serverInOtherProcesses", n.serverInOtherProcesses());
        o.set("client", side(n.host().client()));
        o.set("server", side(n.host().server()));
        ArrayNode causes = o.putArray("causes");
        n.verdict().causes().forEach(c -> causes.add(c.key()));
        o.put("cause", n.verdict().text());
        return o;
    }

    private static ObjectNode side(org.echosoap.client.result.HostNoise.Side s) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("known", s.known());
        if (!s.known()) {
            o.put("absentReason", s.absentReason());
            return o;
        }
        number(o, "seconds", s.seconds());
        number(o, "stealPercent", s.stealPercent());
        number(o, "otherProcessesPercent", s.otherProcessesPercent());
        number(o, "ownCpuPercent", s.ownCpuPercent());
        number(o, "involuntarySwitchesPerSec", s.involuntarySwitchesPerSec());
        return o;
    }

    private static ObjectNode capacity(CapacityOutcome c) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("slo", c.slo().describe());
        n.put("sloPercentile", c.slo().percentile());
        n.put("sloLimitMicros", c.slo().limitMicros());
        number(n, "soapShareOfBaseline", c.soapShareOfBaseline());
        number(n, "tailFloorMicros", c.tailFloorMicros());
        n.put("objectiveNearTailFloor", c.objectiveNearTailFloor());
        ArrayNode endpoints = n.putArray("endpoints");
        for (CapacityOutcome.EndpointCapacity e : c.endpoints()) {
            ObjectNode en = endpoints.addObject();
            en.put("endpoint", e.endpoint());
            en.put("role", e.role());
            number(en, "highestMetPerSec", e.highestMetPerSec());
            number(en, "lowestMissedPerSec", e.lowestMissedPerSec());
            ArrayNode steps = en.putArray("steps");
            for (CapacityOutcome.Step st : e.steps()) {
                ObjectNode sn = steps.addObject();
                number(sn, "askedPerSec", st.askedPerSec());
                number(sn, "achievedPerSec", st.achievedPerSec());
                sn.put("held", st.held());
                sn.put("errors", st.errors());
                number(sn, "p50Micros", st.p50Micros());
                number(sn, "sloPercentileMicros", st.sloMicros());
                number(sn, "p999Micros", st.p999Micros());
                sn.put("met", st.met());
                sn.put("trials", st.trials());
            }
        }
        return n;
    }
    /** {@code costs[].ciMethod} of a run on one set of connections: the pairs are the units. */
    public static final String CI_METHOD =
            "paired Student t over block pairs, Newey-West standard error (never below the plain one), 95%";

    /** {@code costs[].ciMethod} of a run in epochs: the epochs are the units. */
    public static final String CI_METHOD_EPOCHS = "paired, Student t over epochs (new connections and client threads "
            + "each), cluster-robust CR1 standard error (never below the plain one), 95%";

    /** What {@code costs[].ciMethod} adds when the interval includes the run-to-run spread from the history. */
    public static final String CI_METHOD_RUN_TO_RUN = "; widened by the run-to-run spread of this setup on this "
            + "machine (random effects, DerSimonian-Laird over the runs in the history), Satterthwaite df";

    /** The {@code ciMethod} of {@code c}'s headline interval. */
    public static String ciMethod(CostEstimate c) {
        return (c.cost().overEpochs() ? CI_METHOD_EPOCHS : CI_METHOD)
                + (c.runToRun().known() ? CI_METHOD_RUN_TO_RUN : "");
    }

    private static void cost(ObjectNode n, RunReport report, CostEstimate c) {
        costFigures(n, report.options().stack().key(), report.size(), c, ciMethod(c));
        if (report.precision() != null && report.precision().figure().startsWith(c.soapEndpoint() + " ")) {
            // The cost the run's stopping rule watched: whether it reached its target.
            ObjectNode p = n.putObject("precision");
            number(p, "requiredCi95Micros", report.precision().requiredCi95Micros());
            p.put("met", report.precision().met());
            p.put("relativeTo", report.precision().relativeTo());
            number(p, "referenceMicros", report.precision().referenceMicros());
        }
        pairCosts(n, c);
        PhaseJson.cost(n, report.profile(), c);
        StageJson.cost(n, report.stages(), c);
        // Per cost, since a suite's parts each measured their own machine: the figures that say how much of this
        // cost's interval is the machine's travel with it (a single run also keeps them at the top).
        if (report.noise().known()) {
            n.set("noise", noise(report.noise()));
        }
    }

    /**
     * The figures of one {@code costs[]} entry, from {@code scenario} to {@code outsideCostCi95Micros}; the per-pair
     * values follow with {@link #pairCosts}. Also written by {@code merge} for the costs of several clients.
     */
    public static void costFigures(ObjectNode n, String stack, int size, CostEstimate c, String ciMethod) {
        n.put("scenario", c.scenario());
        n.put("stack", stack);
        size(n, size);
        n.put("endpoint", c.soapEndpoint());
        n.put("baselineEndpoint", c.baselineEndpoint());
        n.put("pairs", c.pairs());
        n.put("measuredEnough", org.echosoap.client.config.PrecisionTarget.measuredEnough(c.pairs()));
        // Whether the console printed the figure: its interval at most half of it (Resolution).
        n.put("resolved", Resolution.resolved(c));
        n.put("insideResolved", Resolution.insideResolved(c));
        n.put("statistic", c.statistic().key());
        n.put("ciMethod", ciMethod);
        // One server JVM: the interval covers the variation within it, not from one server start to the next.
        n.put("jvms", 1);
        number(n, "baselineMicros", c.baselineMicros());
        number(n, "soapMicros", c.soapMicros());
        number(n, "perMessageCostMicros", c.perMessageCostMicros());
        number(n, "ci95Micros", c.ci95Micros());
        // The run's own interval, and how far this setup's cost moves from run to run here (from the history; null
        // until RunToRun.MIN_RUNS runs of it are kept): ci95Micros combines the two.
        number(n, "withinRunCi95Micros", c.withinRunCi95Micros());
        number(n, "runToRunSdMicros", c.runToRun().sdMicros());
        n.put("runToRunRuns", c.runToRun().runs());
        number(n, "perMessageCostMeanMicros", c.costByMean().micros());
        number(n, "ci95MeanMicros", c.costByMean().ci95Micros());
        number(n, "perMessageCostMedianMicros", c.costByMedian().micros());
        number(n, "ci95MedianMicros", c.costByMedian().ci95Micros());
        number(n, "serverBaselineMicros", c.serverBaselineMicros());
        number(n, "serverSoapMicros", c.serverSoapMicros());
        number(n, "serverCostMicros", c.serverCostMicros());
        number(n, "serverCostCi95Micros", c.inside().ci95Micros());
        number(n, "outsideCostMicros", c.outsideCostMicros());
        number(n, "outsideCostCi95Micros", c.outside().ci95Micros());
        // What is left when the two parts are taken from the whole: by block means the parts add up per request, so
        // only requests without Server-Timing and rounding leave a residual; by medians they need not add up.
        number(n, "residualCostMicros", c.residualMicros());
        n.put("unitKind", c.cost().unitKind());
        n.put("units", c.cost().units());
        doubles(n.putArray("unitCostMicros"), c.cost().unitMicros());
        // The inside part's own units, so that compare can test it as it tests the cost (its `inside` row): the
        // epochs' inside costs (empty when its units are the pairs, serverPairCostMicros).
        n.put("serverUnitKind", c.inside().unitKind());
        doubles(n.putArray("serverUnitCostMicros"),
                PairedEstimate.PAIRS.equals(c.inside().unitKind()) ? java.util.List.of() : c.inside().unitMicros());
    }

    /** Every pair's difference, by the headline statistic, by means and by medians: the cost's units. */
    public static void pairCosts(ObjectNode n, CostEstimate c) {
        doubles(n.putArray("pairCostMicros"), c.pairCostMicros());
        doubles(n.putArray("pairCostMeanMicros"), c.costByMean().pairMicros());
        doubles(n.putArray("pairCostMedianMicros"), c.costByMedian().pairMicros());
        // Every pair's difference of the Server-Timing time inside the webapp, by the headline statistic.
        doubles(n.putArray("serverPairCostMicros"), c.inside().pairMicros());
    }

    private static void doubles(ArrayNode array, java.util.List<Double> values) {
        values.forEach(v -> array.add(round(v)));
    }

    /** {@code size}: elements per message, or null where size means nothing. */
    private static void size(ObjectNode n, int size) {
        if (size >= 0) {
            n.put("size", size);
        } else {
            n.putNull("size");
        }
    }

    private static ObjectNode settings(RunOptions o) {
        ObjectNode s = MAPPER.createObjectNode();
        s.put("target", o.targetBase());
        s.put("stack", o.stack().key());
        s.put("scenario", o.scenario());
        ArrayNode extra = s.putArray("with");
        o.extraEndpoints().forEach(extra::add);
        s.put("connections", o.connections());
        s.put("warmup", Durations.format(o.warmup()));
        s.put("warmupMillis", o.warmup().toMillis());
        s.put("duration", Durations.format(o.duration()));
        s.put("durationMillis", o.duration().toMillis());
        s.put("blockMillis", o.duration().toMillis());
        s.put("settleRequests", org.echosoap.client.config.Defaults.SETTLE_REQUESTS);
        s.put("repeat", o.repeat());
        s.put("primeMillis", o.prime().toMillis());
        s.put("precision", o.precision().isOff() ? "off" : o.precision().relative() * 100 + "%");
        number(s, "precisionFloorMicros", o.precision().isOff() ? Double.NaN : o.precision().floorMicros());
        s.put("precisionRelativeTo", o.precision().relativeToKey());
        s.put("maxTimeMillis", o.maxTime().toMillis());
        s.put("firstLookTimeFactor", o.firstLookTimeFactor());
        s.put("statistic", o.statistic().key());
        s.put("epochRounds", o.epochRounds());
        s.put("keepAlive", o.keepAlive());
        s.put("tcpNoDelay", o.tcpNoDelay());
        s.put("stages", o.stages());
        s.put("spinMicros", o.spinMicros());
        s.put("timeoutMillis", o.timeout().toMillis());
        s.put("maxErrors", o.maxErrors());
        s.put("transport", o.transport().name().toLowerCase(java.util.Locale.ROOT));
        s.put("rmiPort", o.rpcPorts().rmi());
        s.put("pingPongPort", o.rpcPorts().pingPong());
        s.put("grpcPort", o.rpcPorts().grpc());
        s.put("corbaPort", o.rpcPorts().corba());
        s.put("intervalLogs", o.intervalLog());
        s.put("loop", o.rate().isOpenLoop() ? "open" : "closed");
        number(s, "ratePerSec", o.rate().isOpenLoop() ? o.rate().perSecond() : Double.NaN);
        ObjectNode tls = s.putObject("tls");
        tls.put("enabled", o.tls().enabled());
        tls.put("base", o.tlsBase());
        tls.put("protocol", o.tls().version());
        tls.put("session", o.tls().resume() ? "resume" : "full");
        if (o.tls().trustFile() == null) {
            tls.putNull("trust");
        } else {
            tls.put("trust", o.tls().trustFile().toString());
        }
        ObjectNode share = s.putObject("share");
        share.put("index", o.share().index());
        share.put("count", o.share().count());
        share.put("planConnections", o.planConnections());
        return s;
    }

    private static ObjectNode rate(RateFigures r) {
        ObjectNode n = MAPPER.createObjectNode();
        number(n, "askedPerSec", r.askedPerSec());
        number(n, "achievedPerSec", r.achievedPerSec());
        n.put("held", r.held());
        n.put("scheduledRequests", r.scheduledRequests());
        n.put("unsentRequests", r.unsentRequests());
        number(n, "connectionBusyPercent", r.connectionBusyPercent());
        number(n, "meanSendLagMicros", r.meanSendLagMicros());
        text(n, "cause", r.cause());
        return n;
    }

    /**
     * The endpoints a part primed but has no figures of (no complete block: a time limit that cut the first round,
     * an abort), so that their priming, the time it took and why measuring stopped are not lost with the figures.
     */
    private static void unmeasured(ArrayNode into, RunReport report) {
        Set<String> measured = new HashSet<>();
        report.endpoints().forEach(f -> measured.add(f.endpoint()));
        for (MeasuredRun.Priming p : report.priming()) {
            if (!measured.contains(p.endpoint())) {
                ObjectNode n = into.addObject();
                n.put("endpoint", p.endpoint());
                n.put("scenario", report.scenario());
                measuring(n, report);
                priming(n, p);
            }
        }
    }

    private static void measuring(ObjectNode n, RunReport report) {
        if (report.stop() != null) {
            ObjectNode m = n.putObject("measuring");
            m.put("stop", report.stop().kind().key());
            m.put("rounds", report.stop().rounds());
            m.put("millis", report.stop().measuringMillis());
            // Before priming, within --max-time: seconds at thousands of connections, which the measuring gave up.
            m.put("openingMillis", report.stop().openingMillis());
        }
    }

    private static void priming(ObjectNode n, MeasuredRun.Priming p) {
        ObjectNode pn = n.putObject("priming");
        pn.put("millis", p.millis());
        pn.put("blocks", p.blocks());
        pn.put("requests", p.requests());
        pn.put("steady", p.steady());
        number(pn, "lastMedianMicros", p.lastMedianMicros());
        if (p.warmupBlocks() < 0) {
            pn.putNull("warmupBlocks");
        } else {
            pn.put("warmupBlocks", p.warmupBlocks());
        }
        text(pn, "bytes", p.bytes().key());
    }

    private static ObjectNode run(RunReport report, EndpointFigures f) {
        ObjectNode n = MAPPER.createObjectNode();
        n.put("endpoint", f.endpoint());
        n.put("path", f.path());
        n.put("role", f.role());
        n.put("scenario", report.scenario());
        n.put("stack", report.options().stack().key());
        size(n, report.size());
        n.put("connections", report.options().connections());
        n.put("keepAlive", report.options().keepAlive());
        number(n, "throughputPerSec", f.throughputPerSec());
        if (f.rate() != null) {
            n.set("rate", rate(f.rate()));
        }
        n.set("latencyMicros", latency(f.latencyMicros()));
        // How far this endpoint's mean latency moves from run to run on this machine (the run history; null until
        // RunToRun.MIN_RUNS runs): compare adds it to the latency row's variance.
        number(n, "runToRunSdMicros", f.runToRun().sdMicros());
        n.put("runToRunRuns", f.runToRun().runs());
        n.set("serverAppMicros", latency(f.serverAppMicros()));
        n.set("outsideMicros", latency(f.outsideMicros()));
        measuring(n, report);
        report.priming().stream().filter(p -> p.endpoint().equals(f.endpoint())).findFirst()
                .ifPresent(p -> priming(n, p));
        n.put("errors", f.errors());
        ObjectNode byKind = n.putObject("errorsByKind");
        f.errorsByKind().forEach((k, v) -> {
            ObjectNode kind = byKind.putObject(k);
            kind.put("count", v.count());
            kind.put("firstReason", v.firstReason());
        });
        ObjectNode spread = n.putObject("throughputSpread");
        number(spread, "minPerSec", f.spread().minThroughputPerSec());
        number(spread, "medianPerSec", f.spread().medianThroughputPerSec());
        number(spread, "maxPerSec", f.spread().maxThroughputPerSec());
        number(spread, "relativePercent", f.spread().relativeSpreadPercent());
        number(n, "responseBytesPerMessage", f.responseBytesPerMessage());
        number(n, "clientCpuMicrosPerRequest", f.clientCpuMicrosPerRequest());
        if (Double.isFinite(f.freshRequestMicros())) {
            number(n, "freshRequestMicros", f.freshRequestMicros());
        }
        n.put("requestsSent", f.requestsSent());
        n.put("requestBytes", f.requestBytes());
        AllocationFigures a = f.allocation();
        ObjectNode alloc = n.putObject("serverAllocatedBytes");
        alloc.put("count", a.count());
        number(alloc, "mean", a.meanBytes());
        number(alloc, "p50", a.p50Bytes());
        number(alloc, "max", a.maxBytes());
        number(n, "allocationPerRequestByte", a.perRequestByte());
        number(n, "allocationPerResponseByte", a.perResponseByte());
        number(n, "clientAllocatedBytesPerRequest", a.clientBytesPerRequest());
        // Memory vs payload size: the larger body of the pair and the allocation per byte of it.
        number(n, "payloadBytes", MemoryTable.payloadBytes(f));
        number(n, "allocationPerPayloadByte", MemoryTable.allocationPerPayloadByte(f));
        ArrayNode blocks = n.putArray("blocks");
        for (EndpointFigures.BlockFigures b : f.blocks()) {
            ObjectNode bn = blocks.addObject();
            bn.put("round", b.round());
            bn.put("sequence", b.sequence());
            bn.put("epoch", b.epoch());
            bn.put("requests", b.requests());
            bn.put("errors", b.errors());
            number(bn, "throughputPerSec", b.throughputPerSec());
            number(bn, "meanMicros", b.meanMicros());
            number(bn, "medianMicros", b.medianMicros());
            number(bn, "p99Micros", b.p99Micros());
            number(bn, "serverMeanMicros", b.serverMeanMicros());
            number(bn, "serverMedianMicros", b.serverMedianMicros());
            number(bn, "outsideMeanMicros", b.outsideMeanMicros());
            number(bn, "outsideMedianMicros", b.outsideMedianMicros());
            // Per block so that compare can give allocation and wire bytes an interval of their own.
            number(bn, "serverAllocatedMeanBytes", b.serverAllocatedMeanBytes());
            number(bn, "clientAllocatedBytesPerRequest", b.clientAllocatedBytesPerRequest());
            number(bn, "responseBytesPerMessage", b.responseBytesPerMessage());
            bn.put("partial", b.partial());
            bn.put("histogram", b.histogramBase64());
        }
        n.put("histogramFormat", HISTOGRAM_FORMAT);
        n.put("histogram", f.histogramBase64());
        n.put("serverAppHistogram", f.serverAppHistogramBase64());
        n.put("outsideHistogram", f.outsideHistogramBase64());
        n.put("serverAllocatedBytesHistogram", f.serverAllocatedBytesHistogramBase64());
        PhaseJson.endpoint(n, report.profile(), f.endpoint());
        StageJson.endpoint(n, report.stages(), f.endpoint());
        return n;
    }

    /** A {@code latencyMicros}-shaped object ({@code p50, p90, p99, p999, max, mean, count}) of {@code l}. */
    public static ObjectNode latency(LatencySummary l) {
        ObjectNode n = MAPPER.createObjectNode();
        number(n, "p50", l.p50Micros());
        number(n, "p90", l.p90Micros());
        number(n, "p99", l.p99Micros());
        number(n, "p999", l.p999Micros());
        number(n, "max", l.maxMicros());
        number(n, "mean", l.meanMicros());
        n.put("count", l.count());
        return n;
    }

    /** Puts {@code value}, or JSON null when there is none. */
    public static void text(ObjectNode n, String key, String value) {
        if (value == null) {
            n.putNull(key);
        } else {
            n.put(key, value);
        }
    }

    /** NaN and infinities are not JSON: written as null ("not measured"); figures rounded to 3 decimals. */
    public static void number(ObjectNode n, String key, double value) {
        if (Double.isFinite(value)) {
            n.put(key, round(value));
        } else {
            n.putNull(key);
        }
    }

    /** Three decimals: nanosecond resolution of microsecond figures is plenty and keeps files diff-able. */
    static double round(double v) {
        return Math.round(v * 1000.0) / 1000.0;
    }
}
