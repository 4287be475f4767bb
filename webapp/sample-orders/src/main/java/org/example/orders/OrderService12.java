package org.example.orders;

import jakarta.jws.WebService;
import jakarta.xml.ws.BindingType;
import jakarta.xml.ws.soap.SOAPBinding;

/**
 * The SOAP 1.2 endpoint, {@code /sample-orders/services/OrderService12}: the same operations as {@link OrderService}
 * ({@link OrderEndpoint}'s). A binding is fixed per implementation class in JAX-WS, hence a second class rather than a
 * second URL for the first.
 */
@WebService(endpointInterface = "org.example.orders.OrderPort", targetNamespace = OrderPort.NAMESPACE,
        serviceName = "OrderService12", portName = "OrderPort12")
@BindingType(SOAPBinding.SOAP12HTTP_BINDING)
public class OrderService12 extends OrderEndpoint {
}
