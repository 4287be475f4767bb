package org.echosoap.client.stack.axis2;

import java.rmi.RemoteException;
import org.apache.axis2.client.Stub;
import org.apache.hc.core5.io.CloseMode;
import org.echosoap.client.stackapi.AnswerCheck;
import org.echosoap.client.stackapi.CallSpec;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCaller;

/**
 * One worker's generated Axis2 stub (ADB or XMLBeans) with its own HTTP client, bound to one endpoint and one
 * operation, the request built once.
 *
 * @param <S> the binding's generated stub class
 */
final class Axis2Caller<S extends Stub> implements StackCaller {

    private final S stub;
    private final Axis2Connection connection;
    private final StubCall<S> prepared;
    private final String operation;
    private final String address;

    Axis2Caller(S stub, Axis2Connection connection, StubCall<S> prepared, CallSpec spec) {
        this.stub = stub;
        this.connection = connection;
        this.prepared = prepared;
        this.operation = spec.label();
        this.address = spec.endpointUrl();
    }

    @Override
    public long call() throws StackCallException {
        Object answer;
        try {
            answer = prepared.invoke(stub);
        } catch (RemoteException | RuntimeException e) {
            throw Axis2Failures.of(e, operation, address, httpStatus());
        }
        return AnswerCheck.timedNanos(operation, () -> prepared.verdict(answer));
    }

    /** The HTTP status of the last answer, as Axis2's sender noted it on the request's message context, or null. */
    private Integer httpStatus() {
        try {
            org.apache.axis2.context.OperationContext last = stub._getServiceClient().getLastOperationContext();
            org.apache.axis2.context.MessageContext out = last == null ? null
                    : last.getMessageContext(org.apache.axis2.wsdl.WSDLConstants.MESSAGE_LABEL_OUT_VALUE);
            Object status = out == null ? null
                    : out.getProperty(org.apache.axis2.kernel.http.HTTPConstants.MC_HTTP_STATUS_CODE);
            return status instanceof Integer code ? code : null;
        } catch (org.apache.axis2.AxisFault | RuntimeException e) {
            return null;
        }
    }

    @Override
    public void abort() {
        // Closing the HTTP client at once closes its connection, so a call blocked reading an answer returns.
        connection.close(CloseMode.IMMEDIATE);
    }

    @Override
    public void close() {
        try {
            stub._getServiceClient().cleanup();
        } catch (org.apache.axis2.AxisFault | RuntimeException ignored) {
            // Cleaning up is all we wanted; the stub is dropped anyway.
        }
        connection.close(CloseMode.GRACEFUL);
    }
}
