package org.example.orders;

import jakarta.jws.WebService;

/**
 * The SOAP 1.1 endpoint, {@code /sample-orders/services/OrderService} (see {@code WEB-INF/sun-jaxws.xml}).
 * Stateless: Metro calls one instance from many threads; the operations are {@link OrderEndpoint}'s.
 */
@WebService(endpointInterface = "org.example.orders.OrderPort", targetNamespace = OrderPort.NAMESPACE,
        serviceName = "OrderService", portName = "OrderPort")
public class OrderService extends OrderEndpoint {
}
