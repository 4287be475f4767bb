package org.echosoap.client.result;

import java.util.ArrayList;
import java.util.List;

/**
 * The per-message SOAP cost split by phase: the endpoint's µs and bytes in each phase minus its baseline's, phase by
 * phase (the baseline's time is almost all {@link Phase#HTTP}, so what SOAP adds there is the container's extra work
 * for the larger message). Sits beside the run's inside/outside split: the phases add up to its inside part.
 *
 * @param endpoint the SOAP endpoint
 * @param baseline the baseline it is measured over
 * @param phases   every phase, in {@link Phase} order
 */
public record CostPhases(String endpoint, String baseline, List<CostPhase> phases) {

    /**
     * One phase's part of the cost.
     *
     * @param micros         µs per message over the baseline's
     * @param ci95Micros     its 95% half width (the two endpoints' combined as independent)
     * @param allocatedBytes bytes per message over the baseline's (NaN when unknown)
     * @param allocatedBytesCi95 its 95% half width within the run (the two endpoints' combined as independent; NaN
     *                       when either has none)
     */
    public record CostPhase(Phase phase, double micros, double ci95Micros, double allocatedBytes,
                            double allocatedBytesCi95) {
    }

    /** {@code measured} over {@code baseline}, phase by phase. */
    public static CostPhases of(PhaseFigures measured, PhaseFigures baseline) {
        List<CostPhase> out = new ArrayList<>();
        for (Phase p : Phase.values()) {
            PhaseFigures.PhaseFigure m = measured.of(p);
            PhaseFigures.PhaseFigure b = baseline.of(p);
            out.add(new CostPhase(p, m.micros() - b.micros(), combined(m.microsCi95(), b.microsCi95()),
                    m.allocatedBytes() - b.allocatedBytes(),
                    combined(m.allocatedBytesCi95(), b.allocatedBytesCi95())));
        }
        return new CostPhases(measured.endpoint(), baseline.endpoint(), out);
    }

    /** The part of {@code phase}. */
    public CostPhase of(Phase phase) {
        return phases.get(phase.ordinal());
    }

    /** Two independent 95% half widths combined; NaN when either is unknown. */
    private static double combined(double a, double b) {
        return Double.isNaN(a) || Double.isNaN(b) ? Double.NaN : Math.sqrt(a * a + b * b);
    }
}
