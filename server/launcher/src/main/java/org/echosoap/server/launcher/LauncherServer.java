package org.echosoap.server.launcher;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;

/**
 * A server of the launcher's own for the demo and the forks: Tomcat on a loopback port, stopped when closed and, if
 * the launcher is interrupted (Ctrl-C, SIGTERM), by a shutdown hook, so no Tomcat is left behind.
 *
 * <pre>{@code
 * try (LauncherServer server = LauncherServer.start(layout, table, System.out, base, 18080, true)) {
 *     client.measure(List.of("run", "--target", server.url()));
 * }
 * }</pre>
 */
public final class LauncherServer implements AutoCloseable {

    private final ServerBase base;
    private final String url;
    private final PrintStream out;
    private final Thread stopOnExit;
    private boolean closed;

    private LauncherServer(ServerBase base, String url, PrintStream out) {
        this.base = base;
        this.url = url;
        this.out = out;
        this.stopOnExit = new Thread(() -> new ServerStop(new PrintStream(OutputStream.nullOutputStream())).run(base),
                "stop-echosoap-server");
        Runtime.getRuntime().addShutdownHook(stopOnExit);
    }

    /** Tomcat on 127.0.0.1:{@code port} without the RPC servers; echosoap.war alone when {@code axis2Only}. */
    public static LauncherServer start(ProjectLayout layout, StackTable table, PrintStream out, ServerBase base,
            int port, boolean axis2Only) {
        StartPlan.Options options = new StartPlan.Options("127.0.0.1", Integer.toString(port), base.dir(), null,
                axis2Only ? StackTable.ALWAYS : null, List.of(), false, null, false, null, false, null, true, null,
                null);
        StartPlan plan = StartPlan.of(options, table, layout);
        // The hook is in place before Tomcat starts: an interrupt during the start leaves nothing behind either.
        LauncherServer server = new LauncherServer(base, "http://127.0.0.1:" + port + "/echosoap", out);
        try {
            new ServerStart(layout, table, out).run(plan);
        } catch (RuntimeException e) {
            server.closeQuietly();
            throw e;
        }
        return server;
    }

    public String url() {
        return url;
    }

    @Override
    public void close() {
        stop(out);
    }

    /** After a failed start: what did start is stopped without a word (the failure's one line says enough). */
    private void closeQuietly() {
        stop(new PrintStream(OutputStream.nullOutputStream()));
    }

    private void stop(PrintStream to) {
        if (closed) {
            return;
        }
        closed = true;
        new ServerStop(to).run(base);
        try {
            Runtime.getRuntime().removeShutdownHook(stopOnExit);
        } catch (IllegalStateException shutdownInProgress) {
            // the hook runs anyway; the server is already stopped, so it does nothing
        }
    }
}
