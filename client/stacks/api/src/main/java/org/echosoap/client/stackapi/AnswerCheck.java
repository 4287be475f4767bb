package org.echosoap.client.stackapi;

/**
 * The check of a stack's answer after its call returned, timed so that the load client can take it out of the
 * call's latency (the stack's cost is the call, not our check); a null or mistyped part of the answer, which the
 * check meets as an exception, is a wrong answer like a wrong value.
 *
 * <pre>{@code
 * Object answer = prepared.invoke(stub);
 * return AnswerCheck.timedNanos(spec.label(), () -> prepared.verdict(answer));
 * }</pre>
 */
public final class AnswerCheck {

    /** A check of one answer: what is wrong with it, or null when it is right. */
    @FunctionalInterface
    public interface Verdict {
        String wrongOrNull();
    }

    private AnswerCheck() {
    }

    /**
     * Runs {@code verdict} on the answer of {@code operation}.
     *
     * @return the nanoseconds the check took
     * @throws StackCallException a {@link StackCallException.Kind#WRONG_ANSWER} saying what is wrong
     */
    public static long timedNanos(String operation, Verdict verdict) throws StackCallException {
        long start = System.nanoTime();
        String wrong;
        try {
            wrong = verdict.wrongOrNull();
        } catch (RuntimeException e) {
            wrong = operation + " answered something unexpected: " + StackCallException.oneLine(String.valueOf(e));
        }
        long nanos = System.nanoTime() - start;
        if (wrong != null) {
            throw new StackCallException(StackCallException.Kind.WRONG_ANSWER, wrong);
        }
        return nanos;
    }
}
