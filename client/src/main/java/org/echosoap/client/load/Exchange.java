package org.echosoap.client.load;

import org.echosoap.client.result.ErrorKind;

/**
 * The outcome of one request/response pair, reused by its worker (no allocation per request).
 * {@link #errorKind} is null for a success.
 */
public final class Exchange {
    ErrorKind errorKind;
    String errorReason;
    long serverAppMicros = ServerTiming.ABSENT;
    long serverAllocatedBytes = ServerTiming.ABSENT;
    long responseBytes;
    /** Time spent checking the answer (not exchanging it): taken out of the recorded latency. */
    long checkNanos;

    void reset() {
        errorKind = null;
        errorReason = null;
        serverAppMicros = ServerTiming.ABSENT;
        serverAllocatedBytes = ServerTiming.ABSENT;
        responseBytes = 0;
        checkNanos = 0;
    }

    void fail(ErrorKind kind, String reason) {
        errorKind = kind;
        errorReason = reason;
    }
}
