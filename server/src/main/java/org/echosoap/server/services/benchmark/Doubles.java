package org.echosoap.server.services.benchmark;

import java.util.Arrays;
import java.util.function.IntToDoubleFunction;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

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
        double[] values = new double[16];
        int count = 0;
        while (in.nextChild()) {
            in.require(child, parent);
            Limits.checkRoomForOneMore(count, child, parent);
            String what = child + " " + (count + 1);
            double value;
            try {
                value = XsdDouble.parse(in.text(what));
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
    static void writeRepeated(XMLStreamWriter out, String name, int count, IntToDoubleFunction valueAt)
            throws XMLStreamException {
        for (int i = 0; i < count; i++) {
            BenchmarkXml.textElement(out, name, XsdDouble.format(valueAt.applyAsDouble(i)));
        }
    }
}
