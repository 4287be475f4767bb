package org.echosoap.server.cxf.faults;

import org.apache.cxf.interceptor.ServiceInvokerInterceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * Marks the request as read and bound: runs just before CXF calls the service. {@link FaultCleaner} reads the mark to
 * tell the caller's mistakes from ours: a fault before it (the XML, the envelope, dispatch, binding the values) is
 * the request's, a fault after it is the service's own unless the service says {@link ClientFault}.
 */
public final class InvocationMarker extends AbstractPhaseInterceptor<Message> {

    static final String INVOKED = InvocationMarker.class.getName() + ".invoked";

    public InvocationMarker() {
        super(Phase.INVOKE);
        addBefore(ServiceInvokerInterceptor.class.getName());
    }

    @Override
    public void handleMessage(Message message) {
        message.getExchange().put(INVOKED, Boolean.TRUE);
    }
}
