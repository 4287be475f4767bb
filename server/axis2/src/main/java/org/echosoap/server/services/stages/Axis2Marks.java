package org.echosoap.server.services.stages;

import java.io.IOException;
import java.io.Reader;
import java.util.List;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.StageMap;

/**
 * Axis2's stage file ({@value #FILE}, from {@code conf/stages/axis2.tsv}, in this jar at {@code echosoap/stages/}):
 * the stage each boundary begins, looked up when the servlet, a handler or the sender starts, never per message.
 * The boundaries are {@code phase:FLOW/PHASE} (a {@link StageMarkHandler} at the head of a phase of axis2.xml) and the
 * marks in echosoap's own code ({@link #CODE_BOUNDARIES}), which the file must all name.
 *
 * <pre>{@code
 * Stage s = Axis2Marks.get().stageOf("phase:InFlow/Dispatch");   // inbound
 * Stages.moveTo(Axis2Marks.get().senderWrite());
 * }</pre>
 */
public final class Axis2Marks {

    /** The stage file's name. */
    public static final String FILE = "axis2.tsv";

    /** How a phase's boundary is named: {@code phase:InFlow/Dispatch}. */
    public static final String PHASE_PREFIX = "phase:";

    public static final String SERVLET_POST = "servlet:post";
    public static final String SERVLET_RETURN = "servlet:return";
    public static final String SENDER_WRITE = "sender:write";
    public static final String SERVLET_FLUSH = "servlet:flush";
    public static final String SENDER_RETURN = "sender:return";
    public static final String END_IN_FLOW = "end:InFlow";
    public static final String END_IN_FAULT_FLOW = "end:InFaultFlow";

    /** The boundaries marked in echosoap's code (not phases): the file must name each. */
    public static final List<String> CODE_BOUNDARIES = List.of(SERVLET_POST, END_IN_FLOW, END_IN_FAULT_FLOW,
            SENDER_WRITE, SENDER_RETURN, SERVLET_FLUSH, SERVLET_RETURN);

    private static volatile Axis2Marks shipped;

    private final StageMap map;
    private final Stage servletPost;
    private final Stage servletReturn;
    private final Stage senderWrite;
    private final Stage servletFlush;
    private final Stage senderReturn;

    private Axis2Marks(StageMap map) {
        this.map = map;
        for (String boundary : map.boundaries().keySet()) {
            if (!boundary.startsWith(PHASE_PREFIX) && !CODE_BOUNDARIES.contains(boundary)) {
                throw new IllegalArgumentException(map.fileName() + ": no code marks boundary '" + boundary
                        + "' (phase:FLOW/PHASE or one of " + String.join(", ", CODE_BOUNDARIES) + ")");
            }
        }
        for (String boundary : CODE_BOUNDARIES) {
            map.require(boundary);
        }
        servletPost = map.require(SERVLET_POST);
        servletReturn = map.require(SERVLET_RETURN);
        senderWrite = map.require(SENDER_WRITE);
        servletFlush = map.require(SERVLET_FLUSH);
        senderReturn = map.require(SENDER_RETURN);
    }

    /**
     * The shipped file's marks, read once. Throws IllegalArgumentException with one line ({@code axis2.tsv line N:
     * ...}) when the file is malformed; the servlet then does not start.
     */
    public static Axis2Marks get() {
        Axis2Marks marks = shipped;
        if (marks == null) {
            marks = new Axis2Marks(StageMap.resource(FILE));
            shipped = marks;
        }
        return marks;
    }

    /** The marks of a stage file's text (tests; a malformed file is one line). */
    static Axis2Marks parse(String fileName, Reader reader) throws IOException {
        return new Axis2Marks(StageMap.parse(fileName, reader));
    }

    /** The stage a boundary begins; one line when the file does not name it. */
    public Stage stageOf(String boundary) {
        return map.require(boundary);
    }

    /** Every boundary of the file and its stage, in file order. */
    public java.util.Map<String, Stage> boundaries() {
        return map.boundaries();
    }

    public Stage servletPost() {
        return servletPost;
    }

    public Stage servletReturn() {
        return servletReturn;
    }

    public Stage senderWrite() {
        return senderWrite;
    }

    public Stage servletFlush() {
        return servletFlush;
    }

    public Stage senderReturn() {
        return senderReturn;
    }
}
