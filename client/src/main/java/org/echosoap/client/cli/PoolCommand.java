package org.echosoap.client.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.echosoap.client.pool.ForkPool;
import org.echosoap.client.report.AtomicFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code echosoap pool}: the results of the same run on several server JVMs (forks: {@code ./echosoap demo --forks 3}
 * restarts the server between them) pooled into one cost per scenario with an interval over JVMs.
 */
@Command(name = "pool", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Pools the results of one run repeated on several server JVMs (forks) into costs whose 95%% CI "
                + "covers the variation from one server start to the next."},
        footer = {"", "Exit codes: 0 ok, 2 usage error or an input that is not a result.",
                "Example: echosoap pool target/echosoap-demo/fork-1 target/echosoap-demo/fork-2 target/echosoap-demo/fork-3"})
public final class PoolCommand implements Callable<Integer> {

    /** The schema of pooled.json (a result). */
    public static final String SCHEMA = ForkPool.SCHEMA;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "2..*", paramLabel = "DIR", description = "Result directories (or result.json files), one per fork")
    List<Path> inputs;

    @Option(names = "--out", paramLabel = "FILE", description = "Also write the pooled costs as a result (schema " + SCHEMA
            + ", one unit per JVM) that compare and report read")
    Path out;

    @Option(names = "--force", description = "Overwrite an existing --out file")
    boolean force;

    @Override
    public Integer call() {
        ForkPool pool;
        try {
            if (out != null && Files.exists(out) && !force) {
                throw new IllegalArgumentException(out + " exists; use --force to overwrite or choose another --out");
            }
            pool = ForkPool.read(inputs);
        } catch (IllegalArgumentException e) { // NotAResultException included: one line naming the file
            return usageError(e.getMessage());
        }
        PrintWriter o = spec.commandLine().getOut();
        o.print(pool.table());
        o.flush();
        if (out != null) {
            try {
                AtomicFiles.write(out, pool.json());
                o.println("pooled: " + out.toAbsolutePath().normalize());
            } catch (IOException | SecurityException ex) {
                return usageError("cannot write " + out + " (" + ex.getClass().getSimpleName() + ": " + ex.getMessage() + ")");
            }
        }
        return 0;
    }

    private int usageError(String message) {
        return Main.usageError(spec, message);
    }
}
