package org.echosoap.testsupport;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs {@code <root>/echosoap ...} exactly as a user would, with {@code ECHOSOAP_NO_BUILD=1}: the build already
 * ran (package phase), and the ITs must test what it produced rather than trigger another build.
 */
public final class Launcher {

    /** Covers the launcher's own 120 s ready timeout plus its stop timeout. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(150);

    private static final AtomicInteger RUN_COUNTER = new AtomicInteger();

    /** What one launcher run printed and how it ended. */
    public record Result(List<String> command, int exitCode, String stdout, String stderr) {
        /** A description for assertion messages. */
        public String describe() {
            return String.join(" ", command) + " -> exit " + exitCode + "\nstdout: " + stdout + "\nstderr: " + stderr;
        }
    }

    private Launcher() {
    }

    public static Result run(String... args) throws IOException, InterruptedException {
        return run(DEFAULT_TIMEOUT, args);
    }

    public static Result run(Duration timeout, String... args) throws IOException, InterruptedException {
        return run(java.util.Map.of(), timeout, args);
    }

    /** As {@link #run(Duration, String...)} with extra environment variables (e.g. {@code ECHOSOAP_SERVER_OPTS}). */
    public static Result run(java.util.Map<String, String> environment, Duration timeout, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(ItPaths.launcher().toString());
        command.addAll(List.of(args));

        // Output goes to files, not pipes: Tomcat, forked by catalina.sh, must never hold a pipe of ours open.
        Path logDir = Files.createDirectories(ItPaths.moduleTarget().resolve("it-launcher-output"));
        // e.g. run-003-server-status: numbered in call order, named by command and action.
        String name = String.format("run-%03d-%s", RUN_COUNTER.incrementAndGet(),
                String.join("-", List.of(args).subList(0, Math.min(2, args.length))).replaceAll("[^A-Za-z0-9.-]+", "_"));
        Path stdout = logDir.resolve(name + ".out");
        Path stderr = logDir.resolve(name + ".err");

        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(ItPaths.root().toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile());
        builder.environment().putAll(environment);
        builder.environment().put("ECHOSOAP_NO_BUILD", "1");
        Process process = builder.start();
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new IllegalStateException(String.join(" ", command) + " did not finish within " + timeout
                    + "; output in " + stdout);
        }
        return new Result(command, process.exitValue(),
                Files.readString(stdout, StandardCharsets.UTF_8), Files.readString(stderr, StandardCharsets.UTF_8));
    }
}
