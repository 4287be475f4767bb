package org.echosoap.client.it;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.echosoap.testsupport.ItPaths;

/**
 * {@code java -jar client/target/echosoap-client.jar ...} started as its own process, so a test can signal it, kill
 * its server under it, and read what it left behind. It knows when rounds have finished from the lines of
 * {@code --log-rounds} on stderr, and (Linux only) when the first block has started from the client's worker threads
 * in {@code /proc} (they start with the first block, a priming block if any, and live for the whole run).
 *
 * <pre>{@code
 * ClientProcess client = ClientProcess.start("run", "--target", url, "--connections", "1", ...);
 * client.awaitRoundsFinished(2, Duration.ofSeconds(60));
 * client.signal("INT");
 * ClientProcess.Outcome o = client.awaitExit(Duration.ofSeconds(30));
 * }</pre>
 */
final class ClientProcess {

    /** What the process printed and its exit code. */
    record Outcome(int exitCode, String stdout, String stderr) {
    }

    /**
     * Linux shows 15 characters of a thread's name: the client's load threads are a worker's own ({@code
     * echosoap-worker-N}) or an event loop ({@code echosoap-loop-N}).
     */
    private static final String WORKER_THREAD_COMM = "echosoap-worker";
    private static final String LOOP_THREAD_COMM_PREFIX = "echosoap-loop-";

    private final Process process;
    private final Path stdout;
    private final Path stderr;
    private final List<String> command;

    private ClientProcess(Process process, Path stdout, Path stderr, List<String> command) {
        this.process = process;
        this.stdout = stdout;
        this.stderr = stderr;
        this.command = command;
    }

    static ClientProcess start(String... args) throws IOException {
        return startIn(List.of(), args);
    }

    /** As {@link #start}, the java command run by {@code prefix} (e.g. a test host's {@code ip netns exec}). */
    static ClientProcess startIn(List<String> prefix, String... args) throws IOException {
        Path jar = ItPaths.root().resolve("client/target/echosoap-client.jar");
        List<String> command = new ArrayList<>(prefix);
        command.addAll(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString()));
        command.addAll(List.of(args));
        Path dir = Files.createDirectories(ItPaths.root().resolve("client/target/it-jar-output"));
        Path out = Files.createTempFile(dir, "stdout", ".txt");
        Path err = Files.createTempFile(dir, "stderr", ".txt");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        return new ClientProcess(p, out, err, command);
    }

    /** Starts the client and waits for it to end. */
    static Outcome run(Duration limit, String... args) throws IOException, InterruptedException {
        return start(args).awaitExit(limit);
    }

    long pid() {
        return process.pid();
    }

    /**
     * Waits until {@code rounds} rounds have ended, from the lines {@code --log-rounds} prints on stderr. Fails if the
     * client exits first or the limit passes.
     */
    void awaitRoundsFinished(int rounds, Duration limit) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        String line = "echosoap: round " + rounds + " finished";
        while (!Files.readString(stderr).contains(line)) {
            if (!process.isAlive()) {
                throw new AssertionError("client exited (" + process.exitValue() + ") before round " + rounds
                        + " had finished (run it with --log-rounds)\n" + output());
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("round " + rounds + " not finished within " + limit + "\n" + output());
            }
            Thread.sleep(5);
        }
    }

    /** Waits until the client's first worker thread runs: with {@code --prime 0s}, the first measured block. */
    void awaitFirstBlockStarted(Duration limit) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (workerThreadIds().isEmpty()) {
            if (!process.isAlive()) {
                throw new AssertionError("client exited (" + process.exitValue() + ") before its first block\n"
                        + output());
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no block started within " + limit + "\n" + output());
            }
            Thread.sleep(5);
        }
    }

    private Set<String> workerThreadIds() {
        Set<String> ids = new HashSet<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc", Long.toString(pid()), "task"))) {
            for (Path task : tasks) {
                try {
                    String comm = Files.readString(task.resolve("comm")).strip();
                    if (comm.equals(WORKER_THREAD_COMM) || comm.startsWith(LOOP_THREAD_COMM_PREFIX)) {
                        ids.add(task.getFileName().toString());
                    }
                } catch (IOException threadEnded) {
                    // The thread ended while we looked: it was seen before or does not matter.
                }
            }
        } catch (IOException processEnded) {
            // Checked by the caller.
        }
        return ids;
    }

    /** Sends {@code SIG<name>} to the client's JVM itself (not to a shell around it). */
    void signal(String name) throws IOException, InterruptedException {
        sendSignal(name, pid());
    }

    /**
     * Fails at once, saying why, when this JVM was started with SIGINT ignored: a process started from it inherits
     * that, and the JVM then leaves the signal ignored, so a client could not be interrupted and a Ctrl-C test would
     * wait out its time and fail on a timeout. This happens when the tests run as a background job of a
     * non-interactive shell ({@code (mvn verify &)}: such a job ignores SIGINT and SIGQUIT); a foreground run, or a
     * shell with job control, is fine.
     */
    static void requireSigintNotIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return; // not Linux: nothing to check
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                long ignored = Long.parseUnsignedLong(line.substring("SigIgn:".length()).trim(), 16);
                if ((ignored & (1L << (2 - 1))) != 0) {
                    throw new AssertionError("SIGINT is ignored in the test JVM (" + line.trim() + "): the client "
                            + "would inherit that and could not be interrupted; run the tests in the foreground or "
                            + "from a shell with job control, not as a background job of a script");
                }
            }
        }
    }

    /** {@code kill -<name> <pid>}, checked. */
    static void sendSignal(String name, long pid) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(pid)).redirectErrorStream(true).start();
        if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            throw new AssertionError("kill -" + name + " " + pid + " failed: "
                    + new String(kill.getInputStream().readAllBytes()));
        }
    }

    Outcome awaitExit(Duration limit) throws IOException, InterruptedException {
        if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("client did not finish within " + limit + ": " + command + "\n" + output());
        }
        return new Outcome(process.exitValue(), Files.readString(stdout), Files.readString(stderr));
    }

    /** Kills the client if a failed test left it running. */
    void destroyIfAlive() {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
    }

    private String output() throws IOException {
        return "stdout:\n" + Files.readString(stdout) + "\nstderr:\n" + Files.readString(stderr);
    }
}
