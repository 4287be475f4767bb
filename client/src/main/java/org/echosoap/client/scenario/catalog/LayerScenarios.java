package org.echosoap.client.scenario.catalog;

import java.util.List;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.layer.SoapLayers;

/** {@code layer.soap12.MESSAGE}, {@code layer.fastinfoset.MESSAGE}, ...: one layer's cost ({@link SoapLayers}). */
final class LayerScenarios implements ScenarioFamily {

    @Override
    public boolean owns(String name) {
        return SoapLayers.isLayer(name);
    }

    @Override
    public List<String> names() {
        return SoapLayers.names();
    }

    @Override
    public List<String> patterns() {
        return List.of("layer.soap12.MESSAGE", "layer.fastinfoset.MESSAGE");
    }

    @Override
    public boolean isSized(String name) {
        return SoapLayers.isSized(name);
    }

    @Override
    public boolean checksStackItself() {
        return true;
    }

    @Override
    public Scenario scenario(String name, ScenarioParameters p, SoapStack stack, ResponseSizer sizer) {
        return SoapLayers.scenario(name, p, stack);
    }
}
