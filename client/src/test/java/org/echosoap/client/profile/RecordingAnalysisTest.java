package org.echosoap.client.profile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.echosoap.server.profile.ProfileRecorder;
import org.echosoap.server.profile.RequestEvent;
import org.junit.jupiter.api.Test;
import org.echosoap.client.result.Phase;

class RecordingAnalysisTest {

    @Test
    void measuredWindowsRunFromATrueMarkToTheNextFalse() {
        List<long[]> marks = new ArrayList<>(List.of(new long[] {10, 1}, new long[] {20, 0}, new long[] {30, 1},
                new long[] {35, 1}, new long[] {40, 0}, new long[] {50, 1}));
        long[][] windows = RecordingAnalysis.windows(marks, 70);
        assertEquals(3, windows.length);
        assertArrayEquals(new long[] {10, 20}, windows[0]);
        assertArrayEquals(new long[] {30, 40}, windows[1]);
        assertArrayEquals(new long[] {50, 70}, windows[2], "a window still open at the end runs to the end");
    }

    @Test
    void aRequestWaitsThroughThePartOfEachPauseInsideIt() {
        List<long[]> pauses = List.of(new long[] {0, 5}, new long[] {8, 12}, new long[] {20, 30});
        assertEquals(2 + 4 + 5, RecordingAnalysis.pauseOverlap(pauses, 3, 25));
        assertEquals(0, RecordingAnalysis.pauseOverlap(pauses, 13, 19));
        assertEquals(2, RecordingAnalysis.pauseOverlap(pauses, 9, 11));
    }

    /**
     * The whole path on a real recording of this JVM: requests whose time is a known method's spin, measured between
     * marks, and the same requests outside them. The spin must come back as the service's phase, and only the measured
     * requests must count.
     */
    @Test
    void aRealRecordingPutsAKnownSpinInItsPhaseAndLeavesOutUnmeasuredRequests() throws Exception {
        ProfileRecorder.start(1);
        Path file;
        try {
            requests(20); // priming: before the first mark
            ProfileRecorder.mark(true);
            requests(150);
            ProfileRecorder.mark(false);
            requests(20);
        } finally {
            file = ProfileRecorder.stop();
        }
        try {
            PhaseRules rules = PhaseRules.builtIn().with(PhaseRules.parse(
                    "service\t" + RecordingAnalysisTest.class.getName() + ".spin\n", "test.tsv"));
            RecordingAnalysis.Result result = RecordingAnalysis.analyse(file, Map.of("/t/spin", "spin"),
                    new PhaseClassifier(rules));
            RecordedPhases spin = result.byEndpoint().get("spin");
            assertEquals(150, spin.requests());
            assertTrue(spin.sampleCount() >= 20, "samples: " + spin.sampleCount());
            long service = spin.samplesByPhase().get(Phase.SERVICE);
            assertTrue(service >= 0.9 * spin.sampleCount(), spin.samplesByPhase().toString());
            assertTrue(result.measuredNanos() > 150 * 2_000_000L, "measured " + result.measuredNanos());
            Path flame = Files.createTempFile("flame", ".html");
            FlameGraphFile.write(flame, "test", result.byEndpoint().values());
            String page = Files.readString(flame);
            assertTrue(page.contains("spin") && page.contains("<html"), "a flame graph page naming the method");
            Files.delete(flame);
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static void requests(int count) {
        for (int i = 0; i < count; i++) {
            RequestEvent event = new RequestEvent();
            event.begin();
            spin(2_000_000L);
            event.end();
            event.finish("/t/spin", 0, null);
        }
    }

    private static long spin(long nanos) {
        long end = System.nanoTime() + nanos;
        long x = 0;
        while (System.nanoTime() < end) {
            x += Long.toString(x).hashCode(); // calls: JDK 17's sampler cannot walk a bare compiled loop
        }
        return x;
    }
}
