package org.example.orders;

import jakarta.jws.WebService;
import java.util.List;

/**
 * The SOAP 1.1 endpoint, {@code /sample-orders/services/OrderService} (see {@code WEB-INF/sun-jaxws.xml}).
 * Stateless: Metro calls one instance from many threads, and all rules live in {@link Orders}.
 */
@WebService(endpointInterface = "org.example.orders.OrderPort", targetNamespace = OrderPort.NAMESPACE,
        serviceName = "OrderService", portName = "OrderPort")
public class OrderService implements OrderPort {

    @Override
    public OrderConfirmation placeOrder(String customer, List<Item> items) throws InvalidOrderException {
        return Orders.place(customer, items);
    }

    @Override
    public Quote getQuote(String sku, int quantity) throws InvalidOrderException {
        return Orders.quote(sku, quantity);
    }
}
