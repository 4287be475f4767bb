package org.echosoap.client.scenario.layer;

import org.echosoap.client.scenario.benchmark.BenchmarkSizes;
import org.echosoap.client.scenario.SeedMessages;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.echosoap.client.scenario.EchoFloatCheck;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.ResponseCheck;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.benchmark.BenchmarkMessages;
import org.echosoap.client.scenario.benchmark.BenchmarkOperation;
import org.echosoap.client.scenario.benchmark.DataType;
import org.echosoap.client.scenario.layer.mtom.MtomLayer;
import org.echosoap.client.scenario.service.SoapVersion;
import org.echosoap.client.scenario.wssec.WsSecLayers;

/**
 * The layer scenarios, {@code layer.soap12.MESSAGE}: one message sent as SOAP 1.2 (the 1.2 envelope namespace,
 * {@code application/soap+xml; action="..."}, no SOAPAction header) against the same message as SOAP 1.1
 * ({@code text/xml}, {@code SOAPAction}) to the same service of the same stack, interleaved in the same blocks. The
 * 1.1 message is the baseline, so the cost is what SOAP 1.2 adds on that stack; it can be negative (1.2 cheaper), and
 * is then reported as it is. Each side's answer must be in its own version ({@link EnvelopeVersionCheck}) and carry
 * the right values. MESSAGE is {@code echoFloat} (seed 000's request) or a Benchmark operation
 * ({@code echoInts}, {@code echoStrings}, ...; sized like {@code benchmark.OP}).
 *
 * <pre>{@code
 * Scenario s = SoapLayers.scenario("layer.soap12.echoInts", new ScenarioParameters(100, 0), SoapStack.CXF);
 * s.measured().contentType();        // application/soap+xml; charset=UTF-8; action="echoInts"
 * s.baseline().get().soapAction();   // "echoInts"
 * }</pre>
 */
public final class SoapLayers {

    /** How every layer scenario's name starts. */
    public static final String PREFIX = "layer.";

    /** How the SOAP 1.2 layer's names start. */
    public static final String SOAP12 = PREFIX + "soap12.";

    /** The row names of the pair: the measured 1.2 message and its 1.1 baseline. */
    public static final String SOAP12_ROW = "soap1.2";
    public static final String SOAP11_ROW = "soap1.1";

    /** echoFloat's action, as EchoFloat.wsdl's binding names it. */
    static final String ECHO_FLOAT_ACTION = "http://tempuri.org/echoFloat";

    private SoapLayers() {
    }

    /** Whether {@code name} is a layer scenario's name (well-formed or not). */
    public static boolean isLayer(String name) {
        return name != null && name.startsWith(PREFIX);
    }

    /** Every layer scenario name: the SOAP 1.2 and TLS layers of echoFloat and of every Benchmark operation. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (String layer : List.of(SOAP12, TlsLayer.PREFIX)) {
            names.add(layer + "echoFloat");
            BenchmarkOperation.all().forEach(op -> names.add(layer + op.name()));
        }
        names.addAll(FastInfosetLayer.names());
        names.addAll(MtomLayer.names());
        names.addAll(WsSecLayers.names());
        return names;
    }

    /** Whether {@code --size} means something for this layer scenario (a sized Benchmark operation). */
    public static boolean isSized(String name) {
        if (MtomLayer.isMtom(name)) {
            return true;
        }
        String layer = name == null ? SOAP12 : name.startsWith(FastInfosetLayer.PREFIX) ? FastInfosetLayer.PREFIX
                : name.startsWith(TlsLayer.PREFIX) ? TlsLayer.PREFIX : SOAP12;
        BenchmarkOperation op = isLayer(name) && name.startsWith(layer) ? BenchmarkOperation.byName(
                name.substring(layer.length())) : null;
        return op != null && op.kind() != BenchmarkOperation.Kind.VOID;
    }

    /**
     * Why {@code stack} cannot serve SOAP 1.2 on {@code contract}'s service, or null when it does. What each stack
     * does was checked against the real Tomcat (docs/stacks.md): Axis2 (all three bindings), CXF and Axis 1.4
     * answer a 1.2 request with a 1.2 envelope on every endpoint (Axis 1.4 has had SOAP 1.2 since Axis 1.2); Metro has
     * 1.2 twins for EchoFloat only (its Benchmark WSDL has a 1.1 binding alone: a 415); echosoap's SOAP::Lite server
     * answers 1.1 only (docs/seed-stacks.md).
     */
    public static String soap12Refusal(SoapStack stack, String contract) {
        return switch (stack) {
            case AXIS2, AXIS2_ADB, AXIS2_XMLBEANS, CXF, AXIS1 -> null;
            case METRO -> SoapStack.ECHO_FLOAT.equals(contract) ? null
                    : "Metro serves SOAP 1.2 on EchoFloat only: its " + contract + " WSDL has a SOAP 1.1 binding alone "
                    + "(application/soap+xml is a 415)";
            case SOAPLITE -> "echosoap's SOAP::Lite server speaks SOAP 1.1 only (application/soap+xml is a 415)";
        };
    }

    /**
     * The layer scenario called {@code name} on {@code stack}.
     *
     * @throws IllegalArgumentException naming the choices when the name is unknown, the size is out of range, or
     *                                  {@code stack} does not serve the message or cannot speak SOAP 1.2 there
     */
    public static Scenario scenario(String name, ScenarioParameters p, SoapStack stack) {
        if (WsSecLayers.isWsSec(name)) {
            return WsSecLayers.scenario(name, stack);
        }
        if (MtomLayer.isMtom(name)) {
            return MtomLayer.scenario(name, p, stack);
        }
        if (name.startsWith(FastInfosetLayer.PREFIX)) {
            return FastInfosetLayer.scenario(name, p, stack);
        }
        if (name.startsWith(TlsLayer.PREFIX)) {
            return TlsLayer.scenario(name, p, stack);
        }
        if (!name.startsWith(SOAP12)) {
            throw new IllegalArgumentException("unknown layer '" + name + "'; built so far: " + SOAP12
                    + "MESSAGE (SOAP 1.2 over 1.1), " + TlsLayer.PREFIX + "MESSAGE (HTTPS over HTTP), "
                    + FastInfosetLayer.PREFIX + "MESSAGE (Fast Infoset over XML text); MESSAGE = echoFloat or a "
                    + "Benchmark operation; " + MtomLayer.PREFIX + "OP (MTOM over base64; OP = echoBinary, sendBinary "
                    + "or getBinary); " + WsSecLayers.PREFIX + "PROFILE.echoFloat (WS-Security)");
        }
        Pair pair = plainMessage(name, name.substring(SOAP12.length()), p);
        if (!stack.serves(pair.contract)) {
            throw new IllegalArgumentException(name + " needs the " + pair.contract + " service, which the "
                    + stack.key() + " stack does not serve");
        }
        String refusal = soap12Refusal(stack, pair.contract);
        if (refusal != null) {
            throw new IllegalArgumentException(name + " on " + stack.key() + ": " + refusal);
        }
        String path = stack.servicePath(pair.contract);
        Endpoint soap11 = message(SoapVersion.SOAP_11, path, pair.soap11Body, pair.action, pair.values);
        Endpoint soap12 = message(SoapVersion.SOAP_12, path, toSoap12(pair.soap11Body), pair.action, pair.values);
        return new Scenario(name, pair.size, soap12, Optional.of(soap11), "layer SOAP 1.2 over 1.1: " + pair.what
                + " on " + stack.displayName() + " as SOAP 1.2 minus the same message as SOAP 1.1 (same service)");
    }

    /**
     * One side of the pair: {@code soap11Body} (or its 1.2 form) with that version's Content-Type and action, its
     * answer checked for that version and for the values.
     */
    static Endpoint message(SoapVersion version, String path, byte[] body, String action, ResponseCheck values) {
        return new Endpoint(version == SoapVersion.SOAP_12 ? SOAP12_ROW : SOAP11_ROW, path, body,
                version.contentType(action), version.soapActionHeader(action),
                new EnvelopeVersionCheck(version, values));
    }

    /**
     * A SOAP 1.1 request as SOAP 1.2: the envelope namespace replaced, every other byte kept (the messages differ only
     * in what the protocol version changes).
     *
     * @throws IllegalArgumentException when the request does not declare the SOAP 1.1 envelope namespace
     */
    static byte[] toSoap12(byte[] soap11) {
        String text = new String(soap11, StandardCharsets.UTF_8);
        String ns11 = SoapVersion.SOAP_11.envelopeNamespace();
        if (!text.contains(ns11)) {
            throw new IllegalArgumentException("the request declares no SOAP 1.1 envelope namespace (" + ns11 + ")");
        }
        return text.replace(ns11, SoapVersion.SOAP_12.envelopeNamespace()).getBytes(StandardCharsets.UTF_8);
    }

    /** The SOAP 1.1 form of {@code message} (echoFloat or a Benchmark operation) of the layer scenario {@code name}. */
    static Pair plainMessage(String name, String message, ScenarioParameters p) {
        return message.equals("echoFloat") ? echoFloat() : benchmark(name, message, p);
    }

    /**
     * A layer's MESSAGE as the plain SOAP 1.1 request to {@code stack}'s service (the SOAP 1.2 layer's baseline), for
     * layers that change what carries the message, not the message ({@link TlsLayer}).
     *
     * @throws IllegalArgumentException naming the choices when the message is unknown or not served by the stack
     */
    static PlainMessage plainMessage(String name, String message, ScenarioParameters p, SoapStack stack) {
        Pair pair = plainMessage(name, message, p);
        if (!stack.serves(pair.contract)) {
            throw new IllegalArgumentException(name + " needs the " + pair.contract + " service, which the "
                    + stack.key() + " stack does not serve");
        }
        return new PlainMessage(message(SoapVersion.SOAP_11, stack.servicePath(pair.contract), pair.soap11Body,
                pair.action, pair.values), pair.size, pair.what + " on " + stack.displayName());
    }

    /** A SOAP 1.1 message to a stack's service, its size and what it is (for descriptions). */
    record PlainMessage(Endpoint soap11, int size, String what) {
    }

    /** A message's SOAP 1.1 form, its action and contract, and the check of its values. */
    record Pair(String contract, int size, byte[] soap11Body, String action, ResponseCheck values,
                        String what) {
    }

    /** Seed 000's request, with EchoFloat.wsdl's action on both sides (the 1.1 seed sent none). */
    private static Pair echoFloat() {
        return new Pair(SoapStack.ECHO_FLOAT, Scenario.NO_SIZE, SeedMessages.echoFloat().requestBody(), ECHO_FLOAT_ACTION,
                new EchoFloatCheck(SeedMessages.SEED_VALUE), "seed 000's echoFloat");
    }

    private static Pair benchmark(String name, String operation, ScenarioParameters p) {
        BenchmarkOperation op = BenchmarkOperation.byName(operation);
        if (op == null) {
            throw new IllegalArgumentException("unknown message in " + name + "; a layer's MESSAGE is echoFloat "
                    + "or a Benchmark operation (echoInts, echoStrings, ...)");
        }
        int size = op.kind() == BenchmarkOperation.Kind.VOID ? Scenario.NO_SIZE
                : p.size() < 0 ? BenchmarkSizes.DEFAULT_SIZE : p.size();
        long maxSize = op.type() == DataType.BASE64 ? BenchmarkSizes.MAX_BASE64_BYTES
                : BenchmarkSizes.MAX_ELEMENTS;
        if (size != Scenario.NO_SIZE && (size < 1 || size > maxSize)) {
            throw new IllegalArgumentException(name + " takes --size 1.." + maxSize + ", got " + size);
        }
        return new Pair(SoapStack.BENCHMARK, size, BenchmarkMessages.request(op, size), op.name(),
                BenchmarkMessages.check(op, size), "Benchmark " + op.name() + (size < 0 ? "" : " with " + size
                + " elements"));
    }
}
