package org.echosoap.server.stages;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Exact time and bytes per pipeline stage of one message, marked by each stack at its own boundaries on the request
 * thread. Off unless the request asks for it with {@value #REQUEST_HEADER}{@code : on}: the timing filter
 * then {@link #begin}s the accounts in {@link Stage#CONTAINER_IN}, each stack's marks move them on, and the filter
 * {@link #end}s them at the same readings it puts in {@code Server-Timing}, so a message's stage bytes add up to its
 * {@code alloc} figure exactly and its stage times to its {@code app} figure within the header's rounding.
 *
 * <p>When no request asks, a mark is one volatile read ({@link #ACTIVE_REQUESTS} is 0): stacks may mark on every
 * message. When one does, a mark is a thread-local look-up, {@code System.nanoTime()} and the thread's allocation
 * counter, and allocates nothing.
 *
 * <pre>{@code
 * Stages.moveTo(Stage.INBOUND);        // a sequential boundary (an Axis2 phase, a CXF interceptor phase)
 * Stages.enter(Stage.SECURITY);        // a nested one ...
 * Stages.exit();                       // ... and back to what was on top before
 * }</pre>
 */
public final class Stages {

    /** The request header that asks for stages ({@code Echosoap-Stages: on}), and the response header that answers. */
    public static final String REQUEST_HEADER = "Echosoap-Stages";

    /** The response header with the message's stages ({@link StagesHeader}). */
    public static final String RESPONSE_HEADER = "Echosoap-Stages";

    /** Requests whose accounts are open now, in this WAR: 0 makes every mark a single read. */
    private static final AtomicInteger ACTIVE_REQUESTS = new AtomicInteger();

    private static final ThreadLocal<StageClock> CLOCKS = ThreadLocal.withInitial(StageClock::new);

    private Stages() {
    }

    /** Whether a request's header value asks for stages ({@code on}, any case). */
    public static boolean asked(String requestHeaderValue) {
        return requestHeaderValue != null && requestHeaderValue.strip().equalsIgnoreCase("on");
    }

    /** Opens this thread's accounts in {@link Stage#CONTAINER_IN} at the timing filter's own start readings. */
    public static void begin(long startNanos, long startAllocatedBytes) {
        StageClock clock = CLOCKS.get();
        if (!clock.active()) {
            ACTIVE_REQUESTS.incrementAndGet();
        }
        clock.begin(Stage.CONTAINER_IN, startNanos, startAllocatedBytes);
    }

    /** Whether this thread has open accounts (a request that asked for stages is running on it). */
    public static boolean active() {
        return ACTIVE_REQUESTS.get() != 0 && CLOCKS.get().active();
    }

    /** A sequential boundary: what passed since the last mark goes to the stage on top, which becomes {@code stage}. */
    public static void moveTo(Stage stage) {
        if (ACTIVE_REQUESTS.get() == 0) {
            return;
        }
        StageClock clock = CLOCKS.get();
        // A move to the stage already on top changes no account: skipped without reading the clocks (Axis2's
        // phases of one flow are one stage; this makes six of its seventeen marks per message read the clocks).
        if (clock.active() && !clock.onTop(stage)) {
            clock.moveTo(stage, System.nanoTime(), ThreadAllocation.currentThreadBytes());
        }
    }

    /** A nested boundary: {@code stage} goes on top until the matching {@link #exit}. */
    public static void enter(Stage stage) {
        if (ACTIVE_REQUESTS.get() == 0) {
            return;
        }
        StageClock clock = CLOCKS.get();
        if (clock.active()) {
            clock.enter(stage, System.nanoTime(), ThreadAllocation.currentThreadBytes());
        }
    }

    /** Leaves the stage the last {@link #enter} put on top. */
    public static void exit() {
        if (ACTIVE_REQUESTS.get() == 0) {
            return;
        }
        StageClock clock = CLOCKS.get();
        if (clock.active()) {
            clock.exit(System.nanoTime(), ThreadAllocation.currentThreadBytes());
        }
    }

    /**
     * Closes this thread's accounts at the timing filter's stamp readings and returns the response header's value
     * ({@link StagesHeader}), or null when no accounts were open. Idempotent: a second call returns null.
     */
    public static String end(long endNanos, long endAllocatedBytes) {
        StageClock clock = CLOCKS.get();
        if (!clock.active()) {
            return null;
        }
        clock.end(endNanos, endAllocatedBytes);
        ACTIVE_REQUESTS.decrementAndGet();
        // Built after the closing readings: the header's own bytes are nobody's stage, as Server-Timing's are not.
        return StagesHeader.value(clock, endAllocatedBytes >= 0);
    }

    /**
     * The last ended request's transitions on this thread, {@code stage@offsetNanos} separated by spaces
     * ({@code container-in@0 inbound@2310 invocation@9120 ...}): for a profile to give each sample its stage.
     */
    public static String lastTransitions() {
        return StagesHeader.transitions(CLOCKS.get());
    }
}
