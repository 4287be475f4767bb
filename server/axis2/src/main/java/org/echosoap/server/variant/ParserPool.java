package org.echosoap.server.variant;

import java.io.IOException;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.function.Supplier;

/**
 * Idle parser instances for reuse: a request takes one (or creates one when none is idle), parses, and gives it
 * back. Each instance serves one request at a time, so the number of instances never exceeds the peak number of
 * concurrent requests (bounded by Tomcat's thread pool). Last in, first out, so the instance that just ran,
 * with its buffers still in the CPU caches, runs next.
 *
 * <p>Why not a {@code ThreadLocal}: per-thread values would pin the webapp's classes in Tomcat's pooled threads
 * after the webapp stops (Tomcat reports each one as a leak at every shutdown and undeploy); a pool owned by the
 * servlet is simply garbage collected with it. The cost is a lock-free poll and push per request.
 *
 * <pre>{@code
 * ParserPool<XMLReader> pool = new ParserPool<>(SecureParsers::newXercesXmlReader);
 * String value = pool.use(reader -> parseWith(reader, source));
 * }</pre>
 */
final class ParserPool<T> {

    private final ConcurrentLinkedDeque<T> idle = new ConcurrentLinkedDeque<>();
    private final Supplier<T> factory;

    ParserPool(Supplier<T> factory) {
        this.factory = factory;
    }

    /** Work done with a pooled instance; it may reject the request. */
    @FunctionalInterface
    interface Use<T, R> {
        R apply(T instance) throws RejectedRequestException, IOException;
    }

    /**
     * Runs {@code use} with an idle (or new) instance. The instance goes back to the pool after success and after a
     * rejected request (the parser reports the rejection and is in a known state: Xerces and Woodstox reset at the
     * start of the next parse); after any other failure (the client went away, a bug) it is dropped, not reused.
     */
    <R> R use(Use<T, R> use) throws RejectedRequestException, IOException {
        T instance = take();
        R result;
        try {
            result = use.apply(instance);
        } catch (RejectedRequestException e) {
            giveBack(instance);
            throw e;
        }
        giveBack(instance);
        return result;
    }

    /** An idle instance, or a new one. */
    T take() {
        T instance = idle.pollFirst();
        return instance != null ? instance : factory.get();
    }

    /** Makes {@code instance} available again; the caller must not use it afterwards. */
    void giveBack(T instance) {
        idle.offerFirst(instance);
    }

    /** How many instances are idle (tests). */
    int idleCount() {
        return idle.size();
    }
}
