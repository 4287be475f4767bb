package org.echosoap.server.services.benchmark;

/**
 * Something in the request breaks the Benchmark contract (wrong element, a value that is not of its XML Schema type,
 * a size beyond {@link Limits}). {@link BenchmarkService} turns it into a SOAP Fault with faultcode {@code Client}
 * whose reason is the operation name and this message, on one line.
 *
 * <p>Unchecked and free of Axis2 types so that the readers and writers can be unit-tested on plain StAX.
 */
final class BadRequest extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private static final int MAX_QUOTED_CHARS = 40;

    BadRequest(String message) {
        super(message, null, false, false); // no stack trace: this is an answer, not a bug
    }

    /** Caller-supplied text for a one-line message: line breaks and tabs as spaces, at most 40 characters. */
    static String quote(CharSequence text) {
        String s = text.length() <= MAX_QUOTED_CHARS ? text.toString()
                : text.subSequence(0, MAX_QUOTED_CHARS) + "...";
        return s.replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
    }
}
