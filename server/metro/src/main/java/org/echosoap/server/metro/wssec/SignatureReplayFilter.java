package org.echosoap.server.metro.wssec;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.echosoap.server.gate.BufferedBodyRequest;

/**
 * The replay cache Metro's WS-Security lacks, in front of the secured EchoFloats ({@code /services/wssec/*}): a signed
 * request whose signature value an endpoint accepted within the signature's life is refused with a SOAP Fault, as
 * WSS4J's cache of signed timestamps refuses it on CXF. WSIT checks a timestamp's age but keeps no record of what it
 * has accepted, so the same signed bytes sent again within 300 s were answered.
 *
 * <p>A signature lives {@value WsSecProfile#TIME_TO_LIVE_SECONDS} s plus the {@value WsSecProfile#FUTURE_SKEW_SECONDS}
 * s a Created may lie ahead: after that Metro refuses the timestamp itself. A signature is claimed before Metro sees
 * the request (two copies at once: one waits its turn and is refused) and released when Metro refuses the request, so
 * only accepted messages count. The release happens when Metro sets the error status, before a byte of its fault is
 * written: released after the chain returns, a client that sent the copy as soon as it read the fault could find the
 * signature still claimed (CI saw a tampered request's second copy called a replay). Unsigned requests (the {@code encrypt} profile, a UsernameToken, whose nonce Metro
 * does check) pass unchanged. Costs one read of the body into memory (secured requests are a few KB; over
 * {@value #MAX_SECURED_REQUEST_BYTES} bytes gets a 413) and a scan for the signature value.
 */
public final class SignatureReplayFilter extends HttpFilter {

    private static final long serialVersionUID = 1L;

    /** Secured requests are read whole: at most this many bytes. */
    static final int MAX_SECURED_REQUEST_BYTES = 1 << 20;

    /** How long an accepted signature is remembered. */
    static final long SIGNATURE_LIFE_SECONDS = WsSecProfile.TIME_TO_LIVE_SECONDS + WsSecProfile.FUTURE_SKEW_SECONDS;

    /** Entries held at most (see {@link SeenSignatures}). */
    static final int CAPACITY = 100_000;

    private final transient SeenSignatures seen =
            new SeenSignatures(TimeUnit.SECONDS.toNanos(SIGNATURE_LIFE_SECONDS), CAPACITY);

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!"POST".equals(request.getMethod())) {
            chain.doFilter(request, response);
            return;
        }
        byte[] body = request.getInputStream().readNBytes(MAX_SECURED_REQUEST_BYTES + 1);
        if (body.length > MAX_SECURED_REQUEST_BYTES) {
            response.sendError(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
                    "a secured request over " + MAX_SECURED_REQUEST_BYTES + " bytes");
            return;
        }
        String signature = SignatureValues.first(body);
        String key = signature == null ? null : SeenSignatures.keyOf(signature);
        if (key != null && !seen.claim(key, System.nanoTime())) {
            refuseReplay(response);
            return;
        }
        if (key == null) {
            chain.doFilter(new BufferedBodyRequest(request, body), response);
            return;
        }
        ReleaseOnRefusal watched = new ReleaseOnRefusal(response, key);
        boolean answered = false;
        try {
            chain.doFilter(new BufferedBodyRequest(request, body), watched);
            answered = true;
        } finally {
            if (!answered || isRefusal(response.getStatus())) {
                watched.releaseOnce();
            }
        }
    }

    private static boolean isRefusal(int status) {
        return status >= HttpServletResponse.SC_BAD_REQUEST;
    }

    /**
     * Releases the claimed signature as the stack sets an error status, so before the fault reaches the client. Once
     * only: a second release could drop the claim of a later copy that came after the first release.
     */
    private final class ReleaseOnRefusal extends HttpServletResponseWrapper {

        private final String key;
        private boolean released;

        ReleaseOnRefusal(HttpServletResponse response, String key) {
            super(response);
            this.key = key;
        }

        @Override
        public void setStatus(int status) {
            releaseIfRefusal(status);
            super.setStatus(status);
        }

        @Override
        public void sendError(int status) throws IOException {
            releaseIfRefusal(status);
            super.sendError(status);
        }

        @Override
        public void sendError(int status, String message) throws IOException {
            releaseIfRefusal(status);
            super.sendError(status, message);
        }

        private void releaseIfRefusal(int status) {
            if (isRefusal(status)) {
                releaseOnce();
            }
        }

        void releaseOnce() {
            if (!released) {
                released = true;
                seen.release(key);
            }
        }
    }

    /** A SOAP 1.1 Client fault (the secured endpoints are SOAP 1.1), status 500 as every fault. */
    private static void refuseReplay(HttpServletResponse response) throws IOException {
        byte[] fault = ("<?xml version='1.0' encoding='UTF-8'?><S:Envelope "
                + "xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body><S:Fault><faultcode>S:Client</faultcode>"
                + "<faultstring>replayed message: a request with this signature was accepted within the last "
                + SIGNATURE_LIFE_SECONDS + " s</faultstring></S:Fault></S:Body></S:Envelope>")
                .getBytes(StandardCharsets.UTF_8);
        response.setStatus(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
        response.setContentType("text/xml; charset=UTF-8");
        response.setContentLength(fault.length);
        response.getOutputStream().write(fault);
    }
}
