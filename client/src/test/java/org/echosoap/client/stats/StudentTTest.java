package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class StudentTTest {

    @ParameterizedTest(name = "t(0.975, {0}) = {1}")
    @CsvSource({
        // Exact quantiles to 6 decimals (R: qt(0.975, df)).
        "1, 12.706205", "2, 4.302653", "4, 2.776445", "9, 2.262157", "30, 2.042272",
        "31, 2.039513", "50, 2.008559", "100, 1.983972", "1000, 1.962339", "1000000, 1.959966",
    })
    void criticalValuesAreExactQuantiles(double degreesOfFreedom, double exact) {
        assertEquals(exact, StudentT.criticalValue95(degreesOfFreedom), 1e-5);
    }

    @Test
    void fractionalDegreesOfFreedomLieBetweenTheirNeighbours() {
        // Welch's test gives fractional degrees of freedom.
        double t = StudentT.criticalValue95(7.5);
        org.junit.jupiter.api.Assertions.assertTrue(t < 2.364624 && t > 2.306004, "t(0.975, 7.5) = " + t);
    }

    @Test
    void otherConfidenceLevels() {
        assertEquals(3.169273, StudentT.criticalValue(0.99, 10), 1e-5); // qt(0.995, 10)
        assertEquals(1.812461, StudentT.criticalValue(0.90, 10), 1e-5); // qt(0.95, 10)
    }

    @Test
    void twoSidedPValueInvertsTheCriticalValue() {
        assertEquals(0.05, StudentT.twoSidedPValue(StudentT.criticalValue95(10), 10), 1e-9);
        assertEquals(0.05, StudentT.twoSidedPValue(-StudentT.criticalValue95(10), 10), 1e-9);
        assertEquals(1.0, StudentT.twoSidedPValue(0, 5), 1e-12);
        assertEquals(0.0, StudentT.twoSidedPValue(1e6, 5), 1e-12);
        assertEquals(Double.NaN, StudentT.twoSidedPValue(Double.NaN, 5));
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, -1, Double.NaN})
    void rejectsNonPositiveDegreesOfFreedom(double degreesOfFreedom) {
        assertThrows(IllegalArgumentException.class, () -> StudentT.criticalValue95(degreesOfFreedom));
    }

    @Test
    void rejectsConfidenceOutsideTheUnitInterval() {
        assertThrows(IllegalArgumentException.class, () -> StudentT.criticalValue(1.0, 5));
        assertThrows(IllegalArgumentException.class, () -> StudentT.criticalValue(0, 5));
    }
}
