package org.echosoap.client.load;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/** CPU time and allocation of the calling thread: the client's own cost per request. */
final class CpuTime {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean SUPPORTED = THREADS.isCurrentThreadCpuTimeSupported();

    private CpuTime() {
    }

    /** CPU nanoseconds of this thread (0 when the JVM can't tell). */
    static long currentThreadNanos() {
        return SUPPORTED ? THREADS.getCurrentThreadCpuTime() : 0;
    }

    /** Bytes this thread allocated so far, or -1 when the JVM can't tell. */
    static long currentThreadAllocatedBytes() {
        return THREADS instanceof com.sun.management.ThreadMXBean hotspot && hotspot.isThreadAllocatedMemorySupported()
                ? hotspot.getCurrentThreadAllocatedBytes() : -1;
    }
}
