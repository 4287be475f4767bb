package org.echosoap.client.scenario;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Seed 000's request and the endpoints that answer it with Axis2's exact bytes: EchoFloat and the baselines
 * ({@code null}, {@code bytes}, {@code chars}, {@code spin}, {@code stall}), and the sized null every other family
 * subtracts. What the scenario families share; they import it, it imports none of them.
 *
 * <pre>{@code
 * Endpoint soap = SeedMessages.echoFloat();              // /services/EchoFloat with the seed request
 * Endpoint base = SeedMessages.sizedNull(soap, 1_184);   // /baseline/null?responseBytes=1184, same request
 * }</pre>
 */
public final class SeedMessages {

    /** Seed 000's request: the Content-Type the client sends with it (Axis2 echoes the charset spelling). */
    public static final String SOAP11_CONTENT_TYPE = "text/xml; charset=UTF-8";

    /** The value in the seed request. */
    public static final String SEED_VALUE = "3.14159";

    /** The baselines that answer the seed request byte for byte as Axis2's EchoFloat does. */
    public static final List<String> BASELINES = List.of("null", "bytes", "chars");

    private static final byte[] SEED_REQUEST = load("echoFloat-request.xml");

    private SeedMessages() {
    }

    /** The seed request's bytes (a copy). */
    public static byte[] seedRequest() {
        return SEED_REQUEST.clone();
    }

    /** Axis2's EchoFloat with the seed request, no SOAPAction (as seed 000 sent it). */
    public static Endpoint echoFloat() {
        return new Endpoint("EchoFloat", "/services/EchoFloat", SEED_REQUEST, SOAP11_CONTENT_TYPE, null,
                new EchoFloatCheck(SEED_VALUE));
    }

    /** A baseline endpoint ({@code null}, {@code bytes}, {@code chars}) with the seed request. */
    public static Endpoint baseline(String name) {
        if (!BASELINES.contains(name)) {
            throw new IllegalArgumentException(
                    "unknown baseline '" + name + "'; choose from " + String.join(", ", BASELINES));
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

    /** The seed request to {@code path} (a parser variant, a padded null), its answer checked as EchoFloat's. */
    public static Endpoint seedRequestTo(String name, String path) {
        return new Endpoint(name, path, SEED_REQUEST, SOAP11_CONTENT_TYPE, null, new EchoFloatCheck(SEED_VALUE));
    }

    /** {@code /baseline/null?responseBytes=N} with the measured endpoint's request: same bytes both ways. */
    public static Endpoint sizedNull(Endpoint measured, long responseBytes) {
        return new Endpoint("null", "/baseline/null?responseBytes=" + responseBytes, measured.requestBody(),
                measured.contentType(), null, new LengthCheck(responseBytes));
    }

    private static byte[] load(String resource) {
        try (InputStream in = SeedMessages.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " missing from the client jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
