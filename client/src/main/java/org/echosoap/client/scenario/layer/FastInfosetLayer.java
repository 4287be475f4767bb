package org.echosoap.client.scenario.layer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.benchmark.BenchmarkOperation;
import org.echosoap.client.scenario.service.SoapVersion;

/**
 * The Fast Infoset layer, {@code layer.fastinfoset.MESSAGE}: one SOAP 1.1 message sent as Fast Infoset (binary XML,
 * {@code Content-Type: application/fastinfoset}, {@code Accept: application/fastinfoset}) against the very same
 * message as XML text ({@code text/xml}) to the same service of the same stack, interleaved in the same blocks. The
 * Fast Infoset bytes are the text message encoded once, before anything is measured ({@link FastInfosetCodec}); the
 * text message is the baseline, so the cost is what binary XML adds (negative when it saves). Each Fast Infoset answer
 * must be Fast Infoset and is decoded before its values are checked ({@link FastInfosetCheck}). MESSAGE is as the
 * SOAP 1.2 layer's: {@code echoFloat} or a Benchmark operation.
 *
 * <pre>{@code
 * Scenario s = FastInfosetLayer.scenario("layer.fastinfoset.echoInts", new ScenarioParameters(100, 0), SoapStack.CXF);
 * s.measured().contentType();   // application/fastinfoset
 * }</pre>
 */
public final class FastInfosetLayer {

    /** How the Fast Infoset layer's names start. */
    public static final String PREFIX = SoapLayers.PREFIX + "fastinfoset.";

    /** The row names of the pair: the measured binary message and its text baseline. */
    public static final String FI_ROW = "fastinfoset";
    public static final String TEXT_ROW = "xml-text";

    /** Fast Infoset's media type for SOAP 1.1 (what Metro and CXF read and write). */
    public static final String MEDIA_TYPE = "application/fastinfoset";

    private FastInfosetLayer() {
    }

    /** Every Fast Infoset layer name: echoFloat and every Benchmark operation. */
    public static List<String> names() {
        List<String> names = new ArrayList<>(List.of(PREFIX + "echoFloat"));
        BenchmarkOperation.all().forEach(op -> names.add(PREFIX + op.name()));
        return names;
    }

    /**
     * Why {@code stack} cannot serve Fast Infoset, or null when it does. Checked against the real Tomcat
     * (docs/fast-infoset.md): Metro's codec and CXF's FastInfosetFeature answer a Fast Infoset request in Fast
     * Infoset on the same endpoints; the others refuse the media type.
     */
    public static String refusal(SoapStack stack) {
        return switch (stack) {
            case CXF, METRO -> null;
            case AXIS2, AXIS2_ADB, AXIS2_XMLBEANS -> "Axis2 2.0 has no Fast Infoset message builder in echosoap.war "
                    + "(application/fastinfoset is a 415)";
            case AXIS1 -> "Axis 1.4 has no Fast Infoset (application/fastinfoset is a 415)";
            case SOAPLITE -> "SOAP::Lite has no Fast Infoset (application/fastinfoset is a 415)";
        };
    }

    /**
     * The Fast Infoset layer scenario called {@code name} on {@code stack}.
     *
     * @throws IllegalArgumentException naming the choices when the message is unknown, the size is out of range, or
     *                                  {@code stack} does not serve the message or Fast Infoset
     */
    public static Scenario scenario(String name, ScenarioParameters p, SoapStack stack) {
        SoapLayers.Pair pair = SoapLayers.plainMessage(name, name.substring(PREFIX.length()), p);
        if (!stack.serves(pair.contract())) {
            throw new IllegalArgumentException(name + " needs the " + pair.contract() + " service, which the "
                    + stack.key() + " stack does not serve");
        }
        String refusal = refusal(stack);
        if (refusal != null) {
            throw new IllegalArgumentException(name + " on " + stack.key() + ": " + refusal);
        }
        String path = stack.servicePath(pair.contract());
        SoapVersion v = SoapVersion.SOAP_11;
        Endpoint text = new Endpoint(TEXT_ROW, path, pair.soap11Body(), v.contentType(pair.action()),
                v.soapActionHeader(pair.action()), new EnvelopeVersionCheck(v, pair.values()));
        Endpoint binary = new Endpoint(FI_ROW, path, FastInfosetCodec.encode(pair.soap11Body()), MEDIA_TYPE,
                v.soapActionHeader(pair.action()), new FastInfosetCheck(new EnvelopeVersionCheck(v, pair.values())),
                List.of(new Endpoint.Header("Accept", MEDIA_TYPE)), List.of());
        return new Scenario(name, pair.size(), binary, Optional.of(text), "layer Fast Infoset over XML text: "
                + pair.what() + " on " + stack.displayName() + " as Fast Infoset minus the same message as XML text "
                + "(same service)");
    }
}
