package org.echosoap.server.services.benchmark;

import javax.xml.stream.XMLStreamException;

/**
 * The walk over a list of repeated value elements ({@code <input>1</input><input>2</input>...}) that {@link Ints}
 * and {@link Doubles} share: every child of {@code parent} must be a {@code child}, at least one and at most
 * {@link Limits#MAX_ELEMENTS}, and a value that does not parse is a {@link BadRequest} naming the element by its
 * position ({@code input 3 is not an xsd:int: 'x'}). Parsing and keeping are left to a {@link ValueSink}, so that
 * ints stay in an {@code int[]} and doubles in a {@code double[]}: no boxing on the hot path.
 *
 * <pre>{@code
 * int count = RepeatedElements.read(in, "echoInts", "input", (index, text) -> values[index] = XsdInt.parse(text));
 * }</pre>
 */
final class RepeatedElements {

    /** Parses one element's text and keeps the value as the list's element {@code index} (0-based). */
    @FunctionalInterface
    interface ValueSink {
        /** @throws NumberFormatException with a one-line message when the text is not a value of the list's type */
        void parseAndKeep(int index, String text);
    }

    private RepeatedElements() {
    }

    /**
     * Reads the children of the current element {@code parent}, handing each one's text to {@code sink} in order,
     * and returns how many there were (1 to {@link Limits#MAX_ELEMENTS}). Leaves the cursor at {@code parent}'s end.
     */
    static int read(RequestReader in, String parent, String child, ValueSink sink) throws XMLStreamException {
        int count = 0;
        while (in.nextChild()) {
            in.require(child, parent);
            Limits.checkRoomForOneMore(count, child, parent);
            String what = child + " " + (count + 1);
            try {
                sink.parseAndKeep(count, in.text(what));
            } catch (NumberFormatException e) {
                throw new BadRequest(what + " is " + e.getMessage());
            }
            count++;
        }
        if (count == 0) {
            throw new BadRequest(parent + " needs at least one " + child + " element");
        }
        return count;
    }
}
