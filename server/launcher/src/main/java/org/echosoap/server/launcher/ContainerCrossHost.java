package org.echosoap.server.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code ./echosoap crosshost --containers}: seed 003's comparison with the server and the client in containers of
 * echosoap's images. Same host: the client in the server container's network namespace (loopback), both on every
 * CPU. Cross host: the client in a container of its own on a bridge network of ours (10.79.233.0/24, no NAT), the
 * server pinned to the first half of the CPUs and the client to the other ({@code --cpuset-cpus}), so each side has
 * a network stack and CPUs of its own, as two machines have. Each shape also measures a known 300 µs spin: what it
 * reads beyond 300 is the shape's own cost (waking an idle CPU on the other side, bench/results/wakeup.md), not the
 * network's. Results are copied out of the containers ({@code docker cp}), then compared on this host; containers
 * and network are removed on every path.
 *
 * <pre>{@code
 * new ContainerCrossHost(layout, System.out).run(new ContainerCrossHost.Options(out, "auto", List.of("--max-time", "20s")));
 * }</pre>
 */
public final class ContainerCrossHost {

    static final String NETWORK = "echosoap-xhost";
    static final String SUBNET = "10.79.233.0/24";
    static final String SERVER_ADDRESS = "10.79.233.2";
    static final String CLIENT_ADDRESS = "10.79.233.3";
    static final String SERVER = "echosoap-xhost-server";
    static final int SPIN_MICROS = 300;
    static final int HEALTHY_WITHIN_SECONDS = 180;
    /** The client options that set a run's length and load: the spin runs take these from the user's, nothing else. */
    static final Set<String> TIMING_OPTIONS = Set.of("--prime", "--max-time", "--warmup", "--duration", "--repeat",
            "--precision", "--connections");

    /** {@code bases}: auto, official or debian ({@link ContainerImages}). */
    public record Options(Path out, String bases, List<String> clientArgs) {
    }

    /** One side's run: the container's name, its placement and the directory its result is copied to. */
    private record Side(String name, List<String> placement, String target, List<String> command) {
    }

    private final ProjectLayout layout;
    private final PrintStream out;

    public ContainerCrossHost(ProjectLayout layout, PrintStream out) {
        this.layout = layout;
        this.out = out;
    }

    /** The CPUs as the two halves: server's, client's ("0" and "1" on 2 CPUs); refused with fewer than 2. */
    static List<String> cpuHalves(int cpus) {
        if (cpus < 2) {
            throw LauncherException.failure("crosshost --containers needs 2 CPUs or more (one each side), this"
                    + " machine has " + cpus);
        }
        int half = cpus / 2;
        return List.of(range(0, half - 1), range(half, cpus - 1));
    }

    private static String range(int first, int last) {
        return first == last ? Integer.toString(first) : first + "-" + last;
    }

    /** The user's options that set a run's length ({@link #TIMING_OPTIONS}), with their values. */
    static List<String> timingOptions(List<String> args) {
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
            if (TIMING_OPTIONS.contains(name)) {
                kept.add(a);
                if (!a.contains("=") && i + 1 < args.size()) {
                    kept.add(args.get(++i));
                }
            }
        }
        return kept;
    }

    /** The measuring run of the default scenario, with the user's options last (they win). */
    static List<String> mainRun(String target, String outDir, List<String> clientArgs) {
        List<String> command = new ArrayList<>(List.of("run", "--target", target, "--with", "bytes,chars", "--prime",
                "10s", "--max-time", "25s", "--force", "--out", outDir));
        command.addAll(clientArgs);
        return command;
    }

    /** The 300 µs spin, short unless the user's timing options say otherwise; its scenario always the spin. */
    static List<String> spinRun(String target, String outDir, List<String> clientArgs) {
        List<String> command = new ArrayList<>(List.of("run", "--target", target, "--prime", "5s", "--max-time",
                "10s", "--force", "--out", outDir));
        command.addAll(timingOptions(clientArgs));
        command.addAll(List.of("--scenario", "spin", "--spin-micros", Integer.toString(SPIN_MICROS)));
        return command;
    }

    public int run(Options o) {
        String bases = ContainerImages.checkBases(o.bases());
        List<String> cpus = cpuHalves(Runtime.getRuntime().availableProcessors());
        String allCpus = range(0, Runtime.getRuntime().availableProcessors() - 1);
        Docker docker = Docker.require();
        Runnable teardown = () -> removeAll(docker);
        Thread hook = new Thread(teardown, "crosshost-containers-teardown");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            Files.createDirectories(o.out());
            String used = new ContainerImages(layout, docker).build(bases);
            out.println("echosoap crosshost --containers: images on the " + used + " bases; server on CPUs "
                    + allCpus + " (same host), then " + cpus.get(0) + " with the client on " + cpus.get(1)
                    + " (cross host)");
            removeAll(docker);
            docker.capture("network", "create", "--driver", "bridge", "--subnet", SUBNET, NETWORK);
            docker.capture("run", "-d", "--name", SERVER, "--hostname", "echosoap-server", "--network", NETWORK,
                    "--ip", SERVER_ADDRESS, "--cpuset-cpus", allCpus, ContainerImages.SERVER);
            awaitHealthy(docker, SERVER);

            String local = "http://127.0.0.1:8080/echosoap";
            List<String> sameHost = List.of("--network", "container:" + SERVER, "--cpuset-cpus", allCpus);
            out.println("echosoap crosshost --containers: same host (client in the server container's network, every"
                    + " CPU) ...");
            side(docker, o, new Side("same-host", sameHost, local, mainRun(local, "/results/same-host",
                    o.clientArgs())));
            side(docker, o, new Side("same-host-spin", sameHost, local, spinRun(local, "/results/same-host-spin",
                    o.clientArgs())));

            // The same server JVM, now confined to its half: no restart, so both shapes measure one JVM, as the
            // namespaces' crosshost does.
            docker.capture("update", "--cpuset-cpus", cpus.get(0), SERVER);
            String remote = "http://" + SERVER_ADDRESS + ":8080/echosoap";
            List<String> crossHost = List.of("--network", NETWORK, "--ip", CLIENT_ADDRESS, "--hostname",
                    "echosoap-client", "--cpuset-cpus", cpus.get(1));
            out.println("echosoap crosshost --containers: cross host (client container on CPUs " + cpus.get(1)
                    + ", server on " + cpus.get(0) + ", over the bridge) ...");
            side(docker, o, new Side("cross-host", crossHost, remote, mainRun(remote, "/results/cross-host",
                    o.clientArgs())));
            side(docker, o, new Side("cross-host-spin", crossHost, remote, spinRun(remote,
                    "/results/cross-host-spin", o.clientArgs())));

            ClientJar client = new ClientJar(layout);
            int status = compare(client, o.out(), "same-host", "cross-host", "compare");
            if (status != 0) {
                return status;
            }
            out.println();
            out.println("the known " + SPIN_MICROS + " µs spin as each shape sees it (what it reads beyond "
                    + SPIN_MICROS + " µs is the shape's own, not the network's):");
            status = compare(client, o.out(), "same-host-spin", "cross-host-spin", "compare-spin");
            if (status != 0) {
                return status;
            }
            return client.run(List.of("report", o.out().resolve("compare").toString(), "--out",
                    o.out().resolve("report.html").toString(), "--force"));
        } catch (IOException e) {
            throw LauncherException.failure("crosshost --containers: " + e.getMessage());
        } finally {
            teardown.run();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shutdownInProgress) {
                // it has run above
            }
        }
    }

    private static int compare(ClientJar client, Path out, String a, String b, String into) {
        return client.run(List.of("compare", out.resolve(a + "/result.json").toString(),
                out.resolve(b + "/result.json").toString(), "--label-a", "same-host", "--label-b", "cross-host",
                "--out", out.resolve(into).toString(), "--force"));
    }

    /** One client container's run: its output into OUT/NAME.log, its result copied to OUT/NAME, then removed. */
    private void side(Docker docker, Options o, Side side) throws IOException {
        String container = "echosoap-xhost-" + side.name();
        Path log = o.out().resolve(side.name() + ".log");
        List<String> command = new ArrayList<>(List.of("run", "--name", container));
        command.addAll(side.placement());
        command.add(ContainerImages.CLIENT);
        command.addAll(side.command());
        List<String> full = new ArrayList<>(List.of(Docker.EXECUTABLE));
        full.addAll(command);
        int status = ClientJar.exec(full, log);
        try {
            if (status != 0) {
                System.err.print(Files.readString(log, StandardCharsets.UTF_8));
                throw LauncherException.failure(side.name() + " run failed (exit status " + status + "; its output"
                        + " above and in " + log + ")");
            }
            Path dir = o.out().resolve(side.name());
            deleteTree(dir);
            docker.capture("cp", container + ":/results/" + side.name(), dir.toString());
        } finally {
            docker.quiet("rm", "-f", container);
        }
    }

    /** Waits until the server container's health check passes; fails in one line if it exits or takes too long. */
    static void awaitHealthy(Docker docker, String container) {
        long deadline = System.nanoTime() + HEALTHY_WITHIN_SECONDS * 1_000_000_000L;
        while (System.nanoTime() < deadline) {
            String state = docker.capture("inspect", "-f",
                    "{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}", container);
            if (state.endsWith("healthy") && !state.endsWith("unhealthy")) {
                return;
            }
            if (!state.startsWith("running") && !state.startsWith("created")) {
                String logs = docker.output(List.of("logs", "--tail", "20", container)).stderr();
                System.err.println(logs);
                throw LauncherException.failure(container + " ended before it was healthy (" + state + ")");
            }
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw LauncherException.failure("interrupted");
            }
        }
        throw LauncherException.failure(container + " was not healthy within " + HEALTHY_WITHIN_SECONDS + " s");
    }

    private static void removeAll(Docker docker) {
        for (String side : List.of("same-host", "same-host-spin", "cross-host", "cross-host-spin")) {
            docker.quiet("rm", "-f", "echosoap-xhost-" + side);
        }
        docker.quiet("rm", "-f", SERVER);
        docker.quiet("network", "rm", NETWORK);
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
