package org.echosoap.server.axis1.latency;

import java.util.concurrent.atomic.AtomicInteger;
import javax.xml.namespace.QName;
import org.apache.axis.AxisFault;
import org.apache.axis.MessageContext;
import org.apache.axis.message.SOAPBodyElement;
import org.echosoap.server.axis1.fault.ClientFault;
import org.echosoap.server.axis1.generated.latency.DoNothing;
import org.echosoap.server.axis1.generated.latency.DoNothingResponse;
import org.echosoap.server.axis1.generated.latency.GetIntegers;
import org.echosoap.server.axis1.generated.latency.GetString;
import org.echosoap.server.axis1.generated.latency.GetStringResponse;
import org.echosoap.server.axis1.generated.latency.LatencyPortType;
import org.echosoap.server.axis1.generated.latency.SetSize;
import org.echosoap.server.axis1.generated.latency.SetSizeResponse;
import org.echosoap.server.contract.LatencyValues;

/**
 * Seed 003's Latency service on Axis 1.4, with the values and checks of every stack ({@link LatencyValues}): a size in
 * getString/getIntegers is for that call only; without one the size {@code setSize} stored is used; a size outside
 * 0..{@value LatencyValues#MAX_SIZE} is a Client fault.
 */
public class LatencyEndpoint implements LatencyPortType {

    private static final QName SIZE = new QName("http://echosoap.org/wsdl/Latency", "size");

    /**
     * One value per webapp, shared by all callers: Axis 1 makes a service object per request (scope "request", the
     * default), so the stored size lives in a static field, as Axis2's does.
     */
    private static final AtomicInteger STORED_SIZE = new AtomicInteger(LatencyValues.DEFAULT_SIZE);

    @Override
    public DoNothingResponse doNothing(DoNothing request) {
        return new DoNothingResponse();
    }

    @Override
    public SetSizeResponse setSize(SetSize request) throws AxisFault {
        // The generated bean's size is a primitive int, 0 when the element is missing: look at the request itself.
        SOAPBodyElement body = MessageContext.getCurrentContext().getRequestMessage().getSOAPEnvelope().getFirstBody();
        if (body.getChildElement(SIZE) == null) {
            throw new ClientFault("setSize needs a <size> element holding a whole number from 0 to "
                    + LatencyValues.MAX_SIZE);
        }
        STORED_SIZE.set(checked(request.getSize()));
        return new SetSizeResponse();
    }

    @Override
    public GetStringResponse getString(GetString request) {
        return new GetStringResponse(LatencyValues.letters(sizeOrStored(request.getSize())));
    }

    @Override
    public int[] getIntegers(GetIntegers request) {
        int size = sizeOrStored(request.getSize());
        int[] values = new int[size];
        for (int i = 0; i < size; i++) {
            values[i] = i;
        }
        return values;
    }

    private static int sizeOrStored(Integer size) {
        return size == null ? STORED_SIZE.get() : checked(size);
    }

    private static int checked(int size) {
        if (size < 0 || size > LatencyValues.MAX_SIZE) {
            throw badSize(Integer.toString(size));
        }
        return size;
    }

    /** The fault for a size that is not 0..MAX_SIZE, or not a whole number at all ({@code text} as the caller wrote it). */
    public static ClientFault badSize(String text) {
        return new ClientFault("size must be a whole number from 0 to " + LatencyValues.MAX_SIZE + ", got '" + text + "'");
    }
}
