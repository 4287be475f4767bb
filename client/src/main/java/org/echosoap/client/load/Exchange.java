package org.echosoap.client.load;

import org.echosoap.client.result.ErrorKind;

/**
 * The outcome of one request/response pair, reused by its worker (no allocation per request). Its fields are public
 * for the transports that fill them ({@code http}, {@code rpc}) and read by the worker that times the exchange.
 * {@link #errorKind} is null for a success.
 */
public final class Exchange {
    public ErrorKind errorKind;
    public String errorReason;
    public long serverAppMicros = ServerTiming.ABSENT;
    public long serverAllocatedBytes = ServerTiming.ABSENT;
    /**
     * The answer's {@code Echosoap-Stages} ({@code --stages}), and the head's Server-Timing figures they were closed
     * with: a chunked trailer may replace the figures above with the whole message's, while the stages stop at the
     * commit, so the stages are checked against the head's.
     */
    public final StagesField stages = new StagesField();
    public long headAppMicros = ServerTiming.ABSENT;
    public long headAllocatedBytes = ServerTiming.ABSENT;
    public long responseBytes;
    /**
     * Bytes written for the request where the channel counts them (RMI: below the JDK's transport, all of a call's
     * JRMP bytes); 0 where it does not (HTTP: the endpoint's body is what is reported).
     */
    public long requestBytes;
    /** Time spent checking the answer (not exchanging it): taken out of the recorded latency. */
    public long checkNanos;

    public void reset() {
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

    public void fail(ErrorKind kind, String reason) {
        errorKind = kind;
        errorReason = reason;
    }
}
