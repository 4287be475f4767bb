package org.echosoap.client.profile;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.RunObserver;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.result.PhaseProfile;

/**
 * Profiles each part a plan measures ({@code --profile}): the plan runner begins a session before the part's
 * priming, lets its marks watch the run, and finishes it with the part's report. Installed for as long as a command
 * runs, as the live metrics are, so that run, sweep and every suite profile through the one plan runner without
 * knowing it; {@link #NONE} otherwise.
 *
 * <pre>{@code
 * try (PartProfiler.Installed ignored = PartProfiler.install(new JfrProfiler(5, rules, System.err))) {
 *     ... PlanRunner.execute(...) ...
 * }
 * }</pre>
 */
public interface PartProfiler {

    /** Profiles nothing. */
    PartProfiler NONE = (label, fileKey, options, rotation) -> Session.NONE;

    /** One part's profile. */
    interface Session {

        /** No profile, none asked for. */
        Session NONE = without(PhaseProfile.NONE);

        /** A session that records nothing and ends with {@code profile} (none, or why there is none). */
        static Session without(PhaseProfile profile) {
            return new Session() {
                @Override
                public RunObserver marks() {
                    return RunObserver.NONE;
                }

                @Override
                public PhaseProfile finish(PartFigures figures) {
                    return profile;
                }

                @Override
                public void abandon() {
                }
            };
        }

        /** What watches the run to mark its measured blocks in the recording. */
        RunObserver marks();

        /** Ends the recording and gives the part's phases (or why there are none). */
        PhaseProfile finish(PartFigures figures);

        /** Ends the recording of a part that failed, without analysing it. */
        void abandon();
    }

    /** Begins the profile of a part whose endpoints are {@code rotation}, before its priming. */
    Session begin(String label, String fileKey, RunOptions options, List<Endpoint> rotation);

    /** The installed profiler, or {@link #NONE}. */
    static PartProfiler current() {
        return Holder.CURRENT.get();
    }

    /** Installs {@code profiler} until the returned handle is closed; one at a time. */
    static Installed install(PartProfiler profiler) {
        Objects.requireNonNull(profiler, "profiler");
        if (!Holder.CURRENT.compareAndSet(NONE, profiler)) {
            throw new IllegalStateException("a profiler is already installed in this process");
        }
        return () -> Holder.CURRENT.compareAndSet(profiler, NONE);
    }

    /** Removes the profiler it installed. */
    @FunctionalInterface
    interface Installed extends AutoCloseable {
        @Override
        void close();
    }

    /** The process's one slot. */
    final class Holder {
        private static final AtomicReference<PartProfiler> CURRENT = new AtomicReference<>(NONE);

        private Holder() {
        }
    }
}
