package org.example.orders;

import java.util.List;

/**
 * The implementation both endpoints serve: each operation handed to {@link Orders}, where all rules live. JAX-WS fixes
 * the binding per implementation class ({@code @BindingType}), so {@link OrderService} (SOAP 1.1) and
 * {@link OrderService12} (SOAP 1.2) are two classes, which differ only in their annotations. Stateless: Metro calls
 * one instance from many threads.
 */
public abstract class OrderEndpoint implements OrderPort {

    @Override
    public OrderConfirmation placeOrder(String customer, List<Item> items) throws InvalidOrderException {
        return Orders.place(customer, items);
    }

    @Override
    public Quote getQuote(String sku, int quantity) throws InvalidOrderException {
        return Orders.quote(sku, quantity);
    }
}
