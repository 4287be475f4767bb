package org.echosoap.server.metro.wssec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.echosoap.server.gate.BufferedBodyRequest;
import org.junit.jupiter.api.Test;

/**
 * The filter's bookkeeping around the chain, with the servlet objects made by hand (the real Metro and Tomcat are
 * MetroWsSecurityIT's): what a client can see of a refusal must not race the release of its signature.
 */
class SignatureReplayFilterTest {

    private static final byte[] SIGNED = ("<S:Envelope><S:Header><ds:SignatureValue>QUJD</ds:SignatureValue></S:Header>"
            + "<S:Body/></S:Envelope>").getBytes(StandardCharsets.UTF_8);

    private final SignatureReplayFilter filter = new SignatureReplayFilter();

    @Test
    void anAcceptedSignatureIsRefusedWhenItComesAgain() throws Exception {
        assertEquals(200, send(SIGNED, (request, response) -> response.setStatus(200)).status);
        Exchange again = send(SIGNED, (request, response) -> response.setStatus(200));
        assertEquals(500, again.status);
        assertTrue(again.body().contains("replayed message"), again.body());
    }

    /**
     * A client that sends the copy the moment it reads the fault reaches the filter while the first request's chain
     * is still unwinding. The copy is sent here from inside the first's fault write: it must be served, not refused.
     */
    @Test
    void aRefusedSignatureIsReleasedBeforeItsFaultIsWritten() throws Exception {
        List<Exchange> copies = new ArrayList<>();
        Exchange first = send(SIGNED, (request, response) -> {
            response.setStatus(500);
            copies.add(send(SIGNED, (r2, w2) -> w2.setStatus(500)));
            response.getOutputStream().write("<fault/>".getBytes(StandardCharsets.UTF_8));
        });
        assertEquals(500, first.status);
        assertEquals(1, copies.size());
        assertTrue(copies.get(0).chainRan, "the copy reached the stack: " + copies.get(0).body());
    }

    /** The first refusal's release must not undo the claim of a copy accepted after it. */
    @Test
    void aRefusalReleasesOnlyItsOwnClaim() throws Exception {
        List<Exchange> copies = new ArrayList<>();
        send(SIGNED, (request, response) -> {
            response.setStatus(500);
            copies.add(send(SIGNED, (r2, w2) -> w2.setStatus(200)));
        });
        assertTrue(copies.get(0).chainRan);
        assertEquals(500, send(SIGNED, (request, response) -> response.setStatus(200)).status,
                "the accepted copy is still remembered");
    }

    @Test
    void aChainThatThrowsReleasesTheSignature() throws Exception {
        try {
            send(SIGNED, (request, response) -> {
                throw new IllegalStateException("the stack failed");
            });
        } catch (IllegalStateException expected) {
            // as the container would see it
        }
        assertTrue(send(SIGNED, (request, response) -> response.setStatus(200)).chainRan);
    }

    /** What Metro does behind the filter, as far as the filter can see it. */
    @FunctionalInterface
    private interface Stack {
        void serve(HttpServletRequest request, HttpServletResponse response) throws Exception;
    }

    private Exchange send(byte[] body, Stack stack) throws Exception {
        Exchange exchange = new Exchange();
        FilterChain chain = (request, response) -> {
            exchange.chainRan = true;
            try {
                stack.serve((HttpServletRequest) request, (HttpServletResponse) response);
            } catch (RuntimeException | IOException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        };
        filter.doFilter(request(body), exchange.response(), chain);
        return exchange;
    }

    /** A POST of {@code body}, served from memory as the filter's own gate serves it to Metro. */
    private static HttpServletRequest request(byte[] body) {
        HttpServletRequest post = (HttpServletRequest) Proxy.newProxyInstance(
                SignatureReplayFilterTest.class.getClassLoader(), new Class<?>[] {HttpServletRequest.class},
                (proxy, method, args) -> "getMethod".equals(method.getName()) ? "POST" : null);
        return new BufferedBodyRequest(post, body);
    }

    /** One request's answer, as far as the filter and the stack behind it made it. */
    private static final class Exchange {
        int status = 200;
        boolean chainRan;
        final ByteArrayOutputStream written = new ByteArrayOutputStream();

        String body() {
            return written.toString(StandardCharsets.UTF_8);
        }

        HttpServletResponse response() {
            ServletOutputStream out = new ServletOutputStream() {
                @Override
                public void write(int b) {
                    written.write(b);
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setWriteListener(WriteListener listener) {
                    throw new UnsupportedOperationException();
                }
            };
            return (HttpServletResponse) Proxy.newProxyInstance(SignatureReplayFilterTest.class.getClassLoader(),
                    new Class<?>[] {HttpServletResponse.class}, (proxy, method, args) -> switch (method.getName()) {
                        case "setStatus" -> {
                            status = (Integer) args[0];
                            yield null;
                        }
                        case "getStatus" -> status;
                        case "getOutputStream" -> out;
                        default -> null;
                    });
        }
    }
}
