package org.echosoap.server.axis1.stages;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.StageMap;

/**
 * Axis 1's stage file ({@code echosoap/stages/axis1.tsv}, from {@code conf/stages/axis1.tsv}), read once when the
 * servlet starts: the boundaries are exactly {@link #HANDLER_BOUNDARIES} (handlers in server-config.wsdd) and
 * {@link #SERVLET_BOUNDARIES} (marks in the servlet); any other, or one missing, is one line naming the file.
 *
 * <pre>{@code
 * Axis1Stages.load();                                       // the servlet's init: a bad file stops the WAR
 * Stages.moveTo(Axis1Stages.get().stageOf("servlet:return"));
 * }</pre>
 */
public final class Axis1Stages {

    /** The stage file's name under {@link StageMap#RESOURCE_FOLDER}. */
    public static final String FILE = "axis1.tsv";

    /** The {@code boundary} parameters of the StageMarkHandlers in server-config.wsdd. */
    public static final List<String> HANDLER_BOUNDARIES = List.of("transport:request", "global:request",
            "global:response");

    /** The servlet's own marks. */
    public static final List<String> SERVLET_BOUNDARIES = List.of("servlet:fault", "servlet:response-stream",
            "servlet:return");

    private static volatile StageMap map;

    private Axis1Stages() {
    }

    /**
     * Reads and checks the file on the class path, for every later {@link #get}.
     *
     * @throws IllegalArgumentException one line naming the file (and the line of an unknown boundary)
     */
    public static StageMap load() {
        StageMap checked = check(StageMap.resource(FILE));
        map = checked;
        return checked;
    }

    /** The map {@link #load} read (loading it now if the servlet has not). */
    public static StageMap get() {
        StageMap m = map;
        return m != null ? m : load();
    }

    /** The map if its boundaries are exactly Axis 1's; else one line. */
    public static StageMap check(StageMap file) {
        Set<String> known = new TreeSet<>(HANDLER_BOUNDARIES);
        known.addAll(SERVLET_BOUNDARIES);
        for (String boundary : file.boundaries().keySet()) {
            if (!known.contains(boundary)) {
                throw new IllegalArgumentException(file.where(boundary) + ": boundary '" + boundary
                        + "' is not one of Axis 1's " + known);
            }
        }
        Set<String> missing = new TreeSet<>(known);
        missing.removeAll(file.boundaries().keySet());
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(file.fileName() + ": no stage for Axis 1's boundaries " + missing);
        }
        return file;
    }

    /** The stage a boundary of {@link #get} begins. */
    public static Stage stageOf(String boundary) {
        return get().require(boundary);
    }
}
