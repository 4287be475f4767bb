package org.echosoap.client.load;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.Endpoint;

/**
 * Drives the endpoints of a run in ALTERNATING trials: each round runs one trial of every endpoint, in rotation
 * order (baseline, extra rows, measured endpoint) on even rounds and in reverse on odd rounds: A B, B A, A B ...
 * Drift of the machine over time then hits baseline and SOAP alike; with the reversal even a steady linear drift
 * cancels over each pair of rounds instead of adding one trial's worth of drift to every difference.
 *
 * <pre>{@code
 * MeasuredRun run = new Measurement(options, List.of(nullEndpoint, echoFloat), abort, System.err).run();
 * }</pre>
 */
public final class Measurement {

    private final RunOptions options;
    private final List<Endpoint> rotation;
    private final List<Endpoint> reversedRotation;
    private final AbortSignal abort;
    private final PrintStream progressOut;

    /**
     * @param rotation    the endpoints in the order each round drives them
     * @param progressOut where the live progress line goes, or null for none
     */
    public Measurement(RunOptions options, List<Endpoint> rotation, AbortSignal abort, PrintStream progressOut) {
        this.options = options;
        this.rotation = List.copyOf(rotation);
        List<Endpoint> reversed = new ArrayList<>(rotation);
        java.util.Collections.reverse(reversed);
        this.reversedRotation = List.copyOf(reversed);
        this.abort = abort;
        this.progressOut = progressOut;
    }

    /**
     * One unrecorded pass over the whole rotation before round 1. Why: on a fresh server JVM the first trial of the
     * first endpoint would also pay the JIT compilation of Tomcat's whole request path, which the per-trial warm-up
     * of that one endpoint does not cover; that first pair would then be off by milliseconds and dominate the
     * paired cost and its interval. Every endpoint is driven for {@code --prime}.
     */
    private void prime(List<Transport.Channel> channels, AbortSignal abort) throws InterruptedException {
        java.time.Duration each = options.prime();
        if (each.isZero()) {
            return;
        }
        BlockRunner primer = new BlockRunner(channels, java.time.Duration.ZERO, each, abort);
        for (Endpoint endpoint : rotation) {
            if (abort.isRaised()) {
                return;
            }
            primer.run(0, endpoint, LiveTrial.NONE); // discarded
        }
    }

    /** Runs every round (or until aborted) and returns what was measured, complete or not. */
    public MeasuredRun run() throws IOException {
        Map<String, List<BlockOutcome>> trials = new LinkedHashMap<>();
        rotation.forEach(e -> trials.put(e.name(), new ArrayList<>()));
        int totalTrials = options.repeat() * rotation.size();
        boolean showProgress = progressOut != null && !options.quiet() && Terminal.stderrIsTerminal()
                && options.warmup().plus(options.duration()).multipliedBy(totalTrials).compareTo(Defaults.PROGRESS_AFTER) > 0;
        ProgressLine progress = showProgress ? new ProgressLine(progressOut, totalTrials) : null;
        boolean complete = true;
        List<Transport.Channel> channels = new ArrayList<>();
        try (Transport transport = Transport.open(options.transport(), options.targetBase(), options.connections(),
                options.timeout(), options.keepAlive(), options.tcpNoDelay())) {
            for (int i = 0; i < options.connections(); i++) {
                channels.add(transport.openChannel());
            }
            BlockRunner runner = new BlockRunner(channels, options.warmup(), options.duration(), abort);
            prime(channels, abort);
            rounds:
            for (int round = 0; round < options.repeat(); round++) {
                for (Endpoint endpoint : round % 2 == 0 ? rotation : reversedRotation) {
                    if (abort.isRaised()) {
                        complete = false;
                        break rounds;
                    }
                    BlockOutcome outcome = runner.run(round, endpoint, progress == null ? LiveTrial.NONE : progress);
                    if (abort.isRaised()) {
                        // A trial cut short is not comparable with full ones: kept for its errors, marked partial
                        // so the statistics leave it out.
                        trials.get(endpoint.name()).add(outcome.asPartial());
                        complete = false;
                        break rounds;
                    }
                    trials.get(endpoint.name()).add(outcome);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            abort.raise("interrupted");
            complete = false;
        } finally {
            channels.forEach(Transport.Channel::close);
            if (progress != null) {
                progress.finish();
            }
        }
        return new MeasuredRun(rotation, trials, complete, abort.reason());
    }
}
