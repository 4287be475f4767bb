package org.echosoap.client.scenario.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.SeedMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkOperation;
import org.echosoap.client.scenario.benchmark.BenchmarkSizes;

/**
 * The parser variants of echosoap.war (seeds 000, 001, 004): {@code variant.PARSER[.preread]}, the seed request parsed
 * by one parser minus null, and {@code variant.events[.preread]}, Benchmark's echoSimpleEvents echoed by a StAX servlet
 * reading the request stream or a preread {@code String} (the memory suite), sized like {@code benchmark.OP}.
 */
final class VariantScenarios implements ScenarioFamily {

    static final String PREFIX = "variant.";

    /** The parsers of the variant servlets: Xerces2 DOM, SAX and XNI, Woodstox StAX, then seed 001's others. */
    static final List<String> PARSERS = List.of("dom", "sax", "stax", "xni", "jdom", "xpp", "crimson",
            "xerces1-dom", "xerces1-sax");

    /** The memory suite's StAX echoSimpleEvents variant, stream (as named) or {@code .preread}. */
    static final String EVENTS_VARIANT = "variant.events";

    @Override
    public boolean owns(String name) {
        return name.startsWith(PREFIX);
    }

    @Override
    public List<String> names() {
        List<String> names = new ArrayList<>();
        for (String p : PARSERS) {
            names.add(PREFIX + p);
            names.add(PREFIX + p + ".preread");
        }
        names.add(EVENTS_VARIANT);
        names.add(EVENTS_VARIANT + ".preread");
        return names;
    }

    @Override
    public List<String> patterns() {
        return List.of("variant.{" + String.join(",", PARSERS) + ",events}[.preread]");
    }

    @Override
    public boolean isSized(String name) {
        return isEvents(name);
    }

    @Override
    public String refusalOn(SoapStack stack, String name) {
        return stack.isAxis2() ? null : name + " is a servlet of echosoap.war with no SOAP stack";
    }

    static boolean isEvents(String name) {
        return name.equals(EVENTS_VARIANT) || name.equals(EVENTS_VARIANT + ".preread");
    }

    @Override
    public Scenario scenario(String name, ScenarioParameters p, SoapStack stack, ResponseSizer sizer) {
        if (isEvents(name)) {
            int size = p.sizeOr(BenchmarkSizes.DEFAULT_SIZE);
            return Scenarios.sized(name, size, events(name, size), sizer, "seed 004: echoSimpleEvents with " + size
                    + " events, StAX from the " + (name.endsWith(".preread") ? "preread String" : "request stream"));
        }
        return variant(name);
    }

    /**
     * {@code /variant/events?input=stream|preread} with Benchmark's echoSimpleEvents request of {@code size} events;
     * its answer is Axis2's echoSimpleEvents answer, checked the same way.
     */
    static Endpoint events(String name, int size) {
        if (size < 0 || size > BenchmarkSizes.MAX_ELEMENTS) {
            throw new IllegalArgumentException(name + " takes --size 0.." + BenchmarkSizes.MAX_ELEMENTS + ", got " + size);
        }
        BenchmarkOperation echo = BenchmarkOperation.byName("echoSimpleEvents");
        String input = name.endsWith(".preread") ? "preread" : "stream";
        return new Endpoint(name, "/variant/events?input=" + input, BenchmarkMessages.request(echo, size),
                SeedMessages.SOAP11_CONTENT_TYPE, null, BenchmarkMessages.check(echo, size));
    }

    static Scenario variant(String name) {
        String[] parts = name.split("\\.");
        if (parts.length < 2 || parts.length > 3 || !PARSERS.contains(parts[1])
                || parts.length == 3 && !parts[2].equals("preread")) {
            throw Scenarios.unknown(name);
        }
        String input = parts.length == 3 ? "preread" : "stream";
        Endpoint measured = SeedMessages.seedRequestTo(name, "/variant/" + parts[1] + "?input=" + input);
        return new Scenario(name, Scenario.NO_SIZE, measured, Optional.of(SeedMessages.baseline("null")),
                "seed 001: the seed request parsed with " + parts[1] + " (" + input + ") minus /baseline/null");
    }
}
