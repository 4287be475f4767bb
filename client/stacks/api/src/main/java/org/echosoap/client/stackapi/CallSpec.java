package org.echosoap.client.stackapi;

import java.time.Duration;

/**
 * What one worker's caller calls.
 *
 * @param endpointUrl the service's address ({@code http://127.0.0.1:8080/echosoap-cxf/services/Benchmark})
 * @param call        which operation
 * @param size        elements per message (the raw client's {@code --size}); ignored by {@link BenchmarkCall#ECHO_VOID}
 * @param timeout     connect and answer timeout of one call
 */
public record CallSpec(String endpointUrl, BenchmarkCall call, int size, Duration timeout) {

    public CallSpec {
        if (endpointUrl == null || !endpointUrl.startsWith("http://")) {
            throw new IllegalArgumentException("a client stack calls a plain http:// address, got " + endpointUrl);
        }
        if (call == null) {
            throw new IllegalArgumentException("a client stack's call needs an operation");
        }
        if (call.sized() && size < 1) {
            throw new IllegalArgumentException(call.operation() + " takes a size of 1 or more, got " + size);
        }
        if (timeout == null || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("a client stack's call needs a positive timeout, got " + timeout);
        }
    }

    /** The call as failures name it: {@code echoInts(100)}, {@code echoVoid()}. */
    public String label() {
        return call.operation() + (call.sized() ? "(" + size + ")" : "()");
    }

    /** The timeout in whole milliseconds, at least 1, as the stacks' settings want it. */
    public int timeoutMillis() {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, timeout.toMillis()));
    }
}
