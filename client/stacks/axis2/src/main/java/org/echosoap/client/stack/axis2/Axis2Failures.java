package org.echosoap.client.stack.axis2;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.axis2.AxisFault;
import org.echosoap.client.stackapi.CauseChain;
import org.echosoap.client.stackapi.StackCallException;

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
        CauseChain chain = CauseChain.of(e);
        if (e instanceof AxisFault fault && fault.getFaultCodeElement() != null) {
            String code = fault.getFaultCode() == null ? "?" : fault.getFaultCode().getLocalPart();
            return StackCallException.soapFault(operation, address, code, CauseChain.message(fault));
        }
        // By name: HttpClient's connect timeout is an InterruptedIOException, not a SocketTimeoutException.
        Throwable connect = chain.find(ConnectException.class, NoRouteToHostException.class, UnknownHostException.class);
        if (connect == null) {
            connect = chain.findNamed("org.apache.hc.client5.http.ConnectTimeoutException");
        }
        if (connect != null) {
            return StackCallException.cannotConnect(address, CauseChain.message(connect));
        }
        if (chain.find(SocketTimeoutException.class) != null) {
            return StackCallException.noAnswer(operation, address);
        }
        if (httpStatus != null && (httpStatus < 200 || httpStatus >= 300)) {
            return StackCallException.httpStatus(operation, address, httpStatus.toString(), CauseChain.message(chain.root()));
        }
        Throwable transportError = chain.find(t -> TRANSPORT_ERROR.matcher(String.valueOf(t.getMessage())).find());
        if (transportError != null) {
            Matcher status = TRANSPORT_ERROR.matcher(transportError.getMessage());
            return StackCallException.httpStatus(operation, address, status.find() ? status.group(1) : "error",
                    CauseChain.message(transportError));
        }
        // An AxisFault is a RemoteException, which is an IOException: the broken connection is one below it.
        Throwable io = chain.find(t -> t instanceof IOException && !(t instanceof java.rmi.RemoteException));
        if (io != null) {
            return StackCallException.connectionBroke(operation, address, CauseChain.message(io));
        }
        return StackCallException.unreadable(operation, address, "an answer the stub could not read",
                CauseChain.message(chain.root()));
    }
}
