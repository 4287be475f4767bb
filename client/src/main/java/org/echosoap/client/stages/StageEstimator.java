package org.echosoap.client.stages;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.BlockStages;
import org.echosoap.client.stats.PairedEstimate;
import org.echosoap.server.stages.Stage;

/**
 * Turns the blocks' exact stages into a run's stage figures: per endpoint each stage's mean over its blocks, per
 * cost each stage's endpoint − baseline difference paired by round (the way the inside figure's cost is made:
 * cluster-robust over epochs when the run has several), and the run's check in one-line notes.
 *
 * <pre>{@code
 * RunStages s = StageEstimator.estimate("Axis2", List.of(baselineInput, soapInput),
 *         List.of(new StageEstimator.CostPair("EchoFloat", "null")));
 * }</pre>
 */
public final class StageEstimator {

    /**
     * How far the stages' time may be from the inside figure: 1%, plus 1 µs because Server-Timing's app figure is
     * truncated to whole µs per answer while the stages are in ns.
     */
    static final double TIME_CHECK_FRACTION = 0.01;
    static final double TIME_CHECK_TRUNCATION_MICROS = 1.0;

    private StageEstimator() {
    }

    /**
     * One endpoint's blocks.
     *
     * @param endpoint the row name
     * @param url      where it was measured (for the notes)
     * @param baseline whether it is a baseline servlet (no stack behind it: container stages are all it has)
     * @param blocks   its blocks; partial ones are left out
     */
    public record Input(String endpoint, String url, boolean baseline, List<BlockOutcome> blocks) {
    }

    /** A cost whose stages are wanted: {@code endpoint − baseline}. */
    public record CostPair(String endpoint, String baseline) {
    }

    /** Whether {@code stage} is the container's own (the timing filter's), not a stack's mark. */
    public static boolean isContainerStage(Stage stage) {
        return stage == Stage.CONTAINER_IN || stage == Stage.CONTAINER_OUT;
    }

    /** The run's stage figures; {@link RunStages#NONE} when no endpoint sent stages and none was asked. */
    public static RunStages estimate(String stackName, List<Input> inputs, List<CostPair> costs) {
        List<EndpointStages> endpoints = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Map<String, List<BlockOutcome>> known = new HashMap<>();
        for (Input in : inputs) {
            List<BlockOutcome> blocks = in.blocks().stream().filter(o -> !o.partial()).toList();
            long messages = 0;
            long missing = 0;
            long malformed = 0;
            long mismatches = 0;
            for (BlockOutcome o : blocks) {
                BlockStages s = o.stages();
                messages += s.messages();
                missing += s.missing();
                malformed += s.malformed();
                mismatches += s.bytesMismatches();
            }
            List<BlockOutcome> withStages = blocks.stream().filter(o -> o.stages().known()).toList();
            if (malformed > 0) {
                notes.add(in.endpoint() + ": " + malformed + " answers had a malformed Echosoap-Stages field "
                        + "(their stages were left out)");
            }
            if (withStages.isEmpty()) {
                if (missing > 0) {
                    notes.add((in.baseline() ? "the server" : stackName) + " at " + in.url()
                            + " sends no Echosoap-Stages header (a server without stages); the run goes on");
                }
                continue;
            }
            known.put(in.endpoint(), withStages);
            EndpointStages e = endpoint(in.endpoint(), withStages, messages, missing, malformed, mismatches,
                    in.baseline());
            endpoints.add(e);
            if (e.unmarked()) {
                notes.add(stackName + " at " + in.url() + " sends no stage marks (only "
                        + String.join(", ", e.stages().stream().map(f -> f.stage().wireName()).toList())
                        + " came back); the run goes on");
            }
            if (mismatches > 0) {
                notes.add(in.endpoint() + ": stage bytes did not add up to Server-Timing alloc in " + mismatches
                        + " of " + messages + " answers");
            }
            double inside = e.insideMicros();
            // Weighted by messages on both sides, as Server-Timing's figure is pooled: slow blocks have fewer.
            double sum = e.checkedMicros();
            if (Double.isFinite(inside)
                    && Math.abs(sum - inside) > TIME_CHECK_FRACTION * inside + TIME_CHECK_TRUNCATION_MICROS) {
                notes.add(String.format(Locale.ROOT, "%s: the stages' time (%.1f µs) is more than 1%% away from "
                        + "the inside figure (%.1f µs)", in.endpoint(), sum, inside));
            }
        }
        List<CostStages> costStages = new ArrayList<>();
        for (CostPair c : costs) {
            List<BlockOutcome> soap = known.get(c.endpoint());
            List<BlockOutcome> base = known.get(c.baseline());
            if (soap != null && base != null) {
                CostStages cs = cost(c, base, soap);
                if (cs.pairs() > 0) {
                    costStages.add(cs);
                }
            }
        }
        return new RunStages(endpoints, costStages, notes);
    }

    private static EndpointStages endpoint(String name, List<BlockOutcome> blocks, long messages, long missing,
                                           long malformed, long mismatches, boolean servlet) {
        int[] epochs = blocks.stream().mapToInt(o -> o.result().epoch()).toArray();
        List<StageFigure> figures = new ArrayList<>();
        for (Stage stage : Stage.values()) {
            if (blocks.stream().noneMatch(o -> o.stages().entered(stage))) {
                continue;
            }
            double[] micros = blocks.stream().mapToDouble(o -> o.stages().micros(stage)).toArray();
            double[] bytes = blocks.stream().mapToDouble(o -> o.stages().bytes(stage)).toArray();
            figures.add(figure(stage, micros, bytes, epochs));
        }
        double inside = weighted(blocks, BlockStages::appMicros);
        double allocated = weighted(blocks, BlockStages::allocatedBytes);
        boolean containerOnly = figures.stream().allMatch(f -> isContainerStage(f.stage()));
        return new EndpointStages(name, messages, missing, malformed, mismatches, figures, inside, allocated,
                weighted(blocks, StageEstimator::stageMicrosSum), weighted(blocks, StageEstimator::stageBytesSum),
                !servlet && containerOnly);
    }

    private static CostStages cost(CostPair c, List<BlockOutcome> baseline, List<BlockOutcome> soap) {
        Map<Integer, BlockOutcome> baseByRound = new HashMap<>();
        baseline.forEach(o -> baseByRound.put(o.result().index(), o));
        List<BlockOutcome[]> pairs = new ArrayList<>();
        soap.stream().sorted(java.util.Comparator.comparingInt(o -> o.result().index())).forEach(o -> {
            BlockOutcome partner = baseByRound.get(o.result().index());
            if (partner != null) {
                pairs.add(new BlockOutcome[] {partner, o});
            }
        });
        // The SOAP block's epoch labels the pair, as the cost's own: both blocks of a round share the connections.
        int[] epochs = pairs.stream().mapToInt(p -> p[1].result().epoch()).toArray();
        List<StageFigure> figures = new ArrayList<>();
        for (Stage stage : Stage.values()) {
            if (pairs.stream().noneMatch(p -> p[0].stages().entered(stage) || p[1].stages().entered(stage))) {
                continue;
            }
            double[] micros = pairs.stream()
                    .mapToDouble(p -> p[1].stages().micros(stage) - p[0].stages().micros(stage)).toArray();
            double[] bytes = pairs.stream()
                    .mapToDouble(p -> p[1].stages().bytes(stage) - p[0].stages().bytes(stage)).toArray();
            figures.add(figure(stage, micros, bytes, epochs));
        }
        return new CostStages(c.endpoint(), c.baseline(), pairs.size(), figures,
                java.util.Arrays.stream(epochs).boxed().toList());
    }

    /** A stage's figure from its values per block (or pair): means with intervals, the bytes' spread. */
    static StageFigure figure(Stage stage, double[] micros, double[] bytes, int[] epochs) {
        PairedEstimate time = PairedEstimate.clustered(micros, epochs);
        boolean exact = java.util.Arrays.stream(bytes).allMatch(Double::isFinite);
        List<Double> unitMicros = java.util.Arrays.stream(micros).boxed().toList();
        if (!exact) {
            return new StageFigure(stage, time.micros(), time.ci95Micros(), Double.NaN, Double.NaN, Double.NaN,
                    Double.NaN, false, unitMicros, List.of());
        }
        PairedEstimate allocated = PairedEstimate.clustered(bytes, epochs);
        double min = java.util.Arrays.stream(bytes).min().orElse(Double.NaN);
        double max = java.util.Arrays.stream(bytes).max().orElse(Double.NaN);
        return new StageFigure(stage, time.micros(), time.ci95Micros(), allocated.micros(), allocated.ci95Micros(),
                min, max, true, unitMicros, java.util.Arrays.stream(bytes).boxed().toList());
    }

    private static double stageBytesSum(BlockStages s) {
        double sum = 0;
        for (Stage stage : Stage.values()) {
            sum += s.bytes(stage);
        }
        return sum;
    }

    private static double stageMicrosSum(BlockStages s) {
        double sum = 0;
        for (Stage stage : Stage.values()) {
            sum += s.micros(stage);
        }
        return sum;
    }

    /** The mean of a block figure weighted by the blocks' messages (NaN blocks left out). */
    private static double weighted(List<BlockOutcome> blocks, java.util.function.ToDoubleFunction<BlockStages> value) {
        double sum = 0;
        long n = 0;
        for (BlockOutcome o : blocks) {
            double v = value.applyAsDouble(o.stages());
            if (Double.isFinite(v)) {
                sum += v * o.stages().messages();
                n += o.stages().messages();
            }
        }
        return n == 0 ? Double.NaN : sum / n;
    }
}
