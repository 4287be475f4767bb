package org.echosoap.client.suite;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.report.LayersTable;
import org.echosoap.client.report.SuiteReport;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.layer.FastInfosetLayer;
import org.echosoap.client.scenario.layer.SoapLayers;
import org.echosoap.client.scenario.layer.TlsLayer;
import org.echosoap.client.scenario.layer.mtom.MtomLayer;
import org.echosoap.client.scenario.wssec.WsSecLayers;
import org.echosoap.server.contract.wssec.WsSecProfile;

/**
 * {@code suite --suite layers}: what each layer adds to the same message on each stack. Built: SOAP 1.2 over SOAP 1.1
 * ({@link SoapLayers}) and Fast Infoset over XML text ({@link FastInfosetLayer}), each measured with seed 000's
 * echoFloat and Benchmark's echoInts and echoStrings at each size; MTOM over base64 ({@link MtomLayer}), echoBinary at
 * payloads of 1 KB to 10 MB; per message the stacks one after the other (as the stacks suite: a row's comparison
 * spans seconds). A stack that cannot serve a layer, or has no service for the message, is a cell that says why, planned
 * here and never sent a request. The table is {@link LayersTable}'s.
 *
 * <pre>{@code
 * LayersSuite plan = LayersSuite.plan(options, SoapStack.all(), List.of(100), false, coldPrime);
 * PlanRunner.execute("layers", plan.parts(), ...); plan.render(report, title);
 * }</pre>
 */
public final class LayersSuite {

    /** The SOAP 1.2 layer's name in the table. */
    static final String SOAP12_LAYER = "SOAP 1.2 over 1.1";

    /** The Fast Infoset layer's name in the table. */
    static final String FAST_INFOSET_LAYER = "Fast Infoset over text";

    /** The layers built, in the table's order: name in the table, then how its scenarios' names start. */
    static final List<Map.Entry<String, String>> LAYERS = List.of(
            Map.entry(SOAP12_LAYER, SoapLayers.SOAP12),
            Map.entry(FAST_INFOSET_LAYER, FastInfosetLayer.PREFIX));

    /** The WS-Security layer's name in the table, before its profile ({@code WS-Security sign}). */
    static final String WSSEC_LAYER = "WS-Security ";

    /** The messages each layer is measured with: seed 000's, and a Benchmark array of numbers and of strings. */
    public static final List<String> MESSAGES = List.of("echoFloat", "echoInts", "echoStrings");

    /**
     * --quick's messages: seed 000's, and one Benchmark message for the stacks that serve only Benchmark (the Axis2
     * bindings), so every layer and stack that can have a cell keeps one. echoStrings, the full run's second Benchmark
     * message, would add 13 parts to the 34, and the quick suite has 2 minutes for all of them.
     */
    public static final List<String> QUICK_MESSAGES = List.of("echoFloat", "echoInts");

    /**
     * --quick's block length: 30 ms blocks give the precision rule's first 20 pairs in its 2 s of measuring (50 ms
     * blocks needed 3 s). Shorter ones would hold too few 1 MB MTOM exchanges (5-10 ms each).
     */
    public static final Duration QUICK_BLOCK = Duration.ofMillis(30);

    /** The sizes of the sized messages: full run and --quick. */
    public static final List<Integer> SIZES = List.of(100, 10_000);
    public static final List<Integer> QUICK_SIZES = List.of(100);

    /** The MTOM layer's name in the table, its message, and its payload sizes in bytes: full run and --quick. */
    static final String MTOM_LAYER = "MTOM over base64";
    static final String MTOM_MESSAGE = "echoBinary";
    static final List<Integer> MTOM_SIZES = List.of(1_000, 10_000, 100_000, 1_000_000, 10_000_000);
    static final List<Integer> MTOM_QUICK_SIZES = List.of(1_000, 1_000_000);

    /**
     * The longest priming of each stack's first part in the full suite: its service's code is cold there (the stacks
     * suite's reason for {@link SuitePlanner#COLD_PATH_PRIME}); both sides of the pair are primed.
     */
    public static final Duration COLD_PRIME = Duration.ofSeconds(10);

    private final List<LayersTable.Row> rows;
    private final List<Part> parts;
    private final List<SoapStack> stacks;
    /** Per cell, the wire bytes the layer adds, filled as each part is built (right before it is measured). */
    private final Map<String, Long> wireBytesAdded;

    private LayersSuite(List<LayersTable.Row> rows, List<Part> parts, List<SoapStack> stacks,
                        Map<String, Long> wireBytesAdded) {
        this.rows = List.copyOf(rows);
        this.parts = List.copyOf(parts);
        this.stacks = List.copyOf(stacks);
        this.wireBytesAdded = wireBytesAdded;
    }

    /**
     * The plan: a row per message and size, a part per stack that can serve it.
     *
     * @param quick     the smoke run: {@link #QUICK_MESSAGES} and {@link #MTOM_QUICK_SIZES}
     * @param coldPrime the priming limit of each stack's first part (the options' own when it is no longer)
     */
    public static LayersSuite plan(RunOptions options, List<SoapStack> stacks, List<Integer> sizes, boolean quick,
                                   Duration coldPrime) {
        List<String> messages = quick ? QUICK_MESSAGES : MESSAGES;
        List<LayersTable.Row> rows = new ArrayList<>();
        List<Part> parts = new ArrayList<>();
        Set<SoapStack> warm = new HashSet<>();
        Map<String, Long> wire = new ConcurrentHashMap<>();
        RunOptions cold = coldPrime.compareTo(options.prime()) > 0 ? options.withPrime(coldPrime) : options;
        for (Map.Entry<String, String> layer : LAYERS) {
            for (String message : messages) {
                String scenario = layer.getValue() + message;
                for (int size : SoapLayers.isSized(scenario) ? sizes : List.of(-1)) {
                    Map<SoapStack, String> cannot = new LinkedHashMap<>();
                    for (SoapStack stack : stacks) {
                        String why = cannot(scenario, stack);
                        if (why != null) {
                            cannot.put(stack, why);
                            continue;
                        }
                        ScenarioParameters p = new ScenarioParameters(size, 0);
                        String key = LayersTable.cellKey(scenario, size, stack);
                        parts.add(new Part(scenario, p, (warm.add(stack) ? cold : options).withStack(stack), List.of(),
                                sizer -> countWire(Scenarios.byName(scenario, p, stack, sizer), sizer, key, wire)));
                    }
                    rows.add(new LayersTable.Row(layer.getKey(), message, scenario, size, cannot));
                }
            }
        }
        // MTOM's payload sizes are bytes, not elements: their own list, the short one when the suite is --quick.
        String mtom = MtomLayer.PREFIX + MTOM_MESSAGE;
        for (int size : quick ? MTOM_QUICK_SIZES : MTOM_SIZES) {
            Map<SoapStack, String> cannot = new LinkedHashMap<>();
            for (SoapStack stack : stacks) {
                if (MtomLayer.refusal(stack) != null) {
                    cannot.put(stack, MtomLayer.refusal(stack));
                    continue;
                }
                ScenarioParameters p = new ScenarioParameters(size, 0);
                String key = LayersTable.cellKey(mtom, size, stack);
                RunOptions o = warm.add(stack) ? cold : options;
                parts.add(new Part(mtom, p, o.withStack(stack), List.of(),
                        sizer -> countWire(Scenarios.byName(mtom, p, stack, sizer), sizer, key, wire)));
            }
            rows.add(new LayersTable.Row(MTOM_LAYER, MTOM_MESSAGE, mtom, size, cannot));
        }
        // The TLS layer: the same messages over HTTPS against plain HTTP, when the server has an HTTPS connector.
        String noTls = TlsLayerRows.unavailable(options, System.getenv());
        RunOptions tlsOptions = TlsLayerRows.partOptions(options);
        for (String message : messages) {
            String scenario = TlsLayer.PREFIX + message;
            for (int size : SoapLayers.isSized(scenario) ? sizes : List.of(-1)) {
                Map<SoapStack, String> cannot = new LinkedHashMap<>();
                for (SoapStack stack : stacks) {
                    String contract = scenario.endsWith(".echoFloat") ? SoapStack.ECHO_FLOAT : SoapStack.BENCHMARK;
                    String why = !stack.serves(contract) ? "no " + contract + " service (it serves "
                            + stack.servedDescription() + ")" : noTls;
                    if (why != null) {
                        cannot.put(stack, why);
                        continue;
                    }
                    ScenarioParameters p = new ScenarioParameters(size, 0);
                    String key = LayersTable.cellKey(scenario, size, stack);
                    parts.add(new Part(scenario, p, tlsOptions.withStack(stack), List.of(),
                            sizer -> countWire(Scenarios.byName(scenario, p, stack, sizer), sizer, key, wire)));
                }
                rows.add(new LayersTable.Row(TlsLayerRows.LAYER, message, scenario, size, cannot));
            }
        }
        String noKeys = WsSecLayers.keysMissing();
        for (WsSecProfile profile : WsSecProfile.values()) { // WS-Security: echoFloat, on the stacks that secure it
            String scenario = WsSecLayers.name(profile);
            Map<SoapStack, String> cannot = new LinkedHashMap<>();
            for (SoapStack stack : stacks) {
                String refused = WsSecLayers.refusal(stack, profile);
                String why = refused != null ? refused : noKeys;
                if (why != null) {
                    cannot.put(stack, why);
                    continue;
                }
                ScenarioParameters p = new ScenarioParameters(-1, 0);
                String key = LayersTable.cellKey(scenario, -1, stack);
                parts.add(new Part(scenario, p, (warm.add(stack) ? cold : options).withStack(stack), List.of(),
                        sizer -> countWire(Scenarios.byName(scenario, p, stack, sizer), sizer, key, wire)));
            }
            rows.add(new LayersTable.Row(WSSEC_LAYER + profile.key(), WsSecLayers.MESSAGE, scenario, -1, cannot));
        }
        return new LayersSuite(rows, parts, stacks, wire);
    }

    /**
     * {@code pair} after counting what each side puts on the wire, heads included (one checked exchange each, on a
     * connection of its own): the table's bytes added; a side that does not answer rightly fails the part here, with
     * its reason.
     */
    private static Scenario countWire(Scenario pair, ResponseSizer sizer, String key, Map<String, Long> wire) {
        ResponseSizer.WireBytes with = sizer.wireBytes(pair.measured());
        ResponseSizer.WireBytes without = sizer.wireBytes(pair.baseline().orElseThrow());
        wire.put(key, with.requestBytes() + with.responseBytes() - without.requestBytes() - without.responseBytes());
        return pair;
    }

    /** Why {@code stack} cannot have a cell of {@code scenario}, or null when it can. */
    static String cannot(String scenario, SoapStack stack) {
        String contract = scenario.endsWith(".echoFloat") ? SoapStack.ECHO_FLOAT : SoapStack.BENCHMARK;
        if (!stack.serves(contract)) {
            return "no " + contract + " service (it serves " + stack.servedDescription() + ")";
        }
        return scenario.startsWith(FastInfosetLayer.PREFIX) ? FastInfosetLayer.refusal(stack)
                : SoapLayers.soap12Refusal(stack, contract);
    }

    public List<Part> parts() {
        return parts;
    }

    List<LayersTable.Row> rows() {
        return rows;
    }

    public String render(SuiteReport report, String title) {
        return LayersTable.render(report, title, rows, stacks, wireBytesAdded);
    }
}
