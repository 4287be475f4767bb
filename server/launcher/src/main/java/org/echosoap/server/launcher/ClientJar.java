package org.echosoap.server.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The client jar run as a child with this terminal ({@code $JAVA -jar client/target/echosoap-client.jar ...}): the
 * demo's, the forks' and crosshost's measuring runs (with {@code $JAVA_OPTS}) and their pool, compare and report
 * steps (without). Optionally inside a test host ({@code testhosts.sh server|client}).
 *
 * <pre>{@code
 * int status = new ClientJar(layout).run(List.of("report", dir, "--out", html, "--force"));
 * }</pre>
 */
public final class ClientJar {

    private final ProjectLayout layout;

    public ClientJar(ProjectLayout layout) {
        this.layout = layout;
    }

    /** The command line of a measuring run (JAVA_OPTS) or of a step (none), behind {@code prefix} (a test host). */
    List<String> command(List<String> prefix, boolean measuring, List<String> args) {
        if (!Files.isRegularFile(layout.clientJar())) {
            throw LauncherException.failure(layout.clientJar() + ": no such file (build it: ./echosoap build)");
        }
        List<String> command = new ArrayList<>(prefix);
        command.add(Executables.clientJava());
        if (measuring) {
            command.addAll(JvmOptions.split(System.getenv("JAVA_OPTS")));
        }
        command.add("-jar");
        command.add(layout.clientJar().toString());
        command.addAll(args);
        return command;
    }

    /** A measuring run, its output on this terminal. */
    public int measure(List<String> args) {
        return exec(command(List.of(), true, args), null);
    }

    /** A pool, compare or report step, its output on this terminal. */
    public int run(List<String> args) {
        return exec(command(List.of(), false, args), null);
    }

    /** A measuring run inside a test host, its output into {@code log}. */
    public int measureIn(List<String> prefix, List<String> args, Path log) {
        return exec(command(prefix, true, args), log);
    }

    /** Whether a child's status says a signal ended it (128 + the signal: Ctrl-C, SIGTERM): the user stopped. */
    public static boolean interrupted(int status) {
        return status > 128;
    }

    static int exec(List<String> command, Path log) {
        ProcessBuilder builder = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.INHERIT);
        if (log == null) {
            builder.redirectOutput(ProcessBuilder.Redirect.INHERIT).redirectError(ProcessBuilder.Redirect.INHERIT);
        } else {
            builder.redirectErrorStream(true).redirectOutput(log.toFile());
        }
        try {
            Process process = builder.start();
            try {
                return process.waitFor();
            } catch (InterruptedException e) {
                process.destroy();
                Thread.currentThread().interrupt();
                throw LauncherException.failure("interrupted");
            }
        } catch (IOException e) {
            throw LauncherException.failure("cannot run " + command.get(0) + ": " + e.getMessage());
        }
    }
}
