package org.echosoap.client.wsdl;

import javax.xml.namespace.QName;
import org.echosoap.client.scenario.service.SoapVersion;

/**
 * One operation as a WSDL's SOAP port offers it: where to send it and how.
 *
 * @param service     the wsdl:service's name, or {@code null} for a binding no port uses
 * @param port        the wsdl:port's name, or {@code null} for a binding no port uses
 * @param binding     the wsdl:binding's name
 * @param name        the operation's name
 * @param version     the binding's SOAP version
 * @param soapAction  the soap:operation's soapAction, {@code ""} when it has none
 * @param address     the port's soap:address location, or {@code null}
 * @param style       {@code document} or {@code rpc}
 * @param bodyElement the Body's first element for document style (the wrapper element), or {@code null} (rpc)
 */
public record SoapOperation(String service, String port, String binding, String name, SoapVersion version,
                            String soapAction, String address, String style, QName bodyElement) {

    /** The Content-Type to send this operation's request with (SOAP 1.2: with the action, if any). */
    public String contentType() {
        return version.contentType(soapAction.isEmpty() ? null : soapAction);
    }

    /** {@code service/port}, or {@code binding NAME} for a binding no port uses. */
    public String where() {
        return port == null ? "binding " + binding : service + "/" + port;
    }
}
