package org.echosoap.server.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code docker} command line as crosshost {@code --containers} and {@code swarm} use it: one check that a daemon
 * answers (refused in one line that says how to get one), commands whose status, output or silence the caller wants.
 *
 * <pre>{@code
 * Docker docker = Docker.require();
 * String id = docker.capture("run", "-d", "echosoap-server:dev");
 * }</pre>
 */
final class Docker {

    static final String EXECUTABLE = System.getenv().getOrDefault("DOCKER", "docker");

    private Docker() {
    }

    /** A Docker whose daemon answers, or a one-line refusal: no docker, no permission, no daemon. */
    static Docker require() {
        Output info;
        try {
            info = new Docker().output(List.of("info", "--format", "{{.ServerVersion}}"));
        } catch (LauncherException noExecutable) {
            throw LauncherException.failure("no Docker here: apt-get install docker.io (Debian's Docker 20.10), then"
                    + " start its daemon with docker/dockerd.sh as root");
        }
        if (info.status() == 0 && !info.stdout().isBlank()) {
            return new Docker();
        }
        if (info.stderr().contains("permission denied")) {
            throw LauncherException.failure("no permission to use Docker (its socket is root's): run as root, or add"
                    + " your user to the docker group (usermod -aG docker $USER, then log in again)");
        }
        throw LauncherException.failure("Docker's daemon does not answer: start it with docker/dockerd.sh as root"
                + " (dockerd without iptables or a default bridge)");
    }

    /** What a command printed and its status. */
    record Output(int status, String stdout, String stderr) {
    }

    Output output(List<String> args) {
        List<String> command = new ArrayList<>(List.of(EXECUTABLE));
        command.addAll(args);
        try {
            Process p = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new java.io.File(
                    "/dev/null"))).start();
            // stderr is small (an error message); read it on a thread of its own so a chatty stdout cannot block it.
            var err = new java.util.concurrent.CompletableFuture<String>();
            Thread reader = new Thread(() -> {
                try {
                    err.complete(new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
                } catch (IOException e) {
                    err.complete("");
                }
            }, "docker-stderr");
            reader.start();
            String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int status = p.waitFor();
            reader.join();
            return new Output(status, stdout.strip(), err.join().strip());
        } catch (IOException e) {
            throw LauncherException.failure("cannot run " + EXECUTABLE + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw LauncherException.failure("interrupted");
        }
    }

    /** Its standard output; a failure is one line with docker's own message. */
    String capture(String... args) {
        Output o = output(List.of(args));
        if (o.status() != 0) {
            throw LauncherException.failure("docker " + args[0] + " failed: " + firstLine(o.stderr()));
        }
        return o.stdout();
    }

    /** Its status only: for clean-up, where a missing container or network is no error. */
    int quiet(String... args) {
        return output(List.of(args)).status();
    }

    /** With its output on this terminal (a client's table, the build's lines). */
    int inherit(List<String> args) {
        List<String> command = new ArrayList<>(List.of(EXECUTABLE));
        command.addAll(args);
        return ClientJar.exec(command, null);
    }

    boolean hasImage(String image) {
        return quiet("image", "inspect", image) == 0;
    }

    static String firstLine(String text) {
        String t = text.strip();
        int nl = t.indexOf('\n');
        return nl < 0 ? t : t.substring(0, nl);
    }
}
