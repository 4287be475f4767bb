package org.echosoap.server.xml;

import org.apache.xerces.parsers.XML11Configuration;

/**
 * Xerces2's standard parser configuration (the one JAXP's SAX and DOM parsers use, minus XInclude) with a
 * {@link LimitingDocumentFilter} as the last stage of the pipeline, in front of the SAX or DOM builder.
 */
final class LimitedXercesConfiguration extends XML11Configuration {

    private final LimitingDocumentFilter limits = new LimitingDocumentFilter();

    @Override
    protected void configurePipeline() {
        super.configurePipeline();
        insertLimits();
    }

    @Override
    protected void configureXML11Pipeline() {
        super.configureXML11Pipeline();
        insertLimits();
    }

    /** The super call just wired the last component to the handler; put the filter between them. */
    private void insertLimits() {
        fLastComponent = limits.insertBetween(fLastComponent, fDocumentHandler);
    }
}
