package org.echosoap.server.contract.wssec;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The WS-Security profiles of the secured EchoFloat endpoints, each served at {@code services/wssec/KEY/EchoFloat}
 * of the CXF stack; the request carries what the profile names and the answer is a plain SOAP message.
 *
 * <pre>{@code
 * WsSecProfile.byKey("sign").servicePath();   // "/services/wssec/sign/EchoFloat"
 * }</pre>
 */
public enum WsSecProfile {
    /** A wsu:Timestamp (Created, Expires) alone, checked against {@link #TIME_TO_LIVE_SECONDS}. */
    TIMESTAMP("timestamp", "wsu:Timestamp"),
    /** A UsernameToken with a password digest (nonce and created), the nonce kept in a replay cache. */
    USERNAME("username", "UsernameToken, password digest"),
    /** A Timestamp, and an RSA-SHA256 signature (exclusive C14N) over the Body and the Timestamp. */
    SIGN("sign", "Timestamp + Signature (RSA-SHA256, exc-c14n, Body and Timestamp)"),
    /** The Body's content encrypted with AES-256-GCM, the key sent RSA-OAEP encrypted for the server. */
    ENCRYPT("encrypt", "Encryption (AES-256-GCM Body, RSA-OAEP key transport)"),
    /** SIGN, then the signed Body's content encrypted as ENCRYPT. */
    SIGN_ENCRYPT("sign-encrypt", "Timestamp + Signature, then Encryption of the Body");

    /** How long after its Created a Timestamp (or a UsernameToken's Created) is accepted, in seconds. */
    public static final int TIME_TO_LIVE_SECONDS = 300;
    /** How far in the future a Created may lie (clock skew between client and server), in seconds. */
    public static final int FUTURE_SKEW_SECONDS = 60;
    /** The UsernameToken's user and password (a measuring account of the secured endpoints, nothing else). */
    public static final String USER = "echosoap";
    public static final String USER_PASSWORD = "throwaway-measuring-password";

    private final String key;
    private final String what;

    WsSecProfile(String key, String what) {
        this.key = key;
        this.what = what;
    }

    /** The profile's name on the command line and in paths ({@code sign-encrypt}). */
    public String key() {
        return key;
    }

    /** One line saying what the request carries. */
    public String what() {
        return what;
    }

    /** The secured EchoFloat's path below the stack's context. */
    public String servicePath() {
        return "/services/" + PATH_SEGMENT + "/" + key + "/EchoFloat";
    }

    /** The first path segment under {@code /services/} of every secured endpoint. */
    public static final String PATH_SEGMENT = "wssec";

    /** Whether the request carries a Timestamp (the ones whose signature covers it, or that is all it carries). */
    public boolean hasTimestamp() {
        return this == TIMESTAMP || this == SIGN || this == SIGN_ENCRYPT;
    }

    public boolean signs() {
        return this == SIGN || this == SIGN_ENCRYPT;
    }

    public boolean encrypts() {
        return this == ENCRYPT || this == SIGN_ENCRYPT;
    }

    /**
     * The profile called {@code key}.
     *
     * @throws IllegalArgumentException naming the profiles when there is none of that name
     */
    public static WsSecProfile byKey(String key) {
        for (WsSecProfile p : values()) {
            if (p.key.equals(key)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown WS-Security profile '" + key + "'; profiles: " + keys());
    }

    /** Every profile's key, comma-separated. */
    public static String keys() {
        return Arrays.stream(values()).map(WsSecProfile::key).collect(Collectors.joining(", "));
    }
}
