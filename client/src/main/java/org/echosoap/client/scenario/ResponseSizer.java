package org.echosoap.client.scenario;

/**
 * Tells how many bytes an endpoint answers (one real request): the size of the padded {@code null} baseline for
 * operations whose answers are not the seed's; and for an RMI call the bytes it puts on the wire each way, the
 * ping-pong baseline's frame. Implemented by the load stage's preflight.
 */
@FunctionalInterface
public interface ResponseSizer {

    /** @throws IllegalStateException with a one-line reason when the endpoint does not answer correctly */
    long responseBytes(Endpoint endpoint);

    /**
     * The bytes one call of {@code endpoint} writes and reads on a warm connection, everything its protocol sends
     * counted (for an RMI call: JRMP's call header, object and method ids, arguments; the return header and value).
     * This default knows only an HTTP endpoint's body and answer; the preflight's counts the wire.
     *
     * @throws IllegalStateException with a one-line reason when the endpoint does not answer correctly
     */
    default WireBytes wireBytes(Endpoint endpoint) {
        return new WireBytes(endpoint.requestBody().length, responseBytes(endpoint));
    }

    /** Bytes of one call, client to server and back. */
    record WireBytes(long requestBytes, long responseBytes) {
    }
}
