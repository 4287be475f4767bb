package org.echosoap.server.xml;

import org.echosoap.server.contract.XmlLimits;

import java.io.InputStream;
import java.io.Reader;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLResolver;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.apache.xerces.parsers.NonValidatingConfiguration;
import org.apache.xerces.xni.XNIException;
import org.apache.xerces.xni.parser.XMLEntityResolver;
import org.apache.xerces.xni.parser.XMLErrorHandler;
import org.apache.xerces.xni.parser.XMLParseException;
import org.apache.xerces.xni.parser.XMLPullParserConfiguration;
import org.xml.sax.EntityResolver;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;

/**
 * Factories and parsers configured for untrusted input: no DOCTYPE, no external DTD, no external entities, secure
 * processing. Parse errors are thrown, never printed (Xerces prints {@code [Fatal Error]} lines to stderr unless
 * an error handler is set).
 *
 * <pre>{@code
 * DocumentBuilder dom = SecureParsers.newXercesDocumentBuilder();       // Xerces2 DOM, namespace-aware
 * XMLReader sax = SecureParsers.newXercesXmlReader();                  // Xerces2 SAX, namespace-aware
 * XMLPullParserConfiguration xni = SecureParsers.newXercesPullConfiguration();  // Xerces2 native XNI
 * XMLStreamReader stax = SecureParsers.newWoodstoxReader(in);          // Woodstox, DOCTYPE refused
 * }</pre>
 *
 * <p>A {@code DocumentBuilder}, {@code XMLReader} or XNI configuration is not thread-safe but can be reused for
 * one parse after another on one thread; the shared Woodstox factory is thread-safe once configured.
 */
public final class SecureParsers {

    /** Xerces: a DOCTYPE is a fatal error. */
    public static final String DISALLOW_DOCTYPE_DECL = "http://apache.org/xml/features/disallow-doctype-decl";
    /** SAX: resolve external general entities. */
    public static final String EXTERNAL_GENERAL_ENTITIES = "http://xml.org/sax/features/external-general-entities";
    /** SAX: resolve external parameter entities (and the external DTD subset). */
    public static final String EXTERNAL_PARAMETER_ENTITIES = "http://xml.org/sax/features/external-parameter-entities";
    /** Xerces: load the external DTD even when not validating. */
    public static final String LOAD_EXTERNAL_DTD = "http://apache.org/xml/features/nonvalidating/load-external-dtd";

    /** The StAX implementation Axiom (and so Axis2) reads SOAP messages with. */
    public static final String WOODSTOX_INPUT_FACTORY = "com.ctc.wstx.stax.WstxInputFactory";

    /** SAX: namespace processing. */
    public static final String NAMESPACES = "http://xml.org/sax/features/namespaces";
    /** SAX: report xmlns attributes. */
    public static final String NAMESPACE_PREFIXES = "http://xml.org/sax/features/namespace-prefixes";
    static final String XERCES_SECURITY_MANAGER = "http://apache.org/xml/properties/security-manager";
    static final String XNI_ERROR_HANDLER = "http://apache.org/xml/properties/internal/error-handler";
    static final String XNI_ENTITY_RESOLVER = "http://apache.org/xml/properties/internal/entity-resolver";
    static final String WOODSTOX_DTD_RESOLVER = "com.ctc.wstx.dtdResolver";
    static final String WOODSTOX_ENTITY_RESOLVER = "com.ctc.wstx.entityResolver";
    /** Woodstox's names for the {@link XmlLimits} (WstxInputProperties). */
    public static final String WOODSTOX_MAX_DEPTH = "com.ctc.wstx.maxElementDepth";
    public static final String WOODSTOX_MAX_ATTRIBUTES = "com.ctc.wstx.maxAttributesPerElement";
    public static final String WOODSTOX_MAX_ATTRIBUTE_SIZE = "com.ctc.wstx.maxAttributeSize";
    public static final String WOODSTOX_MAX_ELEMENTS = "com.ctc.wstx.maxElementCount";

    static final String REFUSED_EXTERNAL = "external entities and DTDs are not allowed";

    /**
     * The features that refuse a DOCTYPE, external entities and the external DTD, in the order they are set: every
     * Xerces parser and factory here gets exactly these (JAXP, native SAX and DOM, XNI), each through its own
     * {@code setFeature}, whose checked exceptions differ, hence a list rather than a method taking a setter.
     */
    private static final List<Feature> NO_DOCTYPE_NO_EXTERNALS = List.of(
            new Feature(DISALLOW_DOCTYPE_DECL, true),
            new Feature(EXTERNAL_GENERAL_ENTITIES, false),
            new Feature(EXTERNAL_PARAMETER_ENTITIES, false),
            new Feature(LOAD_EXTERNAL_DTD, false));

    private record Feature(String name, boolean value) {
    }

    private static final XMLInputFactory WOODSTOX = woodstoxInputFactory();

    private SecureParsers() {
    }

    // ---------------------------------------------------------------- Xerces2 DOM

    /** A namespace-aware Xerces2 DOM factory ({@code org.apache.xerces.jaxp.DocumentBuilderFactoryImpl}). */
    public static DocumentBuilderFactory xercesDocumentBuilderFactory() {
        DocumentBuilderFactory factory = new org.apache.xerces.jaxp.DocumentBuilderFactoryImpl();
        factory.setNamespaceAware(true);
        factory.setValidating(false);
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
        try {
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            for (Feature feature : NO_DOCTYPE_NO_EXTERNALS) {
                factory.setFeature(feature.name(), feature.value());
            }
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("Xerces DOM refused a security feature: " + e.getMessage(), e);
        }
        return factory;
    }

    /** A Xerces2 DOM builder from {@link #xercesDocumentBuilderFactory()} that throws on errors and refuses entities. */
    public static DocumentBuilder newXercesDocumentBuilder() {
        try {
            DocumentBuilder builder = xercesDocumentBuilderFactory().newDocumentBuilder();
            builder.setErrorHandler(ThrowingErrorHandler.INSTANCE);
            builder.setEntityResolver(RefusingResolver.INSTANCE);
            return builder;
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("cannot create a Xerces DOM builder: " + e.getMessage(), e);
        }
    }

    // ---------------------------------------------------------------- Xerces2 SAX

    /** A namespace-aware Xerces2 SAX factory ({@code org.apache.xerces.jaxp.SAXParserFactoryImpl}). */
    public static SAXParserFactory xercesSaxParserFactory() {
        SAXParserFactory factory = new org.apache.xerces.jaxp.SAXParserFactoryImpl();
        factory.setNamespaceAware(true);
        factory.setValidating(false);
        factory.setXIncludeAware(false);
        try {
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            for (Feature feature : NO_DOCTYPE_NO_EXTERNALS) {
                factory.setFeature(feature.name(), feature.value());
            }
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("Xerces SAX refused a security feature: " + e.getMessage(), e);
        }
        return factory;
    }

    /**
     * A namespace-aware Xerces2 SAX reader ({@code org.apache.xerces.parsers.SAXParser}, what the JAXP factory above
     * wraps) with the same security settings, plus {@link XmlLimits} enforced by a {@link LimitingDocumentFilter} in
     * its pipeline; it throws on errors and refuses entities. JAXP offers no way to add a pipeline stage, hence the
     * direct construction.
     */
    public static XMLReader newXercesXmlReader() {
        org.apache.xerces.parsers.SAXParser reader = new org.apache.xerces.parsers.SAXParser(new LimitedXercesConfiguration());
        try {
            reader.setFeature(NAMESPACES, true);
            reader.setFeature(NAMESPACE_PREFIXES, false);
            secure(reader::setFeature, reader::setProperty);
        } catch (SAXException e) {
            throw new IllegalStateException("Xerces SAX refused a security feature: " + e.getMessage(), e);
        }
        reader.setErrorHandler(ThrowingErrorHandler.INSTANCE);
        reader.setEntityResolver(RefusingResolver.INSTANCE);
        return reader;
    }

    /**
     * A namespace-aware Xerces2 DOM parser ({@code org.apache.xerces.parsers.DOMParser}, what JAXP's
     * {@code DocumentBuilder} wraps) with the security settings of {@link #xercesDocumentBuilderFactory()} and
     * {@link XmlLimits} enforced in its pipeline. Use: {@code parse(source)}, {@code getDocument()}, then
     * {@code dropDocumentReferences()} so that a pooled parser does not keep the last tree alive.
     */
    public static org.apache.xerces.parsers.DOMParser newXercesDomParser() {
        org.apache.xerces.parsers.DOMParser parser = new org.apache.xerces.parsers.DOMParser(new LimitedXercesConfiguration());
        try {
            parser.setFeature(NAMESPACES, true);
            secure(parser::setFeature, parser::setProperty);
        } catch (SAXException e) {
            throw new IllegalStateException("Xerces DOM refused a security feature: " + e.getMessage(), e);
        }
        parser.setErrorHandler(ThrowingErrorHandler.INSTANCE);
        parser.setEntityResolver(RefusingResolver.INSTANCE);
        return parser;
    }

    /** A setter that may refuse (SAX's {@code setFeature}/{@code setProperty} signatures). */
    @FunctionalInterface
    private interface Setter<V> {
        void set(String name, V value) throws SAXException;
    }

    /** The settings JAXP's secure factories apply, on a native Xerces parser. */
    private static void secure(Setter<Boolean> feature, Setter<Object> property) throws SAXException {
        for (Feature each : NO_DOCTYPE_NO_EXTERNALS) {
            feature.set(each.name(), each.value());
        }
        // FEATURE_SECURE_PROCESSING's effect in Xerces' JAXP layer: entity expansion and occurrence limits.
        property.set(XERCES_SECURITY_MANAGER, new org.apache.xerces.util.SecurityManager());
    }

    // ---------------------------------------------------------------- Xerces2 native XNI

    /**
     * Xerces2's non-validating XNI pipeline ({@link NonValidatingConfiguration}: scanner + namespace binder, no
     * DTD or schema validator), usable as a pull parser: {@code setInputSource}, then {@code parse(false)} until
     * it returns false, then {@code cleanup()}. The caller sets the document handler.
     */
    public static XMLPullParserConfiguration newXercesPullConfiguration() {
        NonValidatingConfiguration config = new PipelineFirstConfiguration();
        config.setFeature(NAMESPACES, true);
        for (Feature feature : NO_DOCTYPE_NO_EXTERNALS) {
            config.setFeature(feature.name(), feature.value());
        }
        // XNI's form of FEATURE_SECURE_PROCESSING: entity expansion and occurrence limits.
        config.setProperty(XERCES_SECURITY_MANAGER, new org.apache.xerces.util.SecurityManager());
        config.setProperty(XNI_ERROR_HANDLER, ThrowingXniErrorHandler.INSTANCE);
        config.setProperty(XNI_ENTITY_RESOLVER, RefusingResolver.INSTANCE);
        return config;
    }

    // ---------------------------------------------------------------- Woodstox StAX

    /**
     * A namespace-aware Woodstox factory without DTD support or external entities, instantiated by class name
     * so that it is exactly the Woodstox that Axiom brings (no second version to manage). Thread-safe once
     * configured; prefer {@link #newWoodstoxReader(InputStream)}, which also refuses a DOCTYPE.
     */
    public static XMLInputFactory woodstoxInputFactory() {
        XMLInputFactory factory;
        try {
            factory = (XMLInputFactory) Class.forName(WOODSTOX_INPUT_FACTORY, true, SecureParsers.class.getClassLoader())
                    .getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalStateException("Woodstox (" + WOODSTOX_INPUT_FACTORY + ") is not on the class path", e);
        }
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLInputFactory.IS_VALIDATING, false);
        // No DTD support: Woodstox skips a DOCTYPE's internal subset unread (no declarations, no expansion) and
        // never fetches an external subset; the reader below then refuses the DOCTYPE event itself.
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setXMLResolver(RefusingResolver.INSTANCE);
        factory.setProperty(WOODSTOX_DTD_RESOLVER, RefusingResolver.INSTANCE);
        factory.setProperty(WOODSTOX_ENTITY_RESOLVER, RefusingResolver.INSTANCE);
        // XmlLimits, under the same names as in XMLInputFactory.properties (Axiom's factory for Axis2).
        factory.setProperty(WOODSTOX_MAX_DEPTH, XmlLimits.MAX_DEPTH);
        factory.setProperty(WOODSTOX_MAX_ATTRIBUTES, XmlLimits.MAX_ATTRIBUTES_PER_ELEMENT);
        factory.setProperty(WOODSTOX_MAX_ATTRIBUTE_SIZE, XmlLimits.MAX_ATTRIBUTE_VALUE_CHARS);
        factory.setProperty(WOODSTOX_MAX_ELEMENTS, XmlLimits.MAX_ELEMENTS);
        return factory;
    }

    /** A Woodstox reader over bytes (encoding from the XML declaration or BOM) that refuses a DOCTYPE. */
    public static XMLStreamReader newWoodstoxReader(InputStream in) throws XMLStreamException {
        return new DoctypeRefusingReader(WOODSTOX.createXMLStreamReader(in));
    }

    /** A Woodstox reader over characters that refuses a DOCTYPE. */
    public static XMLStreamReader newWoodstoxReader(Reader in) throws XMLStreamException {
        return new DoctypeRefusingReader(WOODSTOX.createXMLStreamReader(in));
    }

    /**
     * {@link NonValidatingConfiguration} only creates its document scanner when the first parse configures the
     * pipeline, and until then it does not recognize the scanner's features: setting
     * {@value #DISALLOW_DOCTYPE_DECL} on a fresh instance throws "not recognized". Configuring the pipeline up
     * front registers the (namespace-binding) scanner, so the security features can be set before any parse.
     */
    private static final class PipelineFirstConfiguration extends NonValidatingConfiguration {

        private final LimitingDocumentFilter limits = new LimitingDocumentFilter();

        PipelineFirstConfiguration() {
            super.setFeature(NAMESPACES, true);
            configurePipeline();
        }

        /** As in {@link LimitedXercesConfiguration}: the filter goes between the scanner and the handler. */
        @Override
        protected void configurePipeline() {
            super.configurePipeline();
            fLastComponent = limits.insertBetween(fLastComponent, fDocumentHandler);
        }
    }

    // ---------------------------------------------------------------- handlers

    /**
     * The SAX error handler every parser here gets: errors and fatal errors are thrown, warnings ignored (never
     * printed); for parsers configured elsewhere (the end-of-life parsers, JDOM's builder).
     */
    public static ErrorHandler throwingErrorHandler() {
        return ThrowingErrorHandler.INSTANCE;
    }

    /** The SAX entity resolver every parser here gets: it refuses to resolve anything, opening nothing. */
    public static EntityResolver refusingEntityResolver() {
        return RefusingResolver.INSTANCE;
    }

    /** SAX/DOM: errors and fatal errors are thrown; warnings are ignored (never printed). */
    private enum ThrowingErrorHandler implements ErrorHandler {
        INSTANCE;

        @Override
        public void warning(SAXParseException e) {
        }

        @Override
        public void error(SAXParseException e) throws SAXException {
            throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            throw e;
        }
    }

    /** XNI: errors and fatal errors are thrown; warnings are ignored (never printed). */
    private enum ThrowingXniErrorHandler implements XMLErrorHandler {
        INSTANCE;

        @Override
        public void warning(String domain, String key, XMLParseException e) {
        }

        @Override
        public void error(String domain, String key, XMLParseException e) throws XNIException {
            throw e;
        }

        @Override
        public void fatalError(String domain, String key, XMLParseException e) throws XNIException {
            throw e;
        }
    }

    /**
     * Second line of defence behind the DOCTYPE ban: if a parser ever asked to resolve an external entity or DTD,
     * it is refused without opening anything.
     */
    private enum RefusingResolver implements EntityResolver, XMLEntityResolver, XMLResolver {
        INSTANCE;

        @Override
        public org.xml.sax.InputSource resolveEntity(String publicId, String systemId) throws SAXException {
            throw new SAXException(REFUSED_EXTERNAL);
        }

        @Override
        public org.apache.xerces.xni.parser.XMLInputSource resolveEntity(
                org.apache.xerces.xni.XMLResourceIdentifier resourceIdentifier) throws XNIException {
            throw new XNIException(REFUSED_EXTERNAL);
        }

        @Override
        public Object resolveEntity(String publicId, String systemId, String baseUri, String namespace)
                throws XMLStreamException {
            throw new XMLStreamException(REFUSED_EXTERNAL);
        }
    }
}
