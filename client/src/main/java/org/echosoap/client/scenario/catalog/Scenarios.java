package org.echosoap.client.scenario.catalog;

import java.util.ArrayList;
import java.util.List;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.SeedMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkSizes;

/**
 * The catalogue of scenarios: every {@code --scenario} name, and the scenario it stands for (request bytes,
 * endpoint, answer check, and the baseline to subtract). Each family registers its names in a class of its own
 * ({@link ScenarioFamily}); adding a family is that class and its line in {@link #FAMILIES}.
 * <ul>
 *   <li>{@link SeedScenarios}: {@code echoFloat} (seed 000), the baselines alone, and the truth checks {@code spin},
 *       {@code stall}, {@code wire};</li>
 *   <li>{@link VariantScenarios}: {@code variant.PARSER[.preread]}, {@code variant.events[.preread]} (seeds 001, 004);</li>
 *   <li>{@link BenchmarkScenarios}: {@code benchmark.OP} (seed 002); {@link LatencyScenarios}: {@code latency.OP}
 *       (seed 003); {@link JsonScenarios}: {@code json.CALL};</li>
 *   <li>{@link RpcScenarios}: {@code rmi.CALL}, {@code grpc.CALL}, {@code corba.CALL} minus the raw TCP ping-pong;</li>
 *   <li>{@link ClientStackScenarios}: {@code clientstack.STACK.OP}; {@link LayerScenarios}: {@code layer.*}.</li>
 * </ul>
 * Benchmark and latency answers have their own sizes, so their baseline is {@code /baseline/null?responseBytes=N}
 * with N measured by one real request ({@link ResponseSizer}).
 *
 * <pre>{@code
 * Scenario s = Scenarios.byName("benchmark.echoInts", new ScenarioParameters(1000, 0), preflight::responseBytes);
 * }</pre>
 */
public final class Scenarios {

    /** The families, in the order {@code --help} and {@link #names()} list them. */
    private static final List<ScenarioFamily> FAMILIES = List.of(new SeedScenarios(), new VariantScenarios(),
            new BenchmarkScenarios(), new LatencyScenarios(), new JsonScenarios(), new RpcScenarios(),
            new ClientStackScenarios(), new LayerScenarios());

    /** The parsers of the variant servlets: Xerces2 DOM, SAX and XNI, Woodstox StAX, then seed 001's others. */
    public static final List<String> PARSERS = VariantScenarios.PARSERS;

    /**
     * Seed 001's other parsers (JDOM, XPP3, and the end-of-life Crimson and Xerces 1): the parsers suite measures
     * them streamed only, as the seed did (preread is seed 004's question, asked of the Xerces2 and StAX rows).
     */
    public static final List<String> SEED_001_PARSERS = List.of("jdom", "xpp", "crimson", "xerces1-dom",
            "xerces1-sax");

    /** The memory suite's StAX echoSimpleEvents variant, stream (as named) or {@code .preread}. */
    public static final String EVENTS_VARIANT = VariantScenarios.EVENTS_VARIANT;

    /** The RPC systems whose calls are scenarios ({@code rmi.getString}, {@code grpc.doNothing}, {@code corba.echoFloat}). */
    public static final List<Protocol.Kind> RPC_SYSTEMS = RpcScenarios.SYSTEMS;

    /** The name of the RPC calls' baseline row: the raw TCP ping-pong. */
    public static final String PING_PONG_BASELINE = RpcScenarios.PING_PONG_BASELINE;

    private Scenarios() {
    }

    /** Every name accepted by {@code --scenario}. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        FAMILIES.forEach(f -> names.addAll(f.names()));
        return names;
    }

    /**
     * An extra row of a seed-request rotation ({@code --with}): a baseline ({@code bytes}) or a parser variant
     * ({@code variant.sax.preread}). All of them answer the seed request with Axis2's exact bytes.
     */
    public static Endpoint extraRow(String name) {
        return extraRow(name, new ScenarioParameters(-1, 0));
    }

    /** As {@link #extraRow(String)}, plus the sized {@code variant.events[.preread]} at {@code p}'s size. */
    public static Endpoint extraRow(String name, ScenarioParameters p) {
        if (VariantScenarios.isEvents(name)) {
            return VariantScenarios.events(name, p.sizeOr(BenchmarkSizes.DEFAULT_SIZE));
        }
        if (name.startsWith(VariantScenarios.PREFIX)) {
            return VariantScenarios.variant(name).measured();
        }
        if (!SeedMessages.BASELINES.contains(name)) {
            throw new IllegalArgumentException("--with takes null, bytes, chars or "
                    + VariantScenarios.PREFIX + "{" + String.join(",", PARSERS) + ",events}[.preread], got '" + name + "'");
        }
        return SeedMessages.baseline(name);
    }

    /** Whether {@code --size} means something for this scenario. */
    public static boolean isSized(String name) {
        ScenarioFamily family = familyOf(name);
        return family != null && family.isSized(name);
    }

    /** The RPC system of a scenario name ({@code grpc.getString}: gRPC), or null when it is none's. */
    public static Protocol.Kind rpcSystem(String name) {
        return RpcScenarios.systemOf(name);
    }

    /**
     * The scenario called {@code name}.
     *
     * @param sizer measures the answer size of sized scenarios (one request); unused for the others
     * @throws IllegalArgumentException naming the valid scenarios when the name is unknown
     */
    public static Scenario byName(String name, ScenarioParameters p, ResponseSizer sizer) {
        return byName(name, p, SoapStack.AXIS2, sizer);
    }

    /**
     * The scenario called {@code name} on {@code stack}'s WAR. Every stack serves EchoFloat, Benchmark, Latency and
     * the baselines; the parser variants are servlets of echosoap.war only. EchoFloat on a stack other than Axis2 is
     * measured against {@code /baseline/null} sized to that stack's answer, since the plain null answers Axis2's bytes.
     */
    public static Scenario byName(String name, ScenarioParameters p, SoapStack stack, ResponseSizer sizer) {
        ScenarioFamily family = familyOf(name);
        if (family == null) {
            throw unknown(name);
        }
        if (family.checksStackItself()) {
            return family.scenario(name, p, stack, sizer);
        }
        String refusal = family.refusalOn(stack, name);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal + "; --stack " + stack.key() + " applies to " + appliesTo(stack));
        }
        String contract = family.contract(name);
        if (contract != null && !stack.serves(contract)) {
            throw new IllegalArgumentException(name + " needs the " + contract + " service, which the " + stack.key()
                    + " stack does not serve; --stack " + stack.key() + " applies to " + appliesTo(stack));
        }
        if (!stack.servesScenario(name)) {
            throw new IllegalArgumentException(name + " is not served by " + stack.displayName() + " (it serves "
                    + stack.servedDescription() + ")");
        }
        Scenario scenario = family.scenario(name, p, stack, sizer);
        return stack.isAxis2() ? scenario
                : new Scenario(scenario.name(), scenario.size(), scenario.measured(), scenario.baseline(),
                        scenario.description() + " on " + stack.displayName());
    }

    private static ScenarioFamily familyOf(String name) {
        for (ScenarioFamily family : FAMILIES) {
            if (family.owns(name)) {
                return family;
            }
        }
        return null;
    }

    /** What --stack applies to on {@code stack}, for messages. */
    private static String appliesTo(SoapStack stack) {
        List<String> scenarios = new ArrayList<>();
        if (stack.serves(SoapStack.ECHO_FLOAT)) {
            scenarios.add("echoFloat");
        }
        if (stack.serves(SoapStack.BENCHMARK)) {
            scenarios.add("benchmark.*");
        }
        if (stack.serves(SoapStack.LATENCY)) {
            scenarios.add("latency.*");
        }
        scenarios.add("the baselines");
        return String.join(", ", scenarios.subList(0, scenarios.size() - 1)) + " and " + scenarios.get(scenarios.size() - 1);
    }

    /**
     * {@code scenario} with the raw TCP ping-pong of its measured endpoint's own bytes on the wire as its baseline
     * (an HTTP endpoint's counted with its heads: {@link ResponseSizer#wireBytes}): what the whole stack, HTTP and the
     * servlet container included, adds to a round trip of those bytes. The RPC scenarios are so already and come
     * back as they are. {@code suite --suite rpc} puts every system on this one footing, as seed 003 did.
     *
     * @throws IllegalStateException when the bytes cannot be counted or no ping-pong frame carries them
     */
    public static Scenario overTcp(Scenario scenario, ResponseSizer sizer) {
        return RpcScenarios.overTcp(scenario, sizer);
    }

    /** The one-line refusal of a name no family knows, listing every family's names. */
    static IllegalArgumentException unknown(String name) {
        List<String> patterns = new ArrayList<>();
        FAMILIES.forEach(f -> patterns.addAll(f.patterns()));
        return new IllegalArgumentException("unknown scenario '" + name + "'; choose one of "
                + String.join(", ", patterns) + " (see 'run --help')");
    }

    /** {@code measured} against a null sized to its answer (one request through {@code sizer}). */
    static Scenario sized(String name, int size, Endpoint measured, ResponseSizer sizer, String description) {
        long responseBytes = sizer.responseBytes(measured);
        return new Scenario(name, size, measured, java.util.Optional.of(SeedMessages.sizedNull(measured, responseBytes)),
                description);
    }
}
