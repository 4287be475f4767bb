package org.example.orders;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The service's rules, apart from JAX-WS so that they can be unit tested and both endpoints share them.
 *
 * <p>Everything is a function of the request: the same order always gets the same orderId and total. A load client
 * sends one request many times and compares answers and their lengths; a counter or a clock in the answer would
 * make that impossible.
 */
final class Orders {

    /** Bounds like any real service has, so one request cannot ask for unbounded work. */
    static final int MAX_ITEMS = 1_000;
    static final int MAX_QUANTITY = 1_000_000;
    static final int MAX_TEXT_CHARS = 200;
    static final BigDecimal MAX_UNIT_PRICE = new BigDecimal("1000000.00");

    /** Prices are in whole cents. */
    private static final int PRICE_SCALE = 2;

    /** "ORD-" and the first 12 hex digits of a SHA-256: fixed length, so every confirmation is equally long. */
    private static final int ORDER_ID_HEX_DIGITS = 12;

    private Orders() {
    }

    static OrderConfirmation place(String customer, List<Item> items) throws InvalidOrderException {
        requireText("customer", customer);
        if (items == null || items.isEmpty()) {
            throw new InvalidOrderException("an order needs at least one item");
        }
        if (items.size() > MAX_ITEMS) {
            throw new InvalidOrderException("at most " + MAX_ITEMS + " items per order, got " + items.size());
        }
        BigDecimal total = BigDecimal.ZERO.setScale(PRICE_SCALE);
        StringBuilder canonical = new StringBuilder(customer.strip());
        for (int i = 0; i < items.size(); i++) {
            Item item = items.get(i);
            String where = "item " + (i + 1);
            if (item == null) {
                throw new InvalidOrderException(where + " is empty");
            }
            requireText(where + ": sku", item.getSku());
            where += " (" + item.getSku().strip() + ")";
            int quantity = requireQuantity(where + ": quantity", item.getQuantity());
            BigDecimal unitPrice = requirePrice(where + ": unitPrice", item.getUnitPrice());
            total = total.add(unitPrice.multiply(BigDecimal.valueOf(quantity)));
            canonical.append('\n').append(item.getSku().strip()).append(' ').append(quantity).append(' ')
                    .append(unitPrice.toPlainString());
        }
        return new OrderConfirmation(orderId(canonical.toString()), total, items.size());
    }

    static Quote quote(String sku, int quantity) throws InvalidOrderException {
        requireText("sku", sku);
        BigDecimal unitPrice = PriceList.unitPrice(sku.strip()).orElseThrow(() -> new InvalidOrderException(
                "unknown sku '" + sku.strip() + "' (the price list has " + PriceList.skus() + ")"));
        requireQuantity("quantity", quantity);
        return new Quote(sku.strip(), quantity, unitPrice,
                unitPrice.multiply(BigDecimal.valueOf(quantity)).setScale(PRICE_SCALE));
    }

    private static void requireText(String what, String value) throws InvalidOrderException {
        if (value == null || value.isBlank()) {
            throw new InvalidOrderException(what + " is missing");
        }
        if (value.length() > MAX_TEXT_CHARS) {
            throw new InvalidOrderException(what + " is longer than " + MAX_TEXT_CHARS + " characters");
        }
    }

    private static int requireQuantity(String what, Integer quantity) throws InvalidOrderException {
        if (quantity == null) {
            throw new InvalidOrderException(what + " is missing");
        }
        if (quantity < 1 || quantity > MAX_QUANTITY) {
            throw new InvalidOrderException(what + " must be 1 to " + MAX_QUANTITY + ", got " + quantity);
        }
        return quantity;
    }

    /**
     * Returns the price at scale 2 (2.5 becomes 2.50), so that "2.5" and "2.50" are the same order. JAXB accepts
     * exponents ("1E-999999999"): the checks below stay cheap for those and messages print them in that short form.
     */
    private static BigDecimal requirePrice(String what, BigDecimal price) throws InvalidOrderException {
        if (price == null) {
            throw new InvalidOrderException(what + " is missing");
        }
        if (price.signum() < 0 || price.compareTo(MAX_UNIT_PRICE) > 0) {
            throw new InvalidOrderException(what + " must be 0 to " + MAX_UNIT_PRICE.toPlainString() + ", got " + price);
        }
        BigDecimal stripped = price.stripTrailingZeros();
        if (stripped.scale() > PRICE_SCALE) {
            throw new InvalidOrderException(what + " has more than " + PRICE_SCALE + " decimals: " + price);
        }
        return stripped.setScale(PRICE_SCALE);
    }

    /** A hash of the order's content: the same order, the same id; a different order, almost surely another. */
    static String orderId(String canonicalOrder) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(canonicalOrder.getBytes(StandardCharsets.UTF_8));
            return "ORD-" + HexFormat.of().formatHex(hash).substring(0, ORDER_ID_HEX_DIGITS);
        } catch (NoSuchAlgorithmException everyJvmHasSha256) {
            throw new IllegalStateException(everyJvmHasSha256);
        }
    }
}
