package org.echosoap.server.cxf.inbound;

import java.lang.reflect.Field;
import java.util.List;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.util.StreamReaderDelegate;

/**
 * Where JAXB is while it binds the request element: the reader JAXB reads through, counting elements, so that a
 * value it cannot bind is reported where it is ({@code input 2}, {@code input item 3 timestamp}) rather than only
 * what it is. Built on the request (operation) element, which is depth 1.
 *
 * <p>Why: JAXB's errors name the bad text or element, never its position; the contract's reasons do
 * ({@code echoInts: input 2 is not an xsd:int: 'abc'}). The cost is a few int operations per element event.
 */
public final class BindingPosition extends StreamReaderDelegate {

    /** Levels whose names are kept: the request element, its children, their items and the items' fields. */
    private static final int KEPT_LEVELS = 4;

    private final String[] names = new String[KEPT_LEVELS + 1];
    private final String[] namespaces = new String[KEPT_LEVELS + 1];
    private final int[] ordinals = new int[KEPT_LEVELS + 1];
    private final String[] previousSibling = new String[KEPT_LEVELS + 2];
    private int depth;
    /** Whether the last event was an end tag: JAXB converts a value when its element ends. */
    private boolean afterEndTag;

    /** {@code reader} positioned on the request element's start. */
    BindingPosition(XMLStreamReader reader) {
        super(reader);
        depth = 1;
        names[1] = reader.getLocalName();
        namespaces[1] = reader.getNamespaceURI();
        ordinals[1] = 1;
    }

    @Override
    public int next() throws XMLStreamException {
        int event = super.next();
        afterEndTag = event == XMLStreamConstants.END_ELEMENT;
        if (event == XMLStreamConstants.START_ELEMENT) {
            depth++;
            if (depth <= KEPT_LEVELS) {
                String name = getLocalName();
                names[depth] = name;
                namespaces[depth] = getNamespaceURI();
                // Runs of equally named siblings are what arrays are: count within the run.
                ordinals[depth] = name.equals(previousSibling[depth]) ? ordinals[depth] + 1 : 1;
                previousSibling[depth] = name;
                previousSibling[depth + 1] = null; // a new parent: its children count from 1
            }
        } else if (event == XMLStreamConstants.END_ELEMENT) {
            depth--;
        }
        return event;
    }

    /** As the interface defines it, but through {@link #next()} so that every element is counted. */
    @Override
    public int nextTag() throws XMLStreamException {
        int event = next();
        while (event == XMLStreamConstants.CHARACTERS && isWhiteSpace() || event == XMLStreamConstants.CDATA
                && isWhiteSpace() || event == XMLStreamConstants.SPACE || event == XMLStreamConstants.COMMENT
                || event == XMLStreamConstants.PROCESSING_INSTRUCTION) {
            event = next();
        }
        if (event != XMLStreamConstants.START_ELEMENT && event != XMLStreamConstants.END_ELEMENT) {
            throw new XMLStreamException("expected an element, found text");
        }
        return event;
    }

    /**
     * The level of the element JAXB is at: the innermost open one after a start tag (an unexpected element is
     * reported there), the one just closed after an end tag (a value is converted there; its name is still kept).
     */
    private int focus() {
        return Math.max(1, Math.min(afterEndTag ? depth + 1 : depth, KEPT_LEVELS));
    }

    /** The element JAXB is at (see {@link #focus()}). */
    public String currentName() {
        return names[focus()];
    }

    public String currentNamespace() {
        return namespaces[focus()];
    }

    /** The element enclosing the current one. */
    public String parentName() {
        return names[Math.max(1, focus() - 1)];
    }

    public String requestElementNamespace() {
        return namespaces[1];
    }

    /** The request element's local name (the Body's first element). */
    public String requestElementName() {
        return names[1];
    }

    /**
     * Where the current element is, below the request element: {@code size}, {@code input 2} (numbered when the
     * request class holds a list of it), {@code input item 3}, {@code input item 3 timestamp}.
     */
    public String describe(Class<?> requestClass) {
        int last = focus();
        if (last < 2) {
            return names[1];
        }
        StringBuilder where = new StringBuilder(names[2]);
        if (isList(requestClass, names[2])) {
            where.append(' ').append(ordinals[2]);
        }
        for (int level = 3; level <= last; level++) {
            where.append(' ').append(names[level]);
            if ("item".equals(names[level])) {
                where.append(' ').append(ordinals[level]);
            }
        }
        return where.toString();
    }

    /** Whether the JAXB class has a list field for the child element {@code name} (the generated field names). */
    private static boolean isList(Class<?> requestClass, String name) {
        if (requestClass == null) {
            return false;
        }
        try {
            Field field = requestClass.getDeclaredField(name);
            return List.class.isAssignableFrom(field.getType());
        } catch (NoSuchFieldException e) {
            return false;
        }
    }
}
