package org.echosoap.server.services.benchmark;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/** Reads and writes repeated {@code xsd:int} elements ({@code <input>1</input><input>2</input>...}). */
final class Ints {

    private Ints() {
    }

    /**
     * Reads the children of the current element {@code parent}, which must all be {@code child} elements holding an
     * {@code xsd:int}: at least one, at most {@link Limits#MAX_ELEMENTS}. Leaves the cursor at {@code parent}'s end.
     */
    static int[] readRepeated(RequestReader in, String parent, String child) throws XMLStreamException {
        int[] values = new int[16];
        int count = 0;
        while (in.nextChild()) {
            in.require(child, parent);
            Limits.checkRoomForOneMore(count, child, parent);
            String what = child + " " + (count + 1);
            int value;
            try {
                value = XsdInt.parse(in.text(what));
            } catch (NumberFormatException e) {
                throw new BadRequest(what + " is " + e.getMessage());
            }
            if (count == values.length) {
                values = Arrays.copyOf(values, Limits.grow(count));
            }
            values[count++] = value;
        }
        if (count == 0) {
            throw new BadRequest(parent + " needs at least one " + child + " element");
        }
        return count == values.length ? values : Arrays.copyOf(values, count);
    }

    /** Writes {@code count} elements {@code <name>valueAt(i)</name>}. */
    static void writeRepeated(XMLStreamWriter out, String name, int count, IntUnaryOperator valueAt)
            throws XMLStreamException {
        for (int i = 0; i < count; i++) {
            BenchmarkXml.textElement(out, name, XsdInt.format(valueAt.applyAsInt(i)));
        }
    }
}
