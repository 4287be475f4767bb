package org.echosoap.server.profile;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/**
 * A mark in the recording where the client's measured blocks begin ({@code measuring = true}) or pause for priming
 * ({@code false}). Marked on the server's own clock, so no clock offset between hosts enters the windows.
 */
@Name(MeasuringEvent.NAME)
@Label("echosoap measuring mark")
@Category("echosoap")
@Description("The client's measured blocks begin (true) or pause (false)")
@StackTrace(false)
public final class MeasuringEvent extends jdk.jfr.Event {

    /** The event's name in a recording. */
    public static final String NAME = "org.echosoap.Measuring";

    @Label("Measuring")
    boolean measuring;

    MeasuringEvent(boolean measuring) {
        this.measuring = measuring;
    }
}
