package org.example.orders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.jws.WebService;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Both endpoints answer as {@link Orders} does, and stay what Metro deploys: concrete, annotated, one binding each. */
class OrderEndpointTest {

    @Test
    void bothEndpointsHandTheOperationsToOrders() throws Exception {
        List<Item> items = List.of(new Item("A-100", 3, new BigDecimal("2.50")));
        for (OrderEndpoint endpoint : new OrderEndpoint[] {new OrderService(), new OrderService12()}) {
            assertEquals(Orders.place("Ada", items).getOrderId(), endpoint.placeOrder("Ada", items).getOrderId());
            assertEquals("10.00", endpoint.getQuote("A-100", 4).getTotal().toPlainString());
            assertThrows(InvalidOrderException.class, () -> endpoint.getQuote("Z-999", 1));
        }
    }

    @Test
    void eachEndpointIsADeployableClassWithItsOwnService() {
        for (Class<?> endpoint : List.of(OrderService.class, OrderService12.class)) {
            assertFalse(Modifier.isAbstract(endpoint.getModifiers()), endpoint.getName());
            assertFalse(Modifier.isFinal(endpoint.getModifiers()), endpoint.getName());
            assertEquals("org.example.orders.OrderPort", endpoint.getAnnotation(WebService.class).endpointInterface());
        }
        assertEquals("OrderService", OrderService.class.getAnnotation(WebService.class).serviceName());
        assertEquals("OrderService12", OrderService12.class.getAnnotation(WebService.class).serviceName());
    }
}
