package org.example.orders;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlType;
import java.math.BigDecimal;

/**
 * getQuote's answer:
 * {@code <quote><sku>A-100</sku><quantity>4</quantity><unitPrice>2.50</unitPrice><total>10.00</total></quote>}.
 */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "quote", propOrder = {"sku", "quantity", "unitPrice", "total"})
public class Quote {

    @XmlElement(required = true)
    private String sku;

    private int quantity;

    @XmlElement(required = true)
    private BigDecimal unitPrice;

    @XmlElement(required = true)
    private BigDecimal total;

    /** For JAXB. */
    public Quote() {
    }

    public Quote(String sku, int quantity, BigDecimal unitPrice, BigDecimal total) {
        this.sku = sku;
        this.quantity = quantity;
        this.unitPrice = unitPrice;
        this.total = total;
    }

    public String getSku() {
        return sku;
    }

    public int getQuantity() {
        return quantity;
    }

    public BigDecimal getUnitPrice() {
        return unitPrice;
    }

    public BigDecimal getTotal() {
        return total;
    }
}
