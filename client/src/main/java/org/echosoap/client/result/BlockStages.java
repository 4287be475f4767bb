package org.echosoap.client.result;

import java.util.Objects;
import org.echosoap.server.stages.Stage;

/**
 * One block's exact stages ({@code --stages}): per stage the mean time and bytes per message over the answers
 * that carried stages (a stage a message did not enter counts as 0 for it), indexed by {@link Stage#ordinal()}, and
 * the counts behind the run's check.
 *
 * @param messages        answers with stages
 * @param missing         successful answers without an {@code Echosoap-Stages} field
 * @param malformed       answers whose field was not the server's shape (dropped)
 * @param bytesMismatches answers whose stage bytes did not add up to their Server-Timing alloc
 * @param micros          mean µs per message by stage ordinal (NaN without messages)
 * @param bytes           mean bytes per message by stage ordinal (NaN without messages or without byte figures)
 * @param entered         whether any answer entered the stage
 * @param appMicros       mean head Server-Timing app of those answers, µs (what the stages' time should add up to)
 * @param allocatedBytes  mean head Server-Timing alloc of those answers, bytes
 */
public record BlockStages(long messages, long missing, long malformed, long bytesMismatches, double[] micros,
                          double[] bytes, boolean[] entered, double appMicros, double allocatedBytes) {

    /** A block without stages (not asked for, or nothing recorded). */
    public static final BlockStages NONE = new BlockStages(0, 0, 0, 0, nan(), nan(), new boolean[Stage.COUNT],
            Double.NaN, Double.NaN);

    /** Checks the arrays' lengths. */
    public BlockStages {
        Objects.requireNonNull(micros, "micros");
        if (micros.length != Stage.COUNT || bytes.length != Stage.COUNT || entered.length != Stage.COUNT) {
            throw new IllegalArgumentException("one figure per stage: " + Stage.COUNT);
        }
    }

    /** Whether the block has answers with stages. */
    public boolean known() {
        return messages > 0;
    }

    /** Mean µs per message in {@code stage}. */
    public double micros(Stage stage) {
        return micros[stage.ordinal()];
    }

    /** Mean bytes per message in {@code stage}. */
    public double bytes(Stage stage) {
        return bytes[stage.ordinal()];
    }

    /** Whether any answer entered {@code stage}. */
    public boolean entered(Stage stage) {
        return entered[stage.ordinal()];
    }

    /** The stages of a block read from a file: its stage figures by ordinal, counts unknown but the messages. */
    public static BlockStages of(long messages, double[] micros, double[] bytes, boolean[] entered) {
        return new BlockStages(messages, 0, 0, 0, micros.clone(), bytes.clone(), entered.clone(), Double.NaN,
                Double.NaN);
    }

    private static double[] nan() {
        double[] d = new double[Stage.COUNT];
        java.util.Arrays.fill(d, Double.NaN);
        return d;
    }
}
