package org.echosoap.client.load;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.stats.CostEstimator;
import org.echosoap.client.stats.PairedEstimate;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.stats.BytesHold;
import org.echosoap.client.stats.SteadyState;
import org.echosoap.client.result.BlockHistograms;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.HostNoise;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.host.NoiseMeter;

/**
 * Drives the endpoints of a run in many short, interleaved blocks.
 *
 * <ol>
 *   <li><b>Priming</b>: each endpoint is driven unrecorded, in blocks, until MSER-5 finds its series of block
 *       medians steady at one of the rule's fixed looks (the server's JIT is warm; {@link SteadyState}) or
 *       {@code --prime} runs out.</li>
 *   <li><b>Rounds</b>: each round runs one block ({@code --duration}, 50 ms by default) of every endpoint on the
 *       same keep-alive connections and client threads ({@link WorkerSeats}, kept for the whole run), in the driving
 *       order on even rounds and reversed on odd ones: A B, B A, A B...
 *       The baseline is driven right next to the measured endpoint (extra rows go first), so the two blocks of a pair
 *       are adjacent in time and a steady linear drift cancels over every two rounds. The first requests after
 *       each switch are discarded ({@link Worker}).</li>
 *   <li><b>Stopping</b>: with a precision target, at fixed looks ({@link PrecisionTarget#isLook}) the cost of the
 *       measured endpoint over the baseline is estimated and the run stops when its CI is narrow enough, or when
 *       {@code --max-time} runs out; with {@code --precision off}, after {@code --repeat} rounds.</li>
 * </ol>
 *
 * <pre>{@code
 * MeasuredRun run = new Measurement(options, List.of(nullEndpoint, echoFloat), "null", abort, System.err).run();
 * }</pre>
 */
public final class Measurement {

    /** Rounds of a run with a precision target never exceed this (a bound besides --max-time). */
    static final int MAX_ROUNDS = 100_000;

    private final RunOptions options;
    /** The start of the {@code --hlog} files' names ("" for a single run). */
    private final String intervalLogPrefix;
    /** The request header that asks the server for its stages (the server's {@code Stages.REQUEST_HEADER}). */
    static final String STAGES_HEADER = "Echosoap-Stages";

    private final List<Endpoint> rotation;
    private final Endpoint baseline;
    private final Endpoint measured;
    private final List<Endpoint> drivingOrder;
    private final List<Endpoint> reversedOrder;
    private final AbortSignal abort;
    private final PrintStream progressOut;
    /** Requests of the unrecorded rounds after each renewal of the connections, per endpoint. */
    private final Map<String, Long> settlingRequests = new LinkedHashMap<>();
    /** Who watches the run besides the progress line ({@code --metrics-port}). */
    private RunObserver observer = RunObserver.NONE;
    /** The hosts' counters over the measured part (set when measuring begins). */
    private NoiseMeter meter;
    /** When the watcher last got an estimate it asked for in a fixed-rounds run (they are rationed: see below). */
    private long lastWatchedEstimateNanos;

    /**
     * @param rotation     the endpoints in table order: baseline (if any) first, the measured endpoint last
     * @param baselineName the baseline's name, or null for a run without one
     * @param progressOut  where the live progress line goes, or null for none
     */
    public Measurement(RunOptions options, List<Endpoint> rotation, String baselineName, AbortSignal abort,
                       PrintStream progressOut) {
        this(options, rotation, baselineName, abort, progressOut, "");
    }

    /**
     * As above; with {@code --hlog}, the interval logs' file names start with {@code intervalLogPrefix} (a suite's
     * part name, so that the parts' {@code null} baselines do not share one file).
     */
    public Measurement(RunOptions options, List<Endpoint> rotation, String baselineName, AbortSignal abort,
                       PrintStream progressOut, String intervalLogPrefix) {
        if (options.stages()) {
            // Every request of the run asks, priming included: baseline and SOAP requests keep the same head bytes.
            Endpoint.Header ask = new Endpoint.Header(STAGES_HEADER, "on");
            rotation = rotation.stream().map(e -> e.withHeader(ask)).toList();
        }
        this.intervalLogPrefix = intervalLogPrefix;
        this.options = options;
        this.rotation = List.copyOf(rotation);
        this.baseline = baselineName == null ? null
                : rotation.stream().filter(e -> e.name().equals(baselineName)).findFirst().orElseThrow();
        this.measured = rotation.get(rotation.size() - 1);
        List<Endpoint> order = new ArrayList<>(rotation);
        if (baseline != null && baseline != measured) {
            order.remove(baseline);
            order.add(order.size() - 1, baseline); // right before the measured endpoint
        }
        this.drivingOrder = List.copyOf(order);
        Collections.reverse(order);
        this.reversedOrder = List.copyOf(order);
        this.abort = abort;
        this.progressOut = progressOut;
    }

    /** The same measurement, watched by {@code watcher} between blocks; returns this. */
    public Measurement observedBy(RunObserver watcher) {
        this.observer = watcher;
        return this;
    }

    /** Runs priming and every round (or until aborted) and returns what was measured, complete or not. */
    public MeasuredRun run() throws IOException {
        Map<String, List<BlockOutcome>> blocks = new LinkedHashMap<>();
        Map<String, BlockHistograms> pooled = new LinkedHashMap<>();
        rotation.forEach(e -> {
            blocks.put(e.name(), new ArrayList<>());
            pooled.put(e.name(), new BlockHistograms());
        });
        boolean showProgress = progressOut != null && !options.quiet() && Terminal.stderrIsTerminal();
        ProgressLine progress = showProgress ? new ProgressLine(progressOut, limitSeconds()) : null;
        LiveBlock live = progress == null ? LiveBlock.NONE : progress;
        List<MeasuredRun.Priming> priming = new ArrayList<>();
        MeasuredRun.StopReason stop = new MeasuredRun.StopReason(MeasuredRun.StopReason.Kind.ABORTED, 0, 0);
        HostNoise noise = HostNoise.UNKNOWN;
        long openStart = System.nanoTime();
        try (IntervalLogs timeLine = options.intervalLog()
                     ? IntervalLogs.open(options.outDir(), intervalLogPrefix, rotation) : IntervalLogs.NONE;
             Epochs epochs = Epochs.open(options, rotation, abort, timeLine)) {
            long openingNanos = System.nanoTime() - openStart;
            observer.phase(RunObserver.Phase.PRIMING);
            primeAll(epochs.runner(), priming, progress, live);
            long overrunNanos = openingNanos + primingOverrunNanos(priming, options);
            observer.phase(RunObserver.Phase.MEASURING);
            // The hosts' counters around the measured part only: priming's JIT work is not the machine's noise.
            meter = NoiseMeter.start(options.target());
            try {
                stop = measure(epochs, blocks, pooled, progress, live, openingNanos / 1_000_000, overrunNanos);
            } finally {
                noise = meter.stop();
                settlingRequests.merge(epochs.openingEndpoint(), epochs.openingRequests(), Long::sum);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            abort.raise("interrupted");
        } finally {
            if (progress != null) {
                progress.finish();
            }
        }
        boolean complete = stop.kind() != MeasuredRun.StopReason.Kind.ABORTED;
        return new MeasuredRun(rotation, blocks, pooled, complete, abort.reason(), withSettling(priming), stop, noise);
    }

    /**
     * Primes every endpoint in turn, each until steady or {@code --prime}; then the time the steady ones left unused
     * (the run's priming budget is {@code --prime} per endpoint) goes to those not yet steady, in driving order. Why:
     * under a quick budget an endpoint that settles in half a second would leave its share unused while a slow one
     * (gRPC's first calls, a parser's cold path) is measured before it is steady.
     */
    private void primeAll(BlockRunner runner, List<MeasuredRun.Priming> priming, ProgressLine progress, LiveBlock live)
            throws InterruptedException {
        for (Endpoint endpoint : drivingOrder) {
            if (abort.isRaised()) {
                return;
            }
            priming.add(prime(runner, endpoint, options.prime(), options.firstLookPrimeLimit(), progress, live));
        }
        long leftMillis = options.prime().toMillis() * priming.size()
                - priming.stream().mapToLong(MeasuredRun.Priming::millis).sum();
        for (int i = 0; i < priming.size() && !abort.isRaised(); i++) {
            MeasuredRun.Priming p = priming.get(i);
            Duration more = Duration.ofMillis(Math.min(leftMillis, options.prime().toMillis()));
            if (p.steady() || p.blocks() == 0 || more.compareTo(LEAST_MORE_PRIMING) < 0) {
                continue;
            }
            MeasuredRun.Priming again = prime(runner, drivingOrder.get(i), more, more, progress, live);
            priming.set(i, p.then(again));
            leftMillis -= again.millis();
        }
    }

    /**
     * A block's server allocation per message: exact from its stages when it has them (a mean of exact figures), else
     * the mean of its allocation histogram (3 significant digits: within about 0.1 %, steps of ~32 B at 50 KB).
     */
    static double allocatedBytesPerMessage(BlockOutcome block) {
        double exact = block.stages().known() ? block.stages().allocatedBytes() : Double.NaN;
        return Double.isFinite(exact) ? exact : block.serverAllocatedMeanBytes();
    }

    /** The least unused priming worth giving to an endpoint not yet steady: the rule's first look needs blocks. */
    static final Duration LEAST_MORE_PRIMING = Duration.ofMillis(200);

    /**
     * Drives {@code endpoint} unrecorded until it is steady ({@link SteadyState}, judged at its fixed looks) or
     * {@code --prime} runs out; with {@code --stages}, for all of {@code --prime}. Why: on a fresh server JVM Axis2's path keeps getting faster for about 10 s of load,
     * and blocks measured before that would bias the cost upward; the first blocks of a new endpoint also pay the
     * JIT of its own code path.
     */
    private MeasuredRun.Priming prime(BlockRunner runner, Endpoint endpoint, Duration limit, Duration firstLookLimit,
                                      ProgressLine progress, LiveBlock live) throws InterruptedException {
        if (limit.isZero()) {
            return new MeasuredRun.Priming(endpoint.name(), 0, 0, 0, false, Double.NaN, -1);
        }
        BlockRunner primer = runner.forPriming(primeBlock(limit, options.warmup()));
        long start = System.nanoTime();
        primer.cutOffAt(start + firstLookLimit.toNanos());
        List<Double> medians = new ArrayList<>();
        List<Double> bytesPerMessage = new ArrayList<>();
        long requests = 0;
        boolean steady = false;
        BytesHold.Verdict bytes = BytesHold.Verdict.UNKNOWN;
        while (!abort.isRaised()) {
            if (progress != null) {
                progress.status(String.format(Locale.ROOT, "priming %s (block %d%s)", endpoint.name(), medians.size() + 1,
                        medians.size() >= SteadyState.FIRST_LOOK_BLOCKS ? ", not steady yet" : ""));
            }
            BlockOutcome block = primer.run(0, -1, endpoint, live);
            observer.blockDone(endpoint.name(), role(endpoint), RunObserver.Phase.PRIMING, block);
            // Every request counts, a block cut short by an abort too: the client's CPU per request divides by them.
            requests += block.sentRequests();
            // The server's own time shows the JIT's progress without the client-side noise (CPU placement moves a
            // block's latency median by tens of µs, which hid a JIT still at work in 2 s windows); latency where
            // the server sends no Server-Timing.
            double serverMedian = block.result().medianServerAppMicros();
            double median = Double.isNaN(serverMedian) ? block.result().medianLatencyMicros() : serverMedian;
            if (!Double.isNaN(median) && !block.partial()) {
                medians.add(median);
                bytesPerMessage.add(allocatedBytesPerMessage(block));
            }
            long primingNanos = System.nanoTime() - start;
            // A suite may allow more time to the rule's first look (RunOptions.firstLookTimeFactor): an endpoint of
            // slow messages then gets the blocks its judgement needs.
            boolean outOfTime = primingNanos >= limit.toNanos() && (medians.size() >= SteadyState.FIRST_LOOK_BLOCKS
                    || primingNanos >= firstLookLimit.toNanos());
            // Judged only at the rule's fixed looks (judging after every block would stop on the first block whose
            // noise hides a trend), and once more at the end: that last judgement is what the report says.
            if (SteadyState.isLook(medians.size()) || outOfTime) {
                bytes = BytesHold.judge(bytesPerMessage);
                steady = SteadyState.isSteady(medians) && !(options.stages() && bytes == BytesHold.Verdict.MOVING);
                // Exact stage bytes are --stages' promise, and they fall in steps long after the time is steady, with
                // plateaus of up to 25 s that no look can tell from the end (BytesHold). So with --stages every
                // endpoint is primed for all of --prime, as JMH warms up for a fixed time: fresh JVMs then measure
                // after the same history, and a --prime past the steps (120 s for EchoFloat here) ends on them.
                if ((steady && !options.stages()) || outOfTime) {
                    break;
                }
            }
        }
        return new MeasuredRun.Priming(endpoint.name(), (System.nanoTime() - start) / 1_000_000, medians.size(),
                requests, steady, medians.isEmpty() ? Double.NaN : medians.get(medians.size() - 1),
                SteadyState.warmupBlocks(medians), bytes);
    }

    /**
     * Priming blocks: {@link Defaults#PRIME_BLOCK} long, or shorter so that the steady-state rule's first look
     * ({@link SteadyState#FIRST_LOOK_BLOCKS} blocks) fits into a short {@code --prime} (a suite's parts are primed for
     * 1 s each): each block also spends {@code warmupPerBlock} and a few ms of overhead (blocks that exactly filled
     * the limit left some of the needed blocks unrun), so a quarter of room is left besides the warm-up; at least
     * 10 ms (each worker still records {@link Defaults#MIN_RECORDED_PER_BLOCK} requests in a block).
     */
    static Duration primeBlock(Duration primeLimit, Duration warmupPerBlock) {
        Duration fitting = primeLimit.dividedBy(SteadyState.FIRST_LOOK_BLOCKS * 5L / 4).minus(warmupPerBlock);
        Duration block = fitting.compareTo(Defaults.PRIME_BLOCK) < 0 ? fitting : Defaults.PRIME_BLOCK;
        return block.compareTo(MIN_PRIME_BLOCK) < 0 ? MIN_PRIME_BLOCK : block;
    }

    /** The shortest priming block. */
    static final Duration MIN_PRIME_BLOCK = Duration.ofMillis(10);

    /**
     * How far priming ran past its limits, all endpoints together: on thousands of connections a block cut at the
     * limit still waits for the answers in flight (a 50 ms priming took 0.4-0.9 s at 4,096), which the measuring then
     * gives up so that {@code --max-time} holds. The limit is each endpoint's first look's ({@code
     * firstLookPrimeLimit}, {@code --prime} outside suites): the unused priming handed on stays within it.
     */
    static long primingOverrunNanos(List<MeasuredRun.Priming> priming, RunOptions options) {
        long spentMillis = priming.stream().mapToLong(MeasuredRun.Priming::millis).sum();
        long limitMillis = Math.max(options.prime().toMillis(), options.firstLookPrimeLimit().toMillis())
                * priming.size();
        return Math.max(0, spentMillis - limitMillis) * 1_000_000;
    }

    /**
     * Measures rounds until the precision target, the time limit or an abort. The limit is what {@code --max-time}
     * left for measuring less {@code overrunNanos}: what opening the connections took before priming (a few ms on
     * one connection, seconds on thousands; {@code openingMillis}, kept on the stop) and what priming ran past its
     * own limits, which would otherwise run past the stated bound.
     */
    private MeasuredRun.StopReason measure(Epochs epochs, Map<String, List<BlockOutcome>> blocks,
                                           Map<String, BlockHistograms> pooled, ProgressLine progress, LiveBlock live,
                                           long openingMillis, long overrunNanos) throws InterruptedException {
        PrecisionTarget target = options.precision();
        int roundsPerEpoch = roundsPerEpoch(options);
        long start = System.nanoTime();
        long limitNanos = Math.max(0, options.maxTime().toNanos() - overrunNanos);
        long firstLookLimitNanos = Math.max(0, options.firstLookMaxTime().toNanos() - overrunNanos);
        // The stop rule below ends the run after a round; a round of blocks that each wait for their fewest requests
        // per connection can outlast the limit many times (thousands of connections), so a round's first block is
        // cut there too, from the second round on. The first round completes on few connections, so that a part of
        // slow messages (a suite's quick part, a cold client stack) still gives its one pair, as it did before the
        // cut; on many it is cut too (cutsFirstRound).
        long cutoff = start + firstLookLimitNanos;
        boolean cutFirstRound = cutsFirstRound(options.connections());
        long lastBlockNanos = 0;
        int sequence = 0;
        int round = 0;
        int roundsInEpoch = 0;
        while (true) {
            if (roundsInEpoch == roundsPerEpoch) {
                meter.sampleThreads(); // before this epoch's client threads end and take their counts with them
                epochs.renew();
                roundsInEpoch = 0;
                // The settling rounds are priming too: a watcher (the profile's marks) leaves them out.
                observer.phase(RunObserver.Phase.PRIMING);
                epochs.runner().cutOffAt(cutoff); // after a renewal: rounds were measured before
                if (!settle(epochs.runner(), live)) {
                    return stop(MeasuredRun.StopReason.Kind.ABORTED, round, start, openingMillis);
                }
                observer.phase(RunObserver.Phase.MEASURING);
            }
            BlockRunner runner = epochs.runner();
            boolean firstOfRound = true;
            for (Endpoint endpoint : round % 2 == 0 ? drivingOrder : reversedOrder) {
                // Only a round's first block is cut (the second round's on), or every block of the first round on
                // many connections: result.json keeps whole rounds.
                boolean cut = round >= 1 ? firstOfRound : cutFirstRound;
                firstOfRound = false;
                if (abort.isRaised()) {
                    return stop(MeasuredRun.StopReason.Kind.ABORTED, round, start, openingMillis);
                }
                if (cut && !fits(lastBlockNanos, cutoff - System.nanoTime())) {
                    // it would be cut: not begun
                    return stop(MeasuredRun.StopReason.Kind.TIME_LIMIT, round, start, openingMillis);
                }
                if (cut) {
                    runner.cutOffAt(cutoff);
                } else {
                    runner.noCutoff();
                }
                long blockStart = System.nanoTime();
                BlockOutcome outcome = runner.run(round, sequence++, endpoint, live);
                lastBlockNanos = System.nanoTime() - blockStart;
                if (abort.isRaised()) {
                    // A block cut short is not comparable with full ones: kept for its errors, marked partial
                    // so the statistics leave it out.
                    observer.blockDone(endpoint.name(), role(endpoint), RunObserver.Phase.MEASURING, outcome.asPartial());
                    blocks.get(endpoint.name()).add(outcome.asPartial().withoutHistograms());
                    return stop(MeasuredRun.StopReason.Kind.ABORTED, round, start, openingMillis);
                }
                if (outcome.partial()) {
                    // Cut short by the time limit, and the last: kept (partial, out of the statistics) only when it
                    // holds failed requests, which must be counted; otherwise result.json keeps one block per round.
                    observer.blockDone(endpoint.name(), role(endpoint), RunObserver.Phase.MEASURING, outcome);
                    if (outcome.errors().total() > 0) {
                        blocks.get(endpoint.name()).add(outcome.withoutHistograms());
                    }
                    return stop(MeasuredRun.StopReason.Kind.TIME_LIMIT, round, start, openingMillis);
                }
                observer.blockDone(endpoint.name(), role(endpoint), RunObserver.Phase.MEASURING, outcome);
                pooled.get(endpoint.name()).add(outcome.histograms()); // before the runner reuses them
                blocks.get(endpoint.name()).add(outcome.withoutHistograms());
            }
            round++;
            roundsInEpoch++;
            if (options.logRounds() && progressOut != null) {
                progressOut.printf(Locale.ROOT, "echosoap: round %d finished%n", round);
                progressOut.flush();
            }
            if (target.isOff()) {
                watchEstimate(blocks, round >= options.repeat());
                if (progress != null) {
                    progress.status(String.format(Locale.ROOT, "round %d/%d", round, options.repeat()));
                }
                if (round >= options.repeat()) {
                    return stop(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, round, start, openingMillis);
                }
                continue;
            }
            PairedEstimate estimate = targetEstimate(blocks);
            double baselineMicros = baselineLatencyMicros(blocks);
            double required = estimate.requiredCi95Micros(target, baselineMicros);
            observer.costEstimate(estimate, required);
            if (progress != null) {
                progress.status(Double.isFinite(estimate.ci95Micros()) && Double.isFinite(required)
                        ? String.format(Locale.ROOT, "round %d  %s %.1f ± %.1f µs (target ±%.1f)", round,
                                targetLabel(), estimate.micros(), estimate.ci95Micros(), required)
                        : String.format(Locale.ROOT, "round %d  %s: too few pairs for an interval yet", round,
                                targetLabel()));
            }
            // In epochs the looks are at the ends of epochs: an epoch cut short would weigh less than the others.
            boolean look = roundsPerEpoch == Integer.MAX_VALUE ? target.isLook(round)
                    : roundsInEpoch == roundsPerEpoch && target.isLookAtEpochs(epochs.epoch() + 1);
            if (look && estimate.meets(target, baselineMicros)) {
                return stop(MeasuredRun.StopReason.Kind.TARGET_MET, round, start, openingMillis);
            }
            long measuringNanos = System.nanoTime() - start;
            // Before the first look a suite may allow more time (RunOptions.firstLookTimeFactor): a part of slow
            // messages then gets the pairs its cost needs to be printed at all.
            boolean pastLimit = measuringNanos >= limitNanos
                    && (PrecisionTarget.measuredEnough(estimate.pairs()) || measuringNanos >= firstLookLimitNanos);
            if (pastLimit || round >= MAX_ROUNDS) {
                return stop(MeasuredRun.StopReason.Kind.TIME_LIMIT, round, start, openingMillis);
            }
        }
    }

    /**
     * Whether the first round's blocks are cut at the time limit too: on more connections than open one window at a
     * time ({@link ConnectionOpener#OPENING_AT_ONCE}). Why: a block waits for its fewest requests on every connection
     * (3: {@link Defaults#SETTLE_REQUESTS} and one recorded), and the server answers them one queue after another:
     * measured here, 4,096 connections made one round of null and EchoFloat 12,288 requests each, 11.9 s on a
     * {@code --max-time 3s} (bench/results/max-time.md). On few connections a round is short unless its messages are
     * slow, and a part of slow messages keeps its one pair.
     */
    public static boolean cutsFirstRound(int connections) {
        return connections > ConnectionOpener.OPENING_AT_ONCE;
    }

    /**
     * Whether a block that may be cut is worth beginning with {@code leftNanos} to the cutoff: not when the last block
     * took longer than that (this one would be cut, and a cut block is left out: it would only add its time past the
     * limit, the answers in flight at the cut). The first block of a run has no last one and begins.
     */
    static boolean fits(long lastBlockNanos, long leftNanos) {
        return leftNanos > 0 && lastBlockNanos <= leftNanos;
    }

    /**
     * Rounds per epoch ({@link Epochs}); {@link Integer#MAX_VALUE} for one set of connections. A run with a fixed
     * number of rounds has at least {@link PrecisionTarget#MIN_EPOCHS} epochs of at least {@link #MIN_EPOCH_ROUNDS}
     * rounds, or one epoch when it is too short for that (its interval is then over pairs, and says so).
     */
    static int roundsPerEpoch(RunOptions options) {
        if (!options.inEpochs()) {
            return Integer.MAX_VALUE;
        }
        int rounds = options.precision().isOff()
                ? Math.min(options.epochRounds(), options.repeat() / PrecisionTarget.MIN_EPOCHS)
                : options.epochRounds();
        return rounds >= MIN_EPOCH_ROUNDS || !options.precision().isOff() ? rounds : Integer.MAX_VALUE;
    }

    /** The fewest rounds of an epoch of a fixed-rounds run. */
    static final int MIN_EPOCH_ROUNDS = 3;

    /**
     * Drives {@link Epochs#SETTLE_ROUNDS} unrecorded rounds on new connections; their requests are counted with the
     * endpoints' priming. False when the run was aborted meanwhile.
     */
    private boolean settle(BlockRunner runner, LiveBlock live) throws InterruptedException {
        for (int r = 0; r < Epochs.SETTLE_ROUNDS; r++) {
            for (Endpoint endpoint : drivingOrder) {
                if (abort.isRaised()) {
                    return false;
                }
                BlockOutcome outcome = runner.run(0, -1, endpoint, live);
                observer.blockDone(endpoint.name(), role(endpoint), RunObserver.Phase.PRIMING, outcome);
                settlingRequests.merge(endpoint.name(), outcome.sentRequests(), Long::sum);
            }
        }
        return !abort.isRaised();
    }

    /**
     * The priming of each endpoint with the requests of the settling rounds after each renewal added, and those that
     * opened the connections ({@link Epochs#openingRequests}).
     */
    private List<MeasuredRun.Priming> withSettling(List<MeasuredRun.Priming> priming) {
        return priming.stream().map(p -> p.plusRequests(settlingRequests.getOrDefault(p.endpoint(), 0L))).toList();
    }

    /**
     * The figure the precision target is about: the measured endpoint's cost over the baseline by the headline
     * statistic; without a baseline, the measured endpoint's own block statistic (its level, ± the spread of blocks).
     */
    /**
     * The baseline's latency so far, the mean of its blocks' statistic (what a {@link PrecisionTarget#relativeToBaseline}
     * target is a fraction of), or NaN without a baseline.
     */
    private double baselineLatencyMicros(Map<String, List<BlockOutcome>> blocks) {
        if (baseline == null || baseline == measured) {
            return Double.NaN;
        }
        return results(blocks.get(baseline.name())).stream().mapToDouble(b -> b.latencyMicros(options.statistic()))
                .filter(Double::isFinite).average().orElse(Double.NaN);
    }

    private PairedEstimate targetEstimate(Map<String, List<BlockOutcome>> blocks) {
        List<BlockResult> own = results(blocks.get(measured.name()));
        if (own.size() < 2 || own.stream().anyMatch(b -> b.requests() == 0)) {
            return PairedEstimate.NONE;
        }
        if (baseline == null || baseline == measured) {
            return PairedEstimate.of(own.stream().mapToDouble(b -> b.latencyMicros(options.statistic())).toArray());
        }
        List<BlockResult> base = results(blocks.get(baseline.name()));
        if (base.stream().anyMatch(b -> b.requests() == 0)) {
            return PairedEstimate.NONE;
        }
        return CostEstimator.estimate("target", base, own, options.statistic()).cost();
    }

    /**
     * A fixed-rounds run needs no estimate; a watcher that wants one gets it at most once a second, since each
     * estimate goes over every block so far (cheap per round, but not free between the blocks of a long run), and
     * after the {@code last} round, so that the final figure is the run's.
     */
    private void watchEstimate(Map<String, List<BlockOutcome>> blocks, boolean last) {
        long now = System.nanoTime();
        if (observer.wantsCostEstimate() && (last || now - lastWatchedEstimateNanos >= WATCHED_ESTIMATE_EVERY_NANOS)) {
            lastWatchedEstimateNanos = now;
            observer.costEstimate(targetEstimate(blocks), Double.NaN);
        }
    }

    private static final long WATCHED_ESTIMATE_EVERY_NANOS = 1_000_000_000L;

    /** The endpoint's part in the cost, as result.json names it. */
    private String role(Endpoint endpoint) {
        return baseline != null && baseline.name().equals(endpoint.name()) ? "baseline"
                : endpoint.name().equals(measured.name()) ? "measured" : "extra";
    }

    private String targetLabel() {
        return baseline == null || baseline == measured ? measured.name()
                : measured.name() + " − " + baseline.name();
    }

    private static List<BlockResult> results(List<BlockOutcome> outcomes) {
        return outcomes.stream().filter(o -> !o.partial()).map(BlockOutcome::result).toList();
    }

    private static MeasuredRun.StopReason stop(MeasuredRun.StopReason.Kind kind, int rounds, long startNanos,
                                               long openingMillis) {
        return new MeasuredRun.StopReason(kind, rounds, (System.nanoTime() - startNanos) / 1_000_000, openingMillis);
    }

    /** The whole run's bound: every endpoint's priming and the measuring ({@code config.RunBudget}). */
    private double limitSeconds() {
        return options.precision().isOff() ? Double.NaN
                : options.prime().multipliedBy(rotation.size()).plus(options.maxTime()).toMillis() / 1000.0;
    }
}
