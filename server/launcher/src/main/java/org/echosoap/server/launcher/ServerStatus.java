package org.echosoap.server.launcher;

import java.io.PrintStream;
import java.util.Map;
import java.util.Optional;

/**
 * {@code ./echosoap server status}: whether Tomcat and each server this base started run, and where (from
 * {@code server.env}). Exit status 3 when any of them is not running, as the LSB says for a stopped service.
 *
 * <pre>{@code
 * int status = new ServerStatus(System.out).run(base); // 0 or 3
 * }</pre>
 */
public final class ServerStatus {

    public static final int NOT_RUNNING = 3;

    private final PrintStream out;

    public ServerStatus(PrintStream out) {
        this.out = out;
    }

    public int run(ServerBase base) {
        Map<String, String> env = base.readServerEnv();
        int status = 0;
        Optional<Long> pid = base.readPid(ServerBase.TOMCAT);
        if (Processes.isAlive(pid)) {
            out.println("echosoap server running at " + env.getOrDefault("url", "") + " (pid " + pid.get() + ")");
        } else {
            out.println("echosoap server not running (base " + base.dir() + ")");
            status = NOT_RUNNING;
        }
        for (SideServer server : SideServer.values()) {
            Optional<Long> sidePid = base.readPid(server.key());
            String where = where(server, env);
            if (Processes.isServer(sidePid, server.key())) {
                out.println("echosoap " + server.displayName() + " server running at " + where + " (pid "
                        + sidePid.get() + ")");
            } else if (!where.isEmpty() || sidePid.isPresent()) {
                out.println("echosoap " + server.displayName() + " server not running (log: "
                        + base.log(server.key()) + ")");
                status = NOT_RUNNING;
            }
        }
        return status;
    }

    static String where(SideServer server, Map<String, String> env) {
        return switch (server) {
            case RMI -> {
                String url = env.getOrDefault("rmi_url", "");
                yield url.isEmpty() ? "" : url + ", object port " + env.getOrDefault("rmi_object_port", "")
                        + ", ping-pong port " + env.getOrDefault("pingpong_port", "");
            }
            case GRPC -> env.getOrDefault("grpc_url", "");
            case CORBA -> env.getOrDefault("corba_url", "");
            case SOAPLITE -> env.getOrDefault("soaplite_url", "");
        };
    }
}
