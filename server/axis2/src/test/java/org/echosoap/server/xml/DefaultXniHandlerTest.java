package org.echosoap.server.xml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.StringReader;
import org.apache.xerces.xni.Augmentations;
import org.apache.xerces.xni.QName;
import org.apache.xerces.xni.XMLAttributes;
import org.apache.xerces.xni.parser.XMLInputSource;
import org.apache.xerces.xni.parser.XMLPullParserConfiguration;
import org.junit.jupiter.api.Test;

/** The no-op XNI handler: a subclass sees only what it overrides, a whole parse goes through, the source is kept. */
class DefaultXniHandlerTest {

    /** Counts start tags and ignores the rest, as the XNI variant's handler does. */
    private static final class Counter extends DefaultXniHandler {
        int elements;

        @Override
        public void startElement(QName element, XMLAttributes attributes, Augmentations augs) {
            elements++;
        }
    }

    @Test
    void aSubclassSeesOnlyWhatItOverridesThroughAWholeParse() throws Exception {
        XMLPullParserConfiguration config = SecureParsers.newXercesPullConfiguration();
        Counter counter = new Counter();
        config.setDocumentHandler(counter);
        config.setInputSource(new XMLInputSource(null, null, null,
                new StringReader("<?xml version='1.0'?><a><!-- c --><?pi x?><b>t<![CDATA[d]]></b><c/></a>"), null));
        while (config.parse(false)) {
            // keep pulling
        }
        config.cleanup();
        assertEquals(2, counter.elements); // <c/> is an emptyElement, which the counter does not override
    }

    @Test
    void keepsTheDocumentSource() {
        DefaultXniHandler handler = new DefaultXniHandler();
        assertNull(handler.getDocumentSource());
        LimitingDocumentFilter source = new LimitingDocumentFilter();
        handler.setDocumentSource(source);
        assertSame(source, handler.getDocumentSource());
    }
}
