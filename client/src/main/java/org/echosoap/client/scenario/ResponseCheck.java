package org.echosoap.client.scenario;

/**
 * How a scenario verifies answers. Two levels, because checking must not dominate what is measured:
 * <ul>
 *   <li>{@link #begin()}: a cheap streaming check run on EVERY response, fed the body chunk by chunk as it is
 *       read (the body is never copied whole for it);</li>
 *   <li>{@link #fullCheck(byte[], int)}: a complete XML check, run on a sample of responses (and in preflight).</li>
 * </ul>
 * A verdict is {@code null} when the answer is right, else a one-line reason.
 */
public interface ResponseCheck {

    /** Starts checking one response body. */
    Verifier begin();

    /**
     * Starts checking one response body, reusing {@code previous} (a verifier of an earlier body, done with, or
     * null) where this check can: the cheap check runs on every answer, and a reader that keeps its verifier then
     * allocates nothing per answer. By default a new one.
     */
    default Verifier begin(Verifier previous) {
        return begin();
    }

    /** Checks a whole body {@code [0, length)}; null when right, else a one-line reason. */
    String fullCheck(byte[] body, int length);

    /** Streaming verifier for one response. */
    interface Verifier {
        /** Feeds the next chunk of the body. */
        void feed(byte[] chunk, int offset, int length);

        /** After the last chunk: null when right, else a one-line reason. */
        String verdict();
    }
}
