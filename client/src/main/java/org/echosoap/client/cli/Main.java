package org.echosoap.client.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.echosoap.client.report.ConsoleText;
import org.echosoap.client.report.Environment;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code java -jar echosoap-client.jar <command>}: the client's entry point. Exit codes: 0 ok, 1 measurement
 * failed (target down, wrong answers, errors, incomplete run), 2 usage error.
 */
@Command(name = "echosoap", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Measures what SOAP processing costs per request/response pair, beyond HTTP and servlet work.",
        subcommands = {RunCommand.class, SuiteCommand.class, CompareCommand.class, ReportCommand.class, PoolCommand.class,
                MergeCommand.class,
                RequestCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    /** Exit code of a run that measured but failed (errors, target down). */
    public static final int EXIT_MEASUREMENT_FAILED = 1;
    /** Exit code of a comparison whose gate ({@code --fail-on}) failed: B slower than allowed. */
    public static final int EXIT_GATE_FAILED = 1;
    /** Exit code of a command line that cannot be run. */
    public static final int EXIT_USAGE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        // µs and ± whatever the locale: the client writes UTF-8, transcoded to what the console can show (ConsoleText).
        System.setOut(ConsoleText.printStream(new FileOutputStream(FileDescriptor.out), ConsoleText.stdoutCharset()));
        System.setErr(ConsoleText.printStream(new FileOutputStream(FileDescriptor.err), ConsoleText.stderrCharset()));
        CommandLine cl = commandLine();
        cl.setOut(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        System.exit(cl.execute(args));
    }

    /** The configured picocli command line (also used by tests). */
    public static CommandLine commandLine() {
        // Groovy is in the jar (the WSDL sample requests), so picocli would load its closure support at start-up:
        // ~240 classes and ~0.2 s of CPU in every run, for annotations that hold no closures.
        System.setProperty("picocli.disable.closures", "true");
        CommandLine cl = new CommandLine(new Main());
        // --help and -V on every command: the version is the tool's, whichever command is asked.
        for (CommandLine sub : cl.getSubcommands().values()) {
            CommandLine.Model.CommandSpec spec = sub.getCommandSpec();
            if (spec.findOption("--help") == null) {
                spec.mixinStandardHelpOptions(true);
            }
            if (spec.findOption("--version") != null) {
                spec.versionProvider(new Version());
            }
        }
        for (String grouped : new String[] {"run", "suite"}) {
            OptionGroups.apply(cl.getSubcommands().get(grouped));
        }
        HelpLayout.apply(cl);
        // The launcher's demo/crosshost pass their defaults first and the user's options after: the last one wins.
        cl.setOverwrittenOptionsAllowed(true);
        cl.setParameterExceptionHandler((ex, args) -> {
            // A value picocli cannot read (--max-time soon, an unknown option): one line, not the whole usage.
            CommandLine bad = ex.getCommandLine();
            String command = bad.getCommandName().equals("echosoap") ? "echosoap" : "echosoap " + bad.getCommandName();
            bad.getErr().println(command + ": " + oneLine(ex) + " (try '" + command + " --help')");
            return EXIT_USAGE;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            // Bad input gets one clear line, never a stack trace.
            commandLine.getErr().println("echosoap: " + oneLine(ex));
            return ex instanceof IllegalArgumentException ? EXIT_USAGE : EXIT_MEASUREMENT_FAILED;
        });
        return cl;
    }

    /** Prints "echosoap COMMAND: MESSAGE" (its first line) on the command's stderr; returns {@link #EXIT_USAGE}. */
    static int usageError(CommandLine.Model.CommandSpec spec, String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println("echosoap " + spec.name() + ": " + oneLine(new IllegalArgumentException(message)));
        err.flush();
        return EXIT_USAGE;
    }

    static String oneLine(Throwable ex) {
        String m = ex.getMessage();
        return m == null ? ex.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command: try 'run --help'");
    }

    /** Version from the jar manifest. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"echosoap client " + Environment.currentToolVersion()};
        }
    }
}
