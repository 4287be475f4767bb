package org.echosoap.server.launcher;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The launcher's commands once the bash script {@code ./echosoap} has built what was stale: {@code server start|stop|
 * status}, {@code demo}, {@code run --forks} and {@code crosshost}; and, for that script only, {@code artifacts}: what
 * to build first. Every refusal is one line {@code echosoap: ...} with exit status 1 (a failure) or 2 (a command line
 * that cannot work).
 *
 * <pre>{@code
 * java -Dechosoap.root=. -jar server/launcher/target/echosoap-launcher.jar server status --base target/server
 * }</pre>
 */
@Command(name = "echosoap", subcommands = {LauncherMain.Server.class, LauncherMain.DemoCommand.class,
        LauncherMain.RunForks.class, LauncherMain.CrossHostCommand.class, LauncherMain.SwarmCommand.class,
        LauncherMain.ArtifactsCommand.class})
public final class LauncherMain implements Callable<Integer> {

    /** What every command reads: the checkout and its stack table. */
    static final class Context {
        final ProjectLayout layout = ProjectLayout.fromSystemProperty();
        final PrintStream out = System.out;

        StackTable table() {
            return StackTable.read(layout.stackTable());
        }
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command and returns its exit status (the tests call this). */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    private static CommandLine commandLine() {
        CommandLine line = new CommandLine(new LauncherMain());
        line.setExpandAtFiles(false);
        // demo, run --forks and crosshost pass what they do not know to the client's run; artifacts takes a command.
        for (String passing : List.of("demo", "run", "crosshost", "swarm", "artifacts")) {
            line.getSubcommands().get(passing).setUnmatchedOptionsArePositionalParams(true);
        }
        addVersionOption(line);
        line.setParameterExceptionHandler(LauncherMain::usageError);
        line.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof LauncherException le) {
                System.err.println("echosoap: " + le.getMessage());
                if (le.pointsToHelp()) {
                    System.err.println("Try './echosoap help'.");
                }
                return le.exitStatus();
            }
            throw e;
        });
        return line;
    }

    /** {@code -V}/{@code --version} on {@code line} and every command below it: the launcher's version. */
    private static void addVersionOption(CommandLine line) {
        CommandLine.Model.CommandSpec spec = line.getCommandSpec();
        if (spec.findOption("--version") == null) {
            spec.addOption(CommandLine.Model.OptionSpec.builder("-V", "--version").versionHelp(true)
                    .description("Print version information and exit.").build());
        }
        spec.versionProvider(() -> new String[] {"echosoap launcher " + version()});
        line.getSubcommands().values().forEach(LauncherMain::addVersionOption);
    }

    /** The jar's Implementation-Version (the project's version), or "(unpackaged)" when run from classes. */
    static String version() {
        String v = LauncherMain.class.getPackage().getImplementationVersion();
        return v == null ? "(unpackaged)" : v;
    }

    /** picocli's parse errors in the bash launcher's words: "server start: unknown option '--x'", status 2. */
    private static int usageError(CommandLine.ParameterException e, String[] args) {
        String command = e.getCommandLine().getCommandSpec().qualifiedName(" ").replaceFirst("^echosoap ?", "");
        String message;
        var subcommands = e.getCommandLine().getSubcommands().keySet();
        if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()
                && !subcommands.isEmpty() && !u.getUnmatched().get(0).startsWith("-")) {
            message = command + ": unknown action '" + u.getUnmatched().get(0) + "' (" + String.join(", ", subcommands)
                    + ")";
        } else if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            message = command + ": unknown option '" + u.getUnmatched().get(0) + "'";
        } else if (e instanceof CommandLine.MissingParameterException m && m.getMissing() != null
                && !m.getMissing().isEmpty() && m.getMissing().get(0) instanceof CommandLine.Model.OptionSpec o) {
            message = o.longestName() + " needs a value";
        } else if (e.getArgSpec() instanceof CommandLine.Model.OptionSpec o) {
            message = o.longestName() + " needs a value";
        } else {
            message = (command.isEmpty() ? "" : command + ": ") + e.getMessage();
        }
        System.err.println("echosoap: " + message);
        System.err.println("Try './echosoap help'.");
        return LauncherException.USAGE_STATUS;
    }

    @Override
    public Integer call() {
        throw LauncherException.usageWithHelp("a command is needed: server, demo, run --forks or crosshost");
    }

    @Command(name = "server", subcommands = {ServerStartCommand.class, ServerStopCommand.class,
            ServerStatusCommand.class})
    static final class Server implements Callable<Integer> {
        @Option(names = {"-h", "--help"}) boolean help;

        @Override
        public Integer call() {
            if (help) {
                new Context().out.print(HelpText.server());
                return 0;
            }
            throw LauncherException.usageWithHelp("server needs start, stop or status");
        }
    }

    @Command(name = "start")
    static final class ServerStartCommand implements Callable<Integer> {
        @Option(names = "--host") String host;
        @Option(names = "--port") String port;
        @Option(names = "--base") Path base;
        @Option(names = "--cpus") String cpus;
        @Option(names = "--stacks") String stacks;
        @Option(names = "--war") List<String> wars = new ArrayList<>();
        @Option(names = "--rmi-port") String rmiPort;
        @Option(names = "--no-rmi") boolean noRmi;
        @Option(names = "--grpc-port") String grpcPort;
        @Option(names = "--no-grpc") boolean noGrpc;
        @Option(names = "--corba-port") String corbaPort;
        @Option(names = "--no-corba") boolean noCorba;
        @Option(names = "--no-rpc") boolean noRpc;
        @Option(names = "--soaplite-port") String soapLitePort;
        @Option(names = "--tls-port") String tlsPort;
        @Option(names = {"-h", "--help"}) boolean help;

        @Override
        public Integer call() {
            Context c = new Context();
            StackTable table = c.table();
            if (help) {
                c.out.print(HelpText.serverStart(table));
                return 0;
            }
            new ServerStart(c.layout, table, c.out).run(plan(table, c.layout));
            return 0;
        }

        /** The options checked (every refusal before anything starts or is built). */
        StartPlan plan(StackTable table, ProjectLayout layout) {
            return StartPlan.of(new StartPlan.Options(host, port, base, cpus, stacks, wars, noRmi, rmiPort, noGrpc,
                    grpcPort, noCorba, corbaPort, noRpc, soapLitePort, tlsPort), table, layout);
        }
    }

    @Command(name = "stop")
    static final class ServerStopCommand implements Callable<Integer> {
        @Option(names = "--base") Path base;
        @Option(names = {"-h", "--help"}) boolean help;

        @Override
        public Integer call() {
            Context c = new Context();
            if (help) {
                c.out.println("usage: ./echosoap server stop [--base target/server]");
                return 0;
            }
            new ServerStop(c.out).run(new ServerBase(base == null ? c.layout.defaultServerBase() : base));
            return 0;
        }
    }

    @Command(name = "status")
    static final class ServerStatusCommand implements Callable<Integer> {
        @Option(names = "--base") Path base;
        @Option(names = {"-h", "--help"}) boolean help;

        @Override
        public Integer call() {
            Context c = new Context();
            if (help) {
                c.out.println("usage: ./echosoap server status [--base target/server]");
                return 0;
            }
            return new ServerStatus(c.out).run(new ServerBase(base == null ? c.layout.defaultServerBase() : base));
        }
    }

    /** Its own options; everything else goes to the client's {@code run}. */
    @Command(name = "demo")
    static final class DemoCommand implements Callable<Integer> {
        @Option(names = "--out") Path out;
        @Option(names = "--forks") String forks;
        @Option(names = {"-h", "--help"}) boolean help;
        @Parameters List<String> clientArgs = new ArrayList<>();

        @Override
        public Integer call() {
            Context c = new Context();
            if (help) {
                c.out.println("usage: ./echosoap demo [--out DIR] [--forks N] [client run options, e.g. --max-time 60s"
                        + " --precision 3%]");
                return 0;
            }
            int n = forks == null ? 1 : ForkedRuns.forks(forks);
            Demo demo = new Demo(c.layout, c.table(), c.out);
            return demo.run(out == null ? demo.defaultOut() : out, n, clientArgs);
        }
    }

    /** {@code run --forks N [run options without --target]}: the run on N fresh server JVMs of the launcher's own. */
    @Command(name = "run")
    static final class RunForks implements Callable<Integer> {
        @Option(names = "--out") Path out;
        @Option(names = "--forks") String forks;
        @Option(names = "--target") String target;
        @Option(names = {"-h", "--help"}) boolean help;
        @Parameters List<String> clientArgs = new ArrayList<>();

        @Override
        public Integer call() {
            Context c = new Context();
            if (help) {
                // Only the launcher jar is fresh for a --help: it must answer, not start forks with the client.
                c.out.println("usage: ./echosoap run --forks N [--out DIR] [client run options but --target, e.g."
                        + " --max-time 60s]");
                return 0;
            }
            if (target != null) {
                throw LauncherException.usageWithHelp(
                        "--forks restarts the launcher's own server between forks: leave out --target");
            }
            int n = ForkedRuns.forks(forks);
            return new ForkedRuns(c.layout, c.table(), c.out).run(
                    out == null ? c.layout.target("echosoap-forks") : out, c.layout.target("forks-server"), n,
                    clientArgs);
        }
    }

    @Command(name = "crosshost")
    static final class CrossHostCommand implements Callable<Integer> {
        @Option(names = "--out") Path out;
        @Option(names = "--link") String link;
        @Option(names = "--delay") String delay;
        @Option(names = "--suite") String suite;
        @Option(names = "--containers") boolean containers;
        @Option(names = "--bases") String bases;
        @Option(names = {"-h", "--help"}) boolean help;
        @Parameters List<String> clientArgs = new ArrayList<>();

        @Override
        public Integer call() {
            Context c = new Context();
            if (help) {
                c.out.print(HelpText.crossHost());
                return 0;
            }
            if (containers) {
                if (link != null || delay != null || suite != null) {
                    throw LauncherException.usageWithHelp("crosshost --containers takes no --link, --delay or --suite"
                            + " (those are the network namespaces' crosshost)");
                }
                return new ContainerCrossHost(c.layout, c.out).run(new ContainerCrossHost.Options(
                        out == null ? c.layout.target("echosoap-crosshost-containers") : out, bases, clientArgs));
            }
            if (bases != null) {
                throw LauncherException.usageWithHelp("--bases goes with crosshost --containers");
            }
            return new CrossHost(c.layout, c.out).run(new CrossHost.Options(
                    out == null ? c.layout.target("echosoap-crosshost") : out, CrossHost.link(link, delay), suite,
                    clientArgs));
        }
    }

    /** {@code swarm --clients N [--connections C] [--start-in 3min] [--out DIR] [--bases B] [run options]}: Swarm. */
    @Command(name = "swarm")
    static final class SwarmCommand implements Callable<Integer> {
        @Option(names = "--out") Path out;
        @Option(names = "--clients") Integer clients;
        @Option(names = "--connections") Integer connections;
        @Option(names = "--start-in") String startIn;
        @Option(names = "--bases") String bases;
        @Option(names = {"-h", "--help"}) boolean help;
        @Parameters List<String> runOptions = new ArrayList<>();

        @Override
        public Integer call() {
            Context c = new Context();
            if (help) {
                c.out.print(HelpText.swarm());
                return 0;
            }
            if (clients == null) {
                throw LauncherException.usageWithHelp("swarm needs --clients N");
            }
            return new SwarmRun(c.layout, c.out).run(new SwarmRun.Options(
                    out == null ? c.layout.target("echosoap-swarm") : out, clients, connections,
                    SwarmRun.startIn(startIn), bases, runOptions));
        }
    }

    /**
     * For the bash launcher (hidden from users): the files a command deploys or runs, one absolute path a line, the
     * launcher jar last, so that the script builds the stale ones before it hands over. Without arguments, what
     * {@code demo}, {@code run --forks}, {@code crosshost} and {@code build} need: everything. With
     * {@code server start [OPTIONS]}: what those options deploy, the options checked by {@code server start}'s own
     * definition and {@link StartPlan}, so that a typo is one refusal before any build.
     */
    @Command(name = "artifacts", hidden = true)
    static final class ArtifactsCommand implements Callable<Integer> {
        @Parameters List<String> command = new ArrayList<>();

        @Override
        public Integer call() {
            Context c = new Context();
            StackTable table = c.table();
            List<Path> files = new ArrayList<>();
            if (command.isEmpty()) {
                files.addAll(ServerArtifacts.all(table, c.layout));
            } else if (command.size() >= 2 && command.get(0).equals("server") && command.get(1).equals("start")) {
                CommandLine line = commandLine();
                CommandLine.ParseResult parsed;
                try {
                    parsed = line.parseArgs(command.toArray(String[]::new));
                } catch (CommandLine.ParameterException e) {
                    return usageError(e, null);
                }
                ServerStartCommand start = parsed.subcommand().subcommand().commandSpec().commandLine().getCommand();
                if (!start.help) {
                    files.addAll(ServerArtifacts.of(start.plan(table, c.layout), table, c.layout));
                }
            } else {
                throw LauncherException.usage("artifacts takes nothing (everything) or 'server start [OPTIONS]', got '"
                        + String.join(" ", command) + "'");
            }
            files.add(c.layout.launcherJar());
            files.forEach(file -> c.out.println(file.toAbsolutePath()));
            return 0;
        }
    }
}
