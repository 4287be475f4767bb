package org.echosoap.server.launcher;

import java.io.PrintStream;
import java.util.Optional;

/**
 * {@code ./echosoap server stop}: the servers beside Tomcat, then Tomcat, each by the pid in its file (and only if
 * that pid is still the server), one line each; the pid files removed. Never fails for a server that is not running.
 *
 * <pre>{@code
 * new ServerStop(System.out).run(new ServerBase(Path.of("target/server")));
 * }</pre>
 */
public final class ServerStop {

    private final PrintStream out;

    public ServerStop(PrintStream out) {
        this.out = out;
    }

    public void run(ServerBase base) {
        for (SideServer server : SideServer.values()) {
            Optional<Long> pid = base.readPid(server.key());
            if (Processes.isServer(pid, server.key())) {
                out.println(Processes.stop(pid.get(), "echosoap " + server.displayName() + " server",
                        Processes.STOP_TIMEOUT));
            }
            base.deletePid(server.key());
        }
        Optional<Long> pid = base.readPid(ServerBase.TOMCAT);
        if (!Processes.isAlive(pid)) {
            base.deletePid(ServerBase.TOMCAT);
            out.println("echosoap server not running (base " + base.dir() + ")");
            return;
        }
        out.println(Processes.stop(pid.get(), "echosoap server", Processes.STOP_TIMEOUT));
        base.deletePid(ServerBase.TOMCAT);
    }
}
