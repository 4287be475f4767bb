package org.echosoap.server.axis1.gate;

import java.nio.charset.StandardCharsets;

/**
 * SOAP 1.1 or 1.2: the Envelope namespace, the media type that labels it, and how a refusal is written in it (the
 * fault code of a caller's mistake is {@code Client} in 1.1, {@code Sender} in 1.2).
 */
public enum SoapVersion {
    SOAP11("http://schemas.xmlsoap.org/soap/envelope/", "text/xml", "Client"),
    SOAP12("http://www.w3.org/2003/05/soap-envelope", "application/soap+xml", "Sender");

    private final String envelopeNamespace;
    private final String mediaType;
    private final String callerFaultCode;

    SoapVersion(String envelopeNamespace, String mediaType, String callerFaultCode) {
        this.envelopeNamespace = envelopeNamespace;
        this.mediaType = mediaType;
        this.callerFaultCode = callerFaultCode;
    }

    public String envelopeNamespace() {
        return envelopeNamespace;
    }

    public String mediaType() {
        return mediaType;
    }

    /** The version a request's media type asks for: {@code application/soap+xml} is 1.2, anything else 1.1. */
    public static SoapVersion ofMediaType(String mediaType) {
        return SOAP12.mediaType.equals(mediaType) ? SOAP12 : SOAP11;
    }

    /** The version whose Envelope namespace this is, or null. */
    public static SoapVersion ofEnvelopeNamespace(String namespace) {
        for (SoapVersion v : values()) {
            if (v.envelopeNamespace.equals(namespace)) {
                return v;
            }
        }
        return null;
    }

    /** The Content-Type of a fault in this version. */
    public String faultContentType() {
        return mediaType + ";charset=utf-8";
    }

    /** A fault for the caller's mistake, {@code reason} on one line and XML-escaped. */
    public byte[] callerFault(String reason) {
        String text = escape(reason.replaceAll("[\\r\\n]+", " "));
        String xml = this == SOAP11
                ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?><soapenv:Envelope xmlns:soapenv=\"" + envelopeNamespace
                        + "\"><soapenv:Body><soapenv:Fault><faultcode>soapenv:" + callerFaultCode
                        + "</faultcode><faultstring>" + text + "</faultstring></soapenv:Fault></soapenv:Body>"
                        + "</soapenv:Envelope>"
                : "<?xml version=\"1.0\" encoding=\"UTF-8\"?><soapenv:Envelope xmlns:soapenv=\"" + envelopeNamespace
                        + "\"><soapenv:Body><soapenv:Fault><soapenv:Code><soapenv:Value>soapenv:" + callerFaultCode
                        + "</soapenv:Value></soapenv:Code><soapenv:Reason><soapenv:Text xml:lang=\"en\">" + text
                        + "</soapenv:Text></soapenv:Reason></soapenv:Fault></soapenv:Body></soapenv:Envelope>";
        return xml.getBytes(StandardCharsets.UTF_8);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
