package org.echosoap.client.stack.axis1;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.axis.AxisFault;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCallException.Kind;

/**
 * What went wrong in an Axis 1 stub call, as one of the load client's error kinds and one line. Axis 1 throws an
 * {@link AxisFault} for everything: around a Java exception of its own side (its {@code detail}: no connection, a
 * timeout, a broken connection, an answer it could not parse), with the fault code {@code HTTP} for an HTTP error
 * answered without a SOAP Fault (fault string "(404)Not Found"), else the SOAP Fault the server sent.
 */
final class Axis1Failures {

    /** HTTPSender's fault string for an HTTP error: "(404)Not Found". */
    private static final Pattern HTTP_STATUS = Pattern.compile("\\((\\d{3})\\)");

    private Axis1Failures() {
    }

    /** {@code e}, thrown by {@code operation} on the stub for {@code address}, as a one-line failure. */
    static StackCallException of(Throwable e, String operation, String address) {
        Throwable connect = find(e, ConnectException.class, NoRouteToHostException.class, UnknownHostException.class);
        if (connect != null) {
            return new StackCallException(Kind.CONNECT, "cannot connect to " + address + ": " + message(connect));
        }
        if (find(e, SocketTimeoutException.class) != null) {
            return new StackCallException(Kind.TIMEOUT, operation + ": no answer from " + address
                    + " within the timeout");
        }
        if (e instanceof AxisFault fault && fault.detail == null) {
            String code = fault.getFaultCode() == null ? "?" : fault.getFaultCode().getLocalPart();
            if (code.equals("HTTP")) {
                Matcher status = HTTP_STATUS.matcher(String.valueOf(fault.getFaultString()));
                return new StackCallException(Kind.HTTP_STATUS, operation + " on " + address + ": HTTP "
                        + (status.find() ? status.group(1) : "error") + " without a SOAP Fault ("
                        + message(fault) + ")");
            }
            return new StackCallException(Kind.SOAP_FAULT, operation + " on " + address + ": SOAP Fault (" + code
                    + "): " + message(fault));
        }
        Throwable io = ioBelow(e);
        if (io != null) {
            return new StackCallException(Kind.CONNECTION, operation + " on " + address + ": the connection broke: "
                    + message(io));
        }
        return new StackCallException(Kind.WRONG_ANSWER, operation + " on " + address
                + ": an answer the stub could not read: " + message(root(e)));
    }

    /** The causes of {@code e}: Axis 1 keeps the Java exception as RemoteException's {@code detail}. */
    private static Throwable next(Throwable t) {
        Throwable next = t instanceof java.rmi.RemoteException r ? r.detail : t.getCause();
        return next == t ? null : next;
    }

    @SafeVarargs
    private static Throwable find(Throwable e, Class<? extends Throwable>... types) {
        for (Throwable t = e; t != null; t = next(t)) {
            for (Class<? extends Throwable> type : types) {
                if (type.isInstance(t)) {
                    return t;
                }
            }
        }
        return null;
    }

    /** An I/O exception in the chain other than the fault itself: an AxisFault is a RemoteException, an IOException. */
    private static Throwable ioBelow(Throwable e) {
        for (Throwable t = e; t != null; t = next(t)) {
            if (t instanceof IOException && !(t instanceof java.rmi.RemoteException)) {
                return t;
            }
        }
        return null;
    }

    private static Throwable root(Throwable e) {
        Throwable root = e;
        while (next(root) != null) {
            root = next(root);
        }
        return root;
    }

    /** The fault string or the exception's own message, or its simple class name when it has none. */
    private static String message(Throwable t) {
        String m = t instanceof AxisFault f ? f.getFaultString() : t.getMessage();
        return m == null || m.isBlank() ? t.getClass().getSimpleName() : StackCallException.oneLine(m);
    }
}
