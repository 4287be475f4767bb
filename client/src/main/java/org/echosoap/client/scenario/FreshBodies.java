package org.echosoap.client.scenario;

import java.util.function.Supplier;
import org.HdrHistogram.ConcurrentHistogram;

/**
 * The request bodies of a message that must be made anew for every exchange (a WS-Security request: its timestamp,
 * nonce and the server's replay cache make a byte string sent twice invalid), and how long making one takes. The
 * worker asks for the next body before it starts the clock ({@link Endpoint#next}), so the time to make it is not in
 * the latency; it is reported on its own ({@link #medianBuildMicros}: the median, as the first bodies of a run are
 * made by cold code and would dominate a short run's mean). Thread-safe when the maker is.
 *
 * <pre>{@code
 * FreshBodies bodies = new FreshBodies(() -> secure(template));
 * Endpoint e = Endpoint.fresh("wss", "/services/wssec/sign/EchoFloat", template, "text/xml", action, check, bodies);
 * Endpoint once = e.next();      // a body made now, sent once
 * bodies.medianBuildMicros();    // median time to make one, µs
 * }</pre>
 */
public final class FreshBodies {

    /** The mark of an endpoint whose body was made for one exchange ({@link Endpoint#sentOnce}). */
    static final FreshBodies SENT_ONCE = new FreshBodies(() -> {
        throw new IllegalStateException("a body made for one exchange makes no other");
    });

    private final Supplier<byte[]> maker;
    /** Time to make each body, ns (lock-free recording: several workers make bodies at once). */
    private final ConcurrentHistogram builtNanos = new ConcurrentHistogram(3);

    public FreshBodies(Supplier<byte[]> maker) {
        this.maker = maker;
    }

    /** A new body, timed. */
    byte[] next() {
        long start = System.nanoTime();
        byte[] body = maker.get();
        builtNanos.recordValue(Math.max(1, System.nanoTime() - start));
        return body;
    }

    /** Bodies made so far (priming and warm-up included). */
    public long built() {
        return builtNanos.getTotalCount();
    }

    /** The median time to make one body so far, µs; NaN before the first. */
    public double medianBuildMicros() {
        return built() == 0 ? Double.NaN : builtNanos.getValueAtPercentile(50) / 1e3;
    }
}
