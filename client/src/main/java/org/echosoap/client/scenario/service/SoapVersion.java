package org.echosoap.client.scenario.service;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * SOAP 1.1 or 1.2: how a request of a user's service is sent. 1.1 puts the action in a {@code SOAPAction} header
 * next to {@code text/xml}; 1.2 puts it into the {@code application/soap+xml} media type's {@code action} parameter
 * and has no SOAPAction header.
 */
public enum SoapVersion {
    SOAP_11("1.1", "http://schemas.xmlsoap.org/soap/envelope/"),
    SOAP_12("1.2", "http://www.w3.org/2003/05/soap-envelope");

    /** How far into a request its envelope's namespace is looked for (a prolog and comments fit easily). */
    private static final int DETECT_BYTES = 8192;

    private final String label;
    private final String envelopeNamespace;

    SoapVersion(String label, String envelopeNamespace) {
        this.label = label;
        this.envelopeNamespace = envelopeNamespace;
    }

    /** {@code 1.1} or {@code 1.2}. */
    public String label() {
        return label;
    }

    /** The namespace of this version's Envelope, Body and Fault. */
    public String envelopeNamespace() {
        return envelopeNamespace;
    }

    /** Parses {@code --soap-version}: 1.1 or 1.2. */
    public static SoapVersion parse(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "1.1", "11" -> SOAP_11;
            case "1.2", "12" -> SOAP_12;
            default -> throw new IllegalArgumentException("--soap-version must be 1.1 or 1.2, got '" + text + "'");
        };
    }

    /**
     * The version whose envelope namespace the request declares.
     *
     * @param where names the request in the error
     * @throws IllegalArgumentException when neither or both namespaces appear (then --soap-version decides)
     */
    public static SoapVersion detect(byte[] request, String where) {
        String head = new String(request, 0, Math.min(request.length, DETECT_BYTES), StandardCharsets.UTF_8);
        boolean v11 = head.contains(SOAP_11.envelopeNamespace);
        boolean v12 = head.contains(SOAP_12.envelopeNamespace);
        if (v11 == v12) {
            throw new IllegalArgumentException(where + (v11 ? " declares both SOAP 1.1 and 1.2 namespaces"
                    : " is not a SOAP envelope (no SOAP 1.1 or 1.2 envelope namespace in its first "
                    + DETECT_BYTES + " bytes)") + "; give --soap-version 1.1 or 1.2 if it is one");
        }
        return v11 ? SOAP_11 : SOAP_12;
    }

    /** The request's Content-Type; for 1.2 with the action parameter when there is an action. */
    public String contentType(String action) {
        if (this == SOAP_11) {
            return "text/xml; charset=UTF-8";
        }
        return action == null ? "application/soap+xml; charset=UTF-8"
                : "application/soap+xml; charset=UTF-8; action=\"" + action + "\"";
    }

    /**
     * The SOAPAction header's value (quoted, as SOAP 1.1 asks: {@code ""} when there is no action), or null for
     * 1.2, which has no such header.
     */
    public String soapActionHeader(String action) {
        return this == SOAP_11 ? "\"" + (action == null ? "" : action) + "\"" : null;
    }
}
