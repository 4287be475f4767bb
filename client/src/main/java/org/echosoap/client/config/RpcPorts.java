package org.echosoap.client.config;

/**
 * Where the RPC servers beside Tomcat listen, on {@code --target}'s host: each port given on the command line, or by
 * default at its offset over the target's port, as {@code ./echosoap server start} places them (8080: RMI registry
 * 9179, ping-pong 9181, gRPC 10080, CORBA 11080). A port 0 is none: its default would lie beyond 65535 and none was
 * given, an error only for a run that needs that server.
 *
 * <pre>{@code
 * RpcPorts ports = RpcPorts.defaultsOver(8080, 0, 0, 0, 0); // rmi 9179, pingPong 9181, grpc 10080, corba 11080
 * }</pre>
 *
 * @param rmi      the RMI registry ({@code --rmi-port})
 * @param pingPong the raw TCP ping-pong in the RMI server's JVM, every RPC call's baseline ({@code --pingpong-port})
 * @param grpc     the gRPC server ({@code --grpc-port})
 * @param corba    the CORBA server's IIOP port ({@code --corba-port})
 */
public record RpcPorts(int rmi, int pingPong, int grpc, int corba) {

    public RpcPorts {
        check(rmi, "--rmi-port");
        check(pingPong, "--pingpong-port");
        check(grpc, "--grpc-port");
        check(corba, "--corba-port");
    }

    private static void check(int port, String option) {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException(option + " must be 1-65535, got " + port);
        }
    }

    /**
     * The given ports (0 = not given) with the others at their defaults over {@code targetPort}: the RMI registry at
     * {@link Defaults#RMI_PORT_OFFSET}, the ping-pong {@link Defaults#PING_PONG_PORT_OFFSET} over the registry,
     * gRPC at {@link Defaults#GRPC_PORT_OFFSET}, CORBA at {@link Defaults#CORBA_PORT_OFFSET}.
     */
    public static RpcPorts defaultsOver(int targetPort, int rmi, int pingPong, int grpc, int corba) {
        int registry = rmi != 0 ? rmi : over(targetPort, Defaults.RMI_PORT_OFFSET);
        return new RpcPorts(registry,
                pingPong != 0 ? pingPong : registry == 0 ? 0 : over(registry, Defaults.PING_PONG_PORT_OFFSET),
                grpc != 0 ? grpc : over(targetPort, Defaults.GRPC_PORT_OFFSET),
                corba != 0 ? corba : over(targetPort, Defaults.CORBA_PORT_OFFSET));
    }

    /** A derived default beyond the last port is no port (0). */
    private static int over(int port, int offset) {
        return port == 0 || port + offset > 65_535 ? 0 : port + offset;
    }

    /**
     * The port of an RPC system's server ({@code Protocol.Kind#key} of the client's scenarios: {@code rmi},
     * {@code grpc}, {@code corba}), 0 when none is known.
     *
     * @throws IllegalArgumentException for a key that names no RPC system
     */
    public int of(String systemKey) {
        return switch (systemKey) {
            case "rmi" -> rmi;
            case "grpc" -> grpc;
            case "corba" -> corba;
            default -> throw new IllegalArgumentException(systemKey + " is no RPC system");
        };
    }
}
