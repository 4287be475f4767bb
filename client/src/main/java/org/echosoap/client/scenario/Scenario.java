package org.echosoap.client.scenario;

import java.util.Optional;

/**
 * What a run measures: an endpoint and the baseline whose latency is subtracted from it (same request bytes,
 * same response length, no SOAP processing). A scenario without a baseline is measured alone (e.g. to compare
 * the client with another load tool on {@code /baseline/null}).
 *
 * @param name        the scenario's name on the command line
 * @param measured    the endpoint whose cost is wanted
 * @param baseline    the endpoint subtracted from it, if any
 * @param description one line for --help and reports
 */
public record Scenario(String name, Endpoint measured, Optional<Endpoint> baseline, String description) {
}
