package org.echosoap.client.profile;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.Phase;
import org.echosoap.client.result.PhaseFigures;
import org.echosoap.client.result.CostPhases;
import org.echosoap.client.result.PhaseProfile;

/**
 * Profiles with figures chosen by hand, for what renders or reads them: every phase's bytes per message and their
 * within-run interval are given; the time is split in proportion to the bytes (what the time is does not matter here).
 */
public final class PhaseFixture {

    private PhaseFixture() {
    }

    /**
     * An endpoint's figures: {@code bytes} per phase (phases not named allocate nothing), each with the interval
     * {@code ci95Share} × its bytes.
     */
    public static PhaseFigures figures(String endpoint, Map<Phase, Double> bytes, double ci95Share) {
        Map<Phase, Double> b = new EnumMap<>(Phase.class);
        b.putAll(bytes);
        double total = b.values().stream().mapToDouble(Double::doubleValue).sum();
        double insideMicros = 20;
        List<PhaseFigures.PhaseFigure> phases = new ArrayList<>();
        for (Phase p : Phase.values()) {
            double bytesOf = b.getOrDefault(p, 0.0);
            double share = total == 0 ? 0 : bytesOf / total;
            phases.add(new PhaseFigures.PhaseFigure(p, share, 0.01, share * insideMicros, 0.5, bytesOf,
                    ci95Share * bytesOf, Math.round(share * 1000), Map.of()));
        }
        return new PhaseFigures(endpoint, 10_000, 1_000, insideMicros, 1.0, total, phases);
    }

    /** A server profile of {@code measured} over {@code baseline}, the cost split between them. */
    public static PhaseProfile profile(PhaseFigures baseline, PhaseFigures measured) {
        return new PhaseProfile(PhaseProfile.SERVER, "jdk.ExecutionSample", 5, 30.0, 400, 1_000, -1,
                List.of(baseline, measured), List.of(CostPhases.of(measured, baseline)), Map.of(), "flame.html",
                "profile.jfr", null);
    }
}
