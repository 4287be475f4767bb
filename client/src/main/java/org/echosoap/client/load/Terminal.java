package org.echosoap.client.load;

import java.nio.file.Files;
import java.nio.file.Path;

/** Whether stderr is a terminal: the progress line is redrawn in place only there (never into a log file). */
final class Terminal {

    private Terminal() {
    }

    static boolean stderrIsTerminal() {
        try {
            // Linux: fd 2 links to /dev/pts/N or /dev/ttyN when it is a terminal.
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (Exception notLinux) {
            return System.console() != null;
        }
    }
}
