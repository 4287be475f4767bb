package org.echosoap.server.stages;

import java.lang.management.ManagementFactory;

/**
 * Bytes allocated so far by the current thread (HotSpot's {@code com.sun.management.ThreadMXBean}), or -1 when the
 * JVM cannot tell. Reading it costs tens of nanoseconds: cheap enough for every request.
 */
public final class ThreadAllocation {

    private static final com.sun.management.ThreadMXBean THREADS = threads();

    private ThreadAllocation() {
    }

    private static com.sun.management.ThreadMXBean threads() {
        try {
            if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                    && t.isThreadAllocatedMemorySupported()) {
                t.setThreadAllocatedMemoryEnabled(true);
                return t;
            }
        } catch (UnsupportedOperationException | SecurityException notHere) {
            // Another JVM: no allocation figures, timing still works.
        }
        return null;
    }

    /** Bytes the calling thread allocated so far (exact: HotSpot adds its current TLAB's used part), or -1. */
    public static long currentThreadBytes() {
        return THREADS == null ? -1 : THREADS.getCurrentThreadAllocatedBytes();
    }
}
