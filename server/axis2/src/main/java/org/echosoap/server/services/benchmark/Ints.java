package org.echosoap.server.services.benchmark;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.echosoap.server.contract.xsd.XsdInt;

/** Reads and writes repeated {@code xsd:int} elements ({@code <input>1</input><input>2</input>...}). */
final class Ints {

    private Ints() {
    }

    /**
     * Reads the children of the current element {@code parent}, which must all be {@code child} elements holding an
     * {@code xsd:int}: at least one, at most {@link Limits#MAX_ELEMENTS}. Leaves the cursor at {@code parent}'s end.
     */
    static int[] readRepeated(RequestReader in, String parent, String child) throws XMLStreamException {
        Growing values = new Growing();
        int count = RepeatedElements.read(in, parent, child, values);
        return count == values.array.length ? values.array : Arrays.copyOf(values.array, count);
    }

    /** Writes {@code count} elements {@code <name>valueAt(i)</name>}. */
    static void writeRepeated(XMLStreamWriter out, String name, int count, IntUnaryOperator valueAt)
            throws XMLStreamException {
        for (int i = 0; i < count; i++) {
            BenchmarkXml.textElement(out, name, XsdInt.format(valueAt.applyAsInt(i)));
        }
    }

    /** An {@code int[]} that grows as {@link RepeatedElements} hands it values (doubling, up to the limit). */
    private static final class Growing implements RepeatedElements.ValueSink {
        int[] array = new int[16];

        @Override
        public void parseAndKeep(int index, String text) {
            int value = XsdInt.parse(text);
            if (index == array.length) {
                array = Arrays.copyOf(array, Limits.grow(index));
            }
            array[index] = value;
        }
    }
}
