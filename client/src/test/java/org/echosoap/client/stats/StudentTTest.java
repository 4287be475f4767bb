package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class StudentTTest {

    @ParameterizedTest(name = "t(0.975, {0}) = {1}")
    @CsvSource({
        "1, 12.706", "2, 4.303", "3, 3.182", "4, 2.776", "5, 2.571", "9, 2.262",
        "10, 2.228", "15, 2.131", "20, 2.086", "29, 2.045", "30, 2.042",
        // The anchors above the table are returned exactly.
        "40, 2.021", "60, 2.000", "120, 1.980",
    })
    void tableValues(int degreesOfFreedom, double expected) {
        assertEquals(expected, StudentT.criticalValue95(degreesOfFreedom), 1e-12);
    }

    @ParameterizedTest(name = "t(0.975, {0}) ~ {1}")
    @CsvSource({
        // Exact quantiles to 6 decimals (R: qt(0.975, df)); the interpolation in 1/df stays within 0.001.
        "31, 2.039513", "35, 2.030108", "50, 2.008559", "80, 1.990063", "100, 1.983972",
        "200, 1.971896", "1000, 1.962339", "1000000, 1.959966",
    })
    void interpolationInInverseDegreesOfFreedomIsClose(int degreesOfFreedom, double exact) {
        assertEquals(exact, StudentT.criticalValue95(degreesOfFreedom), 0.001);
    }

    @ParameterizedTest
    @ValueSource(ints = {50, 90})
    void interpolationIsLinearInInverseDegreesOfFreedom(int degreesOfFreedom) {
        // df 50: 1/50 lies 40 % of the way from 1/60 to 1/40, so 2.000 + 0.4 * 0.021 = 2.0084.
        // df 90: 1/90 lies 1/3 of the way from 1/120 to 1/60, so 1.980 + 0.02 / 3.
        double expected = degreesOfFreedom == 50 ? 2.0084 : 1.980 + 0.02 / 3;
        assertEquals(expected, StudentT.criticalValue95(degreesOfFreedom), 1e-12);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, Integer.MIN_VALUE})
    void rejectsFewerThanOneDegreeOfFreedom(int degreesOfFreedom) {
        assertThrows(IllegalArgumentException.class, () -> StudentT.criticalValue95(degreesOfFreedom));
    }

    @Test
    void decreasesTowardsTheNormalQuantile() {
        double previous = Double.POSITIVE_INFINITY;
        for (int df = 1; df <= 100_000; df++) {
            double t = StudentT.criticalValue95(df);
            assertTrue(t < previous, "df " + df + ": " + t);
            assertTrue(t > 1.96, "df " + df + ": " + t);
            previous = t;
        }
        assertEquals(1.960, StudentT.criticalValue95(Integer.MAX_VALUE), 1e-8);
    }
}
