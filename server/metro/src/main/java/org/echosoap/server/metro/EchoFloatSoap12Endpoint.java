package org.echosoap.server.metro;

import com.sun.xml.ws.api.SOAPVersion;
import jakarta.jws.WebService;
import jakarta.xml.ws.BindingType;
import jakarta.xml.ws.soap.SOAPBinding;

/**
 * echoFloat over SOAP 1.2 (Axis2 answers both versions on one URL; Metro binds one version per endpoint):
 * {@link SoapRequestGate} hands {@code application/soap+xml} requests to {@code /services/EchoFloat} to this
 * endpoint. EchoFloat.wsdl describes only the SOAP 1.1 binding, so this endpoint has its own service name (Metro
 * would otherwise pick EchoFloat.wsdl from WEB-INF/wsdl by the name and find no SOAP 1.2 port in it) and no WSDL of
 * its own to publish (?wsdl is always answered by the SOAP 1.1 endpoint).
 */
@WebService(
        serviceName = "EchoFloatSoap12",
        portName = "EchoFloatSoap12Port",
        targetNamespace = "http://tempuri.org/",
        endpointInterface = "org.echosoap.server.jaxws.generated.echofloat.EchoFloatPortType")
@BindingType(SOAPBinding.SOAP12HTTP_BINDING)
public class EchoFloatSoap12Endpoint extends EchoFloatEndpoint {

    @Override
    protected SOAPVersion soapVersion() {
        return SOAPVersion.SOAP_12;
    }
}
