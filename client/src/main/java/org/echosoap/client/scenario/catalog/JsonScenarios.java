package org.echosoap.client.scenario.catalog;

import java.util.List;
import java.util.Optional;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.ExactBytesCheck;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.json.JsonMessages;
import org.echosoap.client.scenario.latency.LatencyMessages;

/**
 * {@code json.CALL}: the Latency calls and echoFloat as JSON over HTTP ({@code /json/*} of echosoap.war), minus
 * {@code /baseline/null} with the same request bytes and an answer of the same length: what the JSON layer costs, as
 * the SOAP rows say what SOAP costs.
 */
final class JsonScenarios implements ScenarioFamily {

    private static final String PREFIX = "json.";

    /** The JSON calls' Content-Type. */
    private static final String JSON_CONTENT_TYPE = "application/json";

    @Override
    public boolean owns(String name) {
        return name.startsWith(PREFIX);
    }

    @Override
    public List<String> names() {
        return JsonMessages.CALLS.stream().map(call -> PREFIX + call).toList();
    }

    @Override
    public List<String> patterns() {
        return List.of("json.CALL");
    }

    @Override
    public boolean isSized(String name) {
        return !name.equals("json.doNothing") && !name.equals("json.echoFloat");
    }

    @Override
    public String refusalOn(SoapStack stack, String name) {
        return stack.isAxis2() ? null : name + " is a servlet of echosoap.war with no SOAP stack";
    }

    @Override
    public Scenario scenario(String name, ScenarioParameters p, SoapStack stack, ResponseSizer sizer) {
        String call = name.substring(PREFIX.length());
        if (!JsonMessages.CALLS.contains(call)) {
            throw Scenarios.unknown(name);
        }
        int size = isSized(name) ? p.sizeOr(LatencyMessages.DEFAULT_SIZE) : Scenario.NO_SIZE;
        if (size > LatencyMessages.MAX_SIZE) {
            throw new IllegalArgumentException(name + " takes --size 0.." + LatencyMessages.MAX_SIZE + ", got " + size);
        }
        Endpoint measured = new Endpoint(name, JsonMessages.path(call), JsonMessages.request(call, size),
                JSON_CONTENT_TYPE, null, JsonMessages.check(call, size));
        // The answer's length is known exactly: no sizing request needed.
        int answerBytes = JsonMessages.answer(call, size).length;
        Endpoint baseline = new Endpoint("null", "/baseline/null?responseBytes=" + answerBytes + "&form=json",
                measured.requestBody(), JSON_CONTENT_TYPE, null, new ExactBytesCheck(JsonMessages.padded(answerBytes)));
        return new Scenario(name, size, measured, Optional.of(baseline), "JSON over HTTP (Jackson) " + call
                + (size < 0 ? "" : " (size " + size + ")") + " minus /baseline/null answering a JSON object of the same"
                + " length");
    }
}
