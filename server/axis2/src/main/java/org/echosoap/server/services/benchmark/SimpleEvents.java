package org.echosoap.server.services.benchmark;

import org.echosoap.server.contract.SimpleEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.echosoap.server.contract.xsd.XsdInt;
import org.echosoap.server.contract.xsd.XsdDouble;

/**
 * Reads and writes {@code ArrayOfSimpleEvent}: an element whose children are 0 or more {@code item} elements, each a
 * {@code SimpleEvent} or {@code xsi:nil="true"} ({@code item} is nillable in the contract; a nil item is kept as
 * {@code null} and echoed as nil).
 *
 * <p>{@code SimpleEvent} is an {@code xsd:all}: {@code sequenceNumber}, {@code timestamp} and {@code message} each
 * exactly once, in any order. Written in that order.
 */
final class SimpleEvents {

    private static final String ITEM = "item";

    private SimpleEvents() {
    }

    /** Reads the {@code item} children of the current element {@code array}; leaves the cursor at its end. */
    static List<SimpleEvent> readArray(RequestReader in, String array) throws XMLStreamException {
        List<SimpleEvent> events = new ArrayList<>();
        while (in.nextChild()) {
            in.require(ITEM, array);
            Limits.checkRoomForOneMore(events.size(), ITEM, array);
            String what = array + " item " + (events.size() + 1);
            if (in.isNil()) {
                in.skipNil(what);
                events.add(null);
            } else {
                events.add(readFields(in, what));
            }
        }
        return events;
    }

    /** Reads the xsd:all content of the current element up to its end. */
    private static SimpleEvent readFields(RequestReader in, String what) throws XMLStreamException {
        Integer sequenceNumber = null;
        Double timestamp = null;
        String message = null;
        while (in.nextChild()) {
            String field = in.localName();
            if (in.isElement("sequenceNumber") && sequenceNumber == null) {
                sequenceNumber = Fields.parseInt(in, what, field);
            } else if (in.isElement("timestamp") && timestamp == null) {
                timestamp = Fields.parseDouble(in, what, field);
            } else if (in.isElement("message") && message == null) {
                message = in.text(what + " " + field);
            } else {
                throw Fields.unexpected(in, what, "sequenceNumber, timestamp, message");
            }
        }
        if (sequenceNumber == null || timestamp == null || message == null) {
            throw new BadRequest(what + " needs sequenceNumber, timestamp and message");
        }
        return new SimpleEvent(sequenceNumber, timestamp, message);
    }

    /** Writes {@code <array><item>...</item>...</array>} with {@code count} items; a null event is a nil item. */
    static void writeArray(XMLStreamWriter out, String array, int count, IntFunction<SimpleEvent> eventAt)
            throws XMLStreamException {
        BenchmarkXml.start(out, array);
        for (int i = 0; i < count; i++) {
            SimpleEvent event = eventAt.apply(i);
            if (event == null) {
                BenchmarkXml.nilElement(out, ITEM);
            } else {
                BenchmarkXml.start(out, ITEM);
                BenchmarkXml.textElement(out, "sequenceNumber", XsdInt.format(event.sequenceNumber()));
                BenchmarkXml.textElement(out, "timestamp", XsdDouble.format(event.timestamp()));
                BenchmarkXml.textElement(out, "message", event.message());
                out.writeEndElement();
            }
        }
        out.writeEndElement();
    }
}
