package org.echosoap.server.cxf.inbound;

import java.util.Locale;
import org.apache.cxf.binding.soap.Soap11;
import org.apache.cxf.binding.soap.Soap12;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.SoapVersion;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.binding.soap.interceptor.ReadHeadersInterceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.Phase;
import org.echosoap.server.cxf.faults.ClientFault;

/**
 * Refuses an envelope whose SOAP version disagrees with its Content-Type: a SOAP 1.2 envelope sent as
 * {@code text/xml} gets a SOAP 1.1 {@code Client} fault, a SOAP 1.1 envelope sent as {@code application/soap+xml} a
 * SOAP 1.2 {@code Sender} fault (each in the version its Content-Type announced).
 *
 * <p>Why: CXF takes the version from the envelope alone and answers either, whatever the label says; the contract
 * (and SOAP 1.2 part 2, section 7.1.4, which binds the version to the media type) refuses a mislabelled envelope.
 * A body without Content-Type is read as SOAP 1.1 by default, as Axis2 does, and not checked here.
 */
public final class SoapVersionCheck extends AbstractSoapInterceptor {

    public SoapVersionCheck() {
        super(Phase.READ);
        addAfter(ReadHeadersInterceptor.class.getName());
    }

    @Override
    public void handleMessage(SoapMessage message) {
        if ("GET".equals(message.get(Message.HTTP_REQUEST_METHOD))) {
            return;
        }
        SoapVersion announced = versionOfContentType((String) message.get(Message.CONTENT_TYPE));
        SoapVersion envelope = message.getVersion();
        if (announced == null || envelope == null || announced == envelope) {
            return;
        }
        message.setVersion(announced); // the fault goes out in the version the caller's label asked for
        throw new ClientFault("a SOAP " + envelope.getVersion() + " envelope sent as " + mediaType(announced)
                + " (SOAP " + announced.getVersion() + "): send SOAP " + envelope.getVersion() + " as "
                + mediaType(envelope));
    }

    /** SOAP 1.1 for {@code text/xml}, 1.2 for {@code application/soap+xml}, null for anything else or none. */
    static SoapVersion versionOfContentType(String contentType) {
        if (contentType == null) {
            return null;
        }
        String type = contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        return switch (type) {
            case "text/xml" -> Soap11.getInstance();
            case "application/soap+xml" -> Soap12.getInstance();
            default -> null;
        };
    }

    private static String mediaType(SoapVersion version) {
        return version == Soap12.getInstance() ? "application/soap+xml" : "text/xml";
    }
}
