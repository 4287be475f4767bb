package org.example.orders;

import jakarta.xml.ws.WebFault;

/**
 * Input the service refuses (a quantity below 1, an unknown sku, ...). Declared on the operations, so the WSDL
 * lists it as a fault and Metro answers it as a SOAP Fault (HTTP 500) whose faultstring / Reason is the message.
 */
@WebFault(name = "InvalidOrder", targetNamespace = OrderPort.NAMESPACE)
public class InvalidOrderException extends Exception {

    private static final long serialVersionUID = 1L;

    public InvalidOrderException(String message) {
        super(message);
    }
}
