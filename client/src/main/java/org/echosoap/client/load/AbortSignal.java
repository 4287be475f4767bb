package org.echosoap.client.load;

import java.util.concurrent.atomic.AtomicLong;
import org.echosoap.client.result.ErrorKind;

/**
 * Stops a run early: after --max-errors failed requests, on Ctrl-C, or when the target stops answering
 * altogether. Touched only on errors, never on the success path.
 */
public final class AbortSignal {

    private final long maxErrors;
    private final AtomicLong errors = new AtomicLong();
    private volatile String reason;

    /** @param maxErrors abort after this many measured errors; 0 = never */
    public AbortSignal(long maxErrors) {
        this.maxErrors = maxErrors;
    }

    void countError() {
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
