package org.echosoap.server.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code ./echosoap swarm --clients N [run options]}: many clients on Docker Swarm. Deploys {@code docker/stack.yaml}
 * (the server service, then a client service of N replicas, each {@code --share SLOT-1/N} of one plan), waits until
 * every client has checked the target and says it is ready, writes their shared start into the file they wait for
 * ({@code run --start-at-file}, in the results mount), waits for every client task to end, merges their results
 * ({@code echosoap merge}) and removes the stack, on every path. A task that did not complete is named with its
 * share; the results there are are merged ({@code merge --allow-missing}: marked incomplete, the missing shares
 * named) and the exit status is non-zero. A node that is not in a swarm is made a one-node swarm on 127.0.0.1 for
 * the run and leaves it afterwards; its networks get addresses of ours (10.79.0.0/16), the daemon's gateway bridge too.
 *
 * <pre>{@code
 * new SwarmRun(layout, System.out).run(new SwarmRun.Options(out, 3, null, Duration.ofMinutes(3), "auto",
 *         List.of("--repeat", "10")));
 * }</pre>
 */
public final class SwarmRun {

    static final String STACK = "echosoap";
    static final String SERVER_SERVICE = STACK + "_echosoap-server";
    static final String CLIENT_SERVICE = STACK + "_clients";
    static final String ADDRESS_POOL = "10.79.0.0/16";
    static final String GATEWAY_SUBNET = "10.79.250.0/24";
    static final int MAX_CLIENTS = 32;
    /**
     * How long the clients may take to be ready ({@code --start-in}), by default. They start together as soon as the
     * last is ready, so this bound costs nothing when all goes well; 3 minutes is several times what 3 client
     * containers took to start their JVMs and check the target on a busy 2-CPU VM (14-46 s).
     */
    static final Duration DEFAULT_START_IN = Duration.ofMinutes(3);
    /**
     * From the last client ready to the shared start: each looks for the start file every 100 ms, so this leaves a
     * busy machine's scheduling pauses room before the start, and costs 2 s a run.
     */
    static final Duration START_MARGIN = Duration.ofSeconds(2);
    /** The start file in the results mount: {@code /results/start-at} in the clients (docker/stack.yaml). */
    static final String START_FILE = "start-at";
    /** The longest a deployed plan may take before it is stopped and removed (the clients bound their own runs). */
    static final Duration PLAN_TIMEOUT = Duration.ofMinutes(10);

    /**
     * {@code connections}: the whole plan's (null: one per client); {@code startIn}: how long the clients may take to
     * be ready; {@code runOptions}: the rest, for every client.
     */
    public record Options(Path out, int clients, Integer connections, Duration startIn, String bases,
            List<String> runOptions) {
    }

    /** {@code --start-in 30s}: seconds (s) or minutes (min), 5 s to 10 min. */
    static Duration startIn(String text) {
        if (text == null) {
            return DEFAULT_START_IN;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,4})(s|min)").matcher(text);
        if (!m.matches()) {
            throw LauncherException.usageWithHelp("swarm: --start-in takes seconds or minutes like 30s or 2min, got '"
                    + text + "'");
        }
        Duration d = m.group(2).equals("s") ? Duration.ofSeconds(Long.parseLong(m.group(1)))
                : Duration.ofMinutes(Long.parseLong(m.group(1)));
        if (d.compareTo(Duration.ofSeconds(5)) < 0 || d.compareTo(Duration.ofMinutes(10)) > 0) {
            throw LauncherException.usageWithHelp("swarm: --start-in takes 5s to 10min, got '" + text + "'");
        }
        return d;
    }

    private final ProjectLayout layout;
    private final PrintStream out;

    public SwarmRun(ProjectLayout layout, PrintStream out) {
        this.layout = layout;
        this.out = out;
    }

    /** {@code --clients} and {@code --connections} checked before anything starts. */
    static void check(int clients, Integer connections) {
        if (clients < 1 || clients > MAX_CLIENTS) {
            throw LauncherException.usageWithHelp("swarm: --clients takes 1 to " + MAX_CLIENTS + ", got " + clients);
        }
        if (connections != null && connections < clients) {
            throw LauncherException.usageWithHelp("swarm: --clients " + clients + " is more than the plan's "
                    + connections + " connections: each client needs one of its own (raise --connections)");
        }
    }

    /** Run options the stack sets itself: refused, so that no client gets two meanings of one. */
    static void checkRunOptions(List<String> runOptions) {
        for (String a : runOptions) {
            String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
            if (List.of("--share", "--start-at", "--start-at-file", "--out", "--target").contains(name)) {
                throw LauncherException.usageWithHelp("swarm sets " + name + " itself (each client's share, one"
                        + " start, its results, the server service): leave it out");
            }
        }
    }

    /** The variables docker/stack.yaml reads: the Kubernetes plan's names (docker/k8s/plan.yaml). */
    static Map<String, String> plan(int clients, int connections, Path results, List<String> runOptions) {
        Map<String, String> env = new HashMap<>();
        env.put("CLIENTS", Integer.toString(clients));
        env.put("CONNECTIONS", Integer.toString(connections));
        // No START_AT: the clients wait for the start file the launcher writes once all are ready.
        env.put("RESULTS_DIR", results.toAbsolutePath().toString());
        List<String> rest = new ArrayList<>();
        // The plan's settings go to their variables (as a ConfigMap carries them); the rest as words.
        Map<String, String> named = Map.of("--scenario", "SCENARIO", "--precision", "PRECISION", "--repeat", "REPEAT",
                "--prime", "PRIME", "--duration", "DURATION", "--rate", "RATE_PER_SEC");
        for (int i = 0; i < runOptions.size(); i++) {
            String a = runOptions.get(i);
            String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
            String value = a.contains("=") ? a.substring(a.indexOf('=') + 1) : null;
            if (named.containsKey(name) && (value != null || i + 1 < runOptions.size())) {
                env.put(named.get(name), value != null ? value : runOptions.get(++i));
            } else {
                if (a.chars().anyMatch(Character::isWhitespace)) {
                    throw LauncherException.usageWithHelp("swarm: run options are passed as words: '" + a
                            + "' has a space in it");
                }
                rest.add(a);
            }
        }
        env.put("RUN_OPTIONS", String.join(" ", rest));
        return env;
    }

    public int run(Options o) {
        check(o.clients(), o.connections());
        checkRunOptions(o.runOptions());
        String bases = ContainerImages.checkBases(o.bases());
        int connections = o.connections() == null ? o.clients() : o.connections();
        List<String> runOptions = new ArrayList<>(o.runOptions());
        Docker docker = Docker.require();
        boolean[] joined = {false};
        boolean gatewayOurs = docker.quiet("network", "inspect", "docker_gwbridge") != 0;
        Runnable teardown = () -> removeStack(docker, joined[0], gatewayOurs);
        Thread hook = new Thread(teardown, "swarm-teardown");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            Path results = o.out().toAbsolutePath();
            Path clientsDir = results.resolve("clients");
            deleteTree(clientsDir);
            Files.createDirectories(clientsDir);
            // The clients run as uid 10001 and write into this bind mount.
            ClientJar.exec(List.of("chown", "10001:10001", clientsDir.toString()), null);
            String used = new ContainerImages(layout, docker).build(bases);
            joined[0] = joinSwarm(docker);
            docker.quiet("stack", "rm", STACK);
            awaitStackGone(docker);

            // The server first (no client replica yet): the clients are deployed once it is healthy.
            Map<String, String> env = plan(o.clients(), connections, clientsDir, runOptions);
            env.put("CLIENTS_REPLICAS", "0");
            deploy(docker, env);
            ContainerCrossHost.awaitHealthy(docker, serverContainer(docker));
            out.println("echosoap swarm: " + o.clients() + " clients (images on the " + used + " bases), "
                    + connections + " connections in all, starting together once all are ready (at most "
                    + o.startIn().toSeconds() + " s, --start-in) ...");
            env.put("CLIENTS_REPLICAS", Integer.toString(o.clients()));
            deploy(docker, env);
            List<ClientTask> early = awaitReady(docker, o.clients(), o.startIn());
            if (!early.isEmpty()) {
                printNotices(docker, true);
                for (ClientTask task : early) {
                    System.err.println("echosoap swarm: " + task.endedBeforeReady(o.clients())
                            + "; nothing measured: the clients were not started");
                }
                return 1;
            }
            // As the k6 operator's starter: every client ready, then one start for all, a short margin ahead.
            Instant startAt = Instant.now().plus(START_MARGIN);
            StartSignalFile.write(clientsDir.resolve(START_FILE), startAt);
            out.println("echosoap swarm: all " + o.clients() + " clients ready, starting at " + startAt);
            List<ClientTask> failed = awaitClients(docker, o.clients(), startAt.plus(PLAN_TIMEOUT));
            printNotices(docker, false);
            List<String> merge = new ArrayList<>(List.of("merge"));
            for (int i = 0; i < o.clients(); i++) {
                if (wroteResult(clientsDir, i)) {
                    merge.add(clientsDir.resolve("client-" + i).toString());
                }
            }
            for (ClientTask task : failed) {
                System.err.println("echosoap swarm: " + task.notCompleted(o.clients(),
                        task.slot() > 0 && wroteResult(clientsDir, task.slot() - 1)));
            }
            if (merge.size() == 1) {
                System.err.println("echosoap swarm: no client wrote a result: nothing to merge (docker service logs "
                        + CLIENT_SERVICE + " is gone with the stack; each task's state is above)");
                return 1;
            }
            merge.addAll(List.of("--out", results.resolve("merged").toString(), "--force"));
            if (!failed.isEmpty()) {
                // The shares of the tasks named above: merged without them, marked incomplete (merge's first line).
                merge.add("--allow-missing");
            }
            int status = new ClientJar(layout).run(merge);
            return status != 0 ? status : failed.isEmpty() ? 0 : 1;
        } catch (IOException e) {
            throw LauncherException.failure("swarm: " + e.getMessage());
        } finally {
            teardown.run();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shutdownInProgress) {
                // it has run above
            }
        }
    }

    /**
     * The clients' one-line notices (a late start, a refusal, why a run stopped early) from their logs; their
     * tables stay in {@code docker service logs}, and their ready lines were said once for all. {@code
     * beforeStart}: every line of {@code run}'s too, since one of them says why a client ended before the start.
     */
    private void printNotices(Docker docker, boolean beforeStart) {
        for (String line : clientLogs(docker).lines().toList()) {
            if ((line.startsWith("echosoap: ") && !ClientReadiness.isReadyLine(line))
                    || line.startsWith(beforeStart ? "echosoap run: " : "echosoap run: stopped early: ")
                    || line.startsWith("warning: ")) {
                out.println("  " + line);
            }
        }
    }

    /** Both streams: {@code service logs} gives the clients' stderr (their notices) on its own stderr. */
    private static String clientLogs(Docker docker) {
        Docker.Output logs = docker.output(List.of("service", "logs", "--raw", CLIENT_SERVICE));
        return logs.stdout() + "\n" + logs.stderr();
    }

    /**
     * Waits until every client says it is ready (its target checked, waiting for the start file); returns the
     * tasks that ended before they were, if any did.
     *
     * @throws LauncherException when they were not all ready within {@code bound}
     */
    private static List<ClientTask> awaitReady(Docker docker, int clients, Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        Set<Integer> ready = Set.of();
        while (System.nanoTime() < deadline) {
            ready = ClientReadiness.shares(clientLogs(docker), clients);
            Set<Integer> readyNow = ready;
            List<ClientTask> early = clientTasks(docker).stream()
                    .filter(t -> t.ended() && !readyNow.contains(t.slot() - 1)).toList();
            if (!early.isEmpty()) {
                return early;
            }
            if (ready.size() == clients) {
                return List.of();
            }
            sleep(500);
        }
        throw LauncherException.failure("swarm: " + ready.size() + " of " + clients + " clients were ready within "
                + bound.toSeconds() + " s (ready: " + (ready.isEmpty() ? "none" : "shares " + ready) + "): stopped "
                + "and removed, nothing measured (a busy machine needs more: raise --start-in)");
    }

    private static List<ClientTask> clientTasks(Docker docker) {
        String tasks = docker.capture("service", "ps", "--no-trunc", "--format",
                "{{.Name}}\t{{.CurrentState}}\t{{.Error}}", CLIENT_SERVICE);
        return tasks.lines().filter(l -> !l.isBlank()).map(ClientTask::parse).toList();
    }

    private void deploy(Docker docker, Map<String, String> env) {
        List<String> command = new ArrayList<>(List.of(Docker.EXECUTABLE, "stack", "deploy", "--prune", "-c",
                layout.root().resolve("docker/stack.yaml").toString(), STACK));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(env);
        try {
            Process p = builder.start();
            String text = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            if (p.waitFor() != 0) {
                throw LauncherException.failure("docker stack deploy failed: " + Docker.firstLine(text));
            }
        } catch (IOException e) {
            throw LauncherException.failure("docker stack deploy: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw LauncherException.failure("interrupted");
        }
    }

    /** The server task's container (this node's), once the task has one. */
    private static String serverContainer(Docker docker) {
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (System.nanoTime() < deadline) {
            String id = docker.capture("ps", "-q", "--filter", "label=com.docker.swarm.service.name=" + SERVER_SERVICE);
            if (!id.isBlank()) {
                return id.lines().findFirst().orElseThrow();
            }
            sleep(500);
        }
        throw LauncherException.failure(SERVER_SERVICE + " has no container after 120 s (docker service ps "
                + SERVER_SERVICE + ")");
    }

    private static boolean wroteResult(Path clientsDir, int share) {
        return Files.exists(clientsDir.resolve("client-" + share + "/result.json"));
    }

    /** Waits until every client task has ended; returns the ones that did not complete, by slot. */
    private static List<ClientTask> awaitClients(Docker docker, int clients, Instant deadline) {
        while (Instant.now().isBefore(deadline)) {
            List<ClientTask> listed = clientTasks(docker);
            if (listed.size() >= clients && listed.stream().allMatch(ClientTask::ended)) {
                return listed.stream().filter(t -> !t.completed())
                        .sorted(java.util.Comparator.comparingInt(ClientTask::slot)).toList();
            }
            sleep(1000);
        }
        throw LauncherException.failure("the clients did not end within " + PLAN_TIMEOUT.toMinutes()
                + " min of the start: stopped and removed");
    }

    /** Makes this node a one-node swarm unless it is in one; true if it joined (and so must leave afterwards). */
    private static boolean joinSwarm(Docker docker) {
        String state = docker.capture("info", "--format", "{{.Swarm.LocalNodeState}}");
        if ("active".equals(state)) {
            return false;
        }
        // The gateway bridge that connects tasks to this host, with addresses of ours and no masquerading
        // (Docker's documented way to choose its subnet: create it before the node joins).
        if (docker.quiet("network", "inspect", "docker_gwbridge") != 0) {
            docker.capture("network", "create", "--subnet", GATEWAY_SUBNET,
                    "--opt", "com.docker.network.bridge.name=docker_gwbridge",
                    "--opt", "com.docker.network.bridge.enable_icc=false",
                    "--opt", "com.docker.network.bridge.enable_ip_masquerade=false", "docker_gwbridge");
        }
        docker.capture("swarm", "init", "--advertise-addr", "127.0.0.1", "--listen-addr", "127.0.0.1:2377",
                "--default-addr-pool", ADDRESS_POOL, "--default-addr-pool-mask-length", "24");
        return true;
    }

    private static void removeStack(Docker docker, boolean leave, boolean gatewayOurs) {
        docker.quiet("stack", "rm", STACK);
        awaitStackGone(docker);
        if (leave) {
            docker.quiet("swarm", "leave", "--force");
            if (gatewayOurs) {
                docker.quiet("network", "rm", "docker_gwbridge");
            }
        }
    }

    /** {@code stack rm} returns before its tasks and network are gone; a new deploy must not meet them. */
    private static void awaitStackGone(Docker docker) {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < deadline) {
            boolean containers = !docker.output(List.of("ps", "-aq", "--filter",
                    "label=com.docker.stack.namespace=" + STACK)).stdout().isBlank();
            boolean network = docker.quiet("network", "inspect", STACK + "_echosoap") == 0;
            if (!containers && !network) {
                return;
            }
            sleep(500);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw LauncherException.failure("interrupted");
        }
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
