package org.echosoap.client.history;

import java.net.URI;
import java.util.Locale;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.report.Environment;
import org.echosoap.client.stats.CostEstimate;

/**
 * Which runs measure the same thing (a cost, or one endpoint's latency), so that their spread is run-to-run variation and not a change of setup: the
 * same client host and CPU count, client JVM, target, stack, scenario and size, the same pair of endpoints, and the
 * settings that move a figure (statistic, connections, block length, keep-alive, Nagle, transport, rate, spin,
 * epochs on or off). What only changes how long a run measures (precision, time limit, priming) is left out: a
 * longer run has a smaller error of its own, which the random-effects estimate weighs. So is the target's port: the
 * launcher's demo and forks start their server on whichever port is free.
 *
 * @param text the key as kept in the history file
 */
public record SetupKey(String text) {

    /** The setup of cost {@code c} in a run with {@code options} on {@code environment}. */
    public static SetupKey of(Environment environment, RunOptions options, int size, CostEstimate c) {
        return of(environment, options, c.scenario(), size, String.format(Locale.ROOT, "cost=%s-%s statistic=%s",
                c.soapEndpoint(), c.baselineEndpoint(), c.statistic().key()));
    }

    /**
     * The setup of the cost of {@code soapEndpoint} over {@code baselineEndpoint} in {@code scenario}, before it is
     * measured (the same key as {@link #of(Environment, RunOptions, int, CostEstimate)} gives it afterwards).
     */
    public static SetupKey ofCost(Environment environment, RunOptions options, String scenario, int size,
                                  String soapEndpoint, String baselineEndpoint) {
        return of(environment, options, scenario, size, String.format(Locale.ROOT, "cost=%s-%s statistic=%s",
                soapEndpoint, baselineEndpoint, options.statistic().key()));
    }

    /** The setup of endpoint {@code endpoint}'s mean latency in a run of {@code scenario}. */
    public static SetupKey ofLatency(Environment environment, RunOptions options, String scenario, int size,
                                     String endpoint) {
        return of(environment, options, scenario, size, "latency=" + endpoint);
    }

    private static SetupKey of(Environment environment, RunOptions options, String scenario, int size, String what) {
        return new SetupKey(String.format(Locale.ROOT,
                "host=%s cpus=%d jvm=%s target=%s stack=%s scenario=%s size=%d %s "
                        + "connections=%d share=%d/%d block=%dms keepAlive=%b noDelay=%b transport=%s rate=%s spin=%d "
                        + "epochs=%b",
                environment.clientHost(), environment.cpus(), environment.jvm(), withoutPort(options.target()),
                options.stack().key(), scenario, size, what, options.connections(), options.share().index(),
                options.share().count(), options.duration().toMillis(), options.keepAlive(), options.tcpNoDelay(),
                options.transport().name().toLowerCase(Locale.ROOT), options.rate().perSecond(), options.spinMicros(),
                options.epochRounds() > 0));
    }

    private static String withoutPort(URI target) {
        return target.getScheme() + "://" + target.getHost() + (target.getRawPath() == null ? "" : target.getRawPath());
    }
}
