package org.echosoap.server.cxf.benchmark;

import java.util.List;
import org.echosoap.server.cxf.faults.ClientFault;
import org.echosoap.server.cxf.generated.benchmark.ArrayOfSimpleEvent;
import org.echosoap.server.cxf.generated.benchmark.SimpleEvent;

/** SimpleEvent arrays: the checks of a received one, and the JAXB object of a contract value to send. */
final class SimpleEvents {

    private SimpleEvents() {
    }

    /**
     * The {@code input} array, with at most the element limit of items (nil items allowed: echoed nil, counted) and
     * every non-nil item complete; message lengths together within the text limit.
     */
    static ArrayOfSimpleEvent checked(String operation, ArrayOfSimpleEvent input) {
        if (input == null) {
            throw new ClientFault(operation + ": " + operation + " needs an input element");
        }
        List<SimpleEvent> items = input.getItem();
        RequestChecks.elementCount(operation, "item", items.size());
        long chars = 0;
        for (int i = 0; i < items.size(); i++) {
            SimpleEvent event = items.get(i);
            if (event == null) {
                continue;
            }
            if (event.getSequenceNumber() == null || event.getTimestamp() == null || event.getMessage() == null) {
                throw new ClientFault(operation + ": input item " + (i + 1)
                        + " needs sequenceNumber, timestamp and message");
            }
            chars += event.getMessage().length();
        }
        RequestChecks.textChars(operation, chars);
        return input;
    }

    static SimpleEvent of(org.echosoap.server.contract.SimpleEvent value) {
        SimpleEvent event = new SimpleEvent();
        event.setSequenceNumber(value.sequenceNumber());
        event.setTimestamp(value.timestamp());
        event.setMessage(value.message());
        return event;
    }
}
