package org.echosoap.client.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.echosoap.client.load.AbortSignal;
import org.echosoap.client.report.AtomicFiles;
import org.echosoap.client.report.ResultCsv;
import org.echosoap.client.report.ResultJson;
import org.echosoap.client.report.SuiteReport;

/**
 * What every measuring command does around its measurement: refuses an existing result without --force and an
 * unwritable directory before measuring, flushes what was measured on Ctrl-C/SIGTERM, writes result.json and
 * result.csv atomically, prints the table, writes report.html beside them (unless {@code --no-report}), and turns
 * the outcome into the exit code.
 */
final class ResultWriter {

    private final Path outDir;
    private final boolean force;

    ResultWriter(Path outDir, boolean force) {
        this.outDir = outDir;
        this.force = force;
    }

    /** More keys for result.json's {@code settings} (what a run's inputs were beyond its options). */
    private java.util.Map<String, ?> moreSettings = java.util.Map.of();

    ResultWriter moreSettings(java.util.Map<String, ?> settings) {
        this.moreSettings = java.util.Map.copyOf(settings);
        return this;
    }

    /** Whether report.html is written beside result.json ({@code --no-report} turns it off). */
    private boolean htmlReport = true;

    ResultWriter htmlReport(boolean write) {
        this.htmlReport = write;
        return this;
    }

    /**
     * Writes report.html beside result.json, as {@code echosoap report DIR} would: one place for a run's outputs. A
     * report that cannot be made costs one line, never the results already written.
     */
    private void writeHtmlReport(PrintWriter out) {
        Path html = outDir.resolve("report.html");
        try {
            org.echosoap.client.report.html.ReportModel model = org.echosoap.client.report.html.ReportModel.of(
                    org.echosoap.client.report.html.ReportInputs.load(java.util.List.of(outDir)));
            AtomicFiles.write(html, org.echosoap.client.report.html.HtmlReport.render(model, java.time.Instant.now(),
                    outDir.toAbsolutePath().normalize()));
            out.println("report: " + html.toAbsolutePath());
        } catch (IOException | RuntimeException e) {
            out.println("report: not written (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
        }
    }

    /** Where the one line that says a run stopped early goes, with its command's prefix; null: nowhere. */
    private PrintWriter stopLineOut;
    private String stopLinePrefix;

    /**
     * Ends a run that stopped early (the target went away, --max-errors, a signal) with one line on {@code err} that
     * says why and where what was measured before is kept: the line a log collector shows of each client.
     */
    ResultWriter stopLine(PrintWriter err, String prefix) {
        this.stopLineOut = err;
        this.stopLinePrefix = prefix;
        return this;
    }

    Path resultJson() {
        return outDir.resolve("result.json");
    }

    /** Null when results can be written, else why not (checked before the run, not after it). */
    String checkWritable() {
        if (Files.exists(resultJson()) && !force) {
            return resultJson() + " exists; use --force to overwrite or choose another --out";
        }
        try {
            Files.createDirectories(outDir);
            Path probe = Files.createTempFile(outDir, ".write-check", ".tmp");
            Files.delete(probe);
            return null;
        } catch (IOException | SecurityException e) {
            return "cannot write results to " + outDir + " (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")";
        }
    }

    /** Removes the output directory if this command created it and nothing is in it (nothing measured). */
    void removeIfEmpty() {
        try {
            Files.deleteIfExists(outDir);
        } catch (IOException notEmpty) {
            // Something else is in it: leave it.
        }
    }

    /**
     * Runs {@code measure} with a signal hook that stops it and waits for the results to be written, writes them,
     * prints {@code table} and returns the exit code (0 ok, 1 errors or incomplete).
     */
    int measureAndWrite(AbortSignal abort, java.util.function.Supplier<SuiteReport> measure,
                        Function<SuiteReport, String> table, PrintWriter out) throws IOException {
        CountDownLatch written = new CountDownLatch(1);
        Thread onSignal = new Thread(() -> {
            // Ctrl-C / SIGTERM: stop the trials, let the main thread write what was measured, then let the JVM exit
            // (its exit status is already 130/143 for these signals).
            abort.raise("interrupted by a signal");
            try {
                written.await(15, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "echosoap-signal");
        Runtime.getRuntime().addShutdownHook(onSignal);
        try {
            SuiteReport report = measure.get();
            AtomicFiles.write(outDir.resolve("result.csv"), ResultCsv.render(report));
            AtomicFiles.write(resultJson(), ResultJson.render(report, moreSettings));
            out.print(table.apply(report));
            out.println();
            out.println("results: " + resultJson().toAbsolutePath());
            if (htmlReport && !report.parts().isEmpty()) {
                writeHtmlReport(out);
            }
            out.flush();
            if (!report.complete() && stopLineOut != null) {
                String why = report.parts().stream().map(org.echosoap.client.report.RunReport::abortReason)
                        .filter(java.util.Objects::nonNull).findFirst().orElse("stopped early");
                stopLineOut.println(stopLinePrefix + ": stopped early: " + why + "; what was measured before is in "
                        + resultJson().toAbsolutePath() + ", marked incomplete");
                stopLineOut.flush();
            }
            boolean failed = !report.complete() || report.totalErrors() > 0 || report.parts().isEmpty();
            return failed ? Main.EXIT_MEASUREMENT_FAILED : 0;
        } finally {
            written.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(onSignal);
            } catch (IllegalStateException shuttingDown) {
                // The hook is already running: it will see the latch.
            }
        }
    }
}
