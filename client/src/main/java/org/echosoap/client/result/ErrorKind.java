package org.echosoap.client.result;

/** Why a request did not count as a success. Failed requests never enter the latency histograms. */
public enum ErrorKind {
    /** The connection could not be opened. */
    CONNECT,
    /** Reset, closed or broken connection while exchanging. */
    CONNECTION,
    /** No answer within --timeout. */
    TIMEOUT,
    /** An HTTP status other than 200, without a SOAP Fault. */
    HTTP_STATUS,
    /** A SOAP Fault. */
    SOAP_FAULT,
    /** HTTP 200 but not the expected answer. */
    WRONG_ANSWER;

    /** The lower-case name used in result files ({@code soap_fault}). */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
