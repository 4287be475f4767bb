package org.echosoap.client.scenario.catalog;

import java.util.List;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.SeedMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkOperation;
import org.echosoap.client.scenario.benchmark.BenchmarkSizes;

/** {@code benchmark.OP}: the 19 SOAP Benchmark Suite operations (seed 002), sized by {@code --size}, minus a sized null. */
final class BenchmarkScenarios implements ScenarioFamily {

    private static final String PREFIX = "benchmark.";

    @Override
    public boolean owns(String name) {
        return name.startsWith(PREFIX);
    }

    @Override
    public List<String> names() {
        return BenchmarkOperation.all().stream().map(op -> PREFIX + op.name()).toList();
    }

    @Override
    public List<String> patterns() {
        return List.of("benchmark.OPERATION");
    }

    @Override
    public boolean isSized(String name) {
        return true;
    }

    @Override
    public String contract(String name) {
        return SoapStack.BENCHMARK;
    }

    @Override
    public Scenario scenario(String name, ScenarioParameters p, SoapStack stack, ResponseSizer sizer) {
        BenchmarkOperation op = BenchmarkOperation.byName(name.substring(PREFIX.length()));
        if (op == null) {
            throw Scenarios.unknown(name);
        }
        int size = op.kind() == BenchmarkOperation.Kind.VOID ? Scenario.NO_SIZE : p.sizeOr(BenchmarkSizes.DEFAULT_SIZE);
        long maxSize = BenchmarkSizes.maxSize(op);
        if (size != Scenario.NO_SIZE && (size < 1 || size > maxSize)) {
            throw new IllegalArgumentException(name + " takes --size 1.." + maxSize + ", got " + size);
        }
        Endpoint measured = new Endpoint(name, stack.servicePath(SoapStack.BENCHMARK), BenchmarkMessages.request(op, size),
                SeedMessages.SOAP11_CONTENT_TYPE, "\"" + op.name() + "\"", BenchmarkMessages.check(op, size));
        return Scenarios.sized(name, size, measured, sizer, "SOAP Benchmark Suite " + op.name() + " with " + size
                + " elements");
    }
}
