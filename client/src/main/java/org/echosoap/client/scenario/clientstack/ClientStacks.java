package org.echosoap.client.scenario.clientstack;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.SeedMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkOperation;
import org.echosoap.client.scenario.benchmark.BenchmarkSizes;
import org.echosoap.client.stackapi.BenchmarkCall;

/**
 * The client-stack scenarios, {@code clientstack.STACK.OPERATION}: a Benchmark call through a generated SOAP client
 * (Axis2's ADB or XMLBeans stub, Axis 1.4's stub, CXF's or Metro's JAX-WS proxy, each in a class loader of its own), minus echosoap's raw client sending the same
 * operation with the same values to the same service: what the client stack itself costs per message (building the
 * request objects' XML, its HTTP client, parsing the answer into objects), over the raw client's prepared bytes and
 * byte-scanning check. The server's work is the same on both sides of the pair and cancels; the server stack is
 * {@code --stack}'s.
 *
 * <pre>{@code
 * Scenario s = ClientStacks.scenario("clientstack.cxf.echoInts", new ScenarioParameters(100, 0));
 * s.measured().protocol();   // StackCall[stack=cxf, call=ECHO_INTS, size=100, servicePath=/services/Benchmark]
 * s.baseline().get().path(); // /services/Benchmark: the raw client's request, "raw"
 * }</pre>
 */
public final class ClientStacks {

    /** The client stacks this client can load, in the matrix's order: seed 002's three clients first, as it lists them. */
    public static final List<String> KEYS = List.of("axis2-adb", "axis2-xmlbeans", "axis1", "cxf", "metro");

    /** How their scenarios' names start. */
    public static final String PREFIX = "clientstack.";

    /** The raw client's row: the baseline of every client-stack scenario. */
    public static final String RAW_BASELINE = "raw";

    /** The Benchmark service's path on most server stacks; Axis2's generated bindings have their own. */
    public static final String SERVICE_PATH = "/services/Benchmark";

    private ClientStacks() {
    }

    /** Whether {@code name} is a client-stack scenario's name (well-formed or not). */
    public static boolean isClientStack(String name) {
        return name != null && name.startsWith(PREFIX);
    }

    /** Every client-stack scenario name. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (String stack : KEYS) {
            for (String op : BenchmarkCall.operations()) {
                names.add(PREFIX + stack + "." + op);
            }
        }
        return names;
    }

    /** Whether {@code --size} means something for this client-stack scenario. */
    public static boolean isSized(String name) {
        BenchmarkCall call = callOf(name);
        return call != null && call.sized();
    }

    /** {@code clientstack.cxf.echoInts}. */
    public static String name(String stack, String operation) {
        return PREFIX + stack + "." + operation;
    }

    /**
     * The scenario called {@code name}: the call through the stack, minus the raw client's request of the same
     * operation and values ({@link #RAW_BASELINE}).
     *
     * @throws IllegalArgumentException naming the stacks and operations when the name is not one of them, or the
     *                                  size is out of the contract's range
     */
    public static Scenario scenario(String name, ScenarioParameters p) {
        return scenario(name, p, SoapStack.AXIS2);
    }

    /**
     * The scenario called {@code name} against {@code server}'s Benchmark service (its own path: the Axis2 ADB
     * binding's is {@code /services/BenchmarkAdb}).
     *
     * @throws IllegalArgumentException as {@link #scenario(String, ScenarioParameters)}, or when {@code server} has no
     *                                  Benchmark service
     */
    public static Scenario scenario(String name, ScenarioParameters p, SoapStack server) {
        String rest = name.substring(PREFIX.length());
        int dot = rest.indexOf('.');
        String stack = dot < 0 ? rest : rest.substring(0, dot);
        if (!KEYS.contains(stack)) {
            throw new IllegalArgumentException("unknown client stack '" + stack + "' in " + name + "; choose one of "
                    + String.join(", ", KEYS) + " (clientstack.STACK.OPERATION)");
        }
        BenchmarkCall call = callOf(name);
        if (call == null) {
            throw new IllegalArgumentException("unknown operation in " + name + "; a client stack calls one of "
                    + String.join(", ", BenchmarkCall.operations()));
        }
        BenchmarkOperation op = BenchmarkOperation.byName(call.operation());
        int size = call.sized() ? p.sizeOr(BenchmarkSizes.DEFAULT_SIZE) : Scenario.NO_SIZE;
        long maxSize = BenchmarkSizes.maxSize(op);
        if (size != Scenario.NO_SIZE && (size < 1 || size > maxSize)) {
            throw new IllegalArgumentException(name + " takes --size 1.." + maxSize + ", got " + size);
        }
        String servicePath = server.servicePath(SoapStack.BENCHMARK);
        Endpoint measured = Endpoint.clientStack(name, new Protocol.StackCall(stack, call, size, servicePath));
        Endpoint raw = new Endpoint(RAW_BASELINE, servicePath, BenchmarkMessages.request(op, size),
                SeedMessages.SOAP11_CONTENT_TYPE, "\"" + op.name() + "\"", BenchmarkMessages.check(op, size));
        return new Scenario(name, size, measured, Optional.of(raw), "client stack " + stack + ": Benchmark "
                + op.name() + (size < 0 ? "" : " with " + size + " elements")
                + " through its generated client, minus echosoap's raw client sending the same request");
    }

    /** The operation name of a whole-suite pass's scenario: {@code clientstack.axis1.suite}. */
    public static final String SUITE_PASS = "suite";

    /**
     * One pass of the whole Benchmark suite through {@code stack} against {@code server}'s Benchmark service: every
     * operation the stack calls, at each of {@code sizes}, once each (seed 002's bottom line, "the time for running the
     * whole test suite", per client/server pair). Measured alone: it has no raw-client counterpart, and its figure is
     * a time, not a difference.
     *
     * @throws IllegalArgumentException for an unknown stack, no sizes or a size out of the contract's range
     */
    public static Scenario suitePass(String stack, List<Integer> sizes, SoapStack server) {
        if (!KEYS.contains(stack)) {
            throw new IllegalArgumentException("unknown client stack '" + stack + "'; choose one of "
                    + String.join(", ", KEYS));
        }
        if (sizes == null || sizes.isEmpty() || sizes.stream().anyMatch(s -> s < 1 || s > BenchmarkSizes.MAX_ELEMENTS)) {
            throw new IllegalArgumentException("a whole-suite pass takes sizes 1.." + BenchmarkSizes.MAX_ELEMENTS
                    + ", got " + sizes);
        }
        String name = name(stack, SUITE_PASS);
        Endpoint measured = Endpoint.clientStack(name, new Protocol.StackCall(stack, null, Scenario.NO_SIZE,
                server.servicePath(SoapStack.BENCHMARK), sizes));
        return new Scenario(name, Scenario.NO_SIZE, measured, Optional.empty(), "client stack " + stack
                + ": one pass of the whole Benchmark suite (its " + BenchmarkCall.values().length + " operations at sizes "
                + sizes + ", once each) against " + server.displayName());
    }

    /** The operation of a client-stack scenario's name, or null. */
    private static BenchmarkCall callOf(String name) {
        if (!isClientStack(name)) {
            return null;
        }
        String rest = name.substring(PREFIX.length());
        int dot = rest.indexOf('.');
        return dot < 0 ? null : BenchmarkCall.byOperation(rest.substring(dot + 1));
    }
}
