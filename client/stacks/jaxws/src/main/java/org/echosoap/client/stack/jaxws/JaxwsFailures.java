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
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCallException.Kind;

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
        if (e instanceof SOAPFaultException fault) {
            String code = fault.getFault() == null ? "?" : fault.getFault().getFaultCodeAsQName().getLocalPart();
            String reason = fault.getFault() == null ? fault.getMessage() : fault.getFault().getFaultString();
            return new StackCallException(Kind.SOAP_FAULT, operation + " on " + address + ": SOAP Fault (" + code
                    + "): " + reason);
        }
        Throwable connect = find(e, ConnectException.class, NoRouteToHostException.class, UnknownHostException.class,
                java.net.http.HttpConnectTimeoutException.class);
        if (connect != null) {
            return new StackCallException(Kind.CONNECT, "cannot connect to " + address + ": " + message(connect));
        }
        Throwable timeout = find(e, SocketTimeoutException.class, java.net.http.HttpTimeoutException.class);
        if (timeout != null) {
            return new StackCallException(Kind.TIMEOUT, operation + ": no answer from " + address
                    + " within the timeout");
        }
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            Matcher status = HTTP_STATUS.matcher(String.valueOf(t.getMessage()));
            if (status.find()) {
                return new StackCallException(Kind.HTTP_STATUS, operation + " on " + address + ": HTTP "
                        + status.group(1) + " without a SOAP Fault (" + message(t) + ")");
            }
        }
        Throwable io = find(e, IOException.class);
        if (io != null) {
            return new StackCallException(Kind.CONNECTION, operation + " on " + address + ": the connection broke: "
                    + message(io));
        }
        String what = e instanceof WebServiceException ? "an answer the stack could not read" : "a failed call";
        return new StackCallException(Kind.WRONG_ANSWER, operation + " on " + address + ": " + what + ": "
                + message(root(e)));
    }

    @SafeVarargs
    private static Throwable find(Throwable e, Class<? extends Throwable>... types) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            for (Class<? extends Throwable> type : types) {
                if (type.isInstance(t)) {
                    return t;
                }
            }
        }
        return null;
    }

    private static Throwable root(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    /** The exception's own message, or its simple class name when it has none. */
    private static String message(Throwable t) {
        String m = t.getMessage();
        return m == null || m.isBlank() ? t.getClass().getSimpleName() : StackCallException.oneLine(m);
    }
}
