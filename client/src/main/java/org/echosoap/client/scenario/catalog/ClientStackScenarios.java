package org.echosoap.client.scenario.catalog;

import java.util.List;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.clientstack.ClientStacks;

/** {@code clientstack.STACK.OP}: a Benchmark call through a generated client minus the raw client ({@link ClientStacks}). */
final class ClientStackScenarios implements ScenarioFamily {

    @Override
    public boolean owns(String name) {
        return ClientStacks.isClientStack(name);
    }

    @Override
    public List<String> names() {
        return ClientStacks.names();
    }

    @Override
    public List<String> patterns() {
        return List.of("clientstack.STACK.OPERATION");
    }

    @Override
    public boolean isSized(String name) {
        return ClientStacks.isSized(name);
    }

    @Override
    public String contract(String name) {
        return SoapStack.BENCHMARK;
    }

    @Override
    public Scenario scenario(String name, ScenarioParameters p, SoapStack stack, ResponseSizer sizer) {
        return ClientStacks.scenario(name, p, stack);
    }
}
