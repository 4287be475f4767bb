package org.echosoap.client.scenario.layer;

import java.util.List;
import java.util.Optional;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.config.SoapStack;

/**
 * The TLS layer, {@code layer.tls.MESSAGE}: one SOAP 1.1 message sent over HTTPS to the server's TLS connector
 * ({@link Protocol#HTTPS}) against the same bytes over plain HTTP to its plain connector, same stack, same
 * transport, interleaved in the same blocks. The plain message is the baseline, so the cost is what TLS adds to that
 * message: on kept connections the record layer's encryption and MACs each way; with new connections
 * ({@code --no-keepalive}) the handshake too, resumed or full ({@code --tls-session}). MESSAGE is as the SOAP 1.2
 * layer's: {@code echoFloat} or a Benchmark operation.
 *
 * <pre>{@code
 * Scenario s = TlsLayer.scenario("layer.tls.echoFloat", new ScenarioParameters(-1, 0), SoapStack.AXIS2);
 * s.measured().protocol();          // Protocol.HTTPS
 * s.baseline().get().protocol();    // Protocol.HTTP, the same path and bytes
 * }</pre>
 */
public final class TlsLayer {

    /** How the TLS layer's names start. */
    public static final String PREFIX = SoapLayers.PREFIX + "tls.";

    /** The row names of the pair: the measured HTTPS message and its plain HTTP baseline. */
    public static final String HTTPS_ROW = "https";
    public static final String HTTP_ROW = "http";

    private TlsLayer() {
    }

    /** Whether {@code name} is a TLS layer scenario's name. */
    public static boolean isTls(String name) {
        return name != null && name.startsWith(PREFIX);
    }

    /**
     * The TLS layer scenario called {@code name} on {@code stack}.
     *
     * @throws IllegalArgumentException naming the choices when the message is unknown, its size out of range, or not
     *                                  served by {@code stack}
     */
    public static Scenario scenario(String name, ScenarioParameters p, SoapStack stack) {
        String message = name.substring(PREFIX.length());
        SoapLayers.PlainMessage plain = SoapLayers.plainMessage(name, message, p, stack);
        Endpoint m = plain.soap11();
        Endpoint overHttp = new Endpoint(HTTP_ROW, m.path(), m.requestBody(), m.contentType(), m.soapAction(),
                m.check(), List.of(), List.of(), Protocol.HTTP);
        Endpoint overHttps = new Endpoint(HTTPS_ROW, m.path(), m.requestBody(), m.contentType(), m.soapAction(),
                m.check(), List.of(), List.of(), Protocol.HTTPS);
        return new Scenario(name, plain.size(), overHttps, Optional.of(overHttp), "layer TLS over plain HTTP: "
                + plain.what() + " over HTTPS minus the same message over plain HTTP (same service)");
    }
}
