package org.echosoap.server.axis1.gate;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * The request as Axis sees it after the gate: the body already read, served from memory; and a SOAPAction header when
 * the caller sent none. Axis 1.4 refuses a request without one ({@code Client.NoSOAPAction}) where the other stacks
 * dispatch on the Body's element; the gate has already checked that element against the WSDL, so the empty
 * SOAPAction it adds means what the absent one meant: no action, dispatch on the Body.
 */
final class BufferedRequest extends HttpServletRequestWrapper {

    private static final String SOAP_ACTION = "SOAPAction";
    private static final String NO_ACTION = "\"\"";

    private final byte[] body;

    BufferedRequest(HttpServletRequest request, byte[] body) {
        super(request);
        this.body = body;
    }

    private boolean addsSoapAction() {
        return super.getHeader(SOAP_ACTION) == null;
    }

    @Override
    public String getHeader(String name) {
        return SOAP_ACTION.equalsIgnoreCase(name) && addsSoapAction() ? NO_ACTION : super.getHeader(name);
    }

    @Override
    public Enumeration<String> getHeaders(String name) {
        return SOAP_ACTION.equalsIgnoreCase(name) && addsSoapAction()
                ? Collections.enumeration(List.of(NO_ACTION)) : super.getHeaders(name);
    }

    @Override
    public Enumeration<String> getHeaderNames() {
        if (!addsSoapAction()) {
            return super.getHeaderNames();
        }
        List<String> names = new ArrayList<>(Collections.list(super.getHeaderNames()));
        names.add(SOAP_ACTION);
        return Collections.enumeration(names);
    }

    @Override
    public int getContentLength() {
        return body.length;
    }

    @Override
    public long getContentLengthLong() {
        return body.length;
    }

    @Override
    public ServletInputStream getInputStream() {
        ByteArrayInputStream in = new ByteArrayInputStream(body);
        return new ServletInputStream() {
            @Override
            public int read() {
                return in.read();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                return in.read(b, off, len);
            }

            @Override
            public boolean isFinished() {
                return in.available() == 0;
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setReadListener(ReadListener listener) {
                throw new IllegalStateException("the body is already read: no asynchronous reading");
            }
        };
    }

    @Override
    public BufferedReader getReader() {
        String encoding = getCharacterEncoding();
        Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
        return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(body), charset));
    }
}
