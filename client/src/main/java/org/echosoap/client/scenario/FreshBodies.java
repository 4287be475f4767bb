package org.echosoap.client.scenario;

import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;

/**
 * The request bodies of a message that must be made anew for every exchange (a WS-Security request: its timestamp,
 * nonce and the server's replay cache make a byte string sent twice invalid), and how long making one takes. The
 * worker asks for the next body before it starts the clock ({@link Endpoint#next}), so the time to make it is not in
 * the latency; it is reported on its own ({@link #meanBuildMicros}). Thread-safe when the maker is.
 *
 * <pre>{@code
 * FreshBodies bodies = new FreshBodies(() -> secure(template));
 * Endpoint e = Endpoint.fresh("wss", "/services/wssec/sign/EchoFloat", template, "text/xml", action, check, bodies);
 * Endpoint once = e.next();      // a body made now, sent once
 * bodies.meanBuildMicros();      // mean time to make one, µs
 * }</pre>
 */
public final class FreshBodies {

    /** The mark of an endpoint whose body was made for one exchange ({@link Endpoint#sentOnce}). */
    static final FreshBodies SENT_ONCE = new FreshBodies(() -> {
        throw new IllegalStateException("a body made for one exchange makes no other");
    });

    private final Supplier<byte[]> maker;
    private final LongAdder builtNanos = new LongAdder();
    private final LongAdder built = new LongAdder();

    public FreshBodies(Supplier<byte[]> maker) {
        this.maker = maker;
    }

    /** A new body, timed. */
    byte[] next() {
        long start = System.nanoTime();
        byte[] body = maker.get();
        builtNanos.add(System.nanoTime() - start);
        built.increment();
        return body;
    }

    /** Bodies made so far (priming and warm-up included). */
    public long built() {
        return built.sum();
    }

    /** The mean time to make one body so far, µs; NaN before the first. */
    public double meanBuildMicros() {
        long n = built.sum();
        return n == 0 ? Double.NaN : builtNanos.sum() / 1e3 / n;
    }
}
