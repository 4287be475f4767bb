package org.echosoap.client.compare;

import static org.echosoap.client.compare.CompareFixtures.result;
import static org.echosoap.client.compare.CompareFixtures.text;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The table, compare.json and compare.csv of fixed result files, compared with golden files (fixed inputs; the
 * output must not depend on the default Locale). Every figure in the goldens was checked by hand against the
 * fixtures, e.g. null: 130.190 − 82.468 = +47.722 µs = +57.9% of 82.468. To accept an intended change, print the new
 * output, read the diff, then replace the file.
 */
class CompareGoldenTest {

    private static Comparison sameVsCross(String labelA, String labelB, Threshold threshold) {
        return ComparisonBuilder.build(result("same-host/result.json"), result("cross-host/result.json"),
                labelA, labelB, threshold);
    }

    @Test
    void sameHostVsCrossHostTable() {
        assertEquals(text("same-vs-cross.golden.txt"),
                CompareTable.render(sameVsCross("same-host", "cross-host", Threshold.DEFAULT)));
    }

    @Test
    void sameHostVsCrossHostJson() {
        assertEquals(text("same-vs-cross.golden.json"),
                CompareJson.render(sameVsCross("same-host", "cross-host", Threshold.DEFAULT)).replace("\r\n", "\n"));
    }

    @Test
    void sameHostVsCrossHostCsv() {
        assertEquals(text("same-vs-cross.golden.csv"),
                CompareCsv.render(sameVsCross("same-host", "cross-host", Threshold.DEFAULT)));
    }

    @Test
    void aLowThresholdMarksTheCostRowToo() {
        assertEquals(text("threshold-0.5.golden.txt"),
                CompareTable.render(sameVsCross("loopback", "veth", Threshold.parse("0.5%"))));
    }

    @Test
    void twoSameHostResultsLabelledAsPlacementsAreFlagged() {
        Comparison c = ComparisonBuilder.build(result("same-host/result.json"), result("same-host-again/result.json"),
                "same-host", "cross-host", Threshold.DEFAULT);
        assertEquals(text("same-host-twice.golden.txt"), CompareTable.render(c));
    }

    @Test
    void outputDoesNotDependOnTheDefaultLocale() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY); // decimal comma, '.' grouping
            Comparison c = sameVsCross("same-host", "cross-host", Threshold.DEFAULT);
            assertEquals(text("same-vs-cross.golden.txt"), CompareTable.render(c));
            assertEquals(text("same-vs-cross.golden.csv"), CompareCsv.render(c));
            assertEquals(text("same-vs-cross.golden.json"), CompareJson.render(c).replace("\r\n", "\n"));
        } finally {
            Locale.setDefault(before);
        }
    }
}
