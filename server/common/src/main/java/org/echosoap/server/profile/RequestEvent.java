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
 * fields, so a profile's samples of that thread between start and end belong to this request. Emitted only while a
 * recording enables it ({@link #isRecorded()}): outside {@code --profile} the filter allocates nothing for it.
 *
 * <pre>{@code
 * RequestEvent event = RequestEvent.isRecorded() ? new RequestEvent() : null;
 * if (event != null) event.begin();
 * ... the request ...
 * if (event != null) event.finish(request.getRequestURI(), allocatedBytes);
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

    private static final EventType TYPE = EventType.getEventType(RequestEvent.class);

    @Label("Path")
    @Description("The request URI, without the query")
    String path;

    @Label("Allocated")
    @DataAmount
    @Description("Bytes the request's thread allocated inside the webapp, -1 when the JVM cannot tell")
    long allocatedBytes;

    /** Whether a recording wants these events now (one flag read per request). */
    public static boolean isRecorded() {
        return TYPE.isEnabled();
    }

    /** Ends the event and commits it. */
    public void finish(String requestPath, long requestAllocatedBytes) {
        end();
        if (shouldCommit()) {
            this.path = requestPath;
            this.allocatedBytes = requestAllocatedBytes;
            commit();
        }
    }
}
