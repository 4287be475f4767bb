package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The matrix's bottom line: a pair that could not be called is a row saying why; the seed's figures by our names. */
class MatrixTableTest {

    @Test
    void anUnservedPairIsARowOfTheBottomLineWithItsReason() {
        String line = MatrixTable.unservedPair("axis1", "cxf", "echoInts(10) answered wrongly (wrong_answer): x");
        StringBuilder sb = new StringBuilder();
        MatrixTable.bottomLine(sb, Map.of(), List.of("server stack soaplite: no Benchmark service", line));
        String out = sb.toString();
        assertTrue(out.contains("  axis1 client -> cxf service: not measured: echoInts(10) answered wrongly"), out);
        assertTrue(!out.contains("soaplite"), "other skipped lines stay under 'skipped': " + out);
    }

    @Test
    void nothingToSayIsNoBottomLine() {
        StringBuilder sb = new StringBuilder();
        MatrixTable.bottomLine(sb, Map.of(), List.of("server stack soaplite: no Benchmark service"));
        assertEquals("", sb.toString());
    }

    @Test
    void theSeedsFourPairsUnderOurStackKeys() {
        assertEquals(178.829, MatrixTable.SEED_SECONDS.get("axis2-adb client -> axis2-adb service"));
        assertEquals(330.093, MatrixTable.SEED_SECONDS.get("axis2-xmlbeans client -> axis2-xmlbeans service"));
        assertEquals(421.219, MatrixTable.SEED_SECONDS.get("axis1 client -> axis2-adb service"));
        assertEquals(1359.094, MatrixTable.SEED_SECONDS.get("axis1 client -> axis1 service"));
        assertEquals(MatrixTable.REFERENCE_PAIR, "axis2-adb client -> axis2-adb service");
    }
}
