package org.echosoap.client.stackapi;

import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The chain of causes of a stack's exception, searched for what decides its error kind. Stacks wrap the same
 * trouble differently (Axis2 and JAX-WS through {@code getCause()}; Axis 1 keeps the Java exception as
 * {@code RemoteException.detail}), so the step from one cause to the next is the stack's to give.
 *
 * <pre>{@code
 * CauseChain chain = CauseChain.of(e);
 * Throwable connect = chain.find(ConnectException.class, UnknownHostException.class);
 * String why = CauseChain.message(chain.root());
 * }</pre>
 */
public final class CauseChain {

    private final Throwable head;
    private final UnaryOperator<Throwable> next;

    private CauseChain(Throwable head, UnaryOperator<Throwable> next) {
        this.head = head;
        this.next = t -> {
            Throwable n = next.apply(t);
            return n == t ? null : n; // a throwable that is its own cause ends the chain
        };
    }

    /** {@code e} and its causes by {@link Throwable#getCause()}. */
    public static CauseChain of(Throwable e) {
        return new CauseChain(e, Throwable::getCause);
    }

    /** {@code e} and its causes, each found from the last by {@code next}. */
    public static CauseChain of(Throwable e, UnaryOperator<Throwable> next) {
        return new CauseChain(e, next);
    }

    /** The first throwable of the chain, from {@code e} itself, that {@code test} accepts, or null. */
    public Throwable find(Predicate<Throwable> test) {
        for (Throwable t = head; t != null; t = next.apply(t)) {
            if (test.test(t)) {
                return t;
            }
        }
        return null;
    }

    /** The first throwable of the chain that is one of {@code types}, or null. */
    @SafeVarargs
    public final Throwable find(Class<? extends Throwable>... types) {
        return find(t -> {
            for (Class<? extends Throwable> type : types) {
                if (type.isInstance(t)) {
                    return true;
                }
            }
            return false;
        });
    }

    /** The first throwable of the chain whose class is named {@code className}: for a class not on our class path. */
    public Throwable findNamed(String className) {
        return find(t -> t.getClass().getName().equals(className));
    }

    /** The last cause: usually the one that says what happened. */
    public Throwable root() {
        Throwable root = head;
        for (Throwable t = next.apply(root); t != null; t = next.apply(t)) {
            root = t;
        }
        return root;
    }

    /** {@code t}'s own message on one line, or its simple class name when it has none. */
    public static String message(Throwable t) {
        String m = t.getMessage();
        return m == null || m.isBlank() ? t.getClass().getSimpleName() : StackCallException.oneLine(m);
    }
}
