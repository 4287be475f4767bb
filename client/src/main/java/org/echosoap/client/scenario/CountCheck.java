package org.echosoap.client.scenario;

import java.util.function.Function;

/**
 * The check of array-shaped answers: cheaply, on every response, the number of {@code </NAME>} end tags; fully,
 * on a sample, whatever {@code fullCheck} says (values, formulas).
 */
public final class CountCheck extends ScanningCheck<EndTagCounter.State> {

    /** Full check of a whole body: null when right, else a one-line reason. */
    public interface FullCheck {
        String check(byte[] body, int length);
    }

    private final EndTagCounter counter;
    private final String elementName;
    private final long expectedCount;

    /**
     * @param elementName   local name whose end tags are counted
     * @param expectedCount how many there must be
     * @param full          the complete check run on a sample
     */
    public CountCheck(String elementName, long expectedCount, FullCheck full) {
        super(full);
        this.counter = new EndTagCounter(elementName);
        this.elementName = elementName;
        this.expectedCount = expectedCount;
    }

    @Override
    EndTagCounter.State newScan() {
        return counter.newState();
    }

    @Override
    String verdict(EndTagCounter.State scan) {
        return scan.count() == expectedCount ? null
                : "answer has " + scan.count() + " <" + elementName + "> elements, expected " + expectedCount;
    }

    /** Adapts a DOM-based check to {@link FullCheck}. */
    public static FullCheck dom(Function<org.w3c.dom.Document, String> check) {
        return (body, length) -> {
            try {
                return check.apply(SafeDom.parse(body, length));
            } catch (Exception e) {
                return "answer is not well-formed XML: " + e.getMessage();
            }
        };
    }
}
