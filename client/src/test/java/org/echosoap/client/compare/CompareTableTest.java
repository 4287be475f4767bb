package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import static org.echosoap.client.compare.CompareFixtures.cost;
import static org.echosoap.client.compare.CompareFixtures.file;
import static org.echosoap.client.compare.CompareFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What the table says in the cases the golden files do not show. */
class CompareTableTest {

    @Test
    void severalScenariosAndSizesAreNamedInTheSplit() {
        ResultFile a = file("a.json", "vm-a", "127.0.0.1", List.of(
                run("benchmark.echoInts", 1000, "null", "baseline", 100, 3),
                run("benchmark.echoInts", 1000, "Benchmark", "measured", 400, 150)),
                List.of(cost("benchmark.echoInts", 1000, "Benchmark", 300, 147)));
        ResultFile b = file("b.json", "vm-b", "10.77.0.2", List.of(
                run("benchmark.echoInts", 1000, "null", "baseline", 180, 3),
                run("benchmark.echoInts", 1000, "Benchmark", "measured", 500, 160),
                run("echoFloat", ResultFile.NO_SIZE, "EchoFloat", "measured", 180, 40)),
                List.of(cost("benchmark.echoInts", 1000, "Benchmark", 320, 157)));
        String table = CompareTable.render(ComparisonBuilder.build(a, b, "same-host", "cross-host", Threshold.DEFAULT));
        assertTrue(table.contains("benchmark.echoInts  1,000  Benchmark − null (SOAP cost)"), table);
        assertTrue(table.contains("  benchmark.echoInts size 1,000: Benchmark − null (SOAP cost)   +20.0 µs"
                + "  outside the webapp: +10.0 µs, server: +10.0 µs"), table);
        assertTrue(table.contains("  echoFloat: EchoFloat"), table);
        assertTrue(table.contains("N/A (only in cross-host)"), table);
    }

    @Test
    void aRowInBothWithoutAFigureSaysNotMeasured() {
        ResultFile a = file("a.json", "vm-a", "127.0.0.1",
                List.of(run("s", ResultFile.NO_SIZE, "E", "measured", Double.NaN, Double.NaN)), List.of());
        ResultFile b = file("b.json", "vm-b", "10.77.0.2",
                List.of(run("s", ResultFile.NO_SIZE, "E", "measured", 120, Double.NaN)), List.of());
        String table = CompareTable.render(ComparisonBuilder.build(a, b, "same-host", "cross-host", Threshold.DEFAULT));
        assertTrue(table.contains("\ns            -  E                    -          120.0              -             -"
                + "          -  -  -  0+0\n"), table);
        assertTrue(table.contains("N/A = not in that result; - = not measured)\n"), table);
        assertFalse(table.contains("~ with p -"), "no difference, nothing to test: no footnote");
        assertTrue(table.contains("\n  E  ") && table.contains("  N/A (not measured in both)\n"), table);
        assertTrue(table.contains("overall, latency (mean of 0 endpoints, baselines included)"
                + "    N/A (nothing with Server-Timing figures in both)\n"), table);
    }

    @Test
    void pValuesNeverContradictTheMark() {
        assertEquals("0.347", Figures.pValue(0.346594));
        assertEquals("0.049", Figures.pValue(0.04996), "significant: rounded down, not to 0.050");
        assertEquals("0.050", Figures.pValue(0.05), "0.05 itself is not below alpha");
        assertEquals("0.001", Figures.pValue(0.001));
        assertEquals("<0.001", Figures.pValue(0.00099));
        assertEquals("1.000", Figures.pValue(1.0));
        assertEquals(1.789e-6, Figures.roundPValue(1.7890057e-6), 0.0, "four significant digits, not three decimals");
        assertTrue(Double.isNaN(Figures.roundPValue(Double.NaN)));
    }

    @Test
    void theConfidenceIntervalOfADifferenceIsSigned() {
        assertEquals("[-1.6, +4.9]", Figures.interval(-1.629, 4.855));
    }
}
