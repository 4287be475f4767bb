package org.echosoap.server.profile;

import jdk.jfr.Category;
import jdk.jfr.DataAmount;
import jdk.jfr.Description;
import jdk.jfr.EventType;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/**
 * One request's time inside the webapp, as the timing filter sees it: its thread, start and duration are JFR's own
 * fields, so a profile's samples of that thread between start and end belong to this request. It spans the same
 * window as the request's {@code Server-Timing} figure: from the filter's entry to the stamp (the response's
 * commit, or the end of the filter chain when nothing committed it), so the socket write after the commit, which
 * the figure leaves out, is outside the event too (bench/results/phases.md, 2026-12-01). Emitted only while a
 * recording enables it ({@link #isRecorded()}): outside {@code --profile} the filter allocates nothing for it.
 *
 * <pre>{@code
 * RequestEvent event = RequestEvent.isRecorded() ? new RequestEvent() : null;
 * if (event != null) event.begin();
 * ... the request, up to the stamp ...
 * if (event != null) event.end();
 * ... the commit's socket write ...
 * if (event != null) event.finish(request.getRequestURI(), allocatedBytes, Stages.lastTransitions());
 * }</pre>
 */
@Name(RequestEvent.NAME)
@Label("echosoap request")
@Category("echosoap")
@Description("A request's time inside the webapp (from the timing filter's entry to its end)")
@StackTrace(false)
public final class RequestEvent extends jdk.jfr.Event {

    /** The event's name in a recording. */
    public static final String NAME = "org.echosoap.Request";

    /**
     * The path prefix of a client-stack call's event in the client's own recording ({@code client:ROW}): the
     * measuring side (the client's load package) names it, the profile reads it.
     */
    public static final String CLIENT_PATH_PREFIX = "client:";

    private static final EventType TYPE = EventType.getEventType(RequestEvent.class);

    @Label("Path")
    @Description("The request URI, without the query")
    String path;

    @Label("Allocated")
    @DataAmount
    @Description("Bytes the request's thread allocated inside the webapp, -1 when the JVM cannot tell")
    long allocatedBytes;

    @Label("Stages")
    @Description("The request's stage transitions, stage@offsetNanos from the event's start (Stages.lastTransitions()); "
            + "null when the request did not ask for stages")
    String stages;

    /** Whether a recording wants these events now (one flag read per request). */
    public static boolean isRecorded() {
        return TYPE.isEnabled();
    }

    /**
     * Commits the event, whose {@link #end()} the timing filter called at the stamp.
     *
     * @param stageTransitions {@code stage@offsetNanos ...}, or null when the request asked for no stages
     */
    public void finish(String requestPath, long requestAllocatedBytes, String stageTransitions) {
        if (shouldCommit()) {
            this.path = requestPath;
            this.allocatedBytes = requestAllocatedBytes;
            this.stages = stageTransitions;
            commit();
        }
    }
}
