package org.echosoap.client.stack.jaxws;

import jakarta.xml.ws.WebServiceException;
import jakarta.xml.ws.soap.SOAPFaultException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.echosoap.client.stackapi.CauseChain;
import org.echosoap.client.stackapi.StackCallException;

/**
 * What went wrong in a JAX-WS proxy call, as one of the load client's error kinds and one line. CXF and Metro wrap
 * the same troubles differently (CXF: a {@code WebServiceException} around its {@code Fault} around the
 * {@code IOException}; Metro: {@code ClientTransportException} saying "The server sent HTTP status code 404"), so the
 * cause chain is searched for what decides: a SOAP Fault; no connection; a timeout; an HTTP status; a broken
 * connection; else an answer the stack could not read, which is a wrong answer.
 */
public final class JaxwsFailures {

    /** "HTTP status code 404" (Metro), "HTTP response '404: Not Found'" (CXF). */
    private static final Pattern HTTP_STATUS = Pattern.compile("HTTP (?:status code |response ')(\\d{3})");

    private JaxwsFailures() {
    }

    /** {@code e}, thrown by {@code operation} on the proxy for {@code address}, as a one-line failure. */
    public static StackCallException of(Throwable e, String operation, String address) {
        CauseChain chain = CauseChain.of(e);
        if (e instanceof SOAPFaultException fault) {
            String code = fault.getFault() == null ? "?" : fault.getFault().getFaultCodeAsQName().getLocalPart();
            String reason = fault.getFault() == null ? fault.getMessage() : fault.getFault().getFaultString();
            return StackCallException.soapFault(operation, address, code, reason);
        }
        Throwable connect = chain.find(ConnectException.class, NoRouteToHostException.class, UnknownHostException.class,
                java.net.http.HttpConnectTimeoutException.class);
        if (connect != null) {
            return StackCallException.cannotConnect(address, CauseChain.message(connect));
        }
        if (chain.find(SocketTimeoutException.class, java.net.http.HttpTimeoutException.class) != null) {
            return StackCallException.noAnswer(operation, address);
        }
        Throwable httpError = chain.find(t -> HTTP_STATUS.matcher(String.valueOf(t.getMessage())).find());
        if (httpError != null) {
            Matcher status = HTTP_STATUS.matcher(httpError.getMessage());
            return StackCallException.httpStatus(operation, address, status.find() ? status.group(1) : "error",
                    CauseChain.message(httpError));
        }
        Throwable io = chain.find(IOException.class);
        if (io != null) {
            return StackCallException.connectionBroke(operation, address, CauseChain.message(io));
        }
        String what = e instanceof WebServiceException ? "an answer the stack could not read" : "a failed call";
        return StackCallException.unreadable(operation, address, what, CauseChain.message(chain.root()));
    }
}
