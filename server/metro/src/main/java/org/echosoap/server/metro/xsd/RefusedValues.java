package org.echosoap.server.metro.xsd;

/**
 * The first value of the current request that {@link RecordingXsd} refused. Why: JAXB gives a
 * parse method no way to fail loudly (it catches the exception, reports it to its event handler, which Metro leaves
 * at JAXB's lenient default, and drops the value: {@code [1, abc, 3]} would arrive as {@code [1, 3]}). So a refusal
 * is recorded here and the parse method returns {@code null}, which JAXB keeps in its place; the service finds the
 * gap and answers a {@code Client} fault naming the position and this reason ("echoInts: input 2 is not an xsd:int:
 * 'abc'"). {@code ClientFaultTube} resets it before the Body is read and, should a service not look, answers the
 * fault itself. Metro runs a request's tubeline synchronously on the container's thread, so the thread identifies
 * the request; nothing is recorded for valid values, so the cost is on refusals only.
 *
 * <pre>{@code
 * Integer value = RecordingXsd.parseInt("abc");   // null
 * RefusedValues.peek().reason();                // "not an xsd:int: 'abc'"
 * }</pre>
 */
public final class RefusedValues {

    /** A refused value: the reason ("not an xsd:int: 'abc'") and the text as quoted in it ("abc"). */
    public record Refusal(String reason, String text) {
    }

    private static final ThreadLocal<Refusal> FIRST = new ThreadLocal<>();

    private RefusedValues() {
    }

    /** Forgets what an earlier request on this thread left. */
    public static void reset() {
        FIRST.remove();
    }

    /** The first refusal since {@link #reset()}, or null; kept. */
    public static Refusal peek() {
        return FIRST.get();
    }

    /** The first refusal since {@link #reset()}, or null; forgotten. */
    public static Refusal take() {
        Refusal refusal = FIRST.get();
        if (refusal != null) {
            FIRST.remove();
        }
        return refusal;
    }

    /** Records a refusal (the first one of the request counts) and returns null, the value JAXB is to keep. */
    static <T> T refuse(String reason, String text) {
        if (FIRST.get() == null) {
            FIRST.set(new Refusal(reason, text));
        }
        return null;
    }
}
