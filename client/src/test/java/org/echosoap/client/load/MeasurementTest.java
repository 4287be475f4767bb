package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.LengthCheck;
import org.echosoap.client.stats.BlockResult;
import org.echosoap.client.config.BlockStatistic;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.CostEstimator;
import org.echosoap.client.stats.PairedEstimate;
import org.echosoap.client.config.PrecisionTarget;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.result.MeasuredRun;

/**
 * The measuring loop against a minimal keep-alive HTTP server on the loopback interface (no Tomcat; the ITs do that):
 * the order of the blocks (A B, B A, the baseline right next to the measured endpoint), the rounds they are paired
 * by, the pooling, and each way a run stops (fixed rounds, the precision target met at a look, the time limit, an
 * abort). Blocks are the shortest allowed (10 ms) so the whole class takes a few seconds.
 */
class MeasurementTest {

    private static final byte[] BODY = "<ok/>".getBytes(StandardCharsets.US_ASCII);
    private static ScriptedHttpServer server;

    @BeforeAll
    static void start() throws IOException {
        server = new ScriptedHttpServer(MeasurementTest::answer);
    }

    @AfterAll
    static void stop() throws IOException {
        server.close();
    }

    /** An endpoint of the loopback server; {@code /spin?micros=N} busy-waits N µs, {@code /missing} answers 404. */
    private static Endpoint endpoint(String name, String path) {
        return new Endpoint(name, path, "<x/>".getBytes(StandardCharsets.US_ASCII), "text/xml", null,
                new LengthCheck(BODY.length));
    }

    private static RunOptions.Builder options() {
        return RunOptions.builder(URI.create("http://127.0.0.1:" + server.port() + "/t")).connections(1)
                .warmup(Duration.ZERO).duration(Duration.ofMillis(10)).prime(Duration.ZERO).timeout(Duration.ofSeconds(5))
                .quiet(true);
    }

    private static List<BlockResult> results(MeasuredRun run, String endpoint) {
        return run.blocks().get(endpoint).stream().filter(o -> !o.partial()).map(BlockOutcome::result).toList();
    }

    @Test
    void roundsInterleaveTheBaselineNextToTheMeasuredEndpointAbba() throws Exception {
        Endpoint base = endpoint("null", "/null");
        Endpoint extra = endpoint("bytes", "/bytes");
        Endpoint measured = endpoint("spin", "/spin?micros=100");
        RunOptions o = options().precision(PrecisionTarget.OFF).repeat(4).build();
        MeasuredRun run = new Measurement(o, List.of(base, extra, measured), "null", new AbortSignal(0), null).run();

        assertTrue(run.complete(), run.abortReason());
        assertEquals(MeasuredRun.StopReason.Kind.FIXED_ROUNDS, run.stop().kind());
        assertEquals(4, run.stop().rounds());
        // Every block, in the order it ran: the extra row first, then the baseline right before the measured
        // endpoint; reversed on odd rounds.
        List<BlockResult> all = new ArrayList<>();
        for (String name : List.of("null", "bytes", "spin")) {
            List<BlockResult> blocks = results(run, name);
            assertEquals(4, blocks.size(), name);
            for (int round = 0; round < 4; round++) {
                assertEquals(round, blocks.get(round).index(), name + ": the round pairs the blocks");
            }
            all.addAll(blocks);
        }
        all.sort(Comparator.comparingInt(BlockResult::sequence));
        assertEquals(List.of("bytes", "null", "spin", "spin", "null", "bytes", "bytes", "null", "spin", "spin", "null",
                "bytes"), all.stream().map(BlockResult::endpoint).toList());
        for (int i = 0; i < all.size(); i++) {
            assertEquals(i, all.get(i).sequence(), "sequence numbers every block of the run");
            assertEquals(i / 3, all.get(i).index(), "three blocks per round");
        }
        // Pooled per endpoint = the sum of its blocks; every block recorded at least the minimum.
        for (String name : List.of("null", "bytes", "spin")) {
            long sum = results(run, name).stream().mapToLong(BlockResult::requests).sum();
            assertEquals(sum, run.pooled().get(name).latencyMicros().getTotalCount(), name);
            assertEquals(sum, run.pooled().get(name).serverAppMicros().getTotalCount(), name + ": Server-Timing pooled");
            assertTrue(results(run, name).stream().allMatch(b -> b.requests() >= org.echosoap.client.config.Defaults
                    .MIN_RECORDED_PER_BLOCK), name);
            assertTrue(run.blocks().get(name).stream().allMatch(b -> b.histograms() == null),
                    "the runner's reused histograms are not handed out");
        }
        // --prime 0s: no priming block, in driving order.
        assertEquals(List.of("bytes", "null", "spin"), run.priming().stream().map(MeasuredRun.Priming::endpoint).toList());
        assertTrue(run.priming().stream().allMatch(p -> p.blocks() == 0));
        // The server's own clock: at least the 100 µs busy wait more inside for spin (more when the loaded machine
        // preempts the server thread during it; a generous upper bound).
        double inside = CostEstimator.estimate("spin", results(run, "null"), results(run, "spin"), BlockStatistic.MEDIAN)
                .serverCostMicros();
        assertTrue(inside >= 98 && inside < 1_000, "server split " + inside);
    }

    @Test
    void aPrecisionTargetStopsAtALookOnceTheIntervalIsNarrowEnough() throws Exception {
        Endpoint base = endpoint("null", "/null");
        Endpoint measured = endpoint("spin", "/spin?micros=500");
        RunOptions o = options().precision(PrecisionTarget.relative(0.2)).maxTime(Duration.ofSeconds(30)).build();
        MeasuredRun run = new Measurement(o, List.of(base, measured), "null", new AbortSignal(0), null).run();

        assertEquals(MeasuredRun.StopReason.Kind.TARGET_MET, run.stop().kind(), "a 500 µs cost to ±20 %: " + run.stop());
        int rounds = run.stop().rounds();
        // In epochs the looks are at the end of an epoch, from the 8th on.
        assertEquals(0, rounds % o.epochRounds(), "stopped at the end of an epoch, not in between: " + rounds);
        int epochs = rounds / o.epochRounds();
        assertTrue(epochs >= PrecisionTarget.MIN_EPOCHS, "not before the first look: " + epochs + " epochs");
        assertEquals(epochs, results(run, "spin").stream().map(BlockResult::epoch).distinct().count(),
                "every epoch's blocks are labelled with it");
        PairedEstimate cost = CostEstimator.estimate("spin", results(run, "null"), results(run, "spin"),
                o.statistic()).cost();
        assertEquals(rounds, cost.pairs());
        assertEquals(epochs, cost.units(), "the interval is over the epochs");
        assertTrue(cost.meets(o.precision()), "met when it stopped: " + cost);
        if (epochs > PrecisionTarget.MIN_EPOCHS) {
            // Had it been met at the previous look, the run would have stopped there.
            List<BlockResult> before = results(run, "spin").subList(0, rounds - o.epochRounds());
            PairedEstimate earlier = CostEstimator.estimate("spin", results(run, "null").subList(0, before.size()),
                    before, o.statistic()).cost();
            assertFalse(earlier.meets(o.precision()), "not met at the look before: " + earlier);
        }
    }

    @ParameterizedTest(name = "a {0} µs message, {1} x the limit to the first look")
    @CsvSource({
            "200,   1", // 20 rounds of two blocks of at least 10 ms each cannot fit into 100 ms
            "20000, 3"}) // nor 20 rounds of a 20 ms message into 3 x 100 ms, however long the allowance
    void theTimeLimitStopsARunBeforeItsFirstLook(int spinMicros, int firstLookTimeFactor) throws Exception {
        Endpoint base = endpoint("null", "/null");
        Endpoint measured = endpoint("spin", "/spin?micros=" + spinMicros);
        RunOptions o = options().precision(PrecisionTarget.relative(0.05)).maxTime(Duration.ofMillis(100))
                .firstLookTimeFactor(firstLookTimeFactor).build();
        MeasuredRun run = new Measurement(o, List.of(base, measured), "null", new AbortSignal(0), null).run();

        assertTrue(run.complete(), "a time limit is not an abort");
        assertEquals(MeasuredRun.StopReason.Kind.TIME_LIMIT, run.stop().kind());
        assertTrue(run.stop().rounds() >= 1 && run.stop().rounds() < PrecisionTarget.MIN_PAIRS, run.stop().toString());
        // At the limit, or up to a block before it: a block that would be cut there is not begun (Measurement.fits).
        assertTrue(run.stop().measuringMillis() >= 100L * firstLookTimeFactor / 2
                && run.stop().measuringMillis() < 5_000, run.stop().toString());
        assertEquals(run.stop().rounds(), results(run, "null").size(), "whole rounds only");
        assertEquals(run.stop().rounds(), results(run, "spin").size(), "whole rounds only");
    }

    @Test
    void aBlockThatWouldOutlastTheTimeLimitAfterTheFirstRoundIsNotBegunAndLeftOut() throws Exception {
        // Each block waits for 2 settling + 10 recorded answers per connection: 12 x 100 ms = 1.2 s for the spin's.
        // The first round always completes on one connection (about 1.25 s, within the 2 s limit); the second
        // round's spin block (first in its B A order) would end at about 2.5 s and be cut at 2 s: with the last
        // block's 1.2 s more than the 0.75 s left, it is not begun, and the run ends before the limit.
        Endpoint base = endpoint("null", "/null");
        Endpoint measured = endpoint("spin", "/spin?micros=100000");
        RunOptions o = options().precision(PrecisionTarget.relative(0.05)).maxTime(Duration.ofSeconds(2)).build();
        long start = System.nanoTime();
        MeasuredRun run = new Measurement(o, List.of(base, measured), "null", new AbortSignal(0), null).run();
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertTrue(run.complete(), "a time limit is not an abort");
        assertEquals(MeasuredRun.StopReason.Kind.TIME_LIMIT, run.stop().kind());
        assertTrue(millis < 2_000 + 100 + 500, "ended at the limit plus the message in flight: " + millis + " ms");
        assertTrue(run.stop().measuringMillis() < 2_000, "the cut block not begun: " + run.stop());
        assertEquals(1, run.stop().rounds());
        // The cut block, without failed requests, is left out: one block per endpoint and round, the first round's.
        assertEquals(1, run.blocks().get("spin").size());
        assertEquals(1, results(run, "spin").size());
        assertEquals(1, results(run, "null").size());
    }

    @Test
    void onManyConnectionsTheFirstRoundIsCutAtTheLimitToo() throws Exception {
        // 40 connections (more than open in one window) on a message answered after 300 ms: the sleep block waits
        // for 3 answers on each connection, at least 900 ms; the run's 300 ms limit cuts it, the answers in flight
        // then arrive within 300 ms, and no pair is left (the first round on few connections would have completed).
        MeasuredRun run = onFortyConnectionsFor300Millis(endpoint("null", "/null"),
                endpoint("sleep", "/sleep?millis=300"));

        assertTrue(run.complete(), "a time limit is not an abort: " + run.abortReason());
        assertEquals(MeasuredRun.StopReason.Kind.TIME_LIMIT, run.stop().kind());
        assertEquals(0, run.stop().rounds(), run.stop().toString());
        assertEquals(List.of(), results(run, "sleep"), "the cut block is left out");
        assertTrue(run.stop().measuringMillis() >= 300 && run.stop().measuringMillis() < 300 + 300 + 1_500,
                "the limit plus the answers in flight: " + run.stop());
    }

    @Test
    void openingTheConnectionsCountsAgainstTheTimeLimit() throws Exception {
        // 40 connections open in two windows, each connection's opening exchange a 250 ms answer: at least 500 ms
        // of opening against a 300 ms limit, so no block is begun, and the stop says what the opening took.
        MeasuredRun run = onFortyConnectionsFor300Millis(endpoint("sleep", "/sleep?millis=250"),
                endpoint("null", "/null"));

        assertEquals(MeasuredRun.StopReason.Kind.TIME_LIMIT, run.stop().kind());
        assertEquals(0, run.stop().rounds(), run.stop().toString());
        assertTrue(run.stop().openingMillis() >= 500, run.stop().toString());
        assertTrue(run.stop().measuringMillis() < 250, "nothing begun once the opening took the limit: " + run.stop());
    }

    /**
     * A run of {@code baseline} and {@code measured} on 40 connections (more than open in one window), with a ±5%
     * target and a 300 ms limit.
     */
    private static MeasuredRun onFortyConnectionsFor300Millis(Endpoint baseline, Endpoint measured) throws Exception {
        RunOptions o = options().connections(40).precision(PrecisionTarget.relative(0.05))
                .maxTime(Duration.ofMillis(300)).build();
        return new Measurement(o, List.of(baseline, measured), baseline.name(), new AbortSignal(0), null).run();
    }

    @Test
    void primingPastItsLimitsIsTakenFromTheMeasuring() {
        // --prime 50ms on two endpoints: 100 ms in all. On 4,096 connections the cut blocks' answers in flight made
        // it 620 + 640 ms: 1,160 ms over, which the measuring gives up. Within the limits, or with a suite's longer
        // first look, nothing.
        RunOptions o = options().prime(Duration.ofMillis(50)).build();
        List<MeasuredRun.Priming> over = List.of(new MeasuredRun.Priming("null", 620, 2, 24_576, false, 95.0, -1),
                new MeasuredRun.Priming("EchoFloat", 640, 1, 12_288, false, 180.0, -1));
        assertEquals(1_160_000_000L, Measurement.primingOverrunNanos(over, o));
        List<MeasuredRun.Priming> within = List.of(new MeasuredRun.Priming("null", 30, 4, 400, true, 20.0, 0),
                new MeasuredRun.Priming("EchoFloat", 70, 5, 300, false, 40.0, -1));
        assertEquals(0, Measurement.primingOverrunNanos(within, o), "the unused 20 ms handed on stays within");
        RunOptions suite = options().prime(Duration.ofMillis(50)).firstLookTimeFactor(20).build();
        assertEquals(0, Measurement.primingOverrunNanos(over, suite), "a suite's first look may prime for 1 s each");
    }

    @Test
    void theFirstRoundIsCutOnMoreConnectionsThanOpenInOneWindow() {
        assertFalse(Measurement.cutsFirstRound(1));
        assertFalse(Measurement.cutsFirstRound(ConnectionOpener.OPENING_AT_ONCE));
        assertTrue(Measurement.cutsFirstRound(ConnectionOpener.OPENING_AT_ONCE + 1));
        assertTrue(Measurement.cutsFirstRound(4096));
    }

    @Test
    void aBlockThatMayBeCutIsBegunOnlyWhenTheLastOneFitsIntoTheTimeLeft() {
        assertTrue(Measurement.fits(0, 1), "the run's first block begins");
        assertTrue(Measurement.fits(50_000_000, 50_000_000));
        assertFalse(Measurement.fits(50_000_001, 50_000_000));
        assertFalse(Measurement.fits(0, 0), "no time left");
    }

    @Test
    void aLongerLimitToTheFirstLookLetsARunReachItsTwentyPairs() throws Exception {
        Endpoint base = endpoint("null", "/null");
        Endpoint measured = endpoint("spin", "/spin?micros=200");
        // As above, 100 ms cannot hold 20 rounds; a longer limit to the first look (100 x, 10 s) can.
        RunOptions o = options().precision(PrecisionTarget.relative(0.05)).maxTime(Duration.ofMillis(100))
                .firstLookTimeFactor(100).build();
        assertEquals(Duration.ofSeconds(10), o.firstLookMaxTime());
        MeasuredRun run = new Measurement(o, List.of(base, measured), "null", new AbortSignal(0), null).run();

        assertTrue(run.complete(), run.abortReason());
        assertTrue(run.stop().rounds() >= PrecisionTarget.MIN_PAIRS, "went on to the first look: " + run.stop());
        assertTrue(run.stop().rounds() < PrecisionTarget.MIN_PAIRS + o.epochRounds(),
                "stopped at the first look or the next round, not at 10 s: " + run.stop());
        assertTrue(run.stop().measuringMillis() >= 100 && run.stop().measuringMillis() < 10_000, run.stop().toString());
    }

    @Test
    void aLongerPrimingLimitToTheFirstLookLetsSlowMessagesBeJudged() throws Exception {
        Endpoint base = endpoint("null", "/null");
        Endpoint measured = endpoint("spin", "/spin?micros=5000");
        // 40 priming blocks of at least one 5 ms message cannot fit into 100 ms; 100 x 100 ms hold them.
        RunOptions o = options().precision(PrecisionTarget.OFF).repeat(2).prime(Duration.ofMillis(100))
                .firstLookTimeFactor(100).build();
        MeasuredRun run = new Measurement(o, List.of(base, measured), "null", new AbortSignal(0), null).run();
        MeasuredRun.Priming spin = run.priming().stream().filter(p -> p.endpoint().equals("spin")).findFirst()
                .orElseThrow();
        assertTrue(spin.blocks() >= org.echosoap.client.stats.SteadyState.FIRST_LOOK_BLOCKS,
                "primed to the rule's first look: " + spin);
        assertTrue(spin.millis() >= 100 && spin.millis() < 10_000, "stopped at the first look, not at 10 s: " + spin);

        RunOptions strict = o.toBuilder().firstLookTimeFactor(1).build();
        MeasuredRun cut = new Measurement(strict, List.of(base, measured), "null", new AbortSignal(0), null).run();
        MeasuredRun.Priming short_ = cut.priming().stream().filter(p -> p.endpoint().equals("spin")).findFirst()
                .orElseThrow();
        assertTrue(short_.blocks() < org.echosoap.client.stats.SteadyState.FIRST_LOOK_BLOCKS,
                "a user's --prime is kept: " + short_);
    }

    @Test
    void primingTheSteadyLeftUnusedGoesToTheEndpointNotYetSteady() throws Exception {
        Endpoint base = endpoint("null", "/null");
        Endpoint falling = endpoint("falling", "/falling");
        // 4 s per endpoint in 80 ms blocks: null is steady at the rule's first look (40 blocks, about 3.5 s); the
        // falling endpoint is still getting faster when its 4 s run out, and gets what null left.
        RunOptions o = options().precision(PrecisionTarget.OFF).repeat(2).prime(Duration.ofSeconds(4)).build();
        MeasuredRun run = new Measurement(o, List.of(base, falling), "null", new AbortSignal(0), null).run();
        MeasuredRun.Priming steady = run.priming().get(0);
        MeasuredRun.Priming slow = run.priming().get(1);
        assertEquals("null", steady.endpoint());
        assertTrue(steady.steady() && steady.millis() <= 4_000 - 2 * Measurement.LEAST_MORE_PRIMING.toMillis(),
                "null settles well before its limit: " + steady);
        assertTrue(slow.millis() > 4_000 + 150, "the falling endpoint got null's unused "
                + (4_000 - steady.millis()) + " ms: " + slow);
        assertTrue(steady.millis() + slow.millis() <= 8_000 + 300, "within the run's priming budget: " + run.priming());
    }

    /**
     * An endpoint whose time is steady from the start but whose bytes per message keep falling ({@code /trickle}: 1 B
     * less with every answer): without --stages its priming ends steady at the first look and reports the bytes as
     * moving; with --stages it is primed to its limit and not steady. With --stages every endpoint is primed for all
     * of --prime; one without alloc figures is steady by its time alone.
     */
    @Test
    void withStagesPrimingWaitsForTheBytesToHold() throws Exception {
        Endpoint base = endpoint("null", "/null");
        Endpoint trickle = endpoint("trickle", "/trickle");
        RunOptions.Builder o = options().precision(PrecisionTarget.OFF).repeat(2).prime(Duration.ofSeconds(3));
        MeasuredRun plain = new Measurement(o.build(), List.of(base, trickle), "null", new AbortSignal(0), null).run();
        MeasuredRun.Priming reported = plain.priming().get(1);
        assertTrue(reported.steady() && reported.millis() < 3_000, "time alone: steady at a look " + reported);
        assertEquals(org.echosoap.client.stats.BytesHold.Verdict.MOVING, reported.bytes(), reported.toString());
        assertEquals(org.echosoap.client.stats.BytesHold.Verdict.UNKNOWN, plain.priming().get(0).bytes());

        MeasuredRun staged = new Measurement(o.stages(true).build(), List.of(base, trickle), "null",
                new AbortSignal(0), null).run();
        MeasuredRun.Priming waited = staged.priming().get(1);
        assertTrue(!waited.steady() && waited.millis() >= 3_000, "--stages: primed to its limit " + waited);
        assertEquals(org.echosoap.client.stats.BytesHold.Verdict.MOVING, waited.bytes());
        MeasuredRun.Priming fixed = staged.priming().get(0);
        assertTrue(fixed.steady() && fixed.millis() >= 3_000, "no alloc figures: time decides steady, and --stages "
                + "primes for all of --prime, so that fresh JVMs measure after the same history: " + fixed);
    }

    @Test
    void theLimitsToTheFirstLookAreTheLimitsTimesTheFactor() {
        RunOptions o = options().maxTime(Duration.ofSeconds(3)).prime(Duration.ofSeconds(1)).build();
        assertEquals(1, o.firstLookTimeFactor(), "none given: the limits as they are");
        assertEquals(Duration.ofSeconds(3), o.firstLookMaxTime());
        assertEquals(Duration.ofSeconds(1), o.firstLookPrimeLimit());
        RunOptions suite = o.toBuilder().firstLookTimeFactor(4).build();
        assertEquals(Duration.ofSeconds(12), suite.firstLookMaxTime());
        assertEquals(Duration.ofSeconds(4), suite.firstLookPrimeLimit());
        assertEquals(Duration.ofSeconds(36), suite.toBuilder().maxTime(Duration.ofSeconds(9)).build()
                .firstLookMaxTime(), "a copy keeps the factor");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> options().firstLookTimeFactor(0).build());
        assertEquals("the time factor to the first look must be 1..100, got 0", e.getMessage());
    }

    @Test
    void anAbortKeepsTheCutBlockForItsErrorsButPoolsNothingOfIt() throws Exception {
        Endpoint base = endpoint("null", "/null");
        Endpoint missing = endpoint("missing", "/missing");
        RunOptions o = options().precision(PrecisionTarget.OFF).repeat(3).maxErrors(5).build();
        AbortSignal abort = new AbortSignal(5);
        MeasuredRun run = new Measurement(o, List.of(base, missing), "null", abort, null).run();

        assertFalse(run.complete());
        assertEquals(MeasuredRun.StopReason.Kind.ABORTED, run.stop().kind());
        assertEquals("aborted after 5 failed requests (--max-errors 5)", run.abortReason());
        assertEquals(1, results(run, "null").size(), "the baseline's block of round 0 ran before");
        List<BlockOutcome> cut = run.blocks().get("missing");
        assertEquals(1, cut.size());
        assertTrue(cut.get(0).partial(), "the block the abort cut short is marked");
        assertEquals(5, cut.get(0).errors().counts().get(ErrorKind.HTTP_STATUS), cut.get(0).errors().summary());
        assertEquals(0, run.pooled().get("missing").latencyMicros().getTotalCount());
        assertEquals(results(run, "null").get(0).requests(), run.pooled().get("null").latencyMicros().getTotalCount());
    }

    @Test
    void primingCountsEveryRequestItSentNoneOfWhichTheMeasuredBlocksCount() throws Exception {
        Endpoint base = endpoint("null", "/null");
        Endpoint measured = endpoint("spin", "/spin?micros=50");
        // 100 ms of priming per endpoint in 10 ms blocks, fewer than the steady-state rule's first look (40): it runs
        // to the limit.
        RunOptions o = options().connections(2).prime(Duration.ofMillis(100)).precision(PrecisionTarget.OFF).repeat(2)
                .build();
        long answeredBefore = server.requests();
        MeasuredRun run = new Measurement(o, List.of(base, measured), "null", new AbortSignal(0), null).run();
        long answered = server.requests() - answeredBefore;

        assertTrue(run.complete(), run.abortReason());
        assertEquals(List.of("null", "spin"), run.priming().stream().map(MeasuredRun.Priming::endpoint).toList());
        for (MeasuredRun.Priming p : run.priming()) {
            assertTrue(p.blocks() >= 1, p.toString());
            assertTrue(p.requests() >= p.blocks(), "every priming block sent requests: " + p);
        }
        long priming = run.priming().stream().mapToLong(MeasuredRun.Priming::requests).sum();
        long blocks = run.blocks().values().stream().flatMap(List::stream).mapToLong(BlockOutcome::sentRequests).sum();
        // What the server answered is what the client sent: the measured blocks' requests (settling included) and
        // priming's, which they leave out. A CPU per request over the whole process divides by both.
        assertEquals(answered, blocks + priming, "priming " + priming + " + measured blocks " + blocks);
    }

    @Test
    void aFixedRunIsMeasuredInEpochsOnNewConnectionsWhoseSettlingCountsWithPriming() throws Exception {
        Endpoint base = endpoint("null", "/null");
        Endpoint measured = endpoint("spin", "/spin?micros=50");
        // 48 rounds: 8 epochs of 6 rounds, each after the first opened on new connections with one settling round.
        RunOptions o = options().precision(PrecisionTarget.OFF).repeat(48).build();
        long connectionsBefore = server.accepted();
        long answeredBefore = server.requests();
        MeasuredRun run = new Measurement(o, List.of(base, measured), "null", new AbortSignal(0), null).run();
        long answered = server.requests() - answeredBefore;

        assertTrue(run.complete(), run.abortReason());
        assertEquals(6, Measurement.roundsPerEpoch(o));
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7), results(run, "spin").stream().map(BlockResult::epoch).distinct()
                .toList());
        assertEquals(8, server.accepted() - connectionsBefore, "one connection per epoch");
        CostEstimate cost = CostEstimator.estimate("spin", results(run, "null"), results(run, "spin"), o.statistic());
        assertEquals(8, cost.cost().units());
        assertTrue(cost.cost().overEpochs());
        long priming = run.priming().stream().mapToLong(MeasuredRun.Priming::requests).sum();
        long blocks = run.blocks().values().stream().flatMap(List::stream).mapToLong(BlockOutcome::sentRequests).sum();
        assertTrue(priming >= 7 * 2, "7 settling rounds of both endpoints: " + priming);
        assertEquals(answered, blocks + priming, "settling " + priming + " + measured blocks " + blocks);
    }

    @Test
    void aFixedRunTooShortForEpochsStaysOnOneSetOfConnections() {
        assertEquals(Integer.MAX_VALUE, Measurement.roundsPerEpoch(options().precision(PrecisionTarget.OFF).repeat(20)
                .build()), "20 rounds cannot make 8 epochs of 3");
        assertEquals(Integer.MAX_VALUE, Measurement.roundsPerEpoch(options().epochRounds(0).build()));
        assertEquals(10, Measurement.roundsPerEpoch(options().build()));
    }

    @Test
    void primingBlocksFitTheFirstLookIntoAShortPrime() {
        Duration warmup = org.echosoap.client.config.Defaults.WARMUP;
        assertEquals(org.echosoap.client.config.Defaults.PRIME_BLOCK, Measurement.primeBlock(Duration.ofSeconds(20), warmup));
        // 1 s / 50 = 20 ms, less the 5 ms warm-up of each block: 40 blocks of ~22 ms with their overhead fit in 1 s.
        assertEquals(Duration.ofMillis(15), Measurement.primeBlock(Duration.ofSeconds(1), warmup),
                "40 blocks, their warm-up and overhead in 1 s");
        assertEquals(Duration.ofMillis(10), Measurement.primeBlock(Duration.ofMillis(100), warmup), "but at least 10 ms");
    }

    /**
     * What the loopback server answers: {@code /spin?micros=N} busy-waits N µs first, {@code /missing} is a 404, any
     * other path {@link #BODY}; each with the time it took as Server-Timing.
     */
    /** When {@code /falling} was first asked for: its server time falls from 5,000 µs to 0 over the next 5 s. */
    private static final java.util.concurrent.atomic.AtomicLong FALLING_SINCE = new java.util.concurrent.atomic.AtomicLong();

    /** Answers to {@code /trickle} so far: each allocates a byte less than the one before. */
    private static final java.util.concurrent.atomic.AtomicLong TRICKLE = new java.util.concurrent.atomic.AtomicLong();

    private static int fallingMicros() {
        long now = System.nanoTime();
        FALLING_SINCE.compareAndSet(0, now);
        return (int) Math.max(0, 5_000 - (now - FALLING_SINCE.get()) / 1_000_000);
    }

    private static ScriptedHttpServer.Answer answer(String path) {
        long start = System.nanoTime();
        if (path.contains("/sleep?millis=")) { // slow but idle: many connections wait without taking the CPUs
            try {
                Thread.sleep(Long.parseLong(path.substring(path.indexOf('=') + 1)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        int spin = path.contains("/spin?micros=") ? Integer.parseInt(path.substring(path.indexOf('=') + 1))
                : path.endsWith("/falling") ? fallingMicros() : 0;
        long spinStart = System.nanoTime();
        while (System.nanoTime() - spinStart < spin * 1_000L) {
            Thread.onSpinWait();
        }
        long serverNanos = System.nanoTime() - start;
        boolean missing = path.endsWith("/missing");
        String body = missing ? "" : new String(BODY, StandardCharsets.US_ASCII);
        String alloc = path.endsWith("/trickle") ? ", alloc;dur=" + (1_000_000L - TRICKLE.incrementAndGet()) : "";
        return ScriptedHttpServer.Answer.of((missing ? "HTTP/1.1 404 Not Found" : "HTTP/1.1 200 OK")
                + "\r\nContent-Type: text/xml\r\nContent-Length: " + body.length() + String.format(Locale.ROOT,
                "\r\nServer-Timing: app;dur=%.3f", serverNanos / 1e6) + alloc + "\r\n\r\n" + body);
    }
}
