package org.example.orders;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlType;
import java.math.BigDecimal;

/**
 * One order line: {@code <item><sku>A-100</sku><quantity>3</quantity><unitPrice>2.50</unitPrice></item>}.
 * Boxed types so that a missing element is told apart from a zero (JAXB leaves it null).
 */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "item", propOrder = {"sku", "quantity", "unitPrice"})
public class Item {

    @XmlElement(required = true)
    private String sku;

    @XmlElement(required = true)
    private Integer quantity;

    /** xsd:decimal; BigDecimal so that totals are exact (2.50 x 3 is 7.50, not 7.499999...). */
    @XmlElement(required = true)
    private BigDecimal unitPrice;

    /** For JAXB. */
    public Item() {
    }

    public Item(String sku, Integer quantity, BigDecimal unitPrice) {
        this.sku = sku;
        this.quantity = quantity;
        this.unitPrice = unitPrice;
    }

    public String getSku() {
        return sku;
    }

    public Integer getQuantity() {
        return quantity;
    }

    public BigDecimal getUnitPrice() {
        return unitPrice;
    }
}
