package org.echosoap.server.contract.xsd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Golden values for the {@code xsd:double} round trip echoDoubles and the event/mesh fields perform. */
class XsdDoubleTest {

    @ParameterizedTest(name = "\"{0}\" -> \"{1}\"")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "0.5      | 0.5",
        "1.50     | 1.5",
        "1        | 1.0",
        "-2.5E3   | -2500.0",
        "1e10     | 1.0E10",
        ".5       | 0.5",
        "5.       | 5.0",
        "-0       | -0.0",
        "INF      | INF",
        "+INF     | INF",
        "-INF     | -INF",
        "NaN      | NaN",
        "1e309    | INF",
        "4.9e-325 | 0.0",
        "` 99999.5\t` | 99999.5",
        "3.141592653589793238 | 3.141592653589793",
    })
    void convertsForReal(String literal, String expected) {
        assertEquals(expected, XsdDouble.format(XsdDouble.parse(literal)));
    }

    @ParameterizedTest(name = "refuses \"{0}\"")
    @ValueSource(strings = {"", "abc", "Infinity", "-Infinity", "inf", "nan", "0x1p3", "1.5d", "1.5f", "1,5", "e5", "1e"})
    void refusesWhatIsNotALiteral(String literal) {
        NumberFormatException e = assertThrows(NumberFormatException.class, () -> XsdDouble.parse(literal));
        assertTrue(e.getMessage().startsWith("not an xsd:double: '"), e.getMessage());
    }
}
