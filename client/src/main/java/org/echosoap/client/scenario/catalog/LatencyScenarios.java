package org.echosoap.client.scenario.catalog;

import java.util.List;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.SeedMessages;
import org.echosoap.client.scenario.latency.LatencyMessages;

/** {@code latency.OP}: seed 003's doNothing, setSize, getString and getIntegers, sized by {@code --size}. */
final class LatencyScenarios implements ScenarioFamily {

    private static final String PREFIX = "latency.";

    @Override
    public boolean owns(String name) {
        return name.startsWith(PREFIX);
    }

    @Override
    public List<String> names() {
        return LatencyMessages.OPERATIONS.stream().map(op -> PREFIX + op).toList();
    }

    @Override
    public List<String> patterns() {
        return List.of("latency.OPERATION");
    }

    @Override
    public boolean isSized(String name) {
        return true;
    }

    @Override
    public String contract(String name) {
        return SoapStack.LATENCY;
    }

    @Override
    public Scenario scenario(String name, ScenarioParameters p, SoapStack stack, ResponseSizer sizer) {
        String op = name.substring(PREFIX.length());
        if (!LatencyMessages.OPERATIONS.contains(op)) {
            throw Scenarios.unknown(name);
        }
        int size = op.equals("doNothing") ? Scenario.NO_SIZE : p.sizeOr(LatencyMessages.DEFAULT_SIZE);
        if (size > LatencyMessages.MAX_SIZE) {
            throw new IllegalArgumentException(name + " takes --size 0.." + LatencyMessages.MAX_SIZE + ", got " + size);
        }
        Endpoint measured = new Endpoint(name, stack.servicePath(SoapStack.LATENCY), LatencyMessages.request(op, size),
                SeedMessages.SOAP11_CONTENT_TYPE, "\"" + op + "\"", LatencyMessages.check(op, size));
        return Scenarios.sized(name, size, measured, sizer, "Davis & Parashar " + op + (size < 0 ? "" : " (size " + size + ")"));
    }
}
