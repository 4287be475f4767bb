package org.echosoap.client.scenario;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The catalogue of scenarios. Adding one = one entry here: the request bytes, the endpoint, the response check
 * and the baseline to subtract.
 *
 * <pre>{@code
 * Scenario s = Scenarios.byName("echoFloat", 2000);   // EchoFloat measured against /baseline/null
 * }</pre>
 */
public final class Scenarios {

    /** Seed 000's request: the Content-Type the client sends with it (Axis2 echoes the charset spelling). */
    public static final String SOAP11_CONTENT_TYPE = "text/xml; charset=UTF-8";

    /** The value in the seed request. */
    public static final String SEED_VALUE = "3.14159";

    private static final byte[] SEED_REQUEST = load("echoFloat-request.xml");

    private Scenarios() {
    }

    /** Names accepted by {@code --scenario}, in table order. */
    public static List<String> names() {
        return List.of("echoFloat", "null", "bytes", "chars", "spin");
    }

    /** Names accepted as extra rows of the table ({@code --with}). */
    public static List<String> baselineNames() {
        return List.of("null", "bytes", "chars");
    }

    /**
     * The scenario called {@code name}.
     *
     * @param spinMicros the spin of the {@code spin} scenario (ignored by the others)
     * @throws IllegalArgumentException naming the valid scenarios when the name is unknown
     */
    public static Scenario byName(String name, long spinMicros) {
        return switch (name) {
            case "echoFloat" -> new Scenario("echoFloat", echoFloat(), Optional.of(baseline("null")),
                    "seed 000: Axis2 EchoFloat minus /baseline/null (same request bytes, same response bytes)");
            case "null", "bytes", "chars" -> new Scenario(name, baseline(name), Optional.empty(),
                    "the " + name + " baseline alone");
            case "spin" -> new Scenario("spin", spin(spinMicros), Optional.of(baseline("null")),
                    "truth check: /baseline/spin?micros=" + spinMicros + " minus /baseline/null must recover "
                            + spinMicros + " us");
            default -> throw new IllegalArgumentException(
                    "unknown scenario '" + name + "'; choose one of " + String.join(", ", names()));
        };
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

    /** {@code /baseline/spin?micros=N}: the null baseline plus N µs of server CPU. */
    public static Endpoint spin(long spinMicros) {
        return new Endpoint("spin", "/baseline/spin?micros=" + spinMicros, SEED_REQUEST, SOAP11_CONTENT_TYPE, null,
                new EchoFloatCheck(SEED_VALUE));
    }

    /** Scenario descriptions for --help. */
    public static Map<String, String> descriptions() {
        Map<String, String> d = new LinkedHashMap<>();
        for (String n : names()) {
            d.put(n, byName(n, 2000).description());
        }
        return d;
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
