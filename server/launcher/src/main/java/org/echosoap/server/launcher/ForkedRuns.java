package org.echosoap.server.launcher;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The same run on N fresh server JVMs (the server restarted between them), each into {@code OUT/fork-K}, then pooled
 * ({@code echosoap pool}: a CI over JVMs) into {@code OUT/pooled.json}, with one report. Why: one server JVM's CI says
 * nothing about the variation from one server start to the next (JIT, heap layout).
 *
 * <pre>{@code
 * int status = new ForkedRuns(layout, table, System.out).run(out, base, 3, List.of("--max-time", "30s"));
 * }</pre>
 */
public final class ForkedRuns {

    public static final int MAX_FORKS = 20;
    /** The first port the launcher's own server tries. */
    public static final int FIRST_PORT = 18080;

    private final ProjectLayout layout;
    private final StackTable table;
    private final PrintStream out;

    public ForkedRuns(ProjectLayout layout, StackTable table, PrintStream out) {
        this.layout = layout;
        this.table = table;
        this.out = out;
    }

    /** {@code --forks}' value: 1..20. */
    public static int forks(String text) {
        int forks = text != null && text.matches("\\d{1,3}") ? Integer.parseInt(text) : -1;
        if (forks < 1 || forks > MAX_FORKS) {
            throw LauncherException.usageWithHelp("--forks takes a number 1..20, got '" + (text == null ? "" : text)
                    + "'");
        }
        return forks;
    }

    public int run(Path outDir, Path basePath, int forks, List<String> clientArgs) {
        ServerBase base = new ServerBase(basePath);
        ClientJar client = new ClientJar(layout);
        int status = 0;
        List<String> dirs = new ArrayList<>();
        for (int k = 1; k <= forks; k++) {
            int port = Network.freeLoopbackPort(FIRST_PORT);
            // HTTP only: the RPC servers would be more JVMs on the measured host (and more ports to find free).
            Path forkDir = outDir.resolve("fork-" + k);
            try (LauncherServer server = LauncherServer.start(layout, table, out, base, port, false)) {
                out.println("echosoap: fork " + k + " of " + forks + " (a fresh server JVM)");
                List<String> args = new ArrayList<>(List.of("run", "--target", server.url(), "--out",
                        forkDir.toString(), "--force"));
                args.addAll(clientArgs);
                status = client.measure(args);
            }
            if (Files.isRegularFile(forkDir.resolve("result.json"))) {
                dirs.add(forkDir.toString());
            }
            if (ClientJar.interrupted(status)) {
                return status;
            }
            if (status != 0) {
                break;
            }
        }
        if (dirs.size() >= 2) {
            List<String> pool = new ArrayList<>(List.of("pool"));
            pool.addAll(dirs);
            pool.addAll(List.of("--out", outDir.resolve("pooled.json").toString(), "--force"));
            if (client.run(pool) != 0) {
                status = 1;
            }
        }
        if (!dirs.isEmpty()) {
            List<String> report = new ArrayList<>(List.of("report"));
            report.addAll(dirs);
            report.addAll(List.of("--out", outDir.resolve("report.html").toString(), "--force"));
            if (client.run(report) != 0) {
                status = 1;
            }
        }
        return status;
    }
}
