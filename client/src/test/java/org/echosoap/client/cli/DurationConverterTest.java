package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command line's time options: a duration parsed, a bad one picocli's usage error with the same one line. */
class DurationConverterTest {

    @Test
    void aDurationConvertsAndABadOneIsAUsageError() {
        assertEquals(Duration.ofMillis(1500), new DurationConverter().convert("1.5s"));
        CommandLine.TypeConversionException e = assertThrows(CommandLine.TypeConversionException.class,
                () -> new DurationConverter().convert("soon"));
        assertEquals("'soon' is not a duration; use e.g. 500ms, 3s, 1.5s, 2m", e.getMessage());
    }
}
