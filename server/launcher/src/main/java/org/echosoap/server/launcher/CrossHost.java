package org.echosoap.server.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code ./echosoap crosshost}, seed 003 in one command: the default scenario (or a suite) measured with the client in
 * the server's network namespace, then in a namespace of its own over a veth pair (optionally a link of a chosen
 * rate), then compared and reported. The test hosts are {@code conf/testhosts/testhosts.sh}'s; the server in its
 * namespace is started by the launcher itself ({@code ./echosoap server start}). Needs root.
 *
 * <pre>{@code
 * new CrossHost(layout, System.out).run(new CrossHost.Options(out, List.of("10mbit"), null, List.of()));
 * }</pre>
 */
public final class CrossHost {

    static final int SERVER_PORT = 8080;

    /** {@code link}: empty, or RATE and optionally DELAY, as testhosts.sh's {@code link} takes them. */
    public record Options(Path out, List<String> link, String suite, List<String> clientArgs) {
    }

    private final ProjectLayout layout;
    private final PrintStream out;

    public CrossHost(ProjectLayout layout, PrintStream out) {
        this.layout = layout;
        this.out = out;
    }

    /** {@code --link} and {@code --delay} as one list; {@code --delay} needs a link under it. */
    public static List<String> link(String rate, String delay) {
        if (delay != null && rate == null) {
            throw LauncherException.usageWithHelp(
                    "crosshost: --delay needs --link RATE (the delay sits under the link's rate)");
        }
        List<String> link = new ArrayList<>();
        if (rate != null) {
            link.add(rate);
        }
        if (delay != null) {
            link.add(delay);
        }
        return link;
    }

    /** The client's command and settings each side: one run, or a whole suite. */
    static List<String> clientCommand(String suite, String target, Path outDir, List<String> clientArgs) {
        List<String> command = new ArrayList<>();
        if (suite == null) {
            command.addAll(List.of("run", "--target", target, "--with", "bytes,chars", "--prime", "20s",
                    "--max-time", "30s", "--force"));
        } else {
            command.addAll(List.of("suite", "--suite", suite, "--target", target, "--force"));
        }
        command.addAll(List.of("--out", outDir.toString()));
        command.addAll(clientArgs);
        return command;
    }

    public int run(Options o) {
        String testhosts = layout.testHostsScript().toString();
        // Junk in --link/--delay fails here, in one line (testhosts.sh's), before the test hosts.
        if (!o.link().isEmpty()) {
            List<String> check = new ArrayList<>(List.of(testhosts, "check-link"));
            check.addAll(o.link());
            if (quiet(check) != 0) {
                return LauncherException.USAGE_STATUS;
            }
        }
        if (!"root".equals(System.getProperty("user.name"))) {
            throw LauncherException.failure(
                    "crosshost needs root to create the test hosts (network namespaces); run it as root");
        }
        String address = capture(List.of(testhosts, "address"));
        Path base = layout.target("crosshost-server");
        // Tomcat runs in the server host's network namespace, but in this machine's pid namespace: its pid stops it.
        Runnable stopServer = () -> new ServerStop(new PrintStream(java.io.OutputStream.nullOutputStream()))
                .run(new ServerBase(base));
        Thread teardown = new Thread(() -> {
            stopServer.run();
            quiet(List.of(testhosts, "down"));
        }, "crosshost-teardown");
        Runtime.getRuntime().addShutdownHook(teardown);
        try {
            // A killed earlier run may have left its Tomcat behind: stop it (by its pid) before the hosts are rebuilt.
            stopServer.run();
            mustRun(List.of(testhosts, "up"), "testhosts.sh up");
            if (!o.link().isEmpty()) {
                List<String> link = new ArrayList<>(List.of(testhosts, "link"));
                link.addAll(o.link());
                mustRun(link, "testhosts.sh link");
            }
            List<String> start = new ArrayList<>(List.of(testhosts, "server", layout.launcherScript().toString(),
                    "server", "start", "--host", address, "--port", Integer.toString(SERVER_PORT), "--base",
                    base.toString()));
            // Tomcat alone, but for the rpc suite, which measures the RPC servers too (they bind the server's address).
            if (!"rpc".equals(o.suite())) {
                start.add("--no-rpc");
            }
            mustRun(start, "server start in the server host");
            String target = "http://" + address + ":" + SERVER_PORT + "/echosoap";
            Files.createDirectories(o.out());
            ClientJar client = new ClientJar(layout);
            out.println("echosoap crosshost: same host (client in the server's namespace) ...");
            side(client, List.of(testhosts, "server"), o, target, "same-host");
            out.println("echosoap crosshost: cross host (client in its own namespace, over veth) ...");
            side(client, List.of(testhosts, "client"), o, target, "cross-host");
            int status = client.run(List.of("compare", o.out().resolve("same-host/result.json").toString(),
                    o.out().resolve("cross-host/result.json").toString(), "--label-a", "same-host", "--label-b",
                    "cross-host", "--out", o.out().resolve("compare").toString(), "--force"));
            if (status != 0) {
                return status;
            }
            return client.run(List.of("report", o.out().resolve("compare").toString(), "--out",
                    o.out().resolve("report.html").toString(), "--force"));
        } catch (IOException e) {
            throw LauncherException.failure("crosshost: " + e.getMessage());
        } finally {
            teardown.run();
            try {
                Runtime.getRuntime().removeShutdownHook(teardown);
            } catch (IllegalStateException shutdownInProgress) {
                // it has run above
            }
        }
    }

    private void side(ClientJar client, List<String> host, Options o, String target, String name) throws IOException {
        Path log = o.out().resolve(name + ".log");
        int status = client.measureIn(host, clientCommand(o.suite(), target, o.out().resolve(name), o.clientArgs()),
                log);
        if (status != 0) {
            System.err.print(Files.readString(log, StandardCharsets.UTF_8));
            throw LauncherException.failure(name + " run failed");
        }
    }

    /** Runs a command with its output on this terminal; fails in one line when it fails. */
    private static void mustRun(List<String> command, String what) {
        int status = ClientJar.exec(command, null);
        if (status != 0) {
            throw LauncherException.failure(what + " failed (exit status " + status + ")");
        }
    }

    private static int quiet(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            return p.waitFor();
        } catch (IOException e) {
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    private static String capture(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (p.waitFor() != 0 || text.isEmpty()) {
                throw LauncherException.failure(String.join(" ", command) + " failed");
            }
            return text;
        } catch (IOException e) {
            throw LauncherException.failure(String.join(" ", command) + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw LauncherException.failure("interrupted");
        }
    }
}
