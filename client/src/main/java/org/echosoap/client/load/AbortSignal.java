package org.echosoap.client.load;

import java.util.concurrent.atomic.AtomicLong;
import org.echosoap.client.result.ErrorKind;

/**
 * Stops a run early: after --max-errors failed requests, on Ctrl-C, or when the target stops answering
 * altogether. Touched only on errors, never on the success path.
 *
 * <p>On kept connections (keep-alive, the default) a connection that cannot be opened again in a measured block means
 * the server went away mid-run: stopped, or restarted, and a restarted server is a new, cold JVM whose figures would
 * be no part of this run's. The run stops there, as in a warm-up, rather than count refusals up to --max-errors or
 * go on measuring the new JVM. Without keep-alive every request connects, and a failed connect under load is an error
 * like any other: counted.
 */
public final class AbortSignal {

    private final long maxErrors;
    private final boolean connectionsKept;
    private final AtomicLong errors = new AtomicLong();
    private volatile String reason;

    /** @param maxErrors abort after this many measured errors; 0 = never (every measured error counted, none stops) */
    public AbortSignal(long maxErrors) {
        this(maxErrors, false);
    }

    /**
     * @param maxErrors       abort after this many measured errors; 0 = never
     * @param connectionsKept whether the run keeps its connections (keep-alive): a measured connect failure then stops it
     */
    public AbortSignal(long maxErrors, boolean connectionsKept) {
        this.maxErrors = maxErrors;
        this.connectionsKept = connectionsKept;
    }

    /** A measured request failed with {@code kind} for {@code why}. */
    void countError(ErrorKind kind, String why) {
        if (connectionsKept && kind == ErrorKind.CONNECT) {
            raise("target stopped answering: " + why);
            return;
        }
        // Exactly one worker sees the count reach the limit, so the reason names the limit, not a racing count.
        if (maxErrors > 0 && errors.incrementAndGet() == maxErrors) {
            raise("aborted after " + maxErrors + " failed requests (--max-errors " + maxErrors + ")");
        }
    }

    /** Warm-up errors don't count against --max-errors but a dead target must not spin for the whole block. */
    void countWarmupError(ErrorKind kind, String reason) {
        if (kind == ErrorKind.CONNECT) {
            raise("target stopped answering: " + reason);
        }
    }

    /** Raises the signal (first reason wins). */
    public void raise(String why) {
        if (reason == null) {
            reason = why;
        }
    }

    public boolean isRaised() {
        return reason != null;
    }

    /** Why the run stopped early, or null. */
    public String reason() {
        return reason;
    }
}
