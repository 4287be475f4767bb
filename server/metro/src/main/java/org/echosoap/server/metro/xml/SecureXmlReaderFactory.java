package org.echosoap.server.metro.xml;

import com.sun.xml.ws.api.streaming.XMLStreamReaderFactory;
import java.io.InputStream;
import java.io.Reader;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.echosoap.server.contract.XmlLimits;

/**
 * The parser set-up Metro reads every request with in echosoap-metro.war (installed by
 * {@link #install()}, once per webapp: Metro keeps one factory per context class loader, so another Metro WAR in
 * the same Tomcat keeps its own). Woodstox, as Metro would pick it, with the contract's {@link XmlLimits} instead of
 * Metro's defaults, and a {@link RefusingStreamReader} around each reader.
 *
 * <table>
 * <caption>What differs from Metro's default factory (XMLStreamReaderFactory.Woodstox)</caption>
 * <tr><th>setting</th><th>Metro 4.0.5 default</th><th>here</th></tr>
 * <tr><td>element depth</td><td>500</td><td>1,000 (XmlLimits.MAX_DEPTH)</td></tr>
 * <tr><td>attributes per element</td><td>500</td><td>1,000</td></tr>
 * <tr><td>attribute value</td><td>512 Ki chars</td><td>512 Ki chars (the same)</td></tr>
 * <tr><td>elements per document</td><td>2<sup>31</sup>-1</td><td>500,000</td></tr>
 * <tr><td>DOCTYPE</td><td>skipped, entities undeclared</td><td>refused (Client fault)</td></tr>
 * <tr><td>parse error</td><td>empty 500 or Server fault</td><td>Client fault, one-line reason</td></tr>
 * <tr><td>reader pooling</td><td>none for Woodstox</td><td>none</td></tr>
 * </table>
 *
 * Namespace awareness, coalescing, no external entities, interned namespace URIs and {@code null} for the default
 * namespace's prefix are Metro's own settings, kept.
 */
public final class SecureXmlReaderFactory extends XMLStreamReaderFactory {

    static final String WOODSTOX = "com.ctc.wstx.stax.WstxInputFactory";

    private final XMLInputFactory inputFactory;

    SecureXmlReaderFactory(XMLInputFactory inputFactory) {
        this.inputFactory = inputFactory;
    }

    /** Makes Metro read requests of the calling thread's context class loader (this webapp) with this factory. */
    public static void install() {
        XMLStreamReaderFactory.set(new SecureXmlReaderFactory(woodstox()));
    }

    /** Woodstox set up as described above; public for the tests. */
    public static XMLInputFactory woodstox() {
        XMLInputFactory factory;
        try {
            // By name: Woodstox is Metro's runtime dependency, not this module's API.
            factory = (XMLInputFactory) Class.forName(WOODSTOX).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Woodstox (a runtime dependency of Metro) is missing", e);
        }
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
        factory.setProperty("org.codehaus.stax2.internNsUris", true);
        factory.setProperty("com.ctc.wstx.returnNullForDefaultNamespace", true);
        factory.setProperty("com.ctc.wstx.maxElementDepth", XmlLimits.MAX_DEPTH);
        factory.setProperty("com.ctc.wstx.maxAttributesPerElement", XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT);
        factory.setProperty("com.ctc.wstx.maxAttributeSize", XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS);
        factory.setProperty("com.ctc.wstx.maxElementCount", XmlLimits.MAX_ELEMENTS);
        return factory;
    }

    @Override
    public XMLStreamReader doCreate(String systemId, InputStream in, boolean rejectDTDs) {
        try {
            return new RefusingStreamReader(inputFactory.createXMLStreamReader(systemId, in));
        } catch (XMLStreamException e) {
            throw RefusingStreamReader.refused(e);
        }
    }

    @Override
    public XMLStreamReader doCreate(String systemId, Reader in, boolean rejectDTDs) {
        try {
            return new RefusingStreamReader(inputFactory.createXMLStreamReader(systemId, in));
        } catch (XMLStreamException e) {
            throw RefusingStreamReader.refused(e);
        }
    }

    @Override
    public void doRecycle(XMLStreamReader r) {
        // Woodstox readers are not reused (as in Metro's own Woodstox factory).
    }
}
