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
 * status}, {@code demo}, {@code run --forks} and {@code crosshost}. Every refusal is one line {@code echosoap: ...}
 * with exit status 1 (a failure) or 2 (a command line that cannot work).
 *
 * <pre>{@code
 * java -Dechosoap.root=. -jar server/launcher/target/echosoap-launcher.jar server status --base target/server
 * }</pre>
 */
@Command(name = "echosoap", subcommands = {LauncherMain.Server.class, LauncherMain.DemoCommand.class,
        LauncherMain.RunForks.class, LauncherMain.CrossHostCommand.class})
public final class LauncherMain implements Callable<Integer> {

    /**
     * Set by the bash launcher before a build: {@code server start} checks its options and starts nothing, so that a
     * typo is reported before minutes of building rather than after.
     */
    static final String CHECK_ONLY_PROPERTY = "echosoap.checkOnly";

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
        CommandLine line = new CommandLine(new LauncherMain());
        line.setExpandAtFiles(false);
        // demo, run --forks and crosshost pass what they do not know to the client's run.
        for (String passing : List.of("demo", "run", "crosshost")) {
            line.getSubcommands().get(passing).setUnmatchedOptionsArePositionalParams(true);
        }
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
        return line.execute(args);
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
        @Override
        public Integer call() {
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
            StartPlan plan = StartPlan.of(new StartPlan.Options(host, port, base, cpus, stacks, wars, noRmi, rmiPort,
                    noGrpc, grpcPort, noCorba, corbaPort, noRpc, soapLitePort, tlsPort), table, c.layout);
            if (Boolean.getBoolean(CHECK_ONLY_PROPERTY)) {
                return 0;
            }
            new ServerStart(c.layout, table, c.out).run(plan);
            return 0;
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
        @Parameters List<String> clientArgs = new ArrayList<>();

        @Override
        public Integer call() {
            Context c = new Context();
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
        @Option(names = {"-h", "--help"}) boolean help;
        @Parameters List<String> clientArgs = new ArrayList<>();

        @Override
        public Integer call() {
            Context c = new Context();
            if (help) {
                c.out.print(HelpText.crossHost());
                return 0;
            }
            return new CrossHost(c.layout, c.out).run(new CrossHost.Options(
                    out == null ? c.layout.target("echosoap-crosshost") : out, CrossHost.link(link, delay), suite,
                    clientArgs));
        }
    }
}
