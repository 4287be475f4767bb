package org.echosoap.client.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.echosoap.client.merge.ClientResult;
import org.echosoap.client.merge.MergeTable;
import org.echosoap.client.merge.MergedCsv;
import org.echosoap.client.merge.MergedResult;
import org.echosoap.client.report.AtomicFiles;
import org.echosoap.client.report.ResultJson;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code echosoap merge DIR... --out DIR}: the results of the clients of one plan ({@code run --share I/N
 * --start-at TIME} on several hosts) as one result.json and result.csv, which compare and report read like any
 * other. Inputs of different plans, or missing a share, are refused in one line (exit 2); with {@code --allow-missing}
 * the shares given are merged into a result marked incomplete, said on the first line (exit 1).
 */
@Command(name = "merge", mixinStandardHelpOptions = true, sortOptions = false,
        // The first element is the summary in the top-level command list: one whole sentence (HelpTextTest).
        description = {"Merges the results of several clients that ran one plan together into one result.",
                "Each client ran 'run --share I/N --start-at TIME' on its own host. Histograms are added (every "
                        + "percentile is that of all the clients' requests), counts and errors added, throughputs "
                        + "summed; costs come from every client's block pairs. merged.startSkewMillis says how far "
                        + "apart the clients began, each by its own host's clock."},
        footer = {"", "Exit codes: 0 ok; 1 merged, but incomplete (a share missing under --allow-missing, or a client's "
                + "own run stopped early: the first line says which); 2 usage error or inputs that are not the clients "
                + "of one plan.",
                "Example: echosoap merge results/client-0 results/client-1 results/client-2 --out results/merged"})
public final class MergeCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "DIR", description = "The clients' result directories (or their result.json)")
    List<Path> inputs;

    @Option(names = "--allow-missing", description = "Merge the clients given even if some of the plan's shares have "
            + "no result (a client killed before it wrote one): the result is marked incomplete, names the missing "
            + "shares, and its figures cover only the clients given")
    boolean allowMissing;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Directory for the merged result.json and result.csv")
    Path out;

    @Option(names = "--force", description = "Overwrite an existing result in --out")
    boolean force;

    @Override
    public Integer call() {
        ObjectNode merged;
        ResultWriter writer = new ResultWriter(out, force);
        try {
            for (Path input : inputs) {
                Path dir = Files.isDirectory(input) ? input : input.toAbsolutePath().getParent();
                if (dir != null && dir.toAbsolutePath().normalize().equals(out.toAbsolutePath().normalize())) {
                    throw new IllegalArgumentException("--out " + out + " is one of the inputs: give the merged result "
                            + "a directory of its own");
                }
            }
            List<ClientResult> clients = inputs.stream().map(ClientResult::read).toList();
            merged = allowMissing ? MergedResult.withMissing(clients) : MergedResult.of(clients);
        } catch (IllegalArgumentException e) { // NotAResultException included: one line naming the file
            return usageError(e.getMessage());
        }
        String problem = writer.checkWritable();
        if (problem != null) {
            return usageError(problem);
        }
        try {
            AtomicFiles.write(out.resolve("result.csv"), MergedCsv.render(merged));
            AtomicFiles.write(writer.resultJson(), ResultJson.text(merged));
        } catch (IOException | SecurityException e) {
            return usageError("cannot write " + out + " (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
        }
        PrintWriter o = spec.commandLine().getOut();
        o.print(MergeTable.render(merged));
        o.println();
        o.println("merged: " + writer.resultJson().toAbsolutePath().normalize());
        o.flush();
        // An incomplete merge is no whole plan's figure: a script must not take it for one.
        return merged.path("complete").asBoolean(true) ? 0 : Main.EXIT_MEASUREMENT_FAILED;
    }

    private int usageError(String message) {
        return Main.usageError(spec, message);
    }
}
