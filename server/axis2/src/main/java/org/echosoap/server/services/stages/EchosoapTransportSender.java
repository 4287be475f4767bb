package org.echosoap.server.services.stages;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.description.TransportOutDescription;
import org.apache.axis2.transport.http.impl.httpclient5.HTTPClient5TransportSender;
import org.echosoap.server.stages.Stages;

/**
 * Axis2's HTTP transport sender (axis2.xml's {@code transportSender name="http"}) with the writing stage marked:
 * {@code sender:write} when it starts serialising the answer, {@code sender:return} when it returns (the commit
 * follows in the servlet's flush, {@link FlushMarkingResponse}). Nothing else changes: echosoap's server never sends requests
 * with it, but Axis2 needs one, and every server-side answer (result or fault) is written through it.
 */
public class EchosoapTransportSender extends HTTPClient5TransportSender {

    private Axis2Marks marks;

    @Override
    public void init(ConfigurationContext context, TransportOutDescription description) throws AxisFault {
        marks = Axis2Marks.get();
        super.init(context, description);
    }

    @Override
    public InvocationResponse invoke(MessageContext messageContext) throws AxisFault {
        Stages.moveTo(marks.senderWrite());
        try {
            return super.invoke(messageContext);
        } finally {
            Stages.moveTo(marks.senderReturn());
        }
    }
}
