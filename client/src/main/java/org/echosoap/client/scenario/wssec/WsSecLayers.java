package org.echosoap.client.scenario.wssec;

import org.echosoap.client.scenario.SeedMessages;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.wss4j.common.WSS4JConstants;
import org.echosoap.client.scenario.EchoFloatCheck;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.FreshBodies;
import org.echosoap.client.scenario.ResponseCheck;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.service.SoapVersion;
import org.echosoap.server.contract.wssec.ThrowawayKeys;
import org.echosoap.server.contract.wssec.WsSecProfile;

/**
 * The WS-Security layer, {@code layer.wssec.PROFILE.echoFloat}: seed 000's echoFloat secured with PROFILE, a new
 * secured request for every exchange ({@link SecuredRequests}, made before the clock starts), sent to the CXF or
 * Metro stack's secured EchoFloat ({@code services/wssec/PROFILE/EchoFloat}), against the same plain message to its plain
 * EchoFloat, interleaved in the same blocks. The answers are plain SOAP on both sides and checked alike: a non-fault
 * echoFloat answer carrying the value sent (the server secures only what it receives). The time to secure one
 * request is the secured endpoint's {@link FreshBodies#medianBuildMicros}, reported beside the cost.
 *
 * <pre>{@code
 * Scenario s = WsSecLayers.scenario("layer.wssec.sign.echoFloat", SoapStack.CXF);
 * }</pre>
 */
public final class WsSecLayers {

    /** How the WS-Security layer's names start. */
    public static final String PREFIX = "layer.wssec.";
    /** The one message measured so far. */
    public static final String MESSAGE = "echoFloat";
    /** The plain side's row name. */
    public static final String PLAIN_ROW = "plain";
    /** The environment variable naming the key directory when {@code -Dechosoap.wssec.keys} does not. */
    public static final String KEYS_ENV = "ECHOSOAP_WSSEC_KEYS";
    /** Where {@code echosoap server start} (default base) puts the keys, relative to the repository. */
    public static final String DEFAULT_KEYS = "target/server/wssec";

    private static final String ACTION = "http://tempuri.org/echoFloat";

    private WsSecLayers() {
    }

    public static boolean isWsSec(String name) {
        return name != null && name.startsWith(PREFIX);
    }

    /** Every WS-Security layer scenario's name, one per profile. */
    public static List<String> names() {
        return Arrays.stream(WsSecProfile.values()).map(WsSecLayers::name).toList();
    }

    public static String name(WsSecProfile profile) {
        return PREFIX + profile.key() + "." + MESSAGE;
    }

    /**
     * Why {@code stack} has no secured endpoints, or null for the stacks that have them (CXF, Metro).
     */
    public static String refusal(SoapStack stack) {
        return switch (stack) {
            case CXF, METRO -> null;
            case AXIS2, AXIS2_ADB, AXIS2_XMLBEANS -> "Axis2 2.0 has no WS-Security: Apache Rampart's newest release "
                    + "(1.8.0) is javax-only, no Jakarta release (https://issues.apache.org/jira/projects/RAMPART)";
            case AXIS1 -> "no WS-Security endpoints on Axis 1.4 (WSS4J 1.x, end-of-life)";
            case SOAPLITE -> "no WS-Security endpoints on SOAP::Lite";
        };
    }

    /**
     * Why {@code stack} cannot measure {@code profile}, or null when it can: {@link #refusal(SoapStack)}, and on Metro
     * the Timestamp alone, which WS-SecurityPolicy puts only in a transport binding that WSIT enforces as HTTPS.
     */
    public static String refusal(SoapStack stack, WsSecProfile profile) {
        String why = refusal(stack);
        if (why == null && stack == SoapStack.METRO && profile == WsSecProfile.TIMESTAMP) {
            return METRO_TIMESTAMP;
        }
        return why;
    }

    /** Metro's answer to a Timestamp alone over plain HTTP (measured: WSIT's own words, docs/ws-security-metro.md). */
    static final String METRO_TIMESTAMP = "cannot: a Timestamp alone is policy only as a TransportBinding, which "
            + "Metro enforces as HTTPS (WSS1601: Transport binding configured in policy but incoming message was not "
            + "SSL enabled); the layer is measured over plain HTTP";

    /**
     * The secured requests {@code stack} accepts for {@code profile}: WSS4J's, as CXF takes them; for Metro (WSIT)
     * with the Body's surrounding whitespace dropped (its streaming verifier and decrypter fail on it) and the Body
     * encrypted with AES-256-CBC, the cipher of its Basic256Sha256 suite (WSIT has no AES-GCM: "AlgorithmParameterSpec
     * not of GCMParameterSpec").
     */
    public static SecuredRequests requestsFor(SoapStack stack, WsSecProfile profile, byte[] plain, Path keys) {
        SecuredRequests requests = SecuredRequests.of(profile, plain, keys);
        if (stack != SoapStack.METRO || !(profile.signs() || profile.encrypts())) {
            return requests;
        }
        SecuredRequests trimmed = requests.withBodyTrimmed();
        return profile.encrypts() ? trimmed.withContentCipher(WSS4JConstants.AES_256) : trimmed;
    }

    /**
     * Why no WS-Security request can be made here, or null: the client's keystore is missing from
     * {@link #keyDirectory()} (a suite then gives the rows cells that say so instead of stopping).
     */
    public static String keysMissing() {
        Path file = keyDirectory().resolve(ThrowawayKeys.CLIENT_FILE);
        return java.nio.file.Files.isRegularFile(file) ? null : "no WS-Security keystore at " + file + " (the server "
                + "makes it at its first start under its base's wssec/; set $" + KEYS_ENV + " or -D"
                + ThrowawayKeys.DIRECTORY_PROPERTY + "=DIR)";
    }

    /** The key directory the client reads: -Dechosoap.wssec.keys, else $ECHOSOAP_WSSEC_KEYS, else the default. */
    public static Path keyDirectory() {
        String dir = System.getProperty(ThrowawayKeys.DIRECTORY_PROPERTY);
        if (dir == null || dir.isBlank()) {
            dir = System.getenv(KEYS_ENV);
        }
        return Path.of(dir == null || dir.isBlank() ? DEFAULT_KEYS : dir);
    }

    /**
     * The layer scenario called {@code name} on {@code stack}.
     *
     * @throws IllegalArgumentException naming the choices when the name is unknown or the stack has no secured
     *                                  endpoints, or naming the keystore when it cannot be read
     */
    public static Scenario scenario(String name, SoapStack stack) {
        String rest = name.substring(PREFIX.length());
        int dot = rest.lastIndexOf('.');
        if (dot < 0 || !MESSAGE.equals(rest.substring(dot + 1))) {
            throw new IllegalArgumentException("unknown layer '" + name + "'; " + PREFIX + "PROFILE." + MESSAGE
                    + " with PROFILE one of " + WsSecProfile.keys());
        }
        WsSecProfile profile = WsSecProfile.byKey(rest.substring(0, dot));
        String why = refusal(stack, profile);
        if (why != null) {
            throw new IllegalArgumentException(name + " on " + stack.key() + ": " + why);
        }
        byte[] plain = SeedMessages.echoFloat().requestBody();
        ResponseCheck values = new EchoFloatCheck(SeedMessages.SEED_VALUE);
        String contentType = SoapVersion.SOAP_11.contentType(ACTION);
        String soapAction = SoapVersion.SOAP_11.soapActionHeader(ACTION);
        SecuredRequests secure = requestsFor(stack, profile, plain, keyDirectory());
        Endpoint secured = Endpoint.fresh("wss-" + profile.key(), profile.servicePath(), secure.get(), contentType,
                soapAction, values, new FreshBodies(secure));
        Endpoint base = new Endpoint(PLAIN_ROW, stack.servicePath(SoapStack.ECHO_FLOAT), plain, contentType,
                soapAction, values);
        return new Scenario(name, Scenario.NO_SIZE, secured, Optional.of(base), "layer WS-Security " + profile.key()
                + ": seed 000's echoFloat on " + stack.displayName() + " with " + profile.what()
                + (stack == SoapStack.METRO && profile.encrypts() ? " (AES-256-CBC here: WSIT has no GCM)" : "")
                + ", made afresh per message, minus the same message plain (answers plain on both sides)");
    }
}
