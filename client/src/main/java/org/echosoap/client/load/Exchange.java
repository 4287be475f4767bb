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
    /**
     * The answer's {@code Echosoap-Stages} ({@code --stages}), and the head's Server-Timing figures they were closed
     * with: a chunked trailer may replace the figures above with the whole message's, while the stages stop at the
     * commit, so the stages are checked against the head's.
     */
    final StagesField stages = new StagesField();
    long headAppMicros = ServerTiming.ABSENT;
    long headAllocatedBytes = ServerTiming.ABSENT;
    long responseBytes;
    /**
     * Bytes written for the request where the channel counts them (RMI: below the JDK's transport, all of a call's
     * JRMP bytes); 0 where it does not (HTTP: the endpoint's body is what is reported).
     */
    long requestBytes;
    /** Time spent checking the answer (not exchanging it): taken out of the recorded latency. */
    long checkNanos;

    void reset() {
        errorKind = null;
        errorReason = null;
        serverAppMicros = ServerTiming.ABSENT;
        serverAllocatedBytes = ServerTiming.ABSENT;
        stages.clear();
        headAppMicros = ServerTiming.ABSENT;
        headAllocatedBytes = ServerTiming.ABSENT;
        responseBytes = 0;
        requestBytes = 0;
        checkNanos = 0;
    }

    void fail(ErrorKind kind, String reason) {
        errorKind = kind;
        errorReason = reason;
    }
}
