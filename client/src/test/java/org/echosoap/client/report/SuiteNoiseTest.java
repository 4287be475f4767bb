package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.echosoap.client.result.HostNoise;
import org.junit.jupiter.api.Test;

/**
 * The suite's noise lines from parts whose figures are made up in advance: the ranges, medians, maxima, causes and
 * the worst part printed must be those figures', and a suite without any says nothing.
 */
class SuiteNoiseTest {

    /** Wander 4, 9, 11, 18 (median 10); own spread 1, 4, 2, 6 (median 3); two parts busy (other processes ≥ 15%). */
    private static final List<RunReport> FOUR_PARTS = List.of(
            NoiseFixture.part("a.one", NoiseFixture.sameHost(4.0, 1.0, 0.0, 2.0, 300, 900)),
            NoiseFixture.part("b.two", NoiseFixture.sameHost(9.0, 4.0, 0.3, 5.0, 400, 1000)),
            NoiseFixture.part("c.three", NoiseFixture.sameHost(11.0, 2.0, 0.1, 20.0, 500, 1200)),
            NoiseFixture.part("d.four", NoiseFixture.sameHost(18.0, 6.0, 0.2, 73.0, 850, 1600)));

    private static SuiteReport suite(List<RunReport> parts) {
        return new SuiteReport("soapbench", ReportFixture.ENVIRONMENT, parts, List.of(), 30_000_000_000L, true);
    }

    private static List<String> lines(SuiteReport suite) {
        StringBuilder sb = new StringBuilder();
        SuiteNoise.summary(suite, sb);
        return sb.toString().lines().toList();
    }

    @Test
    void theLineGivesThePartsRangesMediansAndTheWorstPart() {
        List<String> lines = lines(suite(FOUR_PARTS));
        assertEquals(List.of(
                "noise: this VM's speed moved ±4-18% across 4 parts (median ±10%); the messages' own spread ±1-6% "
                        + "(median ±3%); steal 0.0-0.3%; other processes 2-73% of CPU; up to 1,600 involuntary "
                        + "switches/s",
                "  cause: busy machine in 2 parts (c.three, d.four), unknown in 2; worst: d.four ±18% (steal 0.2%, "
                        + "other processes 73% of CPU; busy machine)"), lines);
    }

    @Test
    void aSuiteWithoutNoiseFiguresSaysNothing() {
        RunReport plain = ReportFixture.report();
        assertEquals(List.of(), lines(suite(List.of(plain, plain))), "nothing measured: nothing made up");
    }

    @Test
    void partsNotMeasuredOrWithTooFewEpochsAreCountedNotGuessed() {
        List<RunReport> parts = List.of(
                NoiseFixture.part("a.one", NoiseFixture.sameHost(6.0, 2.0, 0.5, 3.0, 300, 900)),
                NoiseFixture.part("b.two", NoiseFixture.sameHost(Double.NaN, Double.NaN, 4.0, 1.0, 300, 900)),
                NoiseFixture.part("c.three", NoiseFigures.UNKNOWN));
        List<String> lines = lines(suite(parts));
        assertEquals(2, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(0).startsWith("noise: this VM's speed moved ±6% across 1 of 3 parts (median ±6%; 1 "
                + "with too few epochs to tell; 1 not measured); the messages' own spread ±2% (median ±2%); steal "
                + "0.5-4.0%; other processes 1-3% of CPU"), lines.get(0));
        assertEquals("  cause: neighbour steal in 1 part (b.two), unknown in 1; worst: a.one ±6% (steal 0.5%, other "
                + "processes 3% of CPU; unknown)", lines.get(1));
    }

    @Test
    void noPartWithEnoughEpochsGivesTheHostFiguresAndNoWorstPart() {
        List<RunReport> parts = List.of(
                NoiseFixture.part("a.one", NoiseFixture.sameHost(Double.NaN, Double.NaN, 0.1, 1.0, 300, 900)),
                NoiseFixture.part("b.two", NoiseFixture.sameHost(Double.NaN, Double.NaN, 0.2, 2.0, 300, 900)));
        List<String> lines = lines(suite(parts));
        assertTrue(lines.get(0).startsWith("noise: this VM's speed: not told by any of 2 parts (2 with too few "
                + "epochs to tell); steal 0.1-0.2%; other processes 1-2% of CPU"), lines.get(0));
        assertEquals("  cause: unknown in 2 parts", lines.get(1));
    }

    @Test
    void theServerHostsFiguresCountWhenItIsAnotherHost() {
        // The client host is quiet; the server host is stolen from (6%) and busy (40%): the suite names those.
        HostNoise host = new HostNoise(new HostNoise.Side(true, null, 20.0, 0.2, 1.0, 40.0, 300),
                new HostNoise.Side(true, null, 20.0, 6.0, 40.0, 50.0, 2400), false);
        NoiseFigures remote = new NoiseFigures(host, "null", "EchoFloat", 12, 8.0, 2.0,
                NoiseCauses.judge(new NoiseCauses.Evidence(0.2, 6.0, 1.0, 40.0, false, false)));
        List<RunReport> parts = List.of(NoiseFixture.part("a.one", remote),
                NoiseFixture.part("b.two", NoiseFixture.sameHost(5.0, 1.0, 0.1, 1.0, 300, 900)));
        List<String> lines = lines(suite(parts));
        assertTrue(lines.get(0).contains("steal 0.1-6.0%; other processes 1-40% of CPU; up to 2,400 involuntary "
                + "switches/s"), lines.get(0));
        assertEquals("  cause: neighbour steal in 1 part (a.one), busy machine in 1 (a.one), unknown in 1; worst: "
                + "a.one ±8% (steal 6.0%, other processes 40% of CPU; neighbour steal and busy machine)", lines.get(1));
    }

    @Test
    void otherProcessesThatMayHoldTheServersCpuAreLeftOutAndCounted() {
        HostNoise host = new HostNoise(new HostNoise.Side(true, null, 20.0, 0.1, 45.0, 40.0, 300),
                HostNoise.Side.absent("the server does not report its counters"), false);
        NoiseFigures mixed = new NoiseFigures(host, "null", "EchoFloat", 12, 7.0, 2.0,
                NoiseCauses.judge(new NoiseCauses.Evidence(0.1, Double.NaN, Double.NaN, Double.NaN, false, false)),
                true);
        List<RunReport> parts = List.of(NoiseFixture.part("a.one", mixed),
                NoiseFixture.part("b.two", NoiseFixture.sameHost(5.0, 1.0, 0.1, 3.0, 300, 900)));
        String first = lines(suite(parts)).get(0);
        assertTrue(first.contains("other processes 3% of CPU (1 part left out: the server's own CPU in it, its "
                + "counters absent)"), first);
        assertFalse(first.contains("45"), "the server's own CPU is not another process's: " + first);
    }

    @Test
    void manyPartsOfOneCauseAreNamedUpToThreeThenCounted() {
        List<RunReport> parts = List.of("a", "b", "c", "d", "e").stream()
                .map(name -> NoiseFixture.part(name, NoiseFixture.sameHost(9.0, 2.0, 0.1, 30.0, 300, 900))).toList();
        String second = lines(suite(parts)).get(1);
        assertTrue(second.startsWith("  cause: busy machine in 5 parts (a, b, c, … 2 more); worst: a ±9%"), second);
    }

    @Test
    void everySuiteTablePrintsTheLinesAboveTheSuitesWholeTime() {
        SuiteReport suite = suite(FOUR_PARTS);
        for (String table : List.of(SuiteTable.render(suite, "echosoap suite soapbench"),
                StacksTable.render(suite, "echosoap suite stacks"), MemoryTable.render(suite, "echosoap suite memory"))) {
            int noise = table.indexOf("noise: this VM's speed moved ±4-18% across 4 parts");
            assertTrue(noise > 0, table);
            assertTrue(table.indexOf("  cause: busy machine in 2 parts") > noise, table);
            assertTrue(table.indexOf("whole suite: ") > noise, table);
        }
        assertFalse(SuiteTable.render(suite(List.of(ReportFixture.report(), ReportFixture.report())), "t")
                .contains("noise:"), "no figures: no line");
    }
}
