package org.echosoap.server.baseline;

import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.StageMap;

/**
 * Where the baseline servlets mark their stages: each boundary's {@link Stage}, looked up once in the stage file
 * {@value #FILE} ({@code conf/stages/common.tsv}, in this jar at {@code echosoap/stages/}) when a servlet starts, not
 * per message. A file that lacks a boundary, names an unknown stage or gives a boundary twice is one line.
 *
 * <pre>{@code
 * BaselineMarks marks = BaselineMarks.load();
 * Stages.moveTo(marks.service());   // the servlet starts computing its answer
 * }</pre>
 *
 * @param service  {@code servlet:service}: the servlet starts (reading the request, computing the answer)
 * @param begin    {@code answer:begin}: the answer's status, type and body are written
 * @param finish   {@code answer:finish}: the flush that commits the answer
 * @param returned {@code servlet:return}: the servlet returned without committing (the container commits)
 */
record BaselineMarks(Stage service, Stage begin, Stage finish, Stage returned) {

    /** The stage file of the baselines. */
    static final String FILE = "common.tsv";

    /** The boundaries the code marks, in the order a message passes them. */
    static final java.util.List<String> BOUNDARIES =
            java.util.List.of("servlet:service", "answer:begin", "answer:finish", "servlet:return");

    /** The marks from the shipped file. */
    static BaselineMarks load() {
        return of(StageMap.resource(FILE));
    }

    /** The marks of a parsed stage file; one line when it lacks a boundary the code marks. */
    static BaselineMarks of(StageMap map) {
        return new BaselineMarks(map.require(BOUNDARIES.get(0)), map.require(BOUNDARIES.get(1)),
                map.require(BOUNDARIES.get(2)), map.require(BOUNDARIES.get(3)));
    }
}
