package org.echosoap.server.launcher;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * What a command printed in one test: {@code System.out} and {@code System.err} are captured before each test and put
 * back after it. Register with {@code @RegisterExtension final CapturedStreams streams = new CapturedStreams();}.
 */
final class CapturedStreams implements BeforeEachCallback, AfterEachCallback {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream savedOut;
    private PrintStream savedErr;

    @Override
    public void beforeEach(ExtensionContext context) {
        savedOut = System.out;
        savedErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Override
    public void afterEach(ExtensionContext context) {
        System.setOut(savedOut);
        System.setErr(savedErr);
    }

    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    List<String> errLines() {
        return err().lines().toList();
    }

    /** Forgets what was printed on stdout so far (a second command in the same test). */
    void resetOut() {
        out.reset();
    }

    /** Forgets what was printed on stderr so far. */
    void resetErr() {
        err.reset();
    }
}
