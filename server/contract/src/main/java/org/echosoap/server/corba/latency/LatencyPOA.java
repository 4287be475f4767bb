package org.echosoap.server.corba.latency;

import java.util.Map;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.InvokeHandler;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.ResponseHandler;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.Servant;

/**
 * The server's skeleton of {@link Latency}: the ORB hands it each Request's operation name and argument stream; it
 * unmarshals the arguments, calls the servant's {@link LatencyOperations} method and marshals the Reply. An
 * operation the IDL does not have is BAD_OPERATION (a system exception reply, the connection serves on).
 *
 * <pre>{@code
 * class LatencyServant extends LatencyPOA { ... }
 * Latency ref = LatencyHelper.narrow(poa.servant_to_reference(new LatencyServant()));
 * }</pre>
 */
public abstract class LatencyPOA extends Servant implements LatencyOperations, InvokeHandler {

    private static final String[] IDS = {LatencyHelper.id()};

    private enum Operation { DO_NOTHING, SET_SIZE, GET_STRING, GET_STORED_STRING, GET_INTEGERS, GET_STORED_INTEGERS,
        ECHO_FLOAT }

    private static final Map<String, Operation> OPERATIONS = Map.of(
            "doNothing", Operation.DO_NOTHING,
            "setSize", Operation.SET_SIZE,
            "getString", Operation.GET_STRING,
            "getStoredString", Operation.GET_STORED_STRING,
            "getIntegers", Operation.GET_INTEGERS,
            "getStoredIntegers", Operation.GET_STORED_INTEGERS,
            "echoFloat", Operation.ECHO_FLOAT);

    @Override
    public OutputStream _invoke(String method, InputStream in, ResponseHandler handler) {
        Operation operation = OPERATIONS.get(method);
        if (operation == null) {
            // Nothing was run: the client may send it elsewhere.
            throw new BAD_OPERATION("no operation '" + method + "' on " + id(), 0, CompletionStatus.COMPLETED_NO);
        }
        try {
            OutputStream out;
            switch (operation) {
                case DO_NOTHING -> {
                    doNothing();
                    out = handler.createReply();
                }
                case SET_SIZE -> {
                    setSize(in.read_long());
                    out = handler.createReply();
                }
                case GET_STRING -> {
                    String value = getString(in.read_long());
                    out = handler.createReply();
                    out.write_string(value);
                }
                case GET_STORED_STRING -> {
                    String value = getStoredString();
                    out = handler.createReply();
                    out.write_string(value);
                }
                case GET_INTEGERS -> {
                    int[] values = getIntegers(in.read_long());
                    out = handler.createReply();
                    IntegersHelper.write(out, values);
                }
                case GET_STORED_INTEGERS -> {
                    int[] values = getStoredIntegers();
                    out = handler.createReply();
                    IntegersHelper.write(out, values);
                }
                case ECHO_FLOAT -> {
                    float value = echoFloat(in.read_float());
                    out = handler.createReply();
                    out.write_float(value);
                }
                default -> throw new IllegalStateException(operation.name());
            }
            return out;
        } catch (SizeOutOfRange e) {
            OutputStream out = handler.createExceptionReply();
            SizeOutOfRangeHelper.write(out, e);
            return out;
        }
    }

    @Override
    public String[] _all_interfaces(POA poa, byte[] objectId) {
        return IDS.clone();
    }

    private static String id() {
        return LatencyHelper.id();
    }
}
