package org.echosoap.server.launcher;

import java.util.List;

/**
 * A server beside Tomcat that {@code server start} runs as a process of its own: the RPC servers (Java RMI, gRPC,
 * CORBA: a JVM each from {@code server/NAME/target/echosoap-NAME.jar}) and the server stacks of
 * {@code conf/stacks.tsv} (SOAP::Lite). Each has a pid file {@code BASE/NAME.pid}, its output in
 * {@code BASE/logs/NAME.out}, and prints {@code echosoap-NAME: ready at ...} when it serves.
 *
 * <pre>{@code
 * SideServer.GRPC.displayName(); // "gRPC"
 * }</pre>
 */
public enum SideServer {
    RMI("rmi", "RMI"),
    GRPC("grpc", "gRPC"),
    CORBA("corba", "CORBA"),
    SOAPLITE("soaplite", "SOAP::Lite");

    /** The RPC servers, in the order they start (and their messages refer to each other). */
    public static final List<SideServer> RPC = List.of(RMI, GRPC, CORBA);

    private final String key;
    private final String displayName;

    SideServer(String key, String displayName) {
        this.key = key;
        this.displayName = displayName;
    }

    /** The name in its pid file, log, jar and ready line. */
    public String key() {
        return key;
    }

    public String displayName() {
        return displayName;
    }

    /** "an RMI server", "a gRPC server": for the "already running" message as the bash launcher wrote it. */
    public String withArticle() {
        return "an " + displayName + " server";
    }

    /** The environment variable with more JVM options for it, e.g. {@code ECHOSOAP_GRPC_OPTS}. */
    public String optionsVariable() {
        return "ECHOSOAP_" + key.toUpperCase(java.util.Locale.ROOT) + "_OPTS";
    }

    /** The ready line's prefix. */
    public String linePrefix() {
        return "echosoap-" + key + ": ";
    }
}
