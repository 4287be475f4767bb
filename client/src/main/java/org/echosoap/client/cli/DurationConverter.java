package org.echosoap.client.cli;

import java.time.Duration;
import org.echosoap.client.config.Durations;
import picocli.CommandLine;

/** Every time option of the command line: {@link Durations#parse}, its one-line reason as picocli's usage error. */
public final class DurationConverter implements CommandLine.ITypeConverter<Duration> {

    @Override
    public Duration convert(String text) {
        try {
            return Durations.parse(text);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
