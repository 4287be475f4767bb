package org.echosoap.server.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A {@code conf/NAME/jvm.options} file: one option a line, {@code #} starts a comment line, blank lines ignored; and
 * the options users add through an environment variable ({@code ECHOSOAP_SERVER_OPTS}), split at white space as the
 * shell split them.
 *
 * <pre>{@code
 * List<String> options = JvmOptions.read(layout.jvmOptions("tomcat")); // [-Xms512m, -Xmx512m, ...]
 * }</pre>
 */
public final class JvmOptions {

    private JvmOptions() {
    }

    public static List<String> read(Path file) {
        try {
            return parse(Files.readAllLines(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw LauncherException.failure("cannot read the JVM options " + file + ": " + e.getMessage());
        }
    }

    static List<String> parse(List<String> lines) {
        List<String> options = new ArrayList<>();
        for (String line : lines) {
            String trimmed = line.strip();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                options.add(trimmed);
            }
        }
        return options;
    }

    /** An environment variable's options, split at white space; none when it is unset or blank. */
    public static List<String> split(String value) {
        if (value == null || value.isBlank()) {
            return List.of();
        }
        return Arrays.stream(value.strip().split("\\s+")).toList();
    }
}
