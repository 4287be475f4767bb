package org.echosoap.server.services.benchmark.xmlbeans;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.echosoap.server.services.benchmark.bindings.GeneratedReceivers;
import org.echosoap.server.services.benchmark.xmlbeans.generated.BenchmarkMessageReceiverInOut;

/**
 * The message receiver wsdl2java generated for the XMLBeans binding, with the request element checked first
 * ({@link GeneratedReceivers}); XMLBeans' own complaints about values come from validation in the service
 * ({@link SchemaCheck}), so no other exception of it is a request mistake. Named in
 * {@code WEB-INF/services/BenchmarkXmlBeans/META-INF/services.xml}.
 */
public class XmlBeansBenchmarkReceiver extends BenchmarkMessageReceiverInOut {

    @Override
    public void invokeBusinessLogic(MessageContext in, MessageContext out) throws AxisFault {
        GeneratedReceivers.invoke(in, () -> super.invokeBusinessLogic(in, out), error -> null);
    }
}
