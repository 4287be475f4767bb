package org.echosoap.client.resultfile;

import org.echosoap.client.stats.PairedEstimate;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code compare} needs of one result.json (schema {@code echosoap-result/1} or {@code echosoap-result/2}), as
 * immutable values. Figures that the file does not have, or has as {@code null}, are {@code NaN} ("not measured");
 * optional texts are null; per-unit values the file lacks are empty lists.
 *
 * <pre>{@code
 * ResultFile sameHost = ResultFile.read(Path.of("results/same-host/result.json"));
 * double nullMeanMicros = sameHost.runs().get(0).meanMicros();
 * }</pre>
 *
 * @param source      the file as the user named it (used in messages and in compare.json)
 * @param complete    false when the run stopped early; true when the file says so or does not say
 * @param abortReason why it stopped early, or null
 * @param placement   where the client ran and what it measured
 * @param settings    the settings that must match for a fair comparison
 * @param runs        one entry per endpoint driven, in file order
 * @param costs       one entry per per-message cost, in file order
 * @param jvms        server JVMs behind the figures (a pool of forks: more than 1)
 * @param stages      the exact stages of its runs and costs ({@code --stages}); empty without
 */
public record ResultFile(String source, boolean complete, String abortReason, Placement placement, Settings settings,
                         List<Run> runs, List<Cost> costs, int jvms, List<ResultStages> stages) {

    /** {@code size} of a run or cost where size means nothing (result.json writes {@code null}). */
    public static final int NO_SIZE = -1;

    /** The stack of entries that name none. */
    /** The stack of a result written before results named theirs. */
    public static final String AXIS2 = "axis2";

    public ResultFile {
        runs = List.copyOf(runs);
        costs = List.copyOf(costs);
        jvms = Math.max(1, jvms);
        stages = List.copyOf(stages);
    }

    /** A result without stages. */
    public ResultFile(String source, boolean complete, String abortReason, Placement placement, Settings settings,
                      List<Run> runs, List<Cost> costs, int jvms) {
        this(source, complete, abortReason, placement, settings, runs, costs, jvms, List.of());
    }

    /** A result of one server JVM (a run or a suite, not a pool of forks). */
    public ResultFile(String source, boolean complete, String abortReason, Placement placement, Settings settings,
                      List<Run> runs, List<Cost> costs) {
        this(source, complete, abortReason, placement, settings, runs, costs, 1);
    }

    /** Whether some run or cost of this result was profiled ({@code --profile}): it has bytes per phase. */
    public boolean profiled() {
        return runs.stream().anyMatch(Run::profiled) || costs.stream().anyMatch(Cost::profiled);
    }

    /** Whether the runs and costs span more than one SOAP stack (the stacks suite): rows then pair by stack too. */
    public boolean multiStack() {
        return java.util.stream.Stream.concat(runs.stream().map(Run::stack), costs.stream().map(Cost::stack))
                .distinct().count() > 1;
    }

    /**
     * Reads and checks a result.json.
     *
     * @throws NotAResultException with a one-line message naming the file
     */
    public static ResultFile read(Path file) {
        return ResultFileReader.read(file);
    }

    /**
     * Reads and checks a result.json as {@link #read} does, and gives its whole document: for merge, pool and the
     * HTML report, which copy parts of it as they are.
     *
     * @throws NotAResultException with a one-line message naming the file
     */
    public static com.fasterxml.jackson.databind.node.ObjectNode document(Path file) {
        return ResultFileReader.document(file);
    }

    /**
     * {@code environment.clientHost} and {@code environment.targetHost}; either may be null in files that lack them.
     */
    public record Placement(String clientHost, String targetHost) {

        /** Both hosts recorded. */
        public boolean known() {
            return clientHost != null && targetHost != null;
        }
    }

    /** The {@code settings} that change what a latency means; null where the file does not record them. */
    public record Settings(Integer connections, Boolean keepAlive, String transport) {
    }

    /**
     * One {@code runs[]} entry.
     *
     * @param scenario         the run's scenario, or null
     * @param size             elements per message, or {@link #NO_SIZE}
     * @param endpoint         row name ({@code null}, {@code EchoFloat})
     * @param role             {@code baseline}, {@code extra}, {@code measured}, or null
     * @param meanMicros       {@code latencyMicros.mean}: mean latency of the trial the run shows
     * @param serverMeanMicros {@code serverAppMicros.mean}: Server-Timing time inside the webapp, same trial
     * @param unitMeansMicros  the mean latency of every complete unit of the run, the values {@code compare} tests:
     *                         {@code blocks[].meanMicros} (schema 2) where the file has blocks, else
     *                         {@code trials[].meanMicros}; partial units and nulls left out
     * @param units            where {@code unitMeansMicros} come from: {@link #BLOCK_MEANS}, {@link #TRIAL_MEANS}
     * @param runToRunSdMicros {@code runToRunSdMicros}: how far this endpoint's mean latency moves from run to run on
     *                         the machine that measured it (its history); NaN when not known
     * @param bytes            its bytes per message, pooled and per block ({@link PerMessageBytes#NONE} in files
     *                         written before blocks carried them)
     * @param allocByPhase     {@code phases.byPhase}: bytes allocated per message in each phase, by phase key in file
     *                         order; empty when the run was not profiled ({@code --profile})
     */
    public record Run(String scenario, int size, String endpoint, String role, double meanMicros,
                      double serverMeanMicros, List<Double> unitMeansMicros, String units, String stack,
                      double runToRunSdMicros, PerMessageBytes bytes, Map<String, PhaseBytes> allocByPhase) {

        /** {@code units} of a run measured in blocks (schema 2). */
        public static final String BLOCK_MEANS = "blocks[].meanMicros";
        /** {@code units} of a run measured in trials (schema 1, or 2 without blocks). */
        public static final String TRIAL_MEANS = "trials[].meanMicros";

        public Run {
            unitMeansMicros = List.copyOf(unitMeansMicros);
            stack = stack == null ? AXIS2 : stack;
            bytes = bytes == null ? PerMessageBytes.NONE : bytes;
            allocByPhase = inOrder(allocByPhase);
        }

        /** A run without phases. */
        public Run(String scenario, int size, String endpoint, String role, double meanMicros,
                   double serverMeanMicros, List<Double> unitMeansMicros, String units, String stack,
                   double runToRunSdMicros, PerMessageBytes bytes) {
            this(scenario, size, endpoint, role, meanMicros, serverMeanMicros, unitMeansMicros, units, stack,
                    runToRunSdMicros, bytes, Map.of());
        }

        /** The run was profiled: it has bytes per phase. */
        public boolean profiled() {
            return !allocByPhase.isEmpty();
        }

        /** A run without bytes per block. */
        public Run(String scenario, int size, String endpoint, String role, double meanMicros,
                   double serverMeanMicros, List<Double> unitMeansMicros, String units, String stack,
                   double runToRunSdMicros) {
            this(scenario, size, endpoint, role, meanMicros, serverMeanMicros, unitMeansMicros, units, stack,
                    runToRunSdMicros, PerMessageBytes.NONE);
        }

        /** A run without a run-to-run spread (files written before the history). */
        public Run(String scenario, int size, String endpoint, String role, double meanMicros,
                   double serverMeanMicros, List<Double> unitMeansMicros, String units, String stack) {
            this(scenario, size, endpoint, role, meanMicros, serverMeanMicros, unitMeansMicros, units, stack,
                    Double.NaN);
        }

        /** Whether the file knew how far this endpoint's mean latency moves from run to run. */
        public boolean knowsRunToRun() {
            return Double.isFinite(runToRunSdMicros);
        }

        /** A run on Axis2 (files written before stacks existed). */
        public Run(String scenario, int size, String endpoint, String role, double meanMicros, double serverMeanMicros,
                   List<Double> unitMeansMicros, String units) {
            this(scenario, size, endpoint, role, meanMicros, serverMeanMicros, unitMeansMicros, units, AXIS2);
        }
    }

    /**
     * An endpoint's bytes per message: the run's figure over all measured messages and each complete block's own
     * (the units compare tests), for the three byte rows of compare. A figure not in the file is NaN; blocks without
     * it are left out of the lists.
     *
     * @param serverAllocatedBytes       {@code serverAllocatedBytes.mean}: the server's allocation per message
     * @param serverAllocatedBlockBytes  {@code blocks[].serverAllocatedMeanBytes}
     * @param clientAllocatedBytes       {@code clientAllocatedBytesPerRequest}: the client's allocation per request
     * @param clientAllocatedBlockBytes  {@code blocks[].clientAllocatedBytesPerRequest}
     * @param wireBytes                  {@code requestBytes + responseBytesPerMessage}: request and response bodies
     * @param wireBlockBytes             {@code requestBytes + blocks[].responseBytesPerMessage}
     */
    public record PerMessageBytes(double serverAllocatedBytes, List<Double> serverAllocatedBlockBytes,
                                  double clientAllocatedBytes, List<Double> clientAllocatedBlockBytes,
                                  double wireBytes, List<Double> wireBlockBytes) {

        /** Nothing known. */
        public static final PerMessageBytes NONE = new PerMessageBytes(Double.NaN, List.of(), Double.NaN, List.of(),
                Double.NaN, List.of());

        public PerMessageBytes {
            serverAllocatedBlockBytes = List.copyOf(serverAllocatedBlockBytes);
            clientAllocatedBlockBytes = List.copyOf(clientAllocatedBlockBytes);
            wireBlockBytes = List.copyOf(wireBlockBytes);
        }
    }

    /**
     * One phase's bytes allocated per message, as {@code run --profile} estimates them from JFR's allocation samples.
     *
     * @param bytes     bytes per message ({@code allocatedBytes}); NaN when not known
     * @param ci95Bytes its 95% half width within the run ({@code allocatedBytesCi95}, a cost's
     *                  {@code ci95AllocatedBytes}); NaN in files written before it
     */
    public record PhaseBytes(double bytes, double ci95Bytes) {
    }

    /** An unmodifiable copy that keeps the file's order (Map.copyOf would not). */
    private static Map<String, PhaseBytes> inOrder(Map<String, PhaseBytes> m) {
        return m == null || m.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(m));
    }

    /**
     * The units of a cost's part inside the webapp, the Server-Timing time per message over the baseline's, as the
     * run paired them: {@code costs[].serverPairCostMicros[]} (one per block pair), {@code serverUnitKind} and
     * {@code serverUnitCostMicros[]} (one per epoch when the run had several), {@code serverCostCi95Micros}.
     *
     * <pre>{@code
     * cost.inside().pairMicros();   // [300.4, 299.8, ...]: what compare's inside row tests with one epoch
     * }</pre>
     *
     * @param ci95Micros the inside part's 95% half-width (NaN when not recorded)
     * @param pairMicros one paired difference per pair of blocks; empty in files written before them
     * @param unitKind   {@link Cost#PAIR} or {@code epoch}
     * @param unitMicros the inside cost of each epoch; empty when the units are the pairs
     */
    public record Inside(double ci95Micros, List<Double> pairMicros, String unitKind, List<Double> unitMicros) {

        /** No units recorded. */
        public static final Inside NONE = new Inside(Double.NaN, List.of(), Cost.PAIR, List.of());

        public Inside {
            pairMicros = List.copyOf(pairMicros);
            unitKind = unitKind == null ? Cost.PAIR : unitKind;
            unitMicros = List.copyOf(unitMicros);
        }

        /** Tested on its independent units (epochs): at least 2 of them. */
        public boolean independentUnits() {
            return !Cost.PAIR.equals(unitKind) && unitMicros.size() >= 2;
        }

        /** The kind of the units compare tests. */
        public String testedUnitKind() {
            return independentUnits() ? unitKind : Cost.PAIR;
        }
    }

    /**
     * One {@code costs[]} entry.
     *
     * @param scenario             the cost's scenario, or null
     * @param size                 elements per message, or {@link #NO_SIZE}
     * @param endpoint             the SOAP (measured) endpoint
     * @param baselineEndpoint     the endpoint subtracted, or null
     * @param perMessageCostMicros the headline per-message cost over all pairs
     * @param ci95Micros           its 95% confidence half-width (NaN with a single pair)
     * @param serverCostMicros     the part of the cost spent inside the webapp (Server-Timing)
     * @param statistic            what each pair difference compares, {@code mean} or {@code median} of the blocks
     *                             ({@code costs[].statistic}, schema 2; {@code mean} in schema 1), or null
     * @param pairCostMicros       {@code costs[].pairCostMicros}: one paired difference of that statistic per pair of
     *                             blocks or trials, the values {@code compare} tests; nulls left out
     * @param stack                the SOAP stack ({@code costs[].stack}; {@code axis2} in files without one)
     * @param unitKind             what the independent units of the cost's interval are ({@code costs[].unitKind}):
     *                             {@code epoch}, {@code fork}, {@code client}, or {@link #PAIR} (files without it)
     * @param unitCostMicros       {@code costs[].unitCostMicros}: the cost measured in each unit, in order; empty for
     *                             {@link #PAIR} (the units are then {@code pairCostMicros})
     * @param runToRunSdMicros     {@code costs[].runToRunSdMicros}: how far this setup's cost moves from run to run on
     *                             the machine that measured it (from its history); NaN when not known
     * @param allocByPhase         {@code costs[].phases}: the bytes per message over the baseline's in each phase, by
     *                             phase key in file order; empty when the cost was not profiled
     * @param inside               the units of {@code serverCostMicros}, the part inside the webapp (Server-Timing):
     *                             what compare's {@code inside} row tests; {@link Inside#NONE} in older files
     */
    public record Cost(String scenario, int size, String endpoint, String baselineEndpoint,
                       double perMessageCostMicros, double ci95Micros, double serverCostMicros, String statistic,
                       List<Double> pairCostMicros, String stack, String unitKind, List<Double> unitCostMicros,
                       double runToRunSdMicros, Map<String, PhaseBytes> allocByPhase, Inside inside) {

        /** {@code unitKind} of a cost whose interval comes from one connection set's block pairs (older files). */
        public static final String PAIR = "pair";

        public Cost {
            pairCostMicros = List.copyOf(pairCostMicros);
            stack = stack == null ? AXIS2 : stack;
            unitKind = unitKind == null ? PAIR : unitKind;
            unitCostMicros = List.copyOf(unitCostMicros);
            allocByPhase = inOrder(allocByPhase);
            inside = inside == null ? Inside.NONE : inside;
        }

        /** A cost without the inside part's units (files written before they were, and tests). */
        public Cost(String scenario, int size, String endpoint, String baselineEndpoint,
                    double perMessageCostMicros, double ci95Micros, double serverCostMicros, String statistic,
                    List<Double> pairCostMicros, String stack, String unitKind, List<Double> unitCostMicros,
                    double runToRunSdMicros, Map<String, PhaseBytes> allocByPhase) {
            this(scenario, size, endpoint, baselineEndpoint, perMessageCostMicros, ci95Micros, serverCostMicros,
                    statistic, pairCostMicros, stack, unitKind, unitCostMicros, runToRunSdMicros, allocByPhase,
                    Inside.NONE);
        }

        /** A cost without phases. */
        public Cost(String scenario, int size, String endpoint, String baselineEndpoint, double perMessageCostMicros,
                    double ci95Micros, double serverCostMicros, String statistic, List<Double> pairCostMicros,
                    String stack, String unitKind, List<Double> unitCostMicros, double runToRunSdMicros) {
            this(scenario, size, endpoint, baselineEndpoint, perMessageCostMicros, ci95Micros, serverCostMicros,
                    statistic, pairCostMicros, stack, unitKind, unitCostMicros, runToRunSdMicros, Map.of());
        }

        /** The cost was profiled: it has bytes per phase. */
        public boolean profiled() {
            return !allocByPhase.isEmpty();
        }

        /** A cost whose units are its block pairs (files written before {@code unitKind}). */
        public Cost(String scenario, int size, String endpoint, String baselineEndpoint, double perMessageCostMicros,
                    double ci95Micros, double serverCostMicros, String statistic, List<Double> pairCostMicros,
                    String stack) {
            this(scenario, size, endpoint, baselineEndpoint, perMessageCostMicros, ci95Micros, serverCostMicros,
                    statistic, pairCostMicros, stack, PAIR, List.of());
        }

        /** A cost without a run-to-run spread (files written before the history). */
        public Cost(String scenario, int size, String endpoint, String baselineEndpoint, double perMessageCostMicros,
                    double ci95Micros, double serverCostMicros, String statistic, List<Double> pairCostMicros,
                    String stack, String unitKind, List<Double> unitCostMicros) {
            this(scenario, size, endpoint, baselineEndpoint, perMessageCostMicros, ci95Micros, serverCostMicros,
                    statistic, pairCostMicros, stack, unitKind, unitCostMicros, Double.NaN);
        }

        /** Whether the file knew how far this cost moves from run to run. */
        public boolean knowsRunToRun() {
            return Double.isFinite(runToRunSdMicros);
        }

        /**
         * Whether the cost's units are independent stretches of run (epochs, forks, clients) that carry the variation
         * between connection placements and runs: then compare tests them, not the pairs. A cost that names such a
         * kind but has fewer than 2 unit values falls back to its pairs.
         */
        public boolean independentUnits() {
            return !PAIR.equals(unitKind) && unitCostMicros.size() >= 2;
        }

        /**
         * Whether this cost's interval holds how far it moves from one run to the next: the run history's spread is
         * in it, or its units are whole server JVMs or clients (forks, merged clients). Epochs and pairs are one run.
         */
        public boolean carriesRunToRun() {
            return knowsRunToRun() || independentUnits() && !PairedEstimate.EPOCHS.equals(unitKind)
                    && !PAIR.equals(unitKind);
        }

        /** The kind of the units compare tests: {@link #unitKind}, or {@link #PAIR} when it falls back to pairs. */
        public String testedUnitKind() {
            return independentUnits() ? unitKind : PAIR;
        }

        /** A cost on Axis2 (files written before stacks existed). */
        public Cost(String scenario, int size, String endpoint, String baselineEndpoint, double perMessageCostMicros,
                    double ci95Micros, double serverCostMicros, String statistic, List<Double> pairCostMicros) {
            this(scenario, size, endpoint, baselineEndpoint, perMessageCostMicros, ci95Micros, serverCostMicros,
                    statistic, pairCostMicros, AXIS2);
        }
    }
}
