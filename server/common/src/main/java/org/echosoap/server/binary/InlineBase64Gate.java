package org.echosoap.server.binary;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import org.echosoap.server.limits.ForwardingServletInputStream;

/**
 * In front of the binary echo services: the request body streams through a {@link Base64TextScanner}, and the first
 * character that is not base64 inside a {@code data} element ends the read with an I/O error naming it and where it
 * is, which each stack answers with a SOAP Fault; so does the end of a multipart body without its closing delimiter
 * ({@link ClosingDelimiterCheck}). Nothing is buffered: the check costs one pass over the bytes the
 * stack reads anyway, and only the base64 text pays it, not MTOM's binary part.
 */
public class InlineBase64Gate extends HttpFilter {

    private static final long serialVersionUID = 1L;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!"POST".equals(request.getMethod())) {
            chain.doFilter(request, response);
            return;
        }
        String contentType = request.getContentType();
        String boundary = null;
        if (contentType != null && contentType.toLowerCase(Locale.ROOT).startsWith("multipart/")) {
            boundary = boundary(contentType);
            if (boundary == null) {
                response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
                response.setContentType("text/plain;charset=UTF-8");
                response.getWriter().println("multipart request without a boundary parameter in its Content-Type");
                return;
            }
        }
        chain.doFilter(new Scanned(request, new Base64TextScanner(boundary),
                boundary == null ? null : new ClosingDelimiterCheck(boundary)), response);
    }

    /** The {@code boundary} parameter of a multipart Content-Type, unquoted, or null. */
    static String boundary(String contentType) {
        for (String param : contentType.split(";")) {
            String p = param.strip();
            int eq = p.indexOf('=');
            if (eq > 0 && p.substring(0, eq).strip().equalsIgnoreCase("boundary")) {
                String v = p.substring(eq + 1).strip();
                if (v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"")) {
                    v = v.substring(1, v.length() - 1);
                }
                return v.isEmpty() ? null : v;
            }
        }
        return null;
    }

    private static final class Scanned extends HttpServletRequestWrapper {
        private final Base64TextScanner scanner;
        private final ClosingDelimiterCheck closing;
        private ServletInputStream scanned;

        Scanned(HttpServletRequest request, Base64TextScanner scanner, ClosingDelimiterCheck closing) {
            super(request);
            this.scanner = scanner;
            this.closing = closing;
        }

        @Override
        public ServletInputStream getInputStream() throws IOException {
            if (scanned == null) {
                scanned = new ForwardingServletInputStream(super.getInputStream()) {
                    private final byte[] one = new byte[1];

                    @Override
                    public int read() throws IOException {
                        int b = in.read();
                        if (b >= 0) {
                            one[0] = (byte) b;
                            check(one, 0, 1);
                        } else {
                            atEnd();
                        }
                        return b;
                    }

                    @Override
                    public int read(byte[] b, int off, int len) throws IOException {
                        int n = in.read(b, off, len);
                        if (n > 0) {
                            check(b, off, n);
                        } else if (n < 0) {
                            atEnd();
                        }
                        return n;
                    }

                    private void atEnd() throws IOException {
                        String why = closing == null ? null : closing.atEnd();
                        if (why != null) {
                            throw new RefusedBodyException(why);
                        }
                    }

                    private void check(byte[] b, int off, int n) throws IOException {
                        String why = scanner.scan(b, off, n);
                        if (why != null) {
                            throw new RefusedBodyException(why);
                        }
                        if (closing != null) {
                            closing.feed(b, off, n);
                        }
                    }
                };
            }
            return scanned;
        }
    }
}
