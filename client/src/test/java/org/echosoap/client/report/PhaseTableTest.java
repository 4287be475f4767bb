package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.echosoap.client.result.CostPhases;
import org.echosoap.client.result.Phase;
import org.echosoap.client.result.PhaseFigures;
import org.echosoap.client.result.PhaseProfile;
import org.junit.jupiter.api.Test;

class PhaseTableTest {

    private static PhaseFigures figures(String name, double httpMicros, double readingMicros) {
        double inside = httpMicros + readingMicros;
        List<PhaseFigures.PhaseFigure> phases = new java.util.ArrayList<>();
        for (Phase p : Phase.values()) {
            double micros = p == Phase.HTTP ? httpMicros : p == Phase.READING ? readingMicros : 0;
            phases.add(new PhaseFigures.PhaseFigure(p, micros / inside, 0.01, micros, 0.5, micros * 100, micros * 2, 10, Map.of()));
        }
        return new PhaseFigures(name, 1000, 500, inside, 1.0, inside * 100, phases);
    }

    @Test
    void theTableShowsEachEndpointsPhasesAndTheCostSplit() {
        PhaseFigures baseline = figures("null", 2.0, 0.0);
        PhaseFigures soap = figures("EchoFloat", 6.0, 14.0);
        PhaseProfile profile = new PhaseProfile(PhaseProfile.SERVER, "jdk.ExecutionSample", 1, 14.0, 350, 14_000, -1, List.of(baseline, soap),
                List.of(CostPhases.of(soap, baseline)), Map.of("com.example.Mine.work", 4L), "flame.html",
                "profile.jfr", null);
        String table = PhaseTable.render(profile);
        assertTrue(table.contains("jdk.ExecutionSample every 1 ms, 1,000 samples"), table);
        assertTrue(table.contains("recorder threads 2.5% of a CPU"), table);
        String reading = table.lines().filter(l -> l.startsWith("reading XML")).findFirst().orElseThrow();
        assertEquals(List.of("reading", "XML", "0.0", "(0%)", "14.0", "(70%)", "+14.0", "±", "0.7", "+1,400"),
                List.of(reading.split("\\s+")));
        assertTrue(table.lines().noneMatch(l -> l.startsWith("security")), "an empty phase is left out");
        assertTrue(table.contains("no rule claimed (phase other): com.example.Mine.work (4)"), table);
    }

    @Test
    void aProfileThatCouldNotBeMadeIsOneLineAndNoneIsNothing() {
        assertEquals(String.format("%nprofile: no profile: refused%n"),
                PhaseTable.render(PhaseProfile.absent("no profile: refused")));
        assertEquals("", PhaseTable.render(PhaseProfile.NONE));
    }
}
