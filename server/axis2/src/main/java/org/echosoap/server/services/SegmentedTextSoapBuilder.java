package org.echosoap.server.services;

import java.io.InputStream;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMException;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.om.util.StAXParserConfiguration;
import org.apache.axiom.om.util.StAXUtils;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axiom.soap.SOAPModelBuilder;
import org.apache.axiom.util.stax.dialect.StAXDialect;
import org.apache.axis2.AxisFault;
import org.apache.axis2.Constants;
import org.apache.axis2.builder.BuilderUtil;
import org.apache.axis2.builder.SOAPBuilder;
import org.apache.axis2.context.MessageContext;

/**
 * Axis2's {@link SOAPBuilder} with one change: long text reaches the services in pieces, not as one value.
 *
 * <p>Why: Axiom's Woodstox set-up ({@code StAXDialect.enableCDataReporting}) sets Woodstox's
 * {@code com.ctc.wstx.minTextSegment} to {@code Integer.MAX_VALUE}, so a 10 MB base64 value is accumulated into
 * one 13.3 M-character event: Woodstox's segment buffers plus the array they are joined into, ~55 MB of transient
 * garbage per call, before the service reads a single character. Twelve concurrent calls exhausted a 512 MB heap.
 * With a bounded segment Woodstox hands text over as it parses it, and the Benchmark service, which already reads
 * values piece by piece ({@code RequestReader.textChunks}) and decodes base64 incrementally, never sees it whole.
 * Everything else is Axiom's SOAP configuration (no DTDs, CDATA reported) and Axis2's own checks, in its order.
 *
 * <p>Configured in {@code WEB-INF/conf/axis2.xml} for {@code text/xml} and {@code application/soap+xml}.
 */
public class SegmentedTextSoapBuilder extends SOAPBuilder {

    /** Woodstox's property for the longest piece of text it accumulates before reporting it. */
    static final String WOODSTOX_MIN_TEXT_SEGMENT = "com.ctc.wstx.minTextSegment";

    /** Characters per text piece at most (32 KB): bounded, and large enough that short values stay whole. */
    static final int TEXT_SEGMENT_CHARS = 16 * 1024;

    /** Axiom's SOAP configuration, then a bounded text segment (Axiom caches one factory per configuration). */
    static final StAXParserConfiguration SEGMENTED_SOAP = new StAXParserConfiguration() {
        @Override
        public XMLInputFactory configure(XMLInputFactory factory, StAXDialect dialect) {
            XMLInputFactory configured = StAXParserConfiguration.SOAP.configure(factory, dialect);
            if (configured.isPropertySupported(WOODSTOX_MIN_TEXT_SEGMENT)) {
                configured.setProperty(WOODSTOX_MIN_TEXT_SEGMENT, TEXT_SEGMENT_CHARS);
            }
            return configured;
        }

        @Override
        public String toString() {
            return "SOAP with text in segments of " + TEXT_SEGMENT_CHARS + " chars";
        }
    };

    @Override
    public OMElement processDocument(InputStream inputStream, String contentType, MessageContext messageContext)
            throws AxisFault {
        try {
            String charSetEncoding = (String) messageContext.getProperty(Constants.Configuration.CHARACTER_SET_ENCODING);
            XMLStreamReader reader = charSetEncoding == null
                    ? StAXUtils.createXMLStreamReader(SEGMENTED_SOAP, inputStream)
                    : StAXUtils.createXMLStreamReader(SEGMENTED_SOAP, inputStream, charSetEncoding);
            SOAPModelBuilder builder = OMXMLBuilderFactory.createStAXSOAPModelBuilder(reader);
            messageContext.setProperty(Constants.BUILDER, builder);
            SOAPEnvelope envelope = (SOAPEnvelope) builder.getDocumentElement();
            BuilderUtil.validateSOAPVersion(BuilderUtil.getEnvelopeNamespace(contentType), envelope);
            BuilderUtil.validateCharSetEncoding(charSetEncoding, builder.getDocument().getCharsetEncoding(),
                    envelope.getNamespace().getNamespaceURI());
            return envelope;
        } catch (XMLStreamException e) {
            // What Axiom's own createSOAPModelBuilder throws for it; Axis2 and EchosoapAxisServlet turn it into a
            // Client fault with the parser's one-line reason, as before.
            throw new OMException(e);
        }
    }
}
