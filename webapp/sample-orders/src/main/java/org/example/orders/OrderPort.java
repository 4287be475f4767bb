package org.example.orders;

import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;
import jakarta.jws.soap.SOAPBinding;
import java.util.List;

/**
 * The contract of the sample order service, written code-first the way many JAX-WS services are: Metro derives the
 * WSDL and the XML from these annotations at deployment (no wsgen, no generated sources).
 *
 * <p>Both endpoints ({@link OrderService} for SOAP 1.1, {@link OrderService12} for SOAP 1.2) implement this one
 * interface, so they share one portType and one XML shape and differ only in the envelope.
 *
 * <p>The SOAPActions are explicit (not Metro's default {@code ""}) because real services usually have them, so the
 * WSDL shows users one to send ({@code --soap-action}). Metro itself does not need it: it dispatches by the Body's
 * element, and answers the same with any SOAPAction or none.
 */
@WebService(name = "OrderPort", targetNamespace = OrderPort.NAMESPACE)
@SOAPBinding(style = SOAPBinding.Style.DOCUMENT, use = SOAPBinding.Use.LITERAL,
        parameterStyle = SOAPBinding.ParameterStyle.WRAPPED)
public interface OrderPort {

    /** The target namespace of the service, its wrapper elements and its fault. */
    String NAMESPACE = "urn:example:orders";

    String PLACE_ORDER_ACTION = "urn:example:orders:placeOrder";
    String GET_QUOTE_ACTION = "urn:example:orders:getQuote";

    /**
     * Places an order: {@code <placeOrder><customer>..</customer><item>..</item>+</placeOrder>} answered with
     * {@code <placeOrderResponse><order><orderId/><total/><itemCount/></order></placeOrderResponse>}.
     */
    @WebMethod(action = PLACE_ORDER_ACTION)
    @WebResult(name = "order")
    OrderConfirmation placeOrder(@WebParam(name = "customer") String customer,
                                 @WebParam(name = "item") List<Item> items) throws InvalidOrderException;

    /** Prices {@code quantity} units of {@code sku} from the fixed {@link PriceList}. */
    @WebMethod(action = GET_QUOTE_ACTION)
    @WebResult(name = "quote")
    Quote getQuote(@WebParam(name = "sku") String sku,
                   @WebParam(name = "quantity") int quantity) throws InvalidOrderException;
}
