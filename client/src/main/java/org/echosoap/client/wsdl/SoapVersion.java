package org.echosoap.client.wsdl;

/** The SOAP version of a WSDL binding: its envelope namespace and how the action travels over HTTP. */
public enum SoapVersion {
    /** SOAP 1.1: {@code text/xml} and a {@code SOAPAction} header (always sent, {@code ""} when empty). */
    SOAP_1_1("1.1", "http://schemas.xmlsoap.org/soap/envelope/"),
    /** SOAP 1.2: {@code application/soap+xml} with the action as a parameter of the Content-Type. */
    SOAP_1_2("1.2", "http://www.w3.org/2003/05/soap-envelope");

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

    public String envelopeNamespace() {
        return envelopeNamespace;
    }

    /** The Content-Type to send a request with, for SOAP 1.2 with the action in it. */
    public String contentType(String soapAction) {
        if (this == SOAP_1_1) {
            return "text/xml; charset=UTF-8";
        }
        return "application/soap+xml; charset=UTF-8" + (soapAction.isEmpty() ? "" : "; action=\"" + soapAction + "\"");
    }

    /** {@code 1.1} or {@code 1.2} (also {@code 11}, {@code 12}); anything else is an IllegalArgumentException. */
    public static SoapVersion parse(String s) {
        return switch (s.strip()) {
            case "1.1", "11" -> SOAP_1_1;
            case "1.2", "12" -> SOAP_1_2;
            default -> throw new IllegalArgumentException("SOAP version '" + s + "': use 1.1 or 1.2");
        };
    }
}
