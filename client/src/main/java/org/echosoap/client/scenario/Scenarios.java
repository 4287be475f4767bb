package org.echosoap.client.scenario;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.benchmark.BenchmarkMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkOperation;
import org.echosoap.client.scenario.json.JsonMessages;
import org.echosoap.client.scenario.latency.LatencyMessages;
import org.echosoap.client.scenario.rpc.RpcOperation;

/**
 * The catalogue of scenarios. Adding one = one entry here: the request bytes, the endpoint, the response check
 * and the baseline to subtract.
 * <ul>
 *   <li>{@code echoFloat}: Axis2 EchoFloat minus {@code /baseline/null} (seed 000);</li>
 *   <li>{@code null}, {@code bytes}, {@code chars}: a baseline alone; {@code spin}: the truth check; {@code stall}:
 *       the truth check of open loop ({@code --rate}), {@code null} pausing at a known period; {@code wire}: the
 *       truth check of a link ({@code crosshost --link}), {@code null} answering N bytes minus answering the fewest;</li>
 *   <li>{@code variant.dom|sax|stax|xni|jdom|xpp|crimson|xerces1-dom|xerces1-sax[.preread]}: the parser variants
 *       (seeds 000/001/004) minus null;</li>
 *   <li>{@code variant.events[.preread]}: Benchmark {@code echoSimpleEvents} echoed by a StAX servlet reading the
 *       request stream or a preread {@code String} (seed 004, the memory suite), sized like {@code benchmark.OP};</li>
 *   <li>{@code benchmark.OP}: the 19 SOAP Benchmark Suite operations (seed 002), sized by {@code size};</li>
 *   <li>{@code latency.OP}: doNothing, setSize, getString, getIntegers (seed 003), sized by {@code size};</li>
 *   <li>{@code json.CALL}: those calls and echoFloat as JSON over HTTP, minus a JSON-shaped null;</li>
 *   <li>{@code rmi.CALL}, {@code grpc.CALL}, {@code corba.CALL}: the same calls on the Java RMI, gRPC and CORBA
 *       servers beside Tomcat, minus
 *       the raw TCP ping-pong of the same byte counts ({@code tcp}), counted on the wire in preflight;</li>
 *   <li>{@code clientstack.STACK.OP}: a Benchmark echo through a generated client (CXF's, Metro's JAX-WS proxy)
 *       minus the raw client's request of the same values ({@link ClientStacks});</li>
 *   <li>{@code layer.soap12.MESSAGE}: echoFloat or a Benchmark operation as SOAP 1.2 minus the same message as
 *       SOAP 1.1 on the same service ({@link org.echosoap.client.scenario.layer.SoapLayers});
 *       {@code layer.fastinfoset.MESSAGE}: the same message as Fast Infoset minus it as XML text.</li>
 * </ul>
 * Benchmark and latency answers have their own sizes, so their baseline is {@code /baseline/null?responseBytes=N}
 * with N measured by one real request ({@link ResponseSizer}).
 *
 * <pre>{@code
 * Scenario s = Scenarios.byName("benchmark.echoInts", new ScenarioParameters(1000, 0), preflight::responseBytes);
 * }</pre>
 */
public final class Scenarios {

    /** Seed 000's request: the Content-Type the client sends with it (Axis2 echoes the charset spelling). */
    public static final String SOAP11_CONTENT_TYPE = "text/xml; charset=UTF-8";

    /** The value in the seed request. */
    public static final String SEED_VALUE = "3.14159";

    /** Default size of benchmark scenarios. */
    public static final int DEFAULT_BENCHMARK_SIZE = 100;

    /** Default size of latency scenarios (seed 003's smallest). */
    public static final int DEFAULT_LATENCY_SIZE = 200;

    /** The contract's array sizes: 1 to 100,000 elements, base64 up to 10 MB. */
    public static final int MAX_BENCHMARK_ELEMENTS = 100_000;
    public static final int MAX_BENCHMARK_BASE64_BYTES = 10_000_000;

    /** Default answer of the wire scenario: 20,000 B, about 16.6 ms beyond its baseline's at 10 Mbit/s. */
    public static final int DEFAULT_WIRE_BYTES = 20_000;

    /**
     * The wire scenario's baseline answer: the smallest {@code /baseline/null?responseBytes=} the server gives
     * ({@code PaddedResponse.minBytes()}, the compact envelope; a unit test keeps the two equal).
     */
    public static final int WIRE_BASELINE_BYTES = 135;

    /** The Latency service accepts sizes up to 1,000,000. */
    public static final int MAX_LATENCY_SIZE = 1_000_000;

    /** The memory suite's StAX echoSimpleEvents variant, stream (as named) or {@code .preread}. */
    public static final String EVENTS_VARIANT = "variant.events";

    /** The parsers of the variant servlets: Xerces2 DOM, SAX and XNI, Woodstox StAX, then seed 001's others. */
    public static final List<String> PARSERS = List.of("dom", "sax", "stax", "xni", "jdom", "xpp", "crimson",
            "xerces1-dom", "xerces1-sax");

    /**
     * Seed 001's other parsers (JDOM, XPP3, and the end-of-life Crimson and Xerces 1): the parsers suite measures
     * them streamed only, as the seed did (preread is seed 004's question, asked of the Xerces2 and StAX rows).
     */
    public static final List<String> SEED_001_PARSERS = List.of("jdom", "xpp", "crimson", "xerces1-dom",
            "xerces1-sax");

    private static final byte[] SEED_REQUEST = load("echoFloat-request.xml");

    /** The JSON calls' Content-Type. */
    static final String JSON_CONTENT_TYPE = "application/json";

    private Scenarios() {
    }

    /** Every name accepted by {@code --scenario}. */
    public static List<String> names() {
        List<String> names = new ArrayList<>(List.of("echoFloat", "null", "bytes", "chars", "spin", "stall", "wire"));
        for (String p : PARSERS) {
            names.add("variant." + p);
            names.add("variant." + p + ".preread");
        }
        names.add(EVENTS_VARIANT);
        names.add(EVENTS_VARIANT + ".preread");
        BenchmarkOperation.all().forEach(op -> names.add("benchmark." + op.name()));
        LatencyMessages.OPERATIONS.forEach(op -> names.add("latency." + op));
        JsonMessages.CALLS.forEach(call -> names.add("json." + call));
        for (Protocol.Kind system : RPC_SYSTEMS) {
            RpcOperation.NAMES.forEach(call -> names.add(system.key() + "." + call));
        }
        names.addAll(ClientStacks.names());
        names.addAll(org.echosoap.client.scenario.layer.SoapLayers.names());
        return names;
    }

    /** The baseline endpoints. */
    public static List<String> baselineNames() {
        return List.of("null", "bytes", "chars");
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
        if (isEventsVariant(name)) {
            return events(name, p.sizeOr(DEFAULT_BENCHMARK_SIZE));
        }
        if (name.startsWith("variant.")) {
            return variant(name).measured();
        }
        if (!baselineNames().contains(name)) {
            throw new IllegalArgumentException("--with takes null, bytes, chars or variant.{dom,sax,stax,xni,jdom,xpp,crimson,xerces1-dom,xerces1-sax,events}[.preread], got '"
                    + name + "'");
        }
        return baseline(name);
    }

    /** Whether {@code --size} means something for this scenario. */
    public static boolean isSized(String name) {
        return name.startsWith("benchmark.") || name.startsWith("latency.") || isSizedJson(name)
                || isSizedRpc(name) || isEventsVariant(name) || name.equals("wire") || ClientStacks.isSized(name)
                || org.echosoap.client.scenario.layer.SoapLayers.isSized(name);
    }

    private static boolean isSizedRpc(String name) {
        RpcOperation op = rpcSystem(name) != null ? RpcOperation.byName(name.substring(name.indexOf('.') + 1)) : null;
        return op != null && op.sized();
    }

    /** The RPC systems whose calls are scenarios ({@code rmi.getString}, {@code grpc.doNothing}, {@code corba.echoFloat}). */
    public static final List<Protocol.Kind> RPC_SYSTEMS = List.of(Protocol.Kind.RMI, Protocol.Kind.GRPC,
            Protocol.Kind.CORBA);

    /** The RPC system of a scenario name ({@code grpc.getString}: gRPC), or null when it is none's. */
    public static Protocol.Kind rpcSystem(String name) {
        int dot = name.indexOf('.');
        Protocol.Kind kind = dot > 0 ? Protocol.Kind.rpcByKey(name.substring(0, dot)) : null;
        return kind != null && RPC_SYSTEMS.contains(kind) ? kind : null;
    }

    private static boolean isSizedJson(String name) {
        return name.startsWith("json.") && !name.equals("json.doNothing") && !name.equals("json.echoFloat");
    }

    private static boolean isEventsVariant(String name) {
        return name.equals(EVENTS_VARIANT) || name.equals(EVENTS_VARIANT + ".preread");
    }

    /**
     * {@code /variant/events?input=stream|preread} with Benchmark's echoSimpleEvents request of {@code size} events;
     * its answer is Axis2's echoSimpleEvents answer, checked the same way.
     */
    private static Endpoint events(String name, int size) {
        if (size < 0 || size > MAX_BENCHMARK_ELEMENTS) {
            throw new IllegalArgumentException(name + " takes --size 0.." + MAX_BENCHMARK_ELEMENTS + ", got " + size);
        }
        BenchmarkOperation echo = BenchmarkOperation.byName("echoSimpleEvents");
        String input = name.endsWith(".preread") ? "preread" : "stream";
        return new Endpoint(name, "/variant/events?input=" + input, BenchmarkMessages.request(echo, size),
                SOAP11_CONTENT_TYPE, null, BenchmarkMessages.check(echo, size));
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
        if (org.echosoap.client.scenario.layer.SoapLayers.isLayer(name)) {
            return org.echosoap.client.scenario.layer.SoapLayers.scenario(name, p, stack);
        }
        Protocol.Kind rpc = rpcSystem(name);
        if (!stack.isAxis2() && rpc != null) {
            throw new IllegalArgumentException(name + " is a " + rpc.displayName() + " call on its server beside Tomcat, with no "
                    + "SOAP stack; --stack " + stack.key() + " applies to " + appliesTo(stack));
        }
        if (!stack.isAxis2() && (name.startsWith("variant.") || name.startsWith("json."))) {
            throw new IllegalArgumentException(name + " is a servlet of echosoap.war with no SOAP stack; --stack "
                    + stack.key() + " applies to " + appliesTo(stack));
        }
        String contract = contractOf(name);
        if (contract != null && !stack.serves(contract)) {
            throw new IllegalArgumentException(name + " needs the " + contract + " service, which the " + stack.key()
                    + " stack does not serve; --stack " + stack.key() + " applies to " + appliesTo(stack));
        }
        if (!stack.servesScenario(name)) {
            throw new IllegalArgumentException(name + " is not served by " + stack.displayName() + " (it serves "
                    + stack.servedDescription() + ")");
        }
        String on = stack.isAxis2() ? "" : " on " + stack.displayName();
        if (!stack.isAxis2() && name.equals("echoFloat")) {
            return sized(name, Scenario.NO_SIZE, echoFloat(), sizer,
                    "seed 000: EchoFloat" + on + " minus /baseline/null (same request bytes, an answer of the same length)");
        }
        Scenario scenario = byNameOnAxis2War(name, p, stack, sizer);
        return on.isEmpty() ? scenario
                : new Scenario(scenario.name(), scenario.size(), scenario.measured(), scenario.baseline(),
                        scenario.description() + on);
    }

    /** The contract service a scenario needs ({@link SoapStack#BENCHMARK}, ...), or null for the others. */
    private static String contractOf(String name) {
        if (name.equals("echoFloat")) {
            return SoapStack.ECHO_FLOAT;
        }
        if (name.startsWith("benchmark.") || ClientStacks.isClientStack(name)) {
            return SoapStack.BENCHMARK;
        }
        return name.startsWith("latency.") ? SoapStack.LATENCY : null;
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

    private static Scenario byNameOnAxis2War(String name, ScenarioParameters p, SoapStack stack, ResponseSizer sizer) {
        if (name.startsWith("benchmark.")) {
            BenchmarkOperation op = BenchmarkOperation.byName(name.substring("benchmark.".length()));
            if (op == null) {
                throw unknown(name);
            }
            int size = op.kind() == BenchmarkOperation.Kind.VOID ? Scenario.NO_SIZE : p.sizeOr(DEFAULT_BENCHMARK_SIZE);
            long maxSize = op.type() == org.echosoap.client.scenario.benchmark.DataType.BASE64
                    ? MAX_BENCHMARK_BASE64_BYTES : MAX_BENCHMARK_ELEMENTS;
            if (size != Scenario.NO_SIZE && (size < 1 || size > maxSize)) {
                throw new IllegalArgumentException(name + " takes --size 1.." + maxSize + ", got " + size);
            }
            Endpoint measured = new Endpoint(name, stack.servicePath(SoapStack.BENCHMARK), BenchmarkMessages.request(op, size),
                    SOAP11_CONTENT_TYPE, "\"" + op.name() + "\"", BenchmarkMessages.check(op, size));
            return sized(name, size, measured, sizer, "SOAP Benchmark Suite " + op.name() + " with " + size + " elements");
        }
        if (name.startsWith("latency.")) {
            String op = name.substring("latency.".length());
            if (!LatencyMessages.OPERATIONS.contains(op)) {
                throw unknown(name);
            }
            int size = op.equals("doNothing") ? Scenario.NO_SIZE : p.sizeOr(DEFAULT_LATENCY_SIZE);
            if (size > MAX_LATENCY_SIZE) {
                throw new IllegalArgumentException(name + " takes --size 0.." + MAX_LATENCY_SIZE + ", got " + size);
            }
            Endpoint measured = new Endpoint(name, stack.servicePath(SoapStack.LATENCY), LatencyMessages.request(op, size),
                    SOAP11_CONTENT_TYPE, "\"" + op + "\"", LatencyMessages.check(op, size));
            return sized(name, size, measured, sizer, "Davis & Parashar " + op + (size < 0 ? "" : " (size " + size + ")"));
        }
        if (name.startsWith("json.")) {
            return json(name, p);
        }
        if (ClientStacks.isClientStack(name)) {
            return ClientStacks.scenario(name, p, stack);
        }
        Protocol.Kind rpc = rpcSystem(name);
        if (rpc != null) {
            return rpc(rpc, name, p, sizer);
        }
        if (isEventsVariant(name)) {
            int size = p.sizeOr(DEFAULT_BENCHMARK_SIZE);
            return sized(name, size, events(name, size), sizer, "seed 004: echoSimpleEvents with " + size
                    + " events, StAX from the " + (name.endsWith(".preread") ? "preread String" : "request stream"));
        }
        if (name.startsWith("variant.")) {
            return variant(name);
        }
        return switch (name) {
            case "echoFloat" -> new Scenario("echoFloat", Scenario.NO_SIZE, echoFloat(), Optional.of(baseline("null")),
                    "seed 000: Axis2 EchoFloat minus /baseline/null (same request bytes, same response bytes)");
            case "null", "bytes", "chars" -> new Scenario(name, Scenario.NO_SIZE, baseline(name), Optional.empty(),
                    "the " + name + " baseline alone");
            case "spin" -> new Scenario("spin", Scenario.NO_SIZE, spin(p.spinMicros()), Optional.of(baseline("null")),
                    "truth check: /baseline/spin?micros=" + p.spinMicros() + " minus /baseline/null must recover "
                            + p.spinMicros() + " us");
            case "stall" -> new Scenario("stall", Scenario.NO_SIZE, stall(p.stall()), Optional.empty(),
                    "truth check of --rate: /baseline/null pausing " + p.stall().describe() + "; open loop, a share "
                            + "pause/period of the requests wait, closed loop one per pause");
            case "wire" -> wire(p.sizeOr(DEFAULT_WIRE_BYTES));
            default -> throw unknown(name);
        };
    }

    /**
     * {@code json.CALL}: the call as JSON over HTTP ({@code /json/*} of echosoap.war), minus {@code /baseline/null}
     * with the same request bytes and an answer of the same length: what the JSON layer costs, as the SOAP rows say
     * what SOAP costs.
     */
    private static Scenario json(String name, ScenarioParameters p) {
        String call = name.substring("json.".length());
        if (!JsonMessages.CALLS.contains(call)) {
            throw unknown(name);
        }
        int size = isSizedJson(name) ? p.sizeOr(DEFAULT_LATENCY_SIZE) : Scenario.NO_SIZE;
        if (size > MAX_LATENCY_SIZE) {
            throw new IllegalArgumentException(name + " takes --size 0.." + MAX_LATENCY_SIZE + ", got " + size);
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

    /**
     * {@code rmi.CALL}, {@code grpc.CALL}, {@code corba.CALL}: the call on the system's {@code Latency} object, minus the raw TCP
     * ping-pong ({@code tcp}) moving the same bytes both ways on a kept connection: what the RPC system adds to a
     * round trip of its own bytes (serialization, dispatch, its framing's handling). The byte counts are the call's
     * own on a warm connection, counted below the system's transport by the preflight ({@link ResponseSizer#wireBytes}).
     */
    private static Scenario rpc(Protocol.Kind system, String name, ScenarioParameters p, ResponseSizer sizer) {
        RpcOperation op = RpcOperation.byName(name.substring(system.key().length() + 1));
        if (op == null) {
            throw unknown(name);
        }
        int size = op.sized() ? p.sizeOr(DEFAULT_LATENCY_SIZE) : Scenario.NO_SIZE;
        if (size > MAX_LATENCY_SIZE) {
            throw new IllegalArgumentException(name + " takes --size 0.." + MAX_LATENCY_SIZE + ", got " + size);
        }
        Protocol.RpcCall call = new Protocol.RpcCall(system, op, size, -1);
        ResponseSizer.WireBytes wire = sizer.wireBytes(Endpoint.rpc(name, call));
        String refusal = org.echosoap.server.rmi.PingPongFrame.refusal(wire.requestBytes(), wire.responseBytes());
        if (refusal != null) {
            throw new IllegalStateException(name + ": no ping-pong frame carries the call's bytes (" + refusal + ")");
        }
        Endpoint measured = Endpoint.rpc(name, call.withRequestWireBytes(wire.requestBytes()));
        Endpoint baseline = Endpoint.pingPong(PING_PONG_BASELINE, (int) wire.requestBytes(), (int) wire.responseBytes());
        return new Scenario(name, size, measured, Optional.of(baseline), system.displayName() + " " + op.call(size)
                + " minus the raw TCP ping-pong of its bytes on the wire (" + wire.requestBytes() + " out, "
                + wire.responseBytes() + " back)");
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
        Endpoint measured = scenario.measured();
        if (measured.protocol().kind() != Protocol.Kind.HTTP) {
            return scenario;
        }
        if (measured.messages().size() > 1) {
            throw new IllegalArgumentException(scenario.name() + " rotates several messages: no one ping-pong frame "
                    + "stands for them");
        }
        ResponseSizer.WireBytes wire = sizer.wireBytes(measured);
        String refusal = org.echosoap.server.rmi.PingPongFrame.refusal(wire.requestBytes(), wire.responseBytes());
        if (refusal != null) {
            throw new IllegalStateException(scenario.name() + ": no ping-pong frame carries its bytes (" + refusal + ")");
        }
        Endpoint baseline = Endpoint.pingPong(PING_PONG_BASELINE, (int) wire.requestBytes(), (int) wire.responseBytes());
        String measuredPart = scenario.description().contains(" minus ")
                ? scenario.description().substring(0, scenario.description().indexOf(" minus ")) : scenario.description();
        return new Scenario(scenario.name(), scenario.size(), measured, Optional.of(baseline), measuredPart
                + " minus the raw TCP ping-pong of its bytes on the wire, HTTP heads included (" + wire.requestBytes()
                + " out, " + wire.responseBytes() + " back)");
    }

    /** The name of the RPC calls' baseline row: the raw TCP ping-pong. */
    public static final String PING_PONG_BASELINE = "tcp";

    /**
     * {@code wire}: {@code /baseline/null?responseBytes=N} minus {@code /baseline/null?responseBytes=}
     * {@value #WIRE_BASELINE_BYTES}, the same request both ways: no work differs, only N − 135 more answer bytes
     * cross the network, so on a link of known rate ({@code crosshost --link}) the cost must come back as their
     * transmission time ({@link WireTime}); on loopback it is what copying them costs. Built without a sizing
     * request: both answer lengths are chosen here.
     */
    private static Scenario wire(int answerBytes) {
        if (answerBytes < WIRE_BASELINE_BYTES || answerBytes > ScenarioParameters.MAX_SIZE) {
            throw new IllegalArgumentException("wire takes --size " + WIRE_BASELINE_BYTES + ".."
                    + ScenarioParameters.MAX_SIZE + " (answer bytes), got " + answerBytes);
        }
        Endpoint measured = new Endpoint("wire", "/baseline/null?responseBytes=" + answerBytes, SEED_REQUEST,
                SOAP11_CONTENT_TYPE, null, new LengthCheck(answerBytes));
        return new Scenario("wire", answerBytes, measured, Optional.of(sizedNull(measured, WIRE_BASELINE_BYTES)),
                "truth check of a link: /baseline/null answering " + answerBytes + " B minus answering "
                        + WIRE_BASELINE_BYTES + " B; on a link of R bit/s it must recover "
                        + (answerBytes - WIRE_BASELINE_BYTES) + " B x (1 + 66/1448) x 8 / R");
    }

    private static IllegalArgumentException unknown(String name) {
        return new IllegalArgumentException("unknown scenario '" + name + "'; choose one of echoFloat, null, bytes, "
                + "chars, spin, stall, wire, variant.{dom,sax,stax,xni,jdom,xpp,crimson,xerces1-dom,xerces1-sax,events}[.preread], benchmark.OPERATION, latency.OPERATION, json.CALL, "
                + "rmi.CALL, grpc.CALL, corba.CALL, clientstack.STACK.OPERATION, layer.soap12.MESSAGE, "
                + "layer.fastinfoset.MESSAGE "
                + "(see 'run --help')");
    }

    private static Scenario sized(String name, int size, Endpoint measured, ResponseSizer sizer, String description) {
        long responseBytes = sizer.responseBytes(measured);
        return new Scenario(name, size, measured, Optional.of(sizedNull(measured, responseBytes)), description);
    }

    /** {@code /baseline/null?responseBytes=N} with the measured endpoint's request: same bytes both ways. */
    public static Endpoint sizedNull(Endpoint measured, long responseBytes) {
        return new Endpoint("null", "/baseline/null?responseBytes=" + responseBytes, measured.requestBody(),
                measured.contentType(), null, new LengthCheck(responseBytes));
    }

    private static Scenario variant(String name) {
        String[] parts = name.split("\\.");
        if (parts.length < 2 || parts.length > 3 || !PARSERS.contains(parts[1])
                || parts.length == 3 && !parts[2].equals("preread")) {
            throw unknown(name);
        }
        String input = parts.length == 3 ? "preread" : "stream";
        Endpoint measured = new Endpoint(name, "/variant/" + parts[1] + "?input=" + input, SEED_REQUEST,
                SOAP11_CONTENT_TYPE, null, new EchoFloatCheck(SEED_VALUE));
        return new Scenario(name, Scenario.NO_SIZE, measured, Optional.of(baseline("null")),
                "seed 001: the seed request parsed with " + parts[1] + " (" + input + ") minus /baseline/null");
    }

    /** Axis2's EchoFloat with the seed request, no SOAPAction (as seed 000 sent it). */
    public static Endpoint echoFloat() {
        return new Endpoint("EchoFloat", "/services/EchoFloat", SEED_REQUEST, SOAP11_CONTENT_TYPE, null,
                new EchoFloatCheck(SEED_VALUE));
    }

    /** A baseline endpoint ({@code null}, {@code bytes}, {@code chars}) with the seed request. */
    public static Endpoint baseline(String name) {
        if (!baselineNames().contains(name)) {
            throw new IllegalArgumentException(
                    "unknown baseline '" + name + "'; choose from " + String.join(", ", baselineNames()));
        }
        return new Endpoint(name, "/baseline/" + name, SEED_REQUEST, SOAP11_CONTENT_TYPE, null,
                new EchoFloatCheck(SEED_VALUE));
    }

    /** {@code /baseline/null?pauseMillis=P&everyMillis=E}: the null baseline, held in a pause of P ms every E ms. */
    public static Endpoint stall(StallSchedule stall) {
        return new Endpoint("stall", "/baseline/null?" + stall.query(), SEED_REQUEST, SOAP11_CONTENT_TYPE, null,
                new EchoFloatCheck(SEED_VALUE));
    }

    /** {@code /baseline/spin?micros=N}: the null baseline plus N µs of server CPU. */
    public static Endpoint spin(long spinMicros) {
        return new Endpoint("spin", "/baseline/spin?micros=" + spinMicros, SEED_REQUEST, SOAP11_CONTENT_TYPE, null,
                new EchoFloatCheck(SEED_VALUE));
    }

    private static byte[] load(String resource) {
        try (InputStream in = Scenarios.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " missing from the client jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
