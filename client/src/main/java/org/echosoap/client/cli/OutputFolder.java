package org.echosoap.client.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Where commands write when no {@code --out} is given: one folder, {@value #ROOT}, with a new subfolder per command
 * ({@code run-20261201-210000}, {@code compare-A-vs-B-20261201-210500}), as JMH and k6 write one results location and
 * never refuse to run again. A name already taken (two commands in one second) gets {@code -2}, {@code -3}, ...
 *
 * <pre>{@code
 * Path dir = OutputFolder.newFolder("compare-A-vs-B");   // echosoap-results/compare-A-vs-B-20261201-210500
 * }</pre>
 */
final class OutputFolder {

    /** The one default output folder, relative to the working directory (covered by the repository's .gitignore). */
    static final String ROOT = "echosoap-results";

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private OutputFolder() {
    }

    /** A subfolder of {@link #ROOT} named {@code NAME-TIME} that does not exist yet (it is not created here). */
    static Path newFolder(String name) {
        return newFolder(Path.of(ROOT), name, LocalDateTime.now());
    }

    /** As above, under {@code root} at {@code now}: for tests. */
    static Path newFolder(Path root, String name, LocalDateTime now) {
        String base = name + "-" + now.format(TIME);
        Path dir = root.resolve(base);
        for (int i = 2; Files.exists(dir); i++) {
            dir = root.resolve(base + "-" + i);
        }
        return dir;
    }

    /** A label as part of a folder name: anything but letters, digits, '.', '_', '-' becomes '-'. */
    static String safe(String label) {
        return label.strip().replaceAll("[^A-Za-z0-9._-]+", "-");
    }
}
