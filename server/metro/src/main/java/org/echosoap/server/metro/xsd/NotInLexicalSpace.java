package org.echosoap.server.metro.xsd;

/**
 * A request value outside its XML Schema type's lexical space. JAXB catches it while unmarshalling and links it to
 * the exception it reports; {@code ClientFaultTube} finds it there and answers a {@code Client} fault with this
 * message as the reason.
 */
public final class NotInLexicalSpace extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public NotInLexicalSpace(String reason) {
        super(reason);
    }
}
