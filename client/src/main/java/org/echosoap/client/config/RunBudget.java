package org.echosoap.client.config;

import java.time.Duration;
import java.util.Locale;

/**
 * How {@code run --max-time} bounds a whole run, priming included (as k6's {@code --duration} or wrk's {@code -d}
 * bound everything they do): priming gets at most {@link #PRIMING_SHARE_PERCENT}% of the time, split evenly over the
 * endpoints and never more than {@code --prime} each, and never so much that measuring is left less than the least
 * that gives a cost ({@link #leastMeasuring}); measuring gets the rest. Without a given {@code --max-time} the limits
 * are {@code --prime} per endpoint plus the default measuring time, and the first line says their sum.
 *
 * <pre>{@code
 * RunBudget b = RunBudget.split(Duration.ofSeconds(10), Defaults.PRIME, 2, Defaults.DURATION, Defaults.WARMUP, 10);
 * b.primePerEndpoint(); // 2.5s
 * b.measuring();        // 5s
 * }</pre>
 *
 * @param primePerEndpoint the longest priming of one endpoint
 * @param measuring        the longest measuring time
 * @param endpoints        the endpoints primed one after another
 * @param note             what a short {@code --max-time} can give (one line), or null
 */
public record RunBudget(Duration primePerEndpoint, Duration measuring, int endpoints, String note) {

    /** The most of a given {@code --max-time} that priming may take: half, as the users expected. */
    public static final int PRIMING_SHARE_PERCENT = 50;

    /**
     * The unrecorded settling rounds after each renewal of the connections (load's {@code Epochs.SETTLE_ROUNDS};
     * config is a leaf and cannot name it).
     */
    static final int SETTLE_ROUNDS_PER_EPOCH = 1;

    /** Block overheads beyond the blocks' own time (switching endpoints, connection setup): a quarter more. */
    private static final double OVERHEAD_FACTOR = 1.25;

    /** The limits as given, unsplit: {@code --prime} per endpoint, then {@code maxTime} of measuring. */
    public static RunBudget unsplit(Duration prime, Duration maxTime, int endpoints) {
        return new RunBudget(prime, maxTime, endpoints, null);
    }

    /**
     * {@code maxTime} split between priming and measuring. Measuring gets first what a printed cost needs
     * ({@link PrecisionTarget#MIN_PAIRS} pairs); priming the rest, up to half. A {@code maxTime} too short for that
     * gets no priming and a {@link #note} that says how many pairs it can give.
     *
     * @throws IllegalArgumentException one line, when {@code maxTime} is too short for even two pairs (an interval)
     */
    public static RunBudget split(Duration maxTime, Duration prime, int endpoints, Duration block, Duration warmup,
                                  int epochRounds) {
        Duration forCost = leastMeasuring(PrecisionTarget.MIN_PAIRS, endpoints, block, warmup, epochRounds);
        Duration forInterval = leastMeasuring(MIN_INTERVAL_PAIRS, endpoints, block, warmup, epochRounds);
        if (maxTime.compareTo(forInterval) < 0) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "--max-time %s is too short for any figure: "
                    + "%d pairs of blocks of %d endpoints (an interval) take about %s, a printed cost's %d pairs about "
                    + "%s; give --max-time %s or more, or --precision off --repeat N", Durations.format(maxTime),
                    MIN_INTERVAL_PAIRS, endpoints, Durations.format(forInterval), PrecisionTarget.MIN_PAIRS,
                    Durations.format(forCost), Durations.format(roundUpToSecond(forCost))));
        }
        if (maxTime.compareTo(forCost) < 0) {
            long pairs = maxTime.toNanos() * PrecisionTarget.MIN_PAIRS / forCost.toNanos();
            String note = String.format(Locale.ROOT, "--max-time %s gives about %d pairs, fewer than the %d a printed "
                    + "cost needs (about %s): no priming, and the cost is marked not measured enough; --max-time %s "
                    + "gives a cost with priming", Durations.format(maxTime), pairs, PrecisionTarget.MIN_PAIRS,
                    Durations.format(forCost), Durations.format(roundUpToSecond(forCost.multipliedBy(2))));
            return new RunBudget(Duration.ZERO, maxTime, endpoints, note);
        }
        Duration share = maxTime.multipliedBy(PRIMING_SHARE_PERCENT).dividedBy(100);
        Duration room = maxTime.minus(forCost);
        Duration priming = share.compareTo(room) < 0 ? share : room;
        Duration each = Duration.ofMillis(priming.dividedBy(endpoints).toMillis());
        if (each.compareTo(prime) > 0) {
            each = prime;
        }
        return new RunBudget(each, maxTime.minus(each.multipliedBy(endpoints)), endpoints, null);
    }

    /** The fewest pairs with an interval (a t multiplier of 12.7). */
    static final int MIN_INTERVAL_PAIRS = 2;

    /**
     * The least measuring that gives {@code pairs} pairs: so many rounds of one block per endpoint ({@code warmup} +
     * {@code block} each), the settling rounds of the epochs they span, and a quarter for overheads.
     */
    public static Duration leastMeasuring(int pairs, int endpoints, Duration block, Duration warmup, int epochRounds) {
        int rounds = pairs + (epochRounds > 0 ? (pairs - 1) / epochRounds * SETTLE_ROUNDS_PER_EPOCH : 0);
        long nanos = (long) (rounds * endpoints * (double) block.plus(warmup).toNanos() * OVERHEAD_FACTOR);
        // Whole tenths of a second: the figure is printed, and it is an estimate.
        return Duration.ofMillis((nanos / 1_000_000 + 99) / 100 * 100);
    }

    /** The whole run's bound: every endpoint's priming and the measuring. */
    public Duration total() {
        return primePerEndpoint.multipliedBy(endpoints).plus(measuring);
    }

    /** "at most 10s: priming at most 2.5s per endpoint, measuring at most 5s". */
    public String describe() {
        return String.format(Locale.ROOT, "at most %s: priming at most %s per endpoint (%d), measuring at most %s",
                Durations.format(total()), Durations.format(primePerEndpoint), endpoints, Durations.format(measuring));
    }

    private static Duration roundUpToSecond(Duration d) {
        return Duration.ofSeconds((d.toMillis() + 999) / 1000);
    }
}
