package org.echosoap.client.stages;

import java.util.List;
import org.echosoap.server.stages.Stage;

/**
 * One stage's figure per message: of an endpoint (its mean over the blocks) or of a cost (the mean of the
 * per-round differences), each with a 95% interval over the blocks or pairs. Bytes are exact per message (the
 * server's per-thread counter): their interval is the blocks' spread, shown beside the exact figure.
 *
 * @param stage               the stage
 * @param micros              µs per message
 * @param ci95Micros          its 95% half-width (NaN with fewer than 2 blocks or pairs)
 * @param allocatedBytes      bytes per message (NaN when the server sent no byte figures)
 * @param ci95AllocatedBytes  its 95% half-width
 * @param minBlockBytes       the smallest block (or pair) figure of the bytes
 * @param maxBlockBytes       the largest
 * @param exact               whether the bytes are exact (every block had byte figures for every message)
 * @param unitMicros          the figure of each block (or pair), µs, in run order: what compare tests
 * @param unitBytes           the bytes of each block (or pair)
 */
public record StageFigure(Stage stage, double micros, double ci95Micros, double allocatedBytes,
                          double ci95AllocatedBytes, double minBlockBytes, double maxBlockBytes, boolean exact,
                          List<Double> unitMicros, List<Double> unitBytes) {

    /** Freezes the lists. */
    public StageFigure {
        unitMicros = List.copyOf(unitMicros);
        unitBytes = List.copyOf(unitBytes);
    }
}
