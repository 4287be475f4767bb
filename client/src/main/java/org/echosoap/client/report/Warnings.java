package org.echosoap.client.report;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.echosoap.client.config.Durations;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.ErrorCounts;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.stats.BytesHold;
import org.echosoap.client.stats.BimodalityDetector;
import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.Modality;
import org.echosoap.client.stats.NagleStall;
import org.echosoap.client.stats.NagleStallDetector;
import org.echosoap.client.stats.PairedEstimate;
import org.echosoap.client.stats.SteadyState;

/**
 * What a careful reader must be told about a run, at most one line per kind: each line says what was seen (for
 * every endpoint it concerns), what it did to the figures where that is known, and the one thing to do.
 *
 * <pre>{@code
 * Warnings w = new Warnings();
 * w.examine(figures, outcomes);     // per endpoint: errors, stalls, bimodality
 * w.warnings();                     // one Warning per kind: "Nagle + delayed-ACK stalls: null 4% ... - check TCP_NODELAY"
 * }</pre>
 */
final class Warnings {

    /** The kinds, in the order their lines are printed. */
    enum Kind {
        INCOMPLETE, ERRORS, RATE, NO_SUCCESS, PRECISION, NOISE, NOISE_SOURCE, PRIMING, WARMING, NEGATIVE_PART, TAIL, NAGLE, BIMODAL
    }

    /**
     * The middle 80% of an endpoint's block throughputs spreading over more than this share of their median names a
     * noisy machine as the likely reason for a precision target missed (its cause comes from {@link NoiseCauses}). Why the middle and why 60 %: over the ~240
     * blocks of a 30-60 s run the range (max − min) grows with one stray block: quiet 2-vCPU runs showed ranges of
     * 84-124 % (over the 100 % this rule once used), while their middle 80 % spread 32-53 %; with two busy loops
     * beside them, 66-70 % (2026-11-27, echoFloat and the demo; few runs, so a coarse line).
     */
    static final double BUSY_SPREAD_PERCENT = 60.0;

    private final Map<Kind, List<String>> seen = new EnumMap<>(Kind.class);
    private final Map<Kind, List<String>> subjects = new EnumMap<>(Kind.class);
    private final Map<Kind, String> advice = new EnumMap<>(Kind.class);
    private final List<String> bimodalEndpoints = new ArrayList<>();

    /** The per-endpoint checks of a closed-loop run. */
    void examine(EndpointFigures f, List<BlockOutcome> outcomes, BlockHistograms pooled) {
        examine(f, outcomes, pooled, false);
    }

    /**
     * The per-endpoint checks: errors, a rate not held, blocks without success, Nagle stalls, bimodality. Open loop
     * ({@code openLoop}) leaves bimodality out: latencies from the intended send time include the queue behind any
     * pause, which makes them multimodal by design, not by CPU placement.
     */
    void examine(EndpointFigures f, List<BlockOutcome> outcomes, BlockHistograms pooled, boolean openLoop) {
        if (f.errors() > 0) {
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%s %d (", f.endpoint(), f.errors()));
            f.errorsByKind().forEach((k, v) -> sb.append(k).append(' ').append(v.count()).append(", "));
            sb.setLength(sb.length() - 2);
            sb.append("; first: ").append(f.errorsByKind().values().iterator().next().firstReason()).append(')');
            add(Kind.ERRORS, f.endpoint(), sb.toString(), "see errorsByKind in result.json");
        }
        if (f.rate() != null && !f.rate().held()) {
            add(Kind.RATE, f.endpoint(), String.format(Locale.ROOT, "%s %,.0f/s of %,.0f/s (%s)", f.endpoint(),
                    f.rate().achievedPerSec(), f.rate().askedPerSec(), f.rate().cause()),
                    "its latencies are those of the rate achieved, not the rate asked");
        }
        if (!allHaveSuccesses(outcomes.stream().filter(o -> !o.partial()).map(BlockOutcome::result).toList())) {
            add(Kind.NO_SUCCESS, f.endpoint(), f.endpoint(), "no cost is computed from it");
        }
        Histogram all = pooled.latencyMicros();
        Histogram allServer = pooled.serverAppMicros();
        NagleStall stall = NagleStallDetector.detect(all, allServer);
        if (stall.stalled()) {
            add(Kind.NAGLE, f.endpoint(), String.format(Locale.ROOT, "%s %.2g%% of requests at about %d ms add %.0f µs to its mean",
                    f.endpoint(), stall.share() * 100, stall.stallMillis(), stall.addedMeanMicros()),
                    "check TCP_NODELAY on both sides");
        }
        Modality modality = openLoop ? null : BimodalityDetector.detect(all);
        if (modality != null && modality.bimodal()) {
            bimodalEndpoints.add(f.endpoint());
            add(Kind.BIMODAL, f.endpoint(), String.format(Locale.ROOT, "%s %.0f µs for %.0f%% of requests, %.0f µs for the rest "
                            + "(+%.0f µs on the mean)", f.endpoint(), modality.lowerModeMicros(),
                            modality.lowerShare() * 100, modality.upperModeMicros(), modality.addedMeanMicros()),
                    "on small VMs client and server share a CPU part of the time; pin them (server start --cpus, "
                            + "run --cpus) for steadier figures");
        }
    }

    /**
     * The server's own time still fell while the blocks were measured: priming stopped on a plateau of the JIT
     * (measured: declared steady at 144 µs inside the webapp, then 65 and 37 µs over the run), and the early pairs
     * overstate the cost. Judged on the median server time of the first quarter of the blocks against the second
     * half; needs 8 blocks at least.
     */
    void warmingWhileMeasured(EndpointFigures f) {
        List<Double> server = f.blocks().stream().filter(b -> !b.partial()).map(EndpointFigures.BlockFigures::serverMedianMicros)
                .filter(Double::isFinite).toList();
        if (server.size() < 8) {
            return;
        }
        double early = median(server.subList(0, server.size() / 4));
        double late = median(server.subList(server.size() / 2, server.size()));
        if (early - late > Math.max(WARMING_FRACTION * late, WARMING_MICROS)) {
            add(Kind.WARMING, f.endpoint(), String.format(Locale.ROOT, "%s's time inside the webapp fell from %.0f to %.0f µs over the "
                    + "run", f.endpoint(), early, late), "the server was still warming up (JIT); the cost is biased "
                    + "upward: raise --prime, or repeat the run");
        }
    }

    /**
     * The cost of the average message (block means) and of the typical one (block medians) disagree beyond their
     * intervals (the intervals do not overlap): a right tail of the SOAP side's own, such as the GC pauses of its
     * garbage landing on SOAP requests, which the median leaves out.
     */
    void meanAndMedianDisagree(CostEstimate c, EndpointFigures soap, EndpointFigures baseline) {
        PairedEstimate mean = c.costByMean();
        PairedEstimate median = c.costByMedian();
        if (!disagree(c)) {
            return;
        }
        boolean tail = mean.micros() > median.micros();
        // A ping-pong baseline (the RPC rows') has no server figures: then only the measured side's allocation.
        String against = baseline.allocation().count() == 0 ? ""
                : String.format(Locale.ROOT, " against %,.0f B per %s request", baseline.allocation().meanBytes(),
                        baseline.endpoint());
        String alloc = soap.allocation().count() == 0 ? ""
                : String.format(Locale.ROOT, "; the server allocates %,.0f B per %s message%s, and the GC pauses of "
                        + "that garbage land on its requests", soap.allocation().meanBytes(), soap.endpoint(), against);
        add(Kind.TAIL, c.soapEndpoint(), String.format(Locale.ROOT, "%s: by block means %.1f ± %.1f µs, by block medians %.1f ± %.1f µs "
                        + "(mean − p50: %s %.0f µs, %s %.0f µs%s)", c.soapEndpoint(), mean.micros(), mean.ci95Micros(),
                        median.micros(), median.ci95Micros(), soap.endpoint(),
                        soap.latencyMicros().meanMicros() - soap.latencyMicros().p50Micros(), baseline.endpoint(),
                        baseline.latencyMicros().meanMicros() - baseline.latencyMicros().p50Micros(), alloc),
                tail ? "a right tail on the SOAP side: the mean counts it, the median does not; the mean is what the "
                        + "average message costs, the median what a typical one does"
                        : "the SOAP side's typical message costs more than its average: read both; blocks with "
                        + "fast outliers on the SOAP side (cache effects) would do this");
    }

    /** Whether the cost by block means and by block medians disagree beyond their intervals (either way). */
    static boolean disagree(CostEstimate c) {
        PairedEstimate mean = c.costByMean();
        PairedEstimate median = c.costByMedian();
        return mean.known() && median.known() && !Double.isNaN(mean.ci95Micros()) && !Double.isNaN(median.ci95Micros())
                && Math.abs(mean.micros() - median.micros()) > mean.ci95Micros() + median.ci95Micros();
    }

    /** The SOAP side's own right tail: the means' cost above the medians' beyond their intervals. */
    static boolean tailOfItsOwn(CostEstimate c) {
        return disagree(c) && c.costByMean().micros() > c.costByMedian().micros();
    }

    /** How a layer scenario's name starts ({@code layer.mtom.echoBinary}): its cost is a difference of two messages. */
    private static final String LAYER_PREFIX = "layer.";

    /**
     * A part of a cost (the whole, inside the webapp, or outside it) is negative beyond its interval: doing more work
     * cannot take time, so something outside the subtraction differs between the two endpoints. Not for a layer's
     * pair, whose measured side need not do more work than its plain side.
     */
    void negativePart(CostEstimate c, boolean bimodal) {
        if (c.scenario() != null && c.scenario().startsWith(LAYER_PREFIX)) {
            return; // a layer's pair is two SOAP messages: the one with the layer may well be cheaper (MTOM, FI)
        }
        StringBuilder parts = new StringBuilder();
        negative(parts, "the cost", c.cost());
        negative(parts, "inside the webapp", c.inside());
        negative(parts, "outside it", c.outside());
        if (parts.length() == 0) {
            return;
        }
        add(Kind.NEGATIVE_PART, c.soapEndpoint(), c.soapEndpoint() + " over " + c.baselineEndpoint() + ": " + parts,
                bimodal ? "latency is bimodal: client and server threads share CPUs some of the time and not the "
                        + "rest, differently for the two endpoints; pin them apart (server start --cpus, run --cpus) "
                        + "and read the part inside the webapp, which the server's own clock measures"
                        : "where client and server threads run differs between the two endpoints (one answers sooner "
                        + "and finds the other's CPU still awake); pin them (server start --cpus, run --cpus) and "
                        + "read the part inside the webapp, which the server's own clock measures");
    }

    private static void negative(StringBuilder sb, String name, PairedEstimate e) {
        // Beyond its interval by more than the histograms' 1 µs resolution: smaller negatives are rounding.
        if (e.known() && Double.isFinite(e.ci95Micros()) && e.micros() + e.ci95Micros() < -RESOLUTION_MICROS) {
            sb.append(sb.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%s %.1f ± %.1f µs", name,
                    e.micros(), e.ci95Micros()));
        }
    }

    /** The latency histograms' resolution. */
    static final double RESOLUTION_MICROS = 1.0;

    /** Whether {@code endpoint}'s latency was found bimodal by {@link #examine}. */
    boolean bimodal(String endpoint) {
        return bimodalEndpoints.contains(endpoint);
    }

    /** Relative fall of the server's time over a run that counts as still warming up. */
    static final double WARMING_FRACTION = 0.10;

    /** ... and at least this many µs (block medians of a few µs flip at the 1 µs resolution). */
    static final double WARMING_MICROS = 3.0;

    private static double median(List<Double> values) {
        return org.echosoap.client.stats.Sample.median(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    void noCompleteBlock(String endpoint, ErrorCounts errors) {
        add(Kind.NO_SUCCESS, endpoint, errors.total() == 0 ? endpoint + " (no complete block)"
                : String.format(Locale.ROOT, "%s (no complete block; %d failed requests: %s)", endpoint,
                        errors.total(), errors.summary()), "no cost is computed from it");
    }

    /**
     * The time limit ended the run before one round completed (on many connections its blocks are cut there too):
     * no pair, so no cost, said in one line with what a block waits for.
     */
    void noPairWithinTime(MeasuredRun.StopReason stop, int connections) {
        // Opening the connections counts against --max-time: said when it took a noticeable share of it.
        String opening = stop.openingMillis() < 100 ? "" : String.format(Locale.ROOT,
                " (opening the %,d connections took %.1f s of --max-time before it)", connections,
                stop.openingMillis() / 1000.0);
        add(Kind.PRECISION, String.format(Locale.ROOT, "no pair in %.1f s of measuring%s: the time limit cut the "
                + "first round before its blocks completed (each waits for %d requests on each of %,d connections)",
                stop.measuringMillis() / 1000.0, opening, org.echosoap.client.config.Defaults.SETTLE_REQUESTS
                        + org.echosoap.client.config.Defaults.minRecordedPerConnection(connections), connections),
                "give the run more time (--max-time) or fewer connections");
    }

    void incomplete(String reason) {
        add(Kind.INCOMPLETE, reason == null ? "stopped early" : reason, "the figures cover the blocks that finished");
    }

    /**
     * Endpoints whose priming ran out before MSER-5 found their block medians steady, or (with --stages) before their
     * bytes per message held.
     */
    void priming(List<MeasuredRun.Priming> priming, Duration limit) {
        for (MeasuredRun.Priming p : priming) {
            if (p.blocks() == 0 || p.steady()) {
                continue;
            }
            if (p.bytes() == BytesHold.Verdict.MOVING && p.warmupBlocks() >= 0) {
                add(Kind.PRIMING, p.endpoint(), String.format(Locale.ROOT, "%s's bytes per message still moved in the "
                        + "second half of its %d priming blocks (%.1f s)", p.endpoint(), p.blocks(), p.millis() / 1000.0),
                        "its stage bytes may lie above the steady ones (a fresh server's EchoFloat fell for about 80 s "
                        + "here); raise --prime (now " + Durations.format(limit) + ")");
                continue;
            }
            String item = p.warmupBlocks() < 0
                    ? String.format(Locale.ROOT, "%s only %d blocks in %.1f s, too few to judge (MSER-5 needs %d)",
                            p.endpoint(), p.blocks(), p.millis() / 1000.0, SteadyState.FIRST_LOOK_BLOCKS)
                    : String.format(Locale.ROOT, "%s not steady after %d blocks in %.1f s (MSER-5: its warm-up lies "
                            + "past half the blocks, or the level still fell)", p.endpoint(), p.blocks(), p.millis() / 1000.0);
            add(Kind.PRIMING, p.endpoint(), item, "early pairs may be biased upward; raise --prime (now "
                    + Durations.format(limit) + ")");
        }
    }

    /** The precision target was not met: how far off, and the likely reason with its remedy. */
    void precisionNotMet(RunReport.PrecisionOutcome p, MeasuredRun.StopReason stop, List<CostEstimate> costs,
                         List<EndpointFigures> endpoints, RunOptions options) {
        precisionNotMet(p, stop, costs, endpoints, options, NoiseFigures.UNKNOWN);
    }

    /** As above, naming the machine's noise by its measured cause ({@link NoiseCauses}). */
    void precisionNotMet(RunReport.PrecisionOutcome p, MeasuredRun.StopReason stop, List<CostEstimate> costs,
                         List<EndpointFigures> endpoints, RunOptions options, NoiseFigures noise) {
        if (!Double.isFinite(p.ci95Micros()) || !Double.isFinite(p.requiredCi95Micros())) {
            // Too few pairs for an interval (or no baseline level yet): one line saying so, never "±NaN".
            add(Kind.PRECISION, String.format(Locale.ROOT, "%s has no interval: %d pairs in %.1f s of measuring "
                    + "(an interval needs 2, a printed cost %d)", p.figure(), p.pairs(), stop.measuringMillis() / 1000.0,
                    PrecisionTarget.MIN_PAIRS), "give the run more time (--max-time) or fewer connections");
            return;
        }
        String seenText = String.format(Locale.ROOT, "%s ±%.1f µs, target ±%.1f µs, after %d pairs in %.1f s",
                p.figure(), p.ci95Micros(), p.requiredCi95Micros(), p.pairs(), stop.measuringMillis() / 1000.0);
        // The half-width shrinks as 1/sqrt(pairs): the measuring time that would have reached the target, roughly.
        double factor = Math.pow(p.ci95Micros() / p.requiredCi95Micros(), 2);
        long needSeconds = (long) Math.ceil(stop.measuringMillis() * factor / 1000.0);
        double noisiest = endpoints.stream().mapToDouble(e -> e.spread().middleSpreadPercent()).max().orElse(0);
        add(Kind.PRECISION, seenText, precisionRemedy(factor, needSeconds, !bimodalEndpoints.isEmpty(), noisiest,
                noise.known() ? noise.verdict() : null));
    }

    /**
     * The machine moved more than {@link NoiseCauses#NOISY_WANDER_PERCENT} over the run, or the precision target was
     * missed with noise figures measured: how much of the spread is the machine's, and the cause its figures support.
     */
    void noise(NoiseFigures noise, boolean precisionMissed) {
        if (!noise.known()) {
            return;
        }
        if (noise.noisy()) {
            add(Kind.NOISE, noise.measuredEndpoint(), noise.consoleLine() + "; cause: " + noise.verdict().text(),
                    NoiseCauses.advice(noise.verdict()));
        } else if (precisionMissed && noise.verdict().known()) {
            // Not "a noisy machine": its speed did not move beyond the rule, or too few epochs could tell. What the
            // figures do show is a cause beside the run; the line says both, from the same figures as the noise line.
            add(Kind.NOISE_SOURCE, noise.measuredEndpoint(), noise.verdict().text() + "; " + noise.consoleLine(),
                    NoiseCauses.advice(noise.verdict()));
        }
    }

    /**
     * Why a precision target was likely missed and what to do: too few pairs, bimodal latency, a noisy machine (the
     * middle 80% of an endpoint's blocks spread over more than {@link #BUSY_SPREAD_PERCENT} of their median
     * throughput; its cause is not guessed here), or else a cost small against the machine's noise.
     */
    static String precisionRemedy(double ciRatioSquared, long needSeconds, boolean bimodal, double middleSpreadPercent) {
        return precisionRemedy(ciRatioSquared, needSeconds, bimodal, middleSpreadPercent, null);
    }

    /**
     * As above, with the cause of the machine's noise that its figures support ({@link NoiseCauses}), or null when
     * they were not measured: a wide spread is then named by that cause, not guessed.
     */
    static String precisionRemedy(double ciRatioSquared, long needSeconds, boolean bimodal, double middleSpreadPercent,
                                  NoiseCauses.Verdict cause) {
        long seconds = Math.max(needSeconds, 1);
        if (!Double.isFinite(ciRatioSquared)) {
            return "too few pairs for an interval: raise --max-time";
        }
        if (bimodal) {
            return String.format(Locale.ROOT, "latency is bimodal (see below): pin client and server to CPUs, or "
                    + "--max-time %ds would likely reach it", seconds);
        }
        if (middleSpreadPercent > BUSY_SPREAD_PERCENT) {
            // The verdict's own text, figures and all: the noise line is made from the same verdict, so the two
            // cannot disagree (a fixed "no other processes" once stood beside "other processes 40% of CPU").
            String named = cause == null ? "its cause not measured (no /proc)" : cause.known()
                    ? "cause: " + cause.text() : cause.text();
            return String.format(Locale.ROOT, "the middle 80%% of the blocks' throughput spread over %.0f%% of its "
                    + "median (%s): %s, or --max-time %ds would likely reach it", middleSpreadPercent, named,
                    cause == null || !cause.known() ? "measure on a quiet machine" : NoiseCauses.advice(cause), seconds);
        }
        return String.format(Locale.ROOT, "the cost is small against this machine's noise: --max-time %ds would "
                + "likely reach it", seconds);
    }

    /** One warning per kind seen, in the kinds' order. */
    List<Warning> warnings() {
        List<Warning> list = new ArrayList<>();
        seen.forEach((kind, items) -> list.add(new Warning(kind.name().toLowerCase(Locale.ROOT).replace('_', '-'),
                label(kind), items, advice.get(kind), subjects.getOrDefault(kind, List.of()))));
        return list;
    }

    private void add(Kind kind, String item, String adviceText) {
        add(kind, null, item, adviceText);
    }

    /** An item about {@code subject} (an endpoint, a cost's SOAP endpoint), which a merged line names it by. */
    private void add(Kind kind, String subject, String item, String adviceText) {
        seen.computeIfAbsent(kind, k -> new ArrayList<>()).add(item);
        if (subject != null) {
            subjects.computeIfAbsent(kind, k -> new ArrayList<>()).add(subject);
        }
        advice.putIfAbsent(kind, adviceText);
    }

    private static String label(Kind kind) {
        return switch (kind) {
            case INCOMPLETE -> "INCOMPLETE run";
            case ERRORS -> "failed requests";
            case RATE -> "rate not held";
            case NO_SUCCESS -> "a block had no successful request";
            case PRECISION -> "precision target not met";
            case NOISE -> "a noisy machine";
            case NOISE_SOURCE -> "a source of noise beside the run";
            case PRIMING -> "not steady after priming";
            case WARMING -> "still warming up while measured";
            case NAGLE -> "Nagle + delayed-ACK stalls";
            case BIMODAL -> "bimodal latency";
            case NEGATIVE_PART -> "a negative part of a cost";
            case TAIL -> "mean and median costs disagree";
        };
    }

    static boolean allHaveSuccesses(List<BlockResult> blocks) {
        return blocks.stream().allMatch(t -> t.requests() > 0);
    }
}
