package org.echosoap.client.config;

import java.time.Duration;

/**
 * Every default of the client in one place. The run defaults reproduce seed 000's method: request/response
 * pairs counted in periods of 11 s with the first second ignored, 5 trials, the best one kept.
 */
public final class Defaults {

    /** Warm-up before each trial's measured period; never recorded. */
    public static final Duration WARMUP = Duration.ofSeconds(1);

    /** Length of each trial's measured period. */
    public static final Duration DURATION = Duration.ofSeconds(10);

    /**
     * Unrecorded time each endpoint of a run is driven once before round 1. Why 5 s: on 2 cores Axis2's request
     * path keeps getting faster for about 10 s of load on a fresh server (JIT), and the paired cost uses every round,
     * not just the best; the per-trial warm-up alone does not cover that.
     */
    public static final Duration PRIME = Duration.ofSeconds(5);

    /** Trials per endpoint; the baseline and the SOAP endpoint alternate, one trial each per round. */
    public static final int REPEAT = 5;

    /** Concurrent workers, each with its own keep-alive connection. */
    public static final int CONNECTIONS = 1;

    /** Largest accepted --connections. */
    public static final int MAX_CONNECTIONS = 4096;

    /** Connect and response timeout of one request. */
    public static final Duration TIMEOUT = Duration.ofSeconds(30);

    /** Stop a run after this many failed requests (0 = never). */
    public static final long MAX_ERRORS = 1_000;

    /** Default transport: HttpCore 5 connection per worker (see BENCHMARKS.md). */
    public static final org.echosoap.client.load.Transport.Kind TRANSPORT = org.echosoap.client.load.Transport.Kind.CORE;

    /** One response in this many also gets the full XML check (the cheap check runs on every response). */
    public static final int FULL_CHECK_EVERY = 1_000;

    /** The default scenario: seed 000's echoFloat. */
    public static final String SCENARIO = "echoFloat";

    /** Spin of the truth-check scenario when --spin-micros is not given. */
    public static final long SPIN_MICROS = 2_000;

    /** Runs longer than this get a live progress line on stderr (when it is a terminal). */
    public static final Duration PROGRESS_AFTER = Duration.ofSeconds(2);

    /** Preflight: how long to wait for the target's first answer. */
    public static final Duration PREFLIGHT_TIMEOUT = Duration.ofSeconds(10);

    private Defaults() {
    }
}
