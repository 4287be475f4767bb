package org.echosoap.client.stackapi;

/**
 * One worker's generated client: its proxy or stub, bound to one endpoint and one operation, with the request's
 * values built once. Not thread-safe, except {@link #abort}.
 */
public interface StackCaller extends AutoCloseable {

    /**
     * One call through the stack (serialize, send, receive, parse), its answer then checked value by value against
     * the contract's ({@link BenchmarkValues}).
     *
     * @return the nanoseconds spent checking the answer, which the client takes out of the call's latency (as it
     *         does for its own raw requests): the stack's cost is the call, not our check
     * @throws StackCallException for a fault, an HTTP error, a connection problem, a timeout or a wrong answer
     */
    long call() throws StackCallException;

    /**
     * From ANOTHER thread, when the run is aborted: make a call blocked on an unresponsive server return soon.
     * Best effort: what a stack allows (closing its client or conduit).
     */
    void abort();

    @Override
    void close();
}
