package org.echosoap.server.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;

/**
 * Writes the swarm's start signal: the shared start, as an ISO-8601 instant, into the file every client waits for
 * ({@code run --start-at-file}). Written whole and then renamed into place, so that a client never reads half of it.
 *
 * <pre>{@code
 * StartSignalFile.write(clientsDir.resolve("start-at"), Instant.now().plusSeconds(2));
 * }</pre>
 */
final class StartSignalFile {

    private StartSignalFile() {
    }

    static void write(Path file, Instant startAt) throws IOException {
        Path temp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(temp, startAt + "\n", StandardCharsets.UTF_8);
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
