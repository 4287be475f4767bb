package org.echosoap.client.stages;

import java.util.List;
import java.util.function.Predicate;
import org.echosoap.client.stats.PairedEstimate;
import org.echosoap.server.stages.Stage;

/**
 * A cost's exact stages: per stage, endpoint − baseline paired by round, in pipeline order (the stages either side
 * entered).
 *
 * @param endpoint   the SOAP (or other measured) endpoint
 * @param baseline   its baseline; null for an endpoint's own stages ({@link #own}), which are not a difference
 * @param pairs      rounds both sides measured with stages
 * @param stages     each stage's difference per message with its interval
 * @param pairEpochs the epoch of each pair, in the order of the stages' {@link StageFigure#unitMicros} (empty when
 *                   read back from a file that does not keep them: {@link #sum} then has no interval)
 */
public record CostStages(String endpoint, String baseline, int pairs, List<StageFigure> stages,
                         List<Integer> pairEpochs) {

    /** Freezes the lists. */
    public CostStages {
        stages = List.copyOf(stages);
        pairEpochs = List.copyOf(pairEpochs);
    }

    /**
     * An endpoint's own stages per message, not a difference: shown where its baseline has none (the rpc suite's TCP
     * ping-pong).
     */
    public static CostStages own(String endpoint, int messages, List<StageFigure> stages) {
        return new CostStages(endpoint, null, messages, stages, List.of());
    }

    /** Whether these are an endpoint's own stages ({@link #own}) rather than endpoint − baseline. */
    public boolean isOwn() {
        return baseline == null;
    }

    /** A cost whose pairs' epochs are not known. */
    public CostStages(String endpoint, String baseline, int pairs, List<StageFigure> stages) {
        this(endpoint, baseline, pairs, stages, List.of());
    }

    /**
     * The cost of the stages {@code which} selects, together: the pairs' sums, with the interval over them as each
     * stage's own is (clustered by epoch), so that a group such as the container's two stages gets an interval that
     * is not the sum of two intervals. Bytes are exact when every stage summed is.
     */
    public Sum sum(Predicate<Stage> which) {
        List<StageFigure> chosen = stages.stream().filter(f -> which.test(f.stage())).toList();
        if (chosen.isEmpty()) {
            return null;
        }
        int n = chosen.get(0).unitMicros().size();
        boolean exact = chosen.stream().allMatch(f -> f.exact() && f.unitBytes().size() == n);
        double bytes = chosen.stream().mapToDouble(StageFigure::allocatedBytes).sum();
        double micros = chosen.stream().mapToDouble(StageFigure::micros).sum();
        boolean aligned = n >= 2 && pairEpochs.size() == n && chosen.stream().allMatch(f -> f.unitMicros().size() == n);
        if (!aligned) {
            return new Sum(micros, Double.NaN, exact ? bytes : Double.NaN);
        }
        double[] sums = new double[n];
        for (StageFigure f : chosen) {
            for (int i = 0; i < n; i++) {
                sums[i] += f.unitMicros().get(i);
            }
        }
        int[] epochs = pairEpochs.stream().mapToInt(Integer::intValue).toArray();
        PairedEstimate time = PairedEstimate.clustered(sums, epochs);
        return new Sum(time.micros(), time.ci95Micros(), exact ? bytes : Double.NaN);
    }

    /**
     * Stages taken together: µs per message ± 95% CI (NaN when unknown) and bytes per message (NaN when not exact).
     */
    public record Sum(double micros, double ci95Micros, double allocatedBytes) {
    }
}
