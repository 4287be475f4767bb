package org.echosoap.server.metro.xml;

import com.sun.xml.ws.api.SOAPVersion;
import com.sun.xml.ws.api.message.ExceptionHasMessage;
import com.sun.xml.ws.api.message.Message;
import com.sun.xml.ws.fault.SOAPFaultBuilder;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.ResourceBundle;
import org.echosoap.server.metro.fault.OneLine;
import org.echosoap.server.metro.fault.RequestFault;

/**
 * A request body the parser refused: not well-formed, a DOCTYPE, or beyond {@code XmlLimits}. It is an
 * {@link ExceptionHasMessage} because that is the only exception Metro's HTTP adapter answers with a SOAP Fault while
 * it reads the envelope and headers (any other becomes an empty HTTP 500); it carries a {@code Client} fault with
 * a one-line reason. Thrown later, inside the Body, {@code ClientFaultTube} answers it the same way.
 */
public final class RefusedXml extends ExceptionHasMessage {

    private static final long serialVersionUID = 1L;
    private static final String KEY = "refused";

    private final String reason;

    public RefusedXml(String reason) {
        // The SOAPFaultException argument becomes the cause (Metro's exception base takes the first Throwable among
        // the arguments): where Metro turns an exception into a fault by itself (headers read lazily inside the
        // tubeline), it takes code and reason from a SOAPFaultException cause, so the fault is Client there too.
        super(KEY, OneLine.of(reason), RequestFault.of(version(), OneLine.of(reason)));
        this.reason = OneLine.of(reason);
    }

    /** The one-line reason the fault carries. */
    public String reason() {
        return reason;
    }

    @Override
    public Message getFaultMessage() {
        SOAPVersion version = version();
        return SOAPFaultBuilder.createSOAPFaultMessage(version, reason, version.faultCodeClient);
    }

    /** The version the request was sent as (its Content-Type); SOAP 1.1 when unknown. */
    private static SOAPVersion version() {
        SOAPVersion expected = ExpectedEnvelope.current();
        return expected == null ? SOAPVersion.SOAP_11 : expected;
    }

    @Override
    protected String getDefaultResourceBundleName() {
        return RefusedXml.class.getName();
    }

    /** Metro localizes its exceptions' messages through a bundle; ours has one key whose text is the reason. */
    @Override
    public ResourceBundle getResourceBundle(Locale locale) {
        return new ListResourceBundle() {
            @Override
            protected Object[][] getContents() {
                return new Object[][] {{KEY, "{0}"}};
            }
        };
    }
}
