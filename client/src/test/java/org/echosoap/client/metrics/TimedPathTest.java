package org.echosoap.client.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The live metrics stay off the timed path: in the measuring machinery only the measurement's driver (between
 * blocks) and the seam itself name the run watcher; no worker, transport, channel or block runner does, so nothing a
 * request passes through changes with {@code --metrics-port}.
 */
class TimedPathTest {

    private static final Set<String> MAY_WATCH = Set.of("Measurement.java", "RunObserver.java", "RunObservers.java");

    @Test
    void onlyTheMeasurementsDriverCallsTheWatcher() throws IOException {
        Path root = Path.of("").toAbsolutePath();
        while (root != null && !Files.isRegularFile(root.resolve("echosoap"))) {
            root = root.getParent();
        }
        assertNotNull(root);
        Path load = root.resolve("client/src/main/java/org/echosoap/client/load");
        List<String> watching;
        try (Stream<Path> files = Files.list(load)) {
            watching = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> read(p).contains("RunObserver") || read(p).contains("org.echosoap.client.metrics"))
                    .map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertEquals(MAY_WATCH.stream().sorted().toList(), watching);
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
