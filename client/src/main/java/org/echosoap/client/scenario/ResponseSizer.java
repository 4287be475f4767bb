package org.echosoap.client.scenario;

/**
 * Tells how many bytes an endpoint answers (one real request): the size of the padded {@code null} baseline for
 * operations whose answers are not the seed's. Implemented by the load stage's preflight.
 */
@FunctionalInterface
public interface ResponseSizer {

    /** @throws IllegalStateException with a one-line reason when the endpoint does not answer correctly */
    long responseBytes(Endpoint endpoint);
}
