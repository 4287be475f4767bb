package org.example.orders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class OrdersTest {

    /** The items of conf/examples/orders/placeOrder.xml. */
    private static final List<Item> EXAMPLE_ITEMS = List.of(
            new Item("A-100", 3, new BigDecimal("2.50")),
            new Item("B-200", 1, new BigDecimal("12.00")),
            new Item("C-300", 10, new BigDecimal("0.99")));

    @Test
    void placeOrderTotalsTheLinesExactly() throws Exception {
        OrderConfirmation order = Orders.place("Ada Lovelace", EXAMPLE_ITEMS);
        assertEquals("29.40", order.getTotal().toPlainString());
        assertEquals(3, order.getItemCount());
        assertTrue(order.getOrderId().matches("ORD-[0-9a-f]{12}"), order.getOrderId());
    }

    @Test
    void theSameOrderGetsTheSameIdAndAnotherOrderAnother() throws Exception {
        String id = Orders.place("Ada Lovelace", EXAMPLE_ITEMS).getOrderId();
        assertEquals(id, Orders.place("Ada Lovelace", EXAMPLE_ITEMS).getOrderId());
        // The price's spelling does not matter: 2.5 is 2.50.
        List<Item> respelled = new ArrayList<>(EXAMPLE_ITEMS);
        respelled.set(0, new Item("A-100", 3, new BigDecimal("2.5")));
        assertEquals(id, Orders.place("Ada Lovelace", respelled).getOrderId());
        assertNotEquals(id, Orders.place("Charles Babbage", EXAMPLE_ITEMS).getOrderId());
        // The id of conf/examples/orders/placeOrder.xml, which the ITs expect too (determinism is the contract).
        assertEquals("ORD-1d9cc9eb5dc6", id);
    }

    @Test
    void getQuotePricesFromThePriceList() throws Exception {
        Quote quote = Orders.quote("A-100", 4);
        assertEquals("A-100", quote.getSku());
        assertEquals(4, quote.getQuantity());
        assertEquals("2.50", quote.getUnitPrice().toPlainString());
        assertEquals("10.00", quote.getTotal().toPlainString());
    }

    @Test
    void invalidInputIsRefusedWithAClearMessage() {
        assertMessage("quantity must be 1 to 1000000, got 0", () -> Orders.quote("A-100", 0));
        assertMessage("unknown sku 'Z-999' (the price list has A-100, B-200, C-300, D-400)",
                () -> Orders.quote("Z-999", 1));
        assertMessage("item 2 (B-200): quantity must be 1 to 1000000, got -1", () -> Orders.place("Ada",
                List.of(EXAMPLE_ITEMS.get(0), new Item("B-200", -1, BigDecimal.ONE))));
        assertMessage("item 1 (A-100): quantity is missing",
                () -> Orders.place("Ada", List.of(new Item("A-100", null, BigDecimal.ONE))));
        assertMessage("item 1 (A-100): unitPrice has more than 2 decimals: 1.234",
                () -> Orders.place("Ada", List.of(new Item("A-100", 1, new BigDecimal("1.234")))));
        assertMessage("item 1 (A-100): unitPrice must be 0 to 1000000.00, got -1",
                () -> Orders.place("Ada", List.of(new Item("A-100", 1, new BigDecimal("-1")))));
        assertMessage("item 1: sku is missing", () -> Orders.place("Ada", List.of(new Item(" ", 1, BigDecimal.ONE))));
        assertMessage("customer is missing", () -> Orders.place(null, EXAMPLE_ITEMS));
        assertMessage("an order needs at least one item", () -> Orders.place("Ada", List.of()));
        assertMessage("at most 1000 items per order, got 1001",
                () -> Orders.place("Ada", Collections.nCopies(1001, EXAMPLE_ITEMS.get(0))));
    }

    @Test
    void extremeExponentsAreRefusedCheaply() {
        // JAXB reads xsd:decimal with new BigDecimal(text), which accepts exponents: no 10^999999999 is ever built.
        assertMessage("item 1 (A-100): unitPrice has more than 2 decimals: 1E-999999999",
                () -> Orders.place("Ada", List.of(new Item("A-100", 1, new BigDecimal("1E-999999999")))));
        assertMessage("item 1 (A-100): unitPrice must be 0 to 1000000.00, got 1E+999999999",
                () -> Orders.place("Ada", List.of(new Item("A-100", 1, new BigDecimal("1E+999999999")))));
    }

    private interface Call {
        Object run() throws InvalidOrderException;
    }

    private static void assertMessage(String expected, Call call) {
        InvalidOrderException e = assertThrows(InvalidOrderException.class, call::run);
        assertEquals(expected, e.getMessage());
    }
}
