package org.echosoap.server.fastinfoset;

import com.sun.xml.fastinfoset.stax.StAXDocumentParser;
import java.io.InputStream;
import javax.xml.stream.XMLStreamException;

/**
 * FastInfoset 2.1.1's StAX parser, refusing the items a SOAP message may not carry that the library would skip
 * without a word: an unexpanded entity reference, and notations or unparsed entities declared in the document
 * information item (both are DTD declarations in text XML, which the text path refuses with its DOCTYPE).
 *
 * <pre>{@code
 * XMLStreamReader reader = new RefusingFastInfosetParser(body);  // then read it as any StAX reader
 * }</pre>
 *
 * <p>Why a subclass and not a second parse: for an unexpanded entity reference the library's {@code next()} sets
 * {@code _eventType} to {@code ENTITY_REFERENCE}, drops the item and calls {@code next()} again, on this object, to
 * return the following event. So the overridden {@code next()} sees the entity reference's event type on entry, and
 * the cost is one int comparison per event. Notations and unparsed entities are decoded with the document's header into
 * the protected lists checked once, on the first event.
 */
public class RefusingFastInfosetParser extends StAXDocumentParser {

    /** The reason a refused message gets (the stacks put it in a {@code Client} fault). */
    public static final String ENTITY_REFERENCE_REFUSED =
            "an unexpanded entity reference is not allowed in a SOAP message (Fast Infoset)";

    /** The reason for notations or unparsed entities in the document information item. */
    public static final String DTD_DECLARATION_REFUSED =
            "a DTD declaration (notation or unparsed entity) is not allowed in a SOAP message (Fast Infoset)";

    private boolean headerChecked;

    /**
     * A parser for streams given later with {@link #setInputStream} (each resets it), with the settings CXF and Metro
     * give their own: interned names, the stream closed with the reader.
     */
    public RefusingFastInfosetParser() {
        setStringInterning(true);
        setForceStreamClose(true);
    }

    /** A parser of {@code in}. */
    public RefusingFastInfosetParser(InputStream in) {
        this();
        setInputStream(in);
    }

    @Override
    public int next() throws XMLStreamException {
        if (_eventType == ENTITY_REFERENCE) {
            throw new XMLStreamException(ENTITY_REFERENCE_REFUSED);
        }
        int event = super.next();
        if (!headerChecked) {
            headerChecked = true;
            if (declares(_notations) || declares(_unparsedEntities)) {
                throw new XMLStreamException(DTD_DECLARATION_REFUSED);
            }
        }
        return event;
    }

    @Override
    public void reset() {
        super.reset();
        // The library clears these lists only when the next document declares some: a reused parser must not refuse
        // a good document for what the previous one held.
        if (_notations != null) {
            _notations.clear();
        }
        if (_unparsedEntities != null) {
            _unparsedEntities.clear();
        }
        headerChecked = false;
    }

    private static boolean declares(java.util.List<?> items) {
        return items != null && !items.isEmpty();
    }
}
