package org.echosoap.server.stages;

/**
 * One request thread's stage accounts: exclusive time (ns) and bytes allocated per {@link Stage}, kept by a stack of
 * marks. Every mark charges what passed since the previous mark to the stage on top of the stack, then changes the
 * top: so nested stages (CXF runs its whole outbound chain inside an inbound interceptor) are each counted once,
 * and the accounts add up to exactly the span from {@link #begin} to {@link #end}.
 *
 * <p>Allocation-free once made: fixed arrays, reused request after request on its thread. The transitions (which
 * stage from which offset) are kept too, up to {@link #MAX_TRANSITIONS}, so that a profile can give each sample the
 * stage it was taken in. Not thread-safe: one per thread ({@link Stages}).
 */
final class StageClock {

    /** Deeper nesting than this is a stack's bug: further enters are counted in the top stage. */
    static final int MAX_DEPTH = 16;

    /** Transitions kept per request for the profile; past this the accounts stay exact, the list stops. */
    static final int MAX_TRANSITIONS = 64;

    private final long[] nanos = new long[Stage.COUNT];
    private final long[] bytes = new long[Stage.COUNT];
    private final boolean[] entered = new boolean[Stage.COUNT];
    private final int[] stack = new int[MAX_DEPTH];
    private final int[] transitionStage = new int[MAX_TRANSITIONS];
    private final long[] transitionOffsetNanos = new long[MAX_TRANSITIONS];
    private int transitions;
    private int depth;
    private int overflowDepth;
    private boolean active;
    private long beginNanos;
    private long lastNanos;
    private long lastBytes;

    boolean active() {
        return active;
    }

    /** Starts a request's accounts in {@code first}, at the given readings (the timing filter's own). */
    void begin(Stage first, long nowNanos, long allocatedBytes) {
        java.util.Arrays.fill(nanos, 0);
        java.util.Arrays.fill(bytes, 0);
        java.util.Arrays.fill(entered, false);
        depth = 0;
        overflowDepth = 0;
        transitions = 0;
        beginNanos = nowNanos;
        lastNanos = nowNanos;
        lastBytes = allocatedBytes;
        active = true;
        push(first.ordinal());
    }

    /** Charges the time and bytes since the last mark to the stage on top. */
    private void charge(long nowNanos, long allocatedBytes) {
        int top = stack[depth - 1];
        nanos[top] += nowNanos - lastNanos;
        if (allocatedBytes >= 0 && lastBytes >= 0) {
            bytes[top] += allocatedBytes - lastBytes;
        }
        lastNanos = nowNanos;
        lastBytes = allocatedBytes;
    }

    private void push(int ordinal) {
        stack[depth++] = ordinal;
        entered[ordinal] = true;
        noteTransition(ordinal);
    }

    private void noteTransition(int ordinal) {
        if (transitions < MAX_TRANSITIONS) {
            transitionStage[transitions] = ordinal;
            transitionOffsetNanos[transitions] = lastNanos - beginNanos;
            transitions++;
        }
    }

    void enter(Stage stage, long nowNanos, long allocatedBytes) {
        charge(nowNanos, allocatedBytes);
        if (depth == MAX_DEPTH) {
            overflowDepth++;
            return;
        }
        push(stage.ordinal());
    }

    void exit(long nowNanos, long allocatedBytes) {
        charge(nowNanos, allocatedBytes);
        if (overflowDepth > 0) {
            overflowDepth--;
            return;
        }
        if (depth > 1) {
            depth--; // the first stage is never left by an exit: only end() closes it
            noteTransition(stack[depth - 1]);
        }
    }

    /**
     * Whether {@code stage} is on top: a move to it would change nothing (what passed since the last mark goes to
     * the same stage either way), so the facade skips the readings.
     */
    boolean onTop(Stage stage) {
        return stack[depth - 1] == stage.ordinal();
    }

    void moveTo(Stage stage, long nowNanos, long allocatedBytes) {
        charge(nowNanos, allocatedBytes);
        int ordinal = stage.ordinal();
        if (stack[depth - 1] != ordinal) {
            stack[depth - 1] = ordinal;
            entered[ordinal] = true;
            noteTransition(ordinal);
        }
    }

    /** Closes the accounts at the given readings; later marks are ignored until the next {@link #begin}. */
    void end(long nowNanos, long allocatedBytes) {
        charge(nowNanos, allocatedBytes);
        active = false;
    }

    long nanos(Stage stage) {
        return nanos[stage.ordinal()];
    }

    /** Bytes charged to {@code stage}; meaningless when the readings were -1 (no allocation counter). */
    long bytes(Stage stage) {
        return bytes[stage.ordinal()];
    }

    boolean entered(Stage stage) {
        return entered[stage.ordinal()];
    }

    int transitions() {
        return transitions;
    }

    Stage transitionStage(int i) {
        return Stage.ofOrdinal(transitionStage[i]);
    }

    long transitionOffsetNanos(int i) {
        return transitionOffsetNanos[i];
    }
}
