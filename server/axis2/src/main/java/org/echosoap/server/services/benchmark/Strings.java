package org.echosoap.server.services.benchmark;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/** Reads and writes repeated {@code xsd:string} elements; the text is kept exactly, white space included. */
final class Strings {

    private Strings() {
    }

    /**
     * Reads the children of the current element {@code parent}, which must all be {@code child} elements holding
     * text: at least one, at most {@link Limits#MAX_ELEMENTS}. Leaves the cursor at {@code parent}'s end.
     */
    static List<String> readRepeated(RequestReader in, String parent, String child) throws XMLStreamException {
        List<String> values = new ArrayList<>();
        while (in.nextChild()) {
            in.require(child, parent);
            Limits.checkRoomForOneMore(values.size(), child, parent);
            values.add(in.text(child + " " + (values.size() + 1)));
        }
        if (values.isEmpty()) {
            throw new BadRequest(parent + " needs at least one " + child + " element");
        }
        return values;
    }

    /** Writes {@code count} elements {@code <name>valueAt(i)</name>}. */
    static void writeRepeated(XMLStreamWriter out, String name, int count, IntFunction<String> valueAt)
            throws XMLStreamException {
        for (int i = 0; i < count; i++) {
            BenchmarkXml.textElement(out, name, valueAt.apply(i));
        }
    }
}
