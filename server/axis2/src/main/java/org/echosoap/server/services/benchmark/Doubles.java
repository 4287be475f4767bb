package org.echosoap.server.services.benchmark;

import java.util.Arrays;
import java.util.function.IntToDoubleFunction;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.echosoap.server.contract.xsd.XsdDouble;

/**
 * Reads and writes repeated {@code xsd:double} elements. Values are converted for real: parsed to {@code double}
 * on the way in, formatted with {@link XsdDouble#format} on the way out ({@code 1.50} comes back as {@code 1.5}).
 */
final class Doubles {

    private Doubles() {
    }

    /**
     * Reads the children of the current element {@code parent}, which must all be {@code child} elements holding an
     * {@code xsd:double}: at least one, at most {@link Limits#MAX_ELEMENTS}. Leaves the cursor at {@code parent}'s end.
     */
    static double[] readRepeated(RequestReader in, String parent, String child) throws XMLStreamException {
        Growing values = new Growing();
        int count = RepeatedElements.read(in, parent, child, values);
        return count == values.array.length ? values.array : Arrays.copyOf(values.array, count);
    }

    /** Writes {@code count} elements {@code <name>valueAt(i)</name>}. */
    static void writeRepeated(XMLStreamWriter out, String name, int count, IntToDoubleFunction valueAt)
            throws XMLStreamException {
        for (int i = 0; i < count; i++) {
            BenchmarkXml.textElement(out, name, XsdDouble.format(valueAt.applyAsDouble(i)));
        }
    }

    /** An {@code double[]} that grows as {@link RepeatedElements} hands it values (doubling, up to the limit). */
    private static final class Growing implements RepeatedElements.ValueSink {
        double[] array = new double[16];

        @Override
        public void parseAndKeep(int index, String text) {
            double value = XsdDouble.parse(text);
            if (index == array.length) {
                array = Arrays.copyOf(array, Limits.grow(index));
            }
            array[index] = value;
        }
    }
}
