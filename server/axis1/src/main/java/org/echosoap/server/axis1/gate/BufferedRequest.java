package org.echosoap.server.axis1.gate;

import jakarta.servlet.http.HttpServletRequest;
import org.echosoap.server.gate.BufferedBodyRequest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * The request as Axis sees it after the gate: the body already read, served from memory ({@link BufferedBodyRequest});
 * and a SOAPAction header when
 * the caller sent none. Axis 1.4 refuses a request without one ({@code Client.NoSOAPAction}) where the other stacks
 * dispatch on the Body's element; the gate has already checked that element against the WSDL, so the empty
 * SOAPAction it adds means what the absent one meant: no action, dispatch on the Body.
 */
final class BufferedRequest extends BufferedBodyRequest {

    private static final String SOAP_ACTION = "SOAPAction";
    private static final String NO_ACTION = "\"\"";

    BufferedRequest(HttpServletRequest request, byte[] body) {
        super(request, body);
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
}
