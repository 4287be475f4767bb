package org.echosoap.client.load;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/** CPU time of the calling thread, for the client's own cost per request (0 when the JVM can't tell). */
final class CpuTime {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean SUPPORTED = THREADS.isCurrentThreadCpuTimeSupported();

    private CpuTime() {
    }

    static long currentThreadNanos() {
        return SUPPORTED ? THREADS.getCurrentThreadCpuTime() : 0;
    }
}
