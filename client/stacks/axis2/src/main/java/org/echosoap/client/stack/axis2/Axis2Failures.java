package org.echosoap.client.stack.axis2;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.axis2.AxisFault;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCallException.Kind;

/**
 * What went wrong in an Axis2 stub call, as one of the load client's error kinds and one line. Axis2 throws an
 * {@link AxisFault} for everything: a SOAP Fault the server sent (its code and reason read from the envelope); an HTTP
 * error without one ("Transport error: 404 Error: Not Found"); or, around the transport's own exception, no
 * connection, a timeout or a broken connection. What remains is an answer the stub could not read: a wrong answer.
 */
final class Axis2Failures {

    /** Axis2's message for an HTTP error answered without a SOAP Fault (its i18n key transportError). */
    private static final Pattern TRANSPORT_ERROR = Pattern.compile("Transport error: (\\d{3}) Error");

    private Axis2Failures() {
    }

    /** {@code e}, thrown by {@code operation} on the stub for {@code address}, as a one-line failure. */
    static StackCallException of(Throwable e, String operation, String address) {
        return of(e, operation, address, null);
    }

    /**
     * As {@link #of(Throwable, String, String)}, knowing the HTTP status of the answer ({@code null} when there was
     * none): Axis2 reads the body of a 400, 404 or 500 as SOAP, so a 404 with a plain-text body reaches us as a parse
     * error, though what went wrong is the status.
     */
    static StackCallException of(Throwable e, String operation, String address, Integer httpStatus) {
        if (e instanceof AxisFault fault && fault.getFaultCodeElement() != null) {
            String code = fault.getFaultCode() == null ? "?" : fault.getFaultCode().getLocalPart();
            return new StackCallException(Kind.SOAP_FAULT, operation + " on " + address + ": SOAP Fault (" + code
                    + "): " + message(fault));
        }
        Throwable connect = find(e, ConnectException.class, NoRouteToHostException.class, UnknownHostException.class);
        if (connect != null || findNamed(e, "org.apache.hc.client5.http.ConnectTimeoutException") != null) {
            return new StackCallException(Kind.CONNECT, "cannot connect to " + address + ": "
                    + message(connect != null ? connect : findNamed(e, "org.apache.hc.client5.http.ConnectTimeoutException")));
        }
        if (find(e, SocketTimeoutException.class) != null) {
            return new StackCallException(Kind.TIMEOUT, operation + ": no answer from " + address
                    + " within the timeout");
        }
        if (httpStatus != null && (httpStatus < 200 || httpStatus >= 300)) {
            return new StackCallException(Kind.HTTP_STATUS, operation + " on " + address + ": HTTP " + httpStatus
                    + " without a SOAP Fault (" + message(root(e)) + ")");
        }
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            Matcher status = TRANSPORT_ERROR.matcher(String.valueOf(t.getMessage()));
            if (status.find()) {
                return new StackCallException(Kind.HTTP_STATUS, operation + " on " + address + ": HTTP "
                        + status.group(1) + " without a SOAP Fault (" + message(t) + ")");
            }
        }
        Throwable io = ioBelow(e);
        if (io != null) {
            return new StackCallException(Kind.CONNECTION, operation + " on " + address + ": the connection broke: "
                    + message(io));
        }
        return new StackCallException(Kind.WRONG_ANSWER, operation + " on " + address
                + ": an answer the stub could not read: " + message(root(e)));
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

    /** By name: HttpClient's connect timeout is an InterruptedIOException, not a SocketTimeoutException. */
    private static Throwable findNamed(Throwable e, String className) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getClass().getName().equals(className)) {
                return t;
            }
        }
        return null;
    }

    /** An I/O exception in the chain other than the fault itself: an AxisFault is a RemoteException, an IOException. */
    private static Throwable ioBelow(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof IOException && !(t instanceof java.rmi.RemoteException)) {
                return t;
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
