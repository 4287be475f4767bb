package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.result.HostNoise;
import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.stats.Mser5;
import org.echosoap.client.stats.Sample;

/**
 * How much of a run's spread is the machine's and how much the message's own, and the cause the figures support.
 *
 * <p>The machine's speed is read from the baseline: its level (the mean of its blocks' statistic) per epoch moves
 * only with the machine, since the baseline's own work does not change. The message's own spread is that of the
 * measured endpoint's level divided by the baseline's in the same epoch: a machine that runs everything 10% slower
 * leaves that ratio alone. Both are 1 sd of the per-epoch values over their mean, in percent. A run on one set of
 * connections (no epochs) is cut into stretches of {@link Defaults#EPOCH_ROUNDS} rounds instead.
 *
 * <pre>{@code
 * NoiseFigures n = NoiseFigures.of(host, "null", nullBlocks, "EchoFloat", echoBlocks, BlockStatistic.MEAN, false);
 * n.consoleLine();  // "this VM's speed moved ±14% over the run (steal 6.1%); EchoFloat's own spread ±3%"
 * }</pre>
 *
 * @param host                 the hosts' counters over the measured part
 * @param levelEndpoint        the endpoint whose level tells the machine's speed (the baseline, or the only endpoint)
 * @param measuredEndpoint     the endpoint whose own spread is given, or null without a baseline
 * @param epochs               the epochs (or stretches) the spreads are over
 * @param machineWanderPercent 1 sd of the baseline's per-epoch level over its mean, %; NaN with fewer than 3 epochs
 * @param messageSpreadPercent 1 sd of the per-epoch ratio measured / baseline over its mean, %; NaN without either
 * @param verdict              the causes the figures support
 * @param serverInOtherProcesses the server's counters are absent and it may run on this host: "other processes"
 *                             may hold its CPU, and name no busy machine
 */
public record NoiseFigures(HostNoise host, String levelEndpoint, String measuredEndpoint, int epochs,
                           double machineWanderPercent, double messageSpreadPercent, NoiseCauses.Verdict verdict,
                           boolean serverInOtherProcesses) {

    /** Figures where the server's CPU, if on this host, was taken out of "other processes". */
    public NoiseFigures(HostNoise host, String levelEndpoint, String measuredEndpoint, int epochs,
                        double machineWanderPercent, double messageSpreadPercent, NoiseCauses.Verdict verdict) {
        this(host, levelEndpoint, measuredEndpoint, epochs, machineWanderPercent, messageSpreadPercent, verdict, false);
    }

    /** Fewer epochs than this give no spread worth printing. */
    static final int MIN_EPOCHS = 3;

    /** A report without noise figures (tests, merged and older results). */
    public static final NoiseFigures UNKNOWN = new NoiseFigures(HostNoise.UNKNOWN, null, null, 0, Double.NaN,
            Double.NaN, new NoiseCauses.Verdict(List.of(NoiseCauses.Cause.UNKNOWN), "not measured"));

    /** Whether the run measured its noise at all. */
    public boolean known() {
        return host.known() || Double.isFinite(machineWanderPercent);
    }

    /**
     * The figures of a run.
     *
     * @param baselineBlocks the level endpoint's complete blocks in order
     * @param measuredBlocks the measured endpoint's complete blocks in order (paired by round), or null without a
     *                       baseline
     * @param soapTail       whether the SOAP side's cost by means exceeds its cost by medians beyond their intervals
     */
    public static NoiseFigures of(HostNoise host, String levelEndpoint, List<BlockResult> baselineBlocks,
                                  String measuredEndpoint, List<BlockResult> measuredBlocks, BlockStatistic statistic,
                                  boolean soapTail) {
        return of(host, levelEndpoint, baselineBlocks, measuredEndpoint, measuredBlocks, statistic, soapTail, false);
    }

    /**
     * As above; {@code serverMayBeHere}: the server's counters are absent and its address is one of this host's, so
     * "other processes" may hold the server's own CPU: then they name no busy machine (the server's work is not
     * another process's), and the line says they are not separable.
     */
    public static NoiseFigures of(HostNoise host, String levelEndpoint, List<BlockResult> baselineBlocks,
                                  String measuredEndpoint, List<BlockResult> measuredBlocks, BlockStatistic statistic,
                                  boolean soapTail, boolean serverMayBeHere) {
        Map<Integer, double[]> base = levels(baselineBlocks, statistic);
        double wander = relativeSd(base.values().stream().mapToDouble(l -> l[0]).toArray());
        double spread = Double.NaN;
        boolean trend = false;
        if (measuredBlocks != null) {
            Map<Integer, double[]> own = levels(measuredBlocks, statistic);
            List<Double> ratios = new ArrayList<>();
            base.forEach((epoch, level) -> {
                double[] o = own.get(epoch);
                if (o != null && level[0] > 0) {
                    ratios.add(o[0] / level[0]);
                }
            });
            spread = relativeSd(ratios.stream().mapToDouble(Double::doubleValue).toArray());
            trend = earlyTrend(measuredBlocks, statistic);
        } else {
            trend = earlyTrend(baselineBlocks, statistic);
        }
        HostNoise.Side c = host.client();
        HostNoise.Side s = host.server();
        boolean mixed = serverMayBeHere && !s.known();
        NoiseCauses.Verdict verdict = NoiseCauses.judge(new NoiseCauses.Evidence(c.stealPercent(),
                host.sameHost() ? Double.NaN : s.stealPercent(), mixed ? Double.NaN : c.otherProcessesPercent(),
                host.sameHost() ? Double.NaN : s.otherProcessesPercent(), trend, soapTail));
        return new NoiseFigures(host, levelEndpoint, measuredBlocks == null ? null : measuredEndpoint,
                base.size(), base.size() < MIN_EPOCHS ? Double.NaN : wander,
                base.size() < MIN_EPOCHS ? Double.NaN : spread, verdict, mixed);
    }

    /**
     * A warm-up the measured blocks still contain cuts at least this many of MSER-5's batches (one batch of 5 is
     * often cut from stationary noise by chance)...
     */
    static final int TREND_MIN_CUT_BATCHES = 2;

    /** ... and the values cut lie at least this fraction above the level after the cut (JIT: tens of percent). */
    static final double TREND_CUT_ABOVE_FRACTION = 0.10;

    /**
     * MSER-5 over the blocks' server time (latency where the server sends no Server-Timing), as priming judges it:
     * a trend when the series is not steady (the level still falls, or the warm-up reaches past half the blocks), or
     * when MSER-5 cuts a warm-up of {@value #TREND_MIN_CUT_BATCHES} batches or more whose values lie
     * {@value #TREND_CUT_ABOVE_FRACTION} or more above the rest. Needs {@link Mser5#MIN_BATCHES} batches.
     */
    static boolean earlyTrend(List<BlockResult> blocks, BlockStatistic statistic) {
        boolean server = !blocks.isEmpty() && blocks.stream().allMatch(BlockResult::hasServerTiming);
        double[] series = blocks.stream().mapToDouble(b -> server ? b.serverMicros(statistic) : b.latencyMicros(statistic))
                .filter(Double::isFinite).toArray();
        return earlyTrend(series);
    }

    static boolean earlyTrend(double[] series) {
        Mser5 m = Mser5.of(series);
        if (!m.enoughBatches()) {
            return false;
        }
        if (!m.steady()) {
            return true;
        }
        int cut = m.truncationValues();
        if (cut < TREND_MIN_CUT_BATCHES * Mser5.BATCH) {
            return false;
        }
        double cutMean = 0;
        for (int i = 0; i < cut; i++) {
            cutMean += series[i];
        }
        cutMean /= cut;
        return cutMean >= (1 + TREND_CUT_ABOVE_FRACTION) * m.truncatedMean();
    }

    /** Per epoch (or stretch of rounds), the mean of the blocks' statistic, by epoch in order. */
    private static Map<Integer, double[]> levels(List<BlockResult> blocks, BlockStatistic statistic) {
        boolean epochs = blocks.stream().mapToInt(BlockResult::epoch).distinct().count() >= MIN_EPOCHS;
        Map<Integer, List<Double>> byGroup = new TreeMap<>();
        for (BlockResult b : blocks) {
            double v = b.latencyMicros(statistic);
            if (Double.isFinite(v)) {
                int group = epochs ? b.epoch() : b.index() / Defaults.EPOCH_ROUNDS;
                byGroup.computeIfAbsent(group, k -> new ArrayList<>()).add(v);
            }
        }
        Map<Integer, double[]> levels = new TreeMap<>();
        byGroup.forEach((g, values) -> levels.put(g,
                new double[] {values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN)}));
        return levels;
    }

    private static double relativeSd(double[] values) {
        if (values.length < MIN_EPOCHS) {
            return Double.NaN;
        }
        double mean = Sample.mean(values);
        return mean > 0 ? 100 * Sample.sampleStandardDeviation(values) / mean : Double.NaN;
    }

    /** Whether the machine moved enough to be told about ({@link NoiseCauses#NOISY_WANDER_PERCENT}). */
    public boolean noisy() {
        return Double.isFinite(machineWanderPercent) && machineWanderPercent > NoiseCauses.NOISY_WANDER_PERCENT;
    }

    /**
     * The console's line: "this VM's speed moved ±14% over the run (null's level over 30 epochs; steal 6.1%, other
     * processes 2%, ...); EchoFloat's own spread ±3%".
     */
    public String consoleLine() {
        StringBuilder sb = new StringBuilder();
        if (Double.isFinite(machineWanderPercent)) {
            sb.append(String.format(Locale.ROOT, "this VM's speed moved ±%.0f%% over the run (%s's level, 1 sd over "
                    + "%d epochs; %s)", machineWanderPercent, levelEndpoint, epochs, hostFigures()));
        } else {
            sb.append(String.format(Locale.ROOT, "this VM's speed over the run: too few epochs to tell (%s)",
                    hostFigures()));
        }
        if (Double.isFinite(messageSpreadPercent)) {
            sb.append(String.format(Locale.ROOT, "; %s's own spread ±%.0f%%", measuredEndpoint, messageSpreadPercent));
        }
        return sb.toString();
    }

    /** "steal 6.1%, other processes 2% of CPU, client 850 involuntary switches/s; server on the same host, ...". */
    String hostFigures() {
        HostNoise.Side c = host.client();
        HostNoise.Side s = host.server();
        StringBuilder sb = new StringBuilder();
        if (c.known()) {
            sb.append(String.format(Locale.ROOT, "steal %.1f%%, other processes %.0f%% of CPU%s, client %,.0f "
                    + "involuntary switches/s", c.stealPercent(), c.otherProcessesPercent(),
                    serverInOtherProcesses ? " (the server's own included: its counters absent)" : "",
                    c.involuntarySwitchesPerSec()));
        } else {
            sb.append("client host figures absent: ").append(c.absentReason());
        }
        if (host.sameHost()) {
            sb.append(String.format(Locale.ROOT, "; server on the same host (counted once), %,.0f involuntary "
                    + "switches/s", s.involuntarySwitchesPerSec()));
        } else if (s.known()) {
            sb.append(String.format(Locale.ROOT, "; server host: steal %.1f%%, other processes %.0f%%, %,.0f "
                    + "involuntary switches/s", s.stealPercent(), s.otherProcessesPercent(), s.involuntarySwitchesPerSec()));
        } else {
            sb.append("; server host figures absent: ").append(s.absentReason());
        }
        return sb.toString();
    }
}
