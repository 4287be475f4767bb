package org.echosoap.client.scenario;

import java.util.Optional;

/**
 * What a run measures: an endpoint and the baseline whose latency is subtracted from it (same request bytes,
 * same response length, no SOAP processing). A scenario without a baseline is measured alone (e.g. to compare
 * the client with another load tool on {@code /baseline/null}).
 *
 * @param name        the scenario's name on the command line ({@code echoFloat}, {@code benchmark.echoInts})
 * @param size        elements (bytes for base64, chars for getString) per message, or -1 where size means nothing
 * @param measured    the endpoint whose cost is wanted
 * @param baseline    the endpoint subtracted from it, if any
 * @param description one line for --help and reports
 */
public record Scenario(String name, int size, Endpoint measured, Optional<Endpoint> baseline, String description) {

    /** Size of scenarios where size means nothing. */
    public static final int NO_SIZE = -1;
}
