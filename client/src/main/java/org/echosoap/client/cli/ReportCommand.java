package org.echosoap.client.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import org.echosoap.client.report.AtomicFiles;
import org.echosoap.client.report.html.HtmlReport;
import org.echosoap.client.report.html.ReportInputs;
import org.echosoap.client.report.html.ReportModel;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code echosoap report DIR...}: one self-contained HTML file with charts from result directories ({@code run},
 * {@code suite}) and compare directories. An unusable input stops it with one line naming the file (exit 2).
 */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
        // The first element is the summary in the top-level command list: one whole sentence (HelpTextTest).
        // picocli wraps each element itself and starts each on a new line.
        description = {"Turns results into one self-contained HTML report with charts.",
                "The page needs no network access at view time and prints well. Charts: cost breakdown, parser "
                        + "matrix, SOAP Benchmark sweep, latency percentile spectrum, same vs cross host, memory per "
                        + "message, SOAP stacks side by side, latency over time (--hlog), capacity (latency against "
                        + "rate), layers, where the time goes by phase (--profile; links each flame graph).",
                "Inputs: directories written by run, suite or compare (or their result.json / compare.json)."},
        footer = {"", "Exit codes: 0 ok, 2 usage error or unusable input.",
                "Examples:",
                "  echosoap report target/echosoap-demo          (writes target/echosoap-demo/report.html)",
                "  echosoap report results/parsers results/soapbench --out report.html"})
public final class ReportCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "DIR", description = "Result or compare directories (or their JSON files)")
    List<Path> inputs;

    @Option(names = "--out", paramLabel = "FILE",
            description = "The HTML file to write (default: report.html beside the first input, rewritten each time)")
    Path out;

    @Option(names = "--force", description = "Overwrite an existing file you named with --out")
    boolean force;

    @Override
    public Integer call() {
        ReportModel model;
        // Without --out the report goes beside its input and is rewritten each time, as run's own report.html is.
        Path out = this.out != null ? this.out : besideFirstInput(inputs.get(0));
        try {
            if (Files.isDirectory(out)) {
                throw new IllegalArgumentException(out + " is a directory; --out takes a file name, e.g. "
                        + out.resolve("report.html"));
            }
            if (this.out != null && Files.exists(out) && !force) {
                throw new IllegalArgumentException(out + " exists; use --force to overwrite or choose another --out");
            }
            model = ReportModel.of(ReportInputs.load(inputs)); // NotAResultException: one line naming the file
        } catch (IllegalArgumentException e) {
            return usageError(e.getMessage());
        }
        try {
            // Links to the results' flame graphs are relative to where the report is written.
            Path reportDirectory = out.toAbsolutePath().normalize().getParent();
            AtomicFiles.write(out, HtmlReport.render(model, Instant.now(), reportDirectory));
        } catch (IOException | SecurityException e) {
            return usageError("cannot write " + out + " (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
        }
        PrintWriter o = spec.commandLine().getOut();
        o.println("report: " + out.toAbsolutePath().normalize());
        o.flush();
        return 0;
    }

    /** {@code DIR/report.html} for a directory, else beside the file (a result.json or compare.json). */
    static Path besideFirstInput(Path input) {
        Path dir = Files.isDirectory(input) ? input : input.toAbsolutePath().normalize().getParent();
        return (dir == null ? Path.of(".") : dir).resolve("report.html");
    }

    private int usageError(String message) {
        return Main.usageError(spec, message);
    }
}
