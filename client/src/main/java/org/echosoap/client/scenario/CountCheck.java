package org.echosoap.client.scenario;

import java.util.function.Function;

/**
 * The check of array-shaped answers: cheaply, on every response, the number of {@code </NAME>} end tags; fully,
 * on a sample, whatever {@code fullCheck} says (values, formulas).
 */
public final class CountCheck implements ResponseCheck {

    /** Full check of a whole body: null when right, else a one-line reason. */
    public interface FullCheck {
        String check(byte[] body, int length);
    }

    private final EndTagCounter counter;
    private final String elementName;
    private final long expectedCount;
    private final FullCheck full;

    /**
     * @param elementName   local name whose end tags are counted
     * @param expectedCount how many there must be
     * @param full          the complete check run on a sample
     */
    public CountCheck(String elementName, long expectedCount, FullCheck full) {
        this.counter = new EndTagCounter(elementName);
        this.elementName = elementName;
        this.expectedCount = expectedCount;
        this.full = full;
    }

    @Override
    public Verifier begin() {
        EndTagCounter.State state = counter.newState();
        return new Verifier() {
            @Override
            public void feed(byte[] chunk, int offset, int length) {
                state.feed(chunk, offset, length);
            }

            @Override
            public String verdict() {
                return state.count() == expectedCount ? null
                        : "answer has " + state.count() + " <" + elementName + "> elements, expected " + expectedCount;
            }
        };
    }

    @Override
    public String fullCheck(byte[] body, int length) {
        return full.check(body, length);
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
