package org.echosoap.testsupport;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A Tomcat started with {@code echosoap server start --host 127.0.0.1 --port <free> --base <base> --no-rpc}
 * (and {@code --stacks} from {@link #STACKS_PROPERTY}, when the IT module sets it), stopped with {@code echosoap server stop --base <base>}. Closeable so that JUnit closes it when its store ends.
 * {@link #startWithRpc} starts the RPC servers (RMI, gRPC) beside it, as {@code server start} does by default.
 *
 * <pre>{@code
 * try (EchosoapServer server = EchosoapServer.start(ItPaths.moduleTarget().resolve("my-server"))) {
 *     HttpResponse<byte[]> r = Http.postSeed(server.uri("/baseline/null"));
 * }
 * // with another WAR next to echosoap.war (launcher option --war), served under its own context:
 * try (EchosoapServer server = EchosoapServer.start(base, List.of(ItPaths.sampleOrdersWar()))) {
 *     URI orders = server.uri("sample-orders", "/services/OrderService");
 * }
 * }</pre>
 */
public final class EchosoapServer implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    public static final String HOST = "127.0.0.1";

    private final Path base;
    private final int port;
    private final long pid;
    private final Launcher.Result startResult;
    private final Thread killOnJvmExit;
    private boolean stopped;

    private EchosoapServer(Path base, int port, long pid, Launcher.Result startResult) {
        this.base = base;
        this.port = port;
        this.pid = pid;
        this.startResult = startResult;
        // Safety net for an aborted IT run (Ctrl-C, Failsafe timeout): never leave our Tomcat behind.
        List<Long> rpcPids = readRpcPids(base); // none with --no-rpc
        this.killOnJvmExit = new Thread(() -> {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
            rpcPids.forEach(rpcPid -> ProcessHandle.of(rpcPid).ifPresent(ProcessHandle::destroy));
        }, "kill-echosoap-" + port);
        Runtime.getRuntime().addShutdownHook(killOnJvmExit);
    }

    /** Starts a server on a free port from {@code base}, which the launcher wipes and fills. */
    public static EchosoapServer start(Path base) throws IOException, InterruptedException {
        return start(base, "");
    }

    /**
     * As {@link #start(Path)}, with more WARs deployed next to echosoap.war ({@code --war} for each), each under the
     * context named like its file without {@code .war}, e.g. {@link ItPaths#sampleOrdersWar()} at
     * {@code /sample-orders}.
     */
    public static EchosoapServer start(Path base, List<Path> extraWars) throws IOException, InterruptedException {
        return start(base, "", extraWars);
    }

    /**
     * As {@link #start(Path)}, with extra server JVM options ({@code ECHOSOAP_SERVER_OPTS}), e.g.
     * {@code -Dechosoap.connectionTimeoutMillis=900} for a connector setting that {@code conf/tomcat/server.xml} reads.
     */
    public static EchosoapServer start(Path base, String serverJvmOptions) throws IOException, InterruptedException {
        return start(base, serverJvmOptions, List.of());
    }

    /** As {@link #start(Path, String)} and {@link #start(Path, List)} together. */
    public static EchosoapServer start(Path base, String serverJvmOptions, List<Path> extraWars)
            throws IOException, InterruptedException {
        // Tomcat only: the RPC servers (server/rmi, server/grpc) have their own ITs, and would be more JVMs and ports.
        List<String> more = new ArrayList<>(List.of("--no-rpc"));
        more.addAll(stacksOption(System.getProperty(STACKS_PROPERTY)));
        return start(base, serverJvmOptions, extraWars, more);
    }

    /**
     * The system property naming the stacks that {@link #start(Path)} deploys, comma-separated as for
     * {@code --stacks}: each IT module sets its Maven property {@code echosoap.it.stacks} (Failsafe passes it, see
     * the parent pom), e.g. {@code cxf} in webapp/cxf, so that its ITs start only the WARs the module depends on.
     */
    public static final String STACKS_PROPERTY = "echosoap.it.stacks";

    /**
     * {@code --stacks VALUE} for a non-blank value; none for a blank or absent one, which leaves the launcher's
     * default (every stack conf/stacks.tsv marks default), as users get it.
     */
    static List<String> stacksOption(String value) {
        return value == null || value.isBlank() ? List.of() : List.of("--stacks", value.strip());
    }

    /**
     * Tomcat with echosoap.war only ({@code --stacks axis2}) and the RPC servers beside it, as {@code server start}
     * runs them by default: RMI's registry, object and ping-pong on three consecutive free ports ({@code --rmi-port}),
     * gRPC and CORBA on one more each ({@code --grpc-port}, {@code --corba-port}), named in
     * {@code <base>/server.env} ({@link #serverEnv}).
     */
    public static EchosoapServer startWithRpc(Path base) throws IOException, InterruptedException {
        int rmi = FreePort.pickConsecutive(3);
        List<Integer> taken = new ArrayList<>(List.of(rmi, rmi + 1, rmi + 2));
        int grpc = pickOtherThan(taken);
        taken.add(grpc);
        int corba = pickOtherThan(taken);
        return start(base, "", List.of(), List.of("--stacks", "axis2", "--rmi-port", Integer.toString(rmi),
                "--grpc-port", Integer.toString(grpc), "--corba-port", Integer.toString(corba)));
    }

    /**
     * Tomcat with echosoap.war only and the SOAP::Lite server beside it ({@code --stacks axis2,soaplite --no-rpc}), on
     * a free port of its own ({@code --soaplite-port}), named in {@code <base>/server.env} ({@code soaplite_port}).
     */
    public static EchosoapServer startWithSoapLite(Path base) throws IOException, InterruptedException {
        int soaplite = FreePort.pick();
        return start(base, "", List.of(), List.of("--stacks", "axis2,soaplite", "--no-rpc", "--soaplite-port",
                Integer.toString(soaplite)), List.of(soaplite));
    }

    /**
     * Tomcat with echosoap.war only and its HTTPS connector ({@code --stacks axis2 --no-rpc --tls-port T}) on a free
     * port of its own, named in {@code <base>/server.env} ({@code tls_port}); the key pair under {@code <base>/tls}.
     */
    public static EchosoapServer startWithTls(Path base) throws IOException, InterruptedException {
        int tls = FreePort.pick();
        return start(base, "", List.of(), List.of("--stacks", "axis2", "--no-rpc", "--tls-port",
                Integer.toString(tls)), List.of(tls));
    }

    /**
     * Tomcat with echosoap.war only ({@code --stacks axis2}, no RPC servers) on the JDK in {@code javaHome} (the
     * launcher's {@code JAVA_HOME}), e.g. a JDK 25 beside the default 17 for its CPU-time sampler.
     */
    public static EchosoapServer startOnJdk(Path base, Path javaHome, String serverJvmOptions)
            throws IOException, InterruptedException {
        return start(base, serverJvmOptions, List.of(), List.of("--stacks", "axis2", "--no-rpc"), List.of(),
                java.util.Map.of("JAVA_HOME", javaHome.toString()));
    }

    private static int pickOtherThan(List<Integer> taken) throws IOException {
        int port;
        do {
            port = FreePort.pick();
        } while (taken.contains(port));
        return port;
    }

    private static EchosoapServer start(Path base, String serverJvmOptions, List<Path> extraWars, List<String> more)
            throws IOException, InterruptedException {
        return start(base, serverJvmOptions, extraWars, more, List.of());
    }

    /** As above, Tomcat's port other than the ports in {@code taken} (already given to a server beside it). */
    private static EchosoapServer start(Path base, String serverJvmOptions, List<Path> extraWars, List<String> more,
            List<Integer> taken) throws IOException, InterruptedException {
        return start(base, serverJvmOptions, extraWars, more, taken, java.util.Map.of());
    }

    private static EchosoapServer start(Path base, String serverJvmOptions, List<Path> extraWars, List<String> more,
            List<Integer> taken, java.util.Map<String, String> environment) throws IOException, InterruptedException {
        stopLeftover(base);
        int port = pickOtherThan(taken);
        List<String> args = new ArrayList<>(List.of("server", "start", "--host", HOST, "--port", Integer.toString(port),
                "--base", base.toString()));
        args.addAll(more);
        for (Path war : extraWars) {
            args.add("--war");
            args.add(war.toAbsolutePath().toString());
        }
        java.util.Map<String, String> env = new java.util.HashMap<>(environment);
        env.put("ECHOSOAP_SERVER_OPTS", serverJvmOptions);
        Launcher.Result result = Launcher.run(env, Launcher.DEFAULT_TIMEOUT, args.toArray(String[]::new));
        if (result.exitCode() != 0) {
            throw new IllegalStateException("server start failed: " + result.describe() + catalinaOutTail(base));
        }
        return new EchosoapServer(base, port, readPid(base).orElseThrow(
                () -> new IllegalStateException("server started but wrote no pid to " + base.resolve("tomcat.pid"))),
                result);
    }

    /** A server an aborted earlier run left in this (IT-owned) base would make the launcher refuse to start. */
    private static void stopLeftover(Path base) throws IOException, InterruptedException {
        if (readPid(base).flatMap(ProcessHandle::of).map(ProcessHandle::isAlive).orElse(false)) {
            Launcher.run("server", "stop", "--base", base.toString());
        }
    }

    /** The pid the launcher recorded in {@code <base>/tomcat.pid}, if any. */
    public static Optional<Long> readPid(Path base) throws IOException {
        return readPidFile(base.resolve("tomcat.pid"));
    }

    /** The pids of the servers beside Tomcat: {@code <base>/rmi.pid}, {@code grpc.pid}, {@code corba.pid}, {@code soaplite.pid}. */
    private static List<Long> readRpcPids(Path base) {
        List<Long> pids = new ArrayList<>();
        for (String name : List.of("rmi", "grpc", "corba", "soaplite")) {
            try {
                readPidFile(base.resolve(name + ".pid")).ifPresent(pids::add);
            } catch (IOException e) {
                // not started, or gone: nothing to kill
            }
        }
        return pids;
    }

    private static Optional<Long> readPidFile(Path pidFile) throws IOException {
        if (!Files.isRegularFile(pidFile)) {
            return Optional.empty();
        }
        String digits = Files.readString(pidFile).replaceAll("\\D", "");
        return digits.isEmpty() ? Optional.empty() : Optional.of(Long.parseLong(digits));
    }

    private static String catalinaOutTail(Path base) {
        try {
            var lines = Files.readAllLines(base.resolve("logs").resolve("catalina.out"));
            return "\ncatalina.out (tail):\n" + String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    public Path base() {
        return base;
    }

    /** What the launcher wrote into {@code <base>/server.env} ({@code port}, {@code rmi_registry_port}, ...). */
    public java.util.Properties serverEnv() throws IOException {
        java.util.Properties env = new java.util.Properties();
        try (var in = Files.newBufferedReader(base.resolve("server.env"))) {
            env.load(in);
        }
        return env;
    }

    public int port() {
        return port;
    }

    public long pid() {
        return pid;
    }

    public Launcher.Result startResult() {
        return startResult;
    }

    /** {@code http://127.0.0.1:<port>/echosoap<pathAndQuery>}. */
    public URI uri(String pathAndQuery) {
        return uri("echosoap", pathAndQuery);
    }

    /**
     * {@code http://127.0.0.1:<port>/<context><pathAndQuery>}: for a WAR started next to echosoap.war, e.g.
     * {@code uri("sample-orders", "/services/OrderService?wsdl")}.
     */
    public URI uri(String context, String pathAndQuery) {
        return URI.create("http://" + HOST + ":" + port + "/" + context + pathAndQuery);
    }

    /** {@code http://127.0.0.1:<port>/echosoap-cxf<pathAndQuery>}: below the context of one stack's WAR. */
    public URI uri(Stack stack, String pathAndQuery) {
        return URI.create("http://" + HOST + ":" + port + stack.context() + pathAndQuery);
    }

    /** Runs {@code echosoap server stop --base <base>} once; later calls return null. */
    public synchronized Launcher.Result stop() throws IOException, InterruptedException {
        if (stopped) {
            return null;
        }
        stopped = true;
        Launcher.Result result = Launcher.run("server", "stop", "--base", base.toString());
        try {
            Runtime.getRuntime().removeShutdownHook(killOnJvmExit);
        } catch (IllegalStateException shutdownInProgress) {
            // The hook will run anyway; the process is already gone, so it does nothing.
        }
        return result;
    }

    @Override
    public void close() throws IOException, InterruptedException {
        Launcher.Result result = stop();
        if (result != null && result.exitCode() != 0) {
            throw new IllegalStateException("server stop failed: " + result.describe());
        }
    }
}
