package org.echosoap.client.load;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The process's watcher of runs, installed by a command for as long as it runs ({@code --metrics-port}); {@link
 * RunObserver#NONE} otherwise. Why process-wide: one metrics endpoint serves one process, whose run, sweep, suite or
 * capacity search all measure through the same plan runner, and none of them needs to know it is watched.
 *
 * <pre>{@code
 * try (RunObservers.Installed ignored = RunObservers.install(metrics)) {
 *     ... measure ...
 * }
 * }</pre>
 */
public final class RunObservers {

    private static final AtomicReference<RunObserver> CURRENT = new AtomicReference<>(RunObserver.NONE);

    private RunObservers() {
    }

    /** The installed watcher, or {@link RunObserver#NONE}. */
    public static RunObserver current() {
        return CURRENT.get();
    }

    /** Installs {@code observer} until the returned handle is closed; one at a time. */
    public static Installed install(RunObserver observer) {
        Objects.requireNonNull(observer, "observer");
        if (!CURRENT.compareAndSet(RunObserver.NONE, observer)) {
            throw new IllegalStateException("a run watcher is already installed in this process");
        }
        return () -> CURRENT.compareAndSet(observer, RunObserver.NONE);
    }

    /** Removes the watcher it installed. */
    @FunctionalInterface
    public interface Installed extends AutoCloseable {
        @Override
        void close();
    }
}
