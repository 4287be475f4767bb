package org.echosoap.server.cxf.benchmark;

import java.util.List;
import org.echosoap.server.contract.BenchmarkChecks;
import org.echosoap.server.jaxws.generated.benchmark.ArrayOfSimpleEvent;
import org.echosoap.server.jaxws.generated.benchmark.SimpleEvent;

/** SimpleEvent arrays: the checks of a received one, and the JAXB object of a contract value to send. */
final class SimpleEvents {

    private SimpleEvents() {
    }

    /**
     * The {@code input} array, with at most the element limit of items (nil items allowed: echoed nil, counted) and
     * every non-nil item complete; message lengths together within the text limit.
     */
    static ArrayOfSimpleEvent checked(String operation, ArrayOfSimpleEvent input) {
        List<SimpleEvent> items = RequestChecks.array(operation, input).getItem();
        RequestChecks.CHECKS.elementCount(operation, "item", items.size());
        int incomplete = BenchmarkChecks.firstIncomplete(items,
                event -> event.getSequenceNumber() != null && event.getTimestamp() != null && event.getMessage() != null);
        if (incomplete >= 0) {
            throw RequestChecks.CHECKS.fault(operation, "input item " + (incomplete + 1)
                    + " needs sequenceNumber, timestamp and message");
        }
        RequestChecks.textChars(operation, BenchmarkChecks.textChars(items, SimpleEvent::getMessage));
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
