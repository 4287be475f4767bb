package org.example.orders;

import jakarta.jws.WebService;
import jakarta.xml.ws.BindingType;
import jakarta.xml.ws.soap.SOAPBinding;
import java.util.List;

/**
 * The SOAP 1.2 endpoint, {@code /sample-orders/services/OrderService12}: the same operations as {@link OrderService}.
 * A binding is fixed per implementation class in JAX-WS, hence a second class rather than a second URL for the first.
 */
@WebService(endpointInterface = "org.example.orders.OrderPort", targetNamespace = OrderPort.NAMESPACE,
        serviceName = "OrderService12", portName = "OrderPort12")
@BindingType(SOAPBinding.SOAP12HTTP_BINDING)
public class OrderService12 implements OrderPort {

    @Override
    public OrderConfirmation placeOrder(String customer, List<Item> items) throws InvalidOrderException {
        return Orders.place(customer, items);
    }

    @Override
    public Quote getQuote(String sku, int quantity) throws InvalidOrderException {
        return Orders.quote(sku, quantity);
    }
}
