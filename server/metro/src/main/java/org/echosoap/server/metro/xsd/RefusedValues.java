package org.echosoap.server.metro.xsd;

/**
 * The first value of the current request that {@link XsdNumbers} refused. Why a thread-local: JAXB catches the
 * exception a parse method throws, reports it to its event handler, which Metro leaves at JAXB's lenient default,
 * and goes on with the field left empty (a list simply misses the element). The refusal would be lost, and
 * {@code [1, abc, 3]} echoed as {@code [1, 3]}. {@code ClientFaultTube} resets this before the Body is read and
 * answers a {@code Client} fault with the recorded reason after it, whatever the service made of the gap. Metro
 * runs a request's tubeline synchronously on the container's thread, so the thread identifies the request.
 */
public final class RefusedValues {

    private static final ThreadLocal<String> FIRST = new ThreadLocal<>();

    private RefusedValues() {
    }

    /** Forgets what an earlier request on this thread left. */
    public static void reset() {
        FIRST.remove();
    }

    /** The reason of the first value refused since {@link #reset()}, or null; forgets it. */
    public static String take() {
        String reason = FIRST.get();
        if (reason != null) {
            FIRST.remove();
        }
        return reason;
    }

    static NotInLexicalSpace refuse(String reason) {
        if (FIRST.get() == null) {
            FIRST.set(reason);
        }
        return new NotInLexicalSpace(reason);
    }
}
