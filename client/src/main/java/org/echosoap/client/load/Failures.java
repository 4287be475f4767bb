package org.echosoap.client.load;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.channels.UnresolvedAddressException;
import org.apache.hc.core5.http.HttpException;
import org.echosoap.client.result.ErrorKind;

/**
 * What a failed HTTP exchange counts as, in one place for every HTTP transport (nio, core, httpclient), so an error
 * count never depends on {@code --transport}; and one-line descriptions of exceptions for the error reports.
 * {@code HttpTransportContractTest} holds the three transports to the same kinds.
 */
public final class Failures {

    private Failures() {
    }

    /**
     * Fails {@code outcome} with the kind {@code e} stands for: no connection made (refused, no route, unknown host,
     * a connect that timed out or broke) is {@code connect}; no answer in time is {@code timeout}; an answer that is
     * not HTTP, or a connection lost on the way, is {@code connection}.
     *
     * @param connected whether the connection was up when {@code e} happened
     * @param peer      {@code host:port}, as the reason names it
     */
    public static void classify(Exception e, boolean connected, String peer, Exchange outcome) {
        if (e instanceof ConnectException || e instanceof NoRouteToHostException || e instanceof UnknownHostException
                || isConnectTimeout(e)) {
            outcome.fail(ErrorKind.CONNECT, "cannot connect to " + peer + ": " + oneLine(e));
        } else if (e instanceof UnresolvedAddressException) {
            outcome.fail(ErrorKind.CONNECT, "cannot connect to " + peer + ": unknown host");
        } else if (e instanceof SocketTimeoutException) {
            outcome.fail(connected ? ErrorKind.TIMEOUT : ErrorKind.CONNECT,
                    (connected ? "no answer within the timeout: " : "connect timed out: ") + oneLine(e));
        } else if (e instanceof InterruptedIOException) {
            outcome.fail(ErrorKind.TIMEOUT, "interrupted: " + oneLine(e));
        } else if (!connected && e instanceof IOException) {
            outcome.fail(ErrorKind.CONNECT, "cannot connect to " + peer + ": " + oneLine(e));
        } else if (e instanceof HttpException) {
            outcome.fail(ErrorKind.CONNECTION, "unreadable HTTP answer: " + oneLine(e));
        } else {
            outcome.fail(ErrorKind.CONNECTION, oneLine(e));
        }
    }

    /** HttpClient's connect timeout is an InterruptedIOException, not a SocketTimeoutException: a connect failure. */
    private static boolean isConnectTimeout(Exception e) {
        return e instanceof org.apache.hc.client5.http.ConnectTimeoutException;
    }

    public static String oneLine(Throwable e) {
        String m = e.getMessage();
        String name = e.getClass().getSimpleName();
        return m == null ? name : name + ": " + m.lines().findFirst().orElse("");
    }
}
