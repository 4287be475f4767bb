package org.echosoap.server.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code ./echosoap server start}: refuses a base that still runs a server and ports already taken, makes a fresh
 * {@code CATALINA_BASE} (the distribution's stock {@code conf/}, our {@code server.xml}, the WARs), starts Tomcat with
 * catalina.sh and waits for it, checks every WAR started, then the servers beside it; writes {@code server.env} and
 * prints where everything listens. A failure after Tomcat started stops what started.
 *
 * <pre>{@code
 * new ServerStart(layout, table, System.out).run(StartPlan.of(options, table, layout));
 * }</pre>
 */
public final class ServerStart {

    /** {@code ECHOSOAP_READY_TIMEOUT_SECONDS} overrides it. */
    static final Duration DEFAULT_READY_TIMEOUT = Duration.ofSeconds(120);

    private final ProjectLayout layout;
    private final StackTable table;
    private final PrintStream out;

    public ServerStart(ProjectLayout layout, StackTable table, PrintStream out) {
        this.layout = layout;
        this.table = table;
        this.out = out;
    }

    public void run(StartPlan plan) {
        ServerBase base = plan.base();
        refuseRunningServersAndTakenPorts(plan);
        requireBuilt(plan);
        Path home = layout.tomcatHome().orElseThrow(() -> LauncherException.failure(
                "Tomcat distribution missing under " + layout.tomcatDistributions()
                        + " (run ./mvnw -DskipTests package)"));

        base.prepareFresh();
        List<String> tlsOptions = List.of();
        try {
            copyDirectory(home.resolve("conf"), base.dir().resolve("conf"));
            Path serverXml = base.dir().resolve("conf").resolve("server.xml");
            if (plan.ports().tls().isPresent()) {
                TlsKeyPair pair = new TlsKeyPair(base.tlsDir());
                pair.ensure(plan.host());
                Files.write(serverXml, ServerXml.withTlsConnector(
                        Files.readAllLines(layout.serverXml(), StandardCharsets.UTF_8),
                        Files.readAllLines(layout.tlsConnectorXml(), StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
                tlsOptions = pair.tomcatOptions(plan.ports().tls().getAsInt());
            } else {
                Files.copy(layout.serverXml(), serverXml, StandardCopyOption.REPLACE_EXISTING);
            }
            Path webapps = base.dir().resolve("webapps");
            Files.copy(layout.echosoapWar(), webapps.resolve("echosoap.war"), StandardCopyOption.REPLACE_EXISTING);
            for (String stack : warStacks(plan)) {
                Files.copy(layout.stackWar(table.row(stack).orElseThrow()),
                        webapps.resolve(table.context(stack) + ".war"), StandardCopyOption.REPLACE_EXISTING);
            }
            for (Path war : plan.extraWars()) {
                Files.copy(war, webapps.resolve(war.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw LauncherException.failure("cannot fill the server base " + base.dir() + ": " + e.getMessage());
        }

        TomcatProcess tomcat = new TomcatProcess(home, base);
        tomcat.start(plan.pinning(), TomcatProcess.catalinaOpts(JvmOptions.read(layout.jvmOptions("tomcat")),
                plan.host(), plan.ports().tomcat(), tlsOptions, JvmOptions.split(System.getenv("ECHOSOAP_SERVER_OPTS"))));
        long pid = tomcat.awaitReady(plan.host(), plan.ports().tomcat(), readyTimeout());
        checkConnectorsAndContexts(plan, tomcat);
        Map<SideServer, Long> sidePids = startSideServers(plan);

        base.writeServerEnv(serverEnv(plan));
        printWhereEverythingListens(plan, pid, sidePids);
    }

    /** The selected stacks deployed as WARs besides echosoap.war. */
    private List<String> warStacks(StartPlan plan) {
        return plan.stacks().stream().filter(s -> !s.equals(StackTable.ALWAYS) && !table.isServer(s)).toList();
    }

    private void refuseRunningServersAndTakenPorts(StartPlan plan) {
        ServerBase base = plan.base();
        Optional<Long> pid = base.readPid(ServerBase.TOMCAT);
        if (Processes.isAlive(pid)) {
            throw LauncherException.failure("a server is already running from " + base.dir() + " (pid " + pid.get()
                    + "); './echosoap server stop' first");
        }
        String host = plan.host();
        int port = plan.ports().tomcat();
        if (Network.isListening(host, port)) {
            throw LauncherException.failure("port " + port + " on " + host
                    + " is already in use; choose another with --port");
        }
        for (SideServer server : SideServer.values()) {
            Optional<Long> sidePid = base.readPid(server.key());
            if (Processes.isServer(sidePid, server.key())) {
                throw LauncherException.failure(server.withArticle() + " is already running from " + base.dir()
                        + " (pid " + sidePid.get() + "); './echosoap server stop' first");
            }
        }
        String rpcHost = plan.rpcHost();
        if (plan.ports().rmi().isPresent()) {
            int registry = plan.ports().rmi().getAsInt();
            String[] what = {"RMI registry", "RMI object", "RMI ping-pong"};
            for (int i = 0; i < 3; i++) {
                if (Network.isListening(rpcHost, registry + i)) {
                    throw LauncherException.failure("port " + (registry + i) + " on " + rpcHost + " (" + what[i]
                            + ") is already in use; choose other ports with --rmi-port, or --no-rmi");
                }
            }
        }
        refuseTaken(plan.ports().grpc(), rpcHost, "gRPC", "choose another with --grpc-port, or --no-grpc");
        refuseTaken(plan.ports().corba(), rpcHost, "CORBA", "choose another with --corba-port, or --no-corba");
        refuseTaken(plan.ports().soapLite(), plan.soapLiteHost(), "SOAP::Lite", "choose another with --soaplite-port");
        refuseTaken(plan.ports().tls(), host, "HTTPS", "choose another with --tls-port");
    }

    private static void refuseTaken(java.util.OptionalInt port, String host, String what, String advice) {
        if (port.isPresent() && Network.isListening(host, port.getAsInt())) {
            throw LauncherException.failure("port " + port.getAsInt() + " on " + host + " (" + what
                    + ") is already in use; " + advice);
        }
    }

    /** The build ran before (the bash launcher's part); with ECHOSOAP_NO_BUILD=1 something may still be missing. */
    private void requireBuilt(StartPlan plan) {
        List<Path> needed = ServerArtifacts.of(plan, table, layout);
        for (Path file : needed) {
            if (!Files.isRegularFile(file)) {
                throw LauncherException.failure(file + ": no such file (build it: ./echosoap build)");
            }
        }
    }

    /**
     * Tomcat starts its connectors one after the other and keeps running when one fails (e.g. a bad keystore), and
     * keeps running when a WAR fails to start: either stops the server, with one line saying which.
     */
    private void checkConnectorsAndContexts(StartPlan plan, TomcatProcess tomcat) {
        if (plan.ports().tls().isPresent() && !Network.isListening(plan.host(), plan.ports().tls().getAsInt())) {
            stopQuietly(plan.base());
            throw LauncherException.failure("the HTTPS connector on port " + plan.ports().tls().getAsInt()
                    + " did not start (log: " + plan.base().catalinaOut() + ")");
        }
        for (String stack : warStacks(plan)) {
            String context = table.context(stack);
            if (tomcat.contextFailed(context)) {
                stopQuietly(plan.base());
                throw LauncherException.failure("echosoap-" + stack + ".war did not start in Tomcat (Context [/"
                        + context + "] startup failed; log: " + plan.base().catalinaOut() + ")");
            }
        }
        for (Path war : plan.extraWars()) {
            String context = ExtraWars.context(war);
            if (tomcat.contextFailed(context)) {
                stopQuietly(plan.base());
                throw LauncherException.failure("--war " + war + " did not start in Tomcat (Context [/" + context
                        + "] startup failed; log: " + plan.base().catalinaOut() + ")");
            }
        }
    }

    private Map<SideServer, Long> startSideServers(StartPlan plan) {
        Map<SideServer, Long> pids = new LinkedHashMap<>();
        for (SideServer server : plan.sideServers()) {
            try {
                pids.put(server, BackgroundProcess.start(server, plan.base(), plan.pinning(), command(plan, server)));
            } catch (LauncherException e) {
                stopQuietly(plan.base());
                throw e;
            }
        }
        return pids;
    }

    /** The command line of a server beside Tomcat. */
    List<String> command(StartPlan plan, SideServer server) {
        int port = plan.port(server).orElseThrow();
        if (server == SideServer.SOAPLITE) {
            Path state = plan.base().dir().resolve("soaplite-state");
            try {
                Files.createDirectories(state);
            } catch (IOException e) {
                throw LauncherException.failure("cannot make " + state + ": " + e.getMessage());
            }
            return SoapLite.command(layout.stackScript(table.row(server.key()).orElseThrow()), plan.soapLiteHost(),
                    port, layout.soapLiteWsdlDir(), state);
        }
        List<String> command = new ArrayList<>(List.of(Executables.serverJava()));
        command.addAll(JvmOptions.read(layout.jvmOptions(server.key())));
        command.addAll(JvmOptions.split(System.getenv(server.optionsVariable())));
        command.addAll(List.of("-jar", layout.rpcJar(server.key()).toString(), "--host", plan.rpcHost()));
        if (server == SideServer.RMI) {
            command.addAll(List.of("--registry-port", Integer.toString(port), "--object-port",
                    Integer.toString(port + 1), "--pingpong-port", Integer.toString(port + 2)));
        } else {
            command.addAll(List.of("--port", Integer.toString(port)));
        }
        return command;
    }

    /** {@code server.env}: where each server listens, for users' scripts, the client and the tests. */
    static Map<String, String> serverEnv(StartPlan plan) {
        Map<String, String> env = new LinkedHashMap<>();
        String host = plan.host();
        int port = plan.ports().tomcat();
        env.put("host", host);
        env.put("port", Integer.toString(port));
        env.put("url", "http://" + host + ":" + port + "/echosoap");
        plan.ports().tls().ifPresent(tls -> {
            env.put("tls_port", Integer.toString(tls));
            env.put("tls_url", "https://" + host + ":" + tls + "/echosoap");
            env.put("tls_certificate", new TlsKeyPair(plan.base().tlsDir()).certificatePem().toString());
        });
        plan.ports().soapLite().ifPresent(p -> {
            env.put("soaplite_host", plan.soapLiteHost());
            env.put("soaplite_port", Integer.toString(p));
            env.put("soaplite_url", "http://" + plan.soapLiteHost() + ":" + p + "/soaplite");
        });
        String rpcHost = plan.rpcHost();
        plan.ports().rmi().ifPresent(r -> {
            env.put("rmi_host", rpcHost);
            env.put("rmi_registry_port", Integer.toString(r));
            env.put("rmi_object_port", Integer.toString(r + 1));
            env.put("rmi_url", "rmi://" + rpcHost + ":" + r + "/Latency");
            env.put("pingpong_port", Integer.toString(r + 2));
        });
        plan.ports().grpc().ifPresent(g -> {
            env.put("grpc_host", rpcHost);
            env.put("grpc_port", Integer.toString(g));
            env.put("grpc_url", "grpc://" + rpcHost + ":" + g);
        });
        plan.ports().corba().ifPresent(c -> {
            env.put("corba_host", rpcHost);
            env.put("corba_port", Integer.toString(c));
            env.put("corba_url", "corbaloc:iiop:1.2@" + rpcHost + ":" + c + "/Latency");
        });
        return env;
    }

    private void printWhereEverythingListens(StartPlan plan, long pid, Map<SideServer, Long> sidePids) {
        String host = plan.host();
        int port = plan.ports().tomcat();
        String rpcHost = plan.rpcHost();
        out.println("echosoap server running at http://" + host + ":" + port + "/echosoap (pid " + pid
                + ", CATALINA_BASE " + plan.base().dir() + ")");
        plan.ports().tls().ifPresent(tls -> out.println("  and over HTTPS at https://" + host + ":" + tls
                + "/echosoap (every context; certificate " + new TlsKeyPair(plan.base().tlsDir()).certificatePem()
                + ")"));
        for (String stack : warStacks(plan)) {
            out.println("  and the " + stack + " stack at http://" + host + ":" + port + "/" + table.context(stack));
        }
        plan.ports().soapLite().ifPresent(p -> out.println("  and the SOAP::Lite server at http://"
                + plan.soapLiteHost() + ":" + p + "/soaplite (pid " + sidePids.get(SideServer.SOAPLITE) + ")"));
        for (Path war : plan.extraWars()) {
            out.println("  and " + war.getFileName() + " at http://" + host + ":" + port + "/" + ExtraWars.context(war));
        }
        plan.ports().rmi().ifPresent(r -> out.println("  and the RMI server at rmi://" + rpcHost + ":" + r
                + "/Latency, object port " + (r + 1) + ", ping-pong port " + (r + 2) + " (pid "
                + sidePids.get(SideServer.RMI) + ")"));
        plan.ports().grpc().ifPresent(g -> out.println("  and the gRPC server at grpc://" + rpcHost + ":" + g
                + " (pid " + sidePids.get(SideServer.GRPC) + ")"));
        plan.ports().corba().ifPresent(c -> out.println("  and the CORBA server at corbaloc:iiop:1.2@" + rpcHost + ":"
                + c + "/Latency (pid " + sidePids.get(SideServer.CORBA) + ")"));
        boolean anyRpc = SideServer.RPC.stream().anyMatch(s -> plan.port(s).isPresent());
        if (anyRpc && !rpcHost.equals(host)) {
            out.println("  (the RPC servers listen on " + rpcHost + " only: each binds one address; give --host"
                    + " ADDRESS to serve them on another)");
        }
    }

    private static void stopQuietly(ServerBase base) {
        new ServerStop(new PrintStream(java.io.OutputStream.nullOutputStream())).run(base);
    }

    static Duration readyTimeout() {
        String value = System.getenv("ECHOSOAP_READY_TIMEOUT_SECONDS");
        return value != null && value.matches("\\d{1,6}") ? Duration.ofSeconds(Long.parseLong(value))
                : DEFAULT_READY_TIMEOUT;
    }

    private static void copyDirectory(Path from, Path to) throws IOException {
        try (var walk = Files.walk(from)) {
            for (Path source : walk.toList()) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
