package org.example.orders;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The fixed prices getQuote answers from. Fixed in code, not read from anywhere, so that every answer is the same
 * from one run to the next: a measured service must not change its answers (or their length) under the load client.
 */
final class PriceList {

    /** Sorted, so the "unknown sku" message lists them in a stable order. */
    private static final Map<String, BigDecimal> UNIT_PRICES = new TreeMap<>(Map.of(
            "A-100", new BigDecimal("2.50"),
            "B-200", new BigDecimal("12.00"),
            "C-300", new BigDecimal("0.99"),
            "D-400", new BigDecimal("149.00")));

    private PriceList() {
    }

    static Optional<BigDecimal> unitPrice(String sku) {
        return Optional.ofNullable(sku == null ? null : UNIT_PRICES.get(sku));
    }

    /** "A-100, B-200, ...": for fault messages. */
    static String skus() {
        return String.join(", ", UNIT_PRICES.keySet());
    }
}
