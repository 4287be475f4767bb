package org.echosoap.client.stack.axis1;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.axis.AxisFault;
import org.echosoap.client.stackapi.CauseChain;
import org.echosoap.client.stackapi.StackCallException;

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
        CauseChain chain = CauseChain.of(e, Axis1Failures::next);
        Throwable connect = chain.find(ConnectException.class, NoRouteToHostException.class, UnknownHostException.class);
        if (connect != null) {
            return StackCallException.cannotConnect(address, message(connect));
        }
        if (chain.find(SocketTimeoutException.class) != null) {
            return StackCallException.noAnswer(operation, address);
        }
        if (e instanceof AxisFault fault && fault.detail == null) {
            String code = fault.getFaultCode() == null ? "?" : fault.getFaultCode().getLocalPart();
            if (code.equals("HTTP")) {
                Matcher status = HTTP_STATUS.matcher(String.valueOf(fault.getFaultString()));
                return StackCallException.httpStatus(operation, address, status.find() ? status.group(1) : "error",
                        message(fault));
            }
            return StackCallException.soapFault(operation, address, code, message(fault));
        }
        // An AxisFault is a RemoteException, which is an IOException: the broken connection is one below it.
        Throwable io = chain.find(t -> t instanceof IOException && !(t instanceof java.rmi.RemoteException));
        if (io != null) {
            return StackCallException.connectionBroke(operation, address, message(io));
        }
        return StackCallException.unreadable(operation, address, "an answer the stub could not read",
                message(chain.root()));
    }

    /** The cause of {@code t}: Axis 1 keeps the Java exception as RemoteException's {@code detail}. */
    private static Throwable next(Throwable t) {
        return t instanceof java.rmi.RemoteException r ? r.detail : t.getCause();
    }

    /** The fault string or the exception's own message, or its simple class name when it has none. */
    private static String message(Throwable t) {
        String m = t instanceof AxisFault f ? f.getFaultString() : t.getMessage();
        return m == null || m.isBlank() ? t.getClass().getSimpleName() : StackCallException.oneLine(m);
    }
}
