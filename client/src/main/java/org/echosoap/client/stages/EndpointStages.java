package org.echosoap.client.stages;

import java.util.List;

/**
 * An endpoint's exact stages over a run, with the counts of the run's check.
 *
 * @param endpoint        the endpoint's row name
 * @param messages        answers with stages, over the measured blocks
 * @param missing         successful answers without an {@code Echosoap-Stages} field
 * @param malformed       answers whose field was not the server's shape (dropped)
 * @param bytesMismatches answers whose stage bytes did not add up to their Server-Timing alloc
 * @param stages          the stages any answer entered, in pipeline order
 * @param insideMicros    the mean Server-Timing app figure of those answers, µs (what the stages' time adds up to,
 *                        but for its truncation to whole µs)
 * @param allocatedBytes  the mean Server-Timing alloc of those answers (what the stages' bytes add up to)
 * @param checkedMicros   the stages' time summed per answer, weighted by answers as {@code insideMicros} is (what
 *                        the check compares with it; the figures above are means of block means)
 * @param checkedBytes    the stages' bytes summed per answer, weighted likewise ({@code allocatedBytes}' twin)
 * @param unmarked        a stack's endpoint that sent the container's stages only: its stack has no marks (no
 *                        table rows for it; result.json keeps what came back)
 */
public record EndpointStages(String endpoint, long messages, long missing, long malformed, long bytesMismatches,
                             List<StageFigure> stages, double insideMicros, double allocatedBytes, double checkedMicros,
                             double checkedBytes, boolean unmarked) {

    /** Freezes the list. */
    public EndpointStages {
        stages = List.copyOf(stages);
    }

    /** The stages' time summed, µs per message. */
    public double stageMicrosSum() {
        return stages.stream().mapToDouble(StageFigure::micros).sum();
    }

    /** The stages' bytes summed, per message. */
    public double stageBytesSum() {
        return stages.stream().mapToDouble(StageFigure::allocatedBytes).sum();
    }

    /** Whether only the container's own stages came back. */
    public boolean containerOnly() {
        return messages > 0 && stages.stream().allMatch(s -> StageEstimator.isContainerStage(s.stage()));
    }
}
