package org.echosoap.server.limits;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Bounds request bodies: a declared Content-Length above the limit gets a one-line 413 before a byte of the body is
 * read; a chunked body that grows past it is cut off (the reading servlet sees an I/O error, Axis2 answers a Client
 * fault). Keeps a benchmark server on a lab network from being made to buffer arbitrarily large messages.
 *
 * <p>The limit is the system property {@code echosoap.maxRequestBytes} (set in {@code conf/tomcat/jvm.options}),
 * else the filter's init parameter {@code maxRequestBytes} in web.xml, else {@value #DEFAULT_MAX_REQUEST_BYTES} bytes.
 * The init parameter {@code limitProperty} names another system property, for a second instance with its own limit
 * on a narrower mapping (the parser variants take only echoFloat-sized requests: {@code echosoap.maxVariantRequestBytes}).
 */
public class RequestSizeLimitFilter extends HttpFilter {

    /** 64 MiB. */
    public static final long DEFAULT_MAX_REQUEST_BYTES = 64L * 1024 * 1024;

    private static final long serialVersionUID = 1L;

    /** The system property that sets the limit unless the init parameter {@code limitProperty} names another. */
    public static final String DEFAULT_LIMIT_PROPERTY = "echosoap.maxRequestBytes";

    private long maxRequestBytes = DEFAULT_MAX_REQUEST_BYTES;
    private String limitProperty = DEFAULT_LIMIT_PROPERTY;

    @Override
    public void init() throws ServletException {
        String property = getInitParameter("limitProperty");
        if (property != null && !property.isBlank()) {
            limitProperty = property.strip();
        }
        String configured = System.getProperty(limitProperty, getInitParameter("maxRequestBytes"));
        if (configured != null && !configured.isBlank()) {
            try {
                maxRequestBytes = Long.parseLong(configured.strip());
            } catch (NumberFormatException e) {
                throw new ServletException(limitProperty + " must be a number of bytes, got '" + configured + "'");
            }
        }
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        long declared = request.getContentLengthLong();
        if (declared > maxRequestBytes) {
            response.setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
            response.setContentType("text/plain;charset=UTF-8");
            response.setHeader("Connection", "close"); // the unread body is not worth swallowing
            response.getOutputStream().write(("request body of " + declared + " bytes exceeds the limit of "
                    + maxRequestBytes + " bytes (" + limitProperty + ")\n").getBytes(StandardCharsets.UTF_8));
            response.flushBuffer(); // send it now: the client may be waiting for it before sending its body
            return;
        }
        chain.doFilter(declared < 0 ? new Bounded(request, maxRequestBytes) : request, response);
    }

    /** A request whose body (of unknown length: chunked) stops with an I/O error past the limit. */
    private static final class Bounded extends HttpServletRequestWrapper {
        private final long maxBytes;
        private ServletInputStream bounded;

        Bounded(HttpServletRequest request, long maxBytes) {
            super(request);
            this.maxBytes = maxBytes;
        }

        @Override
        public ServletInputStream getInputStream() throws IOException {
            if (bounded == null) {
                bounded = new ForwardingServletInputStream(super.getInputStream()) {
                    private long read;

                    private int count(int n) throws IOException {
                        if (n > 0 && (read += n) > maxBytes) {
                            throw new IOException("request body exceeds the limit of " + maxBytes + " bytes");
                        }
                        return n;
                    }

                    @Override
                    public int read() throws IOException {
                        int b = in.read();
                        if (b >= 0) {
                            count(1);
                        }
                        return b;
                    }

                    @Override
                    public int read(byte[] b, int off, int len) throws IOException {
                        return count(in.read(b, off, len));
                    }
                };
            }
            return bounded;
        }
    }
}
