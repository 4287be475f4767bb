package org.example.orders;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlType;
import java.math.BigDecimal;

/** placeOrder's answer: {@code <order><orderId>ORD-...</orderId><total>29.40</total><itemCount>3</itemCount></order>}. */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "orderConfirmation", propOrder = {"orderId", "total", "itemCount"})
public class OrderConfirmation {

    @XmlElement(required = true)
    private String orderId;

    @XmlElement(required = true)
    private BigDecimal total;

    /** The number of order lines ({@code item} elements), not the sum of their quantities. */
    private int itemCount;

    /** For JAXB. */
    public OrderConfirmation() {
    }

    public OrderConfirmation(String orderId, BigDecimal total, int itemCount) {
        this.orderId = orderId;
        this.total = total;
        this.itemCount = itemCount;
    }

    public String getOrderId() {
        return orderId;
    }

    public BigDecimal getTotal() {
        return total;
    }

    public int getItemCount() {
        return itemCount;
    }
}
