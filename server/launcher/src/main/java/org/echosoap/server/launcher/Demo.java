package org.echosoap.server.launcher;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code ./echosoap demo}: Tomcat with echosoap.war on a free loopback port, echoFloat and seed 000's baselines
 * measured by the client until the cost's CI is narrow enough (at most a minute), the result, report.html beside it,
 * and the server stopped. With {@code --forks N}, the same on N fresh server JVMs, pooled ({@link ForkedRuns}).
 *
 * <pre>{@code
 * int status = new Demo(layout, table, System.out).run(out, 1, List.of("--max-time", "30s"));
 * }</pre>
 */
public final class Demo {

    /** The demo's run: the seed's baselines beside the SOAP endpoint, primed until steady, at most a minute. */
    static final List<String> SETTINGS = List.of("--with", "bytes,chars", "--prime", "20s", "--max-time", "60s");

    private final ProjectLayout layout;
    private final StackTable table;
    private final PrintStream out;

    public Demo(ProjectLayout layout, StackTable table, PrintStream out) {
        this.layout = layout;
        this.table = table;
        this.out = out;
    }

    public Path defaultOut() {
        return layout.target("echosoap-demo");
    }

    public int run(Path outDir, int forks, List<String> clientArgs) {
        out.println("echosoap demo: echoFloat and seed 000's baselines (null, bytes, chars): each endpoint primed until the");
        out.println("               server's JIT is steady (at most 20 s), then 50 ms blocks, interleaved, until the cost's");
        out.println("               95% CI is within ±5% or 60 s have passed (as './echosoap run' allows).");
        List<String> settings = new ArrayList<>(SETTINGS);
        settings.addAll(clientArgs);
        ServerBase base = new ServerBase(layout.target("demo-server"));
        if (forks > 1) {
            return new ForkedRuns(layout, table, out).run(outDir, base.dir(), forks, settings);
        }
        int port = Network.freeLoopbackPort(ForkedRuns.FIRST_PORT);
        ClientJar client = new ClientJar(layout);
        int status;
        try (LauncherServer server = LauncherServer.start(layout, table, out, base, port, true)) {
            List<String> args = new ArrayList<>(List.of("run", "--target", server.url()));
            args.addAll(SETTINGS);
            args.addAll(List.of("--out", outDir.toString(), "--force"));
            args.addAll(clientArgs);
            status = client.measure(args);
        }
        if (ClientJar.interrupted(status)) {
            return status;
        }
        // The HTML report beside result.json, also for a run that failed: it shows what was measured and the warnings.
        // run writes it itself (and prints where); only when it could not is it missing or older than the result.
        Path result = outDir.resolve("result.json");
        if (Files.isRegularFile(result) && !newerThan(outDir.resolve("report.html"), result)) {
            int report = client.run(List.of("report", outDir.toString(), "--out", outDir.resolve("report.html")
                    .toString(), "--force"));
            if (report != 0 && status == 0) {
                status = 1;
            }
        }
        return status;
    }

    private static boolean newerThan(Path file, Path than) {
        try {
            return Files.isRegularFile(file)
                    && Files.getLastModifiedTime(file).compareTo(Files.getLastModifiedTime(than)) >= 0;
        } catch (java.io.IOException e) {
            return false; // then the report is written again
        }
    }
}
