package org.echosoap.webapp.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.echosoap.testsupport.EchosoapServer;

/** What a test server's logs say (catalina.out and the others under its CATALINA_BASE). */
final class ServerLogs {

    private ServerLogs() {
    }

    /** True if any of {@code server}'s log files contains {@code text}, e.g. "java.lang.OutOfMemoryError". */
    static boolean mention(EchosoapServer server, String text) throws IOException {
        Path logs = server.base().resolve("logs");
        if (!Files.isDirectory(logs)) {
            return false;
        }
        try (Stream<Path> files = Files.list(logs)) {
            for (Path f : files.toList()) {
                if (Files.readString(f, StandardCharsets.ISO_8859_1).contains(text)) {
                    return true;
                }
            }
        }
        return false;
    }
}
