package org.echosoap.server.launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The ports of one {@code server start}, checked before anything starts: Tomcat's, the RMI server's three (registry,
 * object, raw TCP ping-pong), gRPC's, CORBA's, SOAP::Lite's and the HTTPS connector's. A port not given defaults to
 * Tomcat's plus the server's offset (8080: RMI 9179-9181, gRPC 10080, CORBA 11080, SOAP::Lite 12080). Each refusal is
 * one line naming the option, exit status 2.
 *
 * <pre>{@code
 * PortPlan ports = PortPlan.builder("8080").rmi(null).grpc(null).corba(null).build();
 * ports.grpc(); // OptionalInt[10080]
 * }</pre>
 */
public final class PortPlan {

    public static final int RMI_OFFSET = 1099;
    public static final int GRPC_OFFSET = 2000;
    public static final int CORBA_OFFSET = 3000;
    private static final int MAX_PORT = 65_535;
    /** The RMI registry's highest port: the object and the ping-pong take the next two. */
    private static final int MAX_RMI_PORT = MAX_PORT - 2;

    private final int tomcat;
    private final OptionalInt rmi;
    private final OptionalInt grpc;
    private final OptionalInt corba;
    private final OptionalInt soapLite;
    private final OptionalInt tls;

    private PortPlan(Builder b) {
        this.tomcat = b.tomcat;
        this.rmi = b.rmi;
        this.grpc = b.grpc;
        this.corba = b.corba;
        this.soapLite = b.soapLite;
        this.tls = b.tls;
    }

    /** Starts a plan from {@code --port}'s value (checked here: 1-65535). */
    public static Builder builder(String tomcatPort) {
        return new Builder(tomcatPort);
    }

    public int tomcat() {
        return tomcat;
    }

    /** The RMI registry's port; its object listens on the next, the ping-pong on the one after. */
    public OptionalInt rmi() {
        return rmi;
    }

    public OptionalInt grpc() {
        return grpc;
    }

    public OptionalInt corba() {
        return corba;
    }

    public OptionalInt soapLite() {
        return soapLite;
    }

    public OptionalInt tls() {
        return tls;
    }

    /** {@code --port}'s value, 1-65535; the message the bash launcher gave (with its pointer to help). */
    static int tomcatPort(String text) {
        int port = parse(text);
        if (port < 1 || port > MAX_PORT) {
            throw LauncherException.usageWithHelp("--port must be 1-65535, got '" + text + "'");
        }
        return port;
    }

    /** A decimal number, or -1 for anything else (including one too long to be a port). */
    private static int parse(String text) {
        return text != null && text.matches("\\d{1,9}") ? Integer.parseInt(text) : -1;
    }

    /** A port already given out, and how a message names its owner. */
    private record Taken(int port, String owner) {
    }

    /** Adds the servers one by one, in the order the messages refer to each other (RMI, gRPC, CORBA, ...). */
    public static final class Builder {
        private final int tomcat;
        private final List<Taken> taken = new ArrayList<>();
        private OptionalInt rmi = OptionalInt.empty();
        private OptionalInt grpc = OptionalInt.empty();
        private OptionalInt corba = OptionalInt.empty();
        private OptionalInt soapLite = OptionalInt.empty();
        private OptionalInt tls = OptionalInt.empty();

        private Builder(String tomcatPort) {
            this.tomcat = tomcatPort(tomcatPort);
            taken.add(new Taken(tomcat, "--port"));
        }

        /** The RMI server: {@code given} ({@code --rmi-port}) or null for the default. */
        public Builder rmi(String given) {
            int registry;
            if (given == null) {
                registry = tomcat + RMI_OFFSET;
                if (registry > MAX_RMI_PORT) {
                    throw LauncherException.usage("--port " + tomcat + " leaves no room for the RMI server's ports ("
                            + registry + " to " + (registry + 2) + "); give --rmi-port R or --no-rmi");
                }
            } else {
                registry = parse(given);
                if (registry < 1 || registry > MAX_RMI_PORT) {
                    throw LauncherException.usage("--rmi-port must be 1-65533 (the object and the ping-pong listen on"
                            + " the next two ports), got '" + given + "'");
                }
            }
            if (tomcat >= registry && tomcat <= registry + 2) {
                throw LauncherException.usage("--rmi-port " + registry + ": the RMI ports (" + registry + " to "
                        + (registry + 2) + ") must differ from --port " + tomcat);
            }
            for (int p = registry; p <= registry + 2; p++) {
                taken.add(new Taken(p, "rmi"));
            }
            rmi = OptionalInt.of(registry);
            return this;
        }

        public Builder grpc(String given) {
            grpc = OptionalInt.of(one("--grpc-port", given, GRPC_OFFSET, "--no-grpc"));
            return this;
        }

        public Builder corba(String given) {
            corba = OptionalInt.of(one("--corba-port", given, CORBA_OFFSET, "--no-corba"));
            return this;
        }

        /** SOAP::Lite: its offset comes from {@code conf/stacks.tsv}. */
        public Builder soapLite(String given, int offset) {
            soapLite = OptionalInt.of(one("--soaplite-port", given, offset, "leave soaplite out of --stacks"));
            return this;
        }

        /** The HTTPS connector: only when {@code --tls-port} is given (no default). */
        public Builder tls(String given) {
            tls = OptionalInt.of(one("--tls-port", given, 0, "leave out --tls-port"));
            return this;
        }

        public PortPlan build() {
            return new PortPlan(this);
        }

        /** One server's one port: given or Tomcat's plus {@code offset}, in range, not yet given out. */
        private int one(String option, String given, int offset, String leaveOut) {
            int port;
            if (given == null) {
                port = tomcat + offset;
                if (port > MAX_PORT) {
                    throw LauncherException.usage("--port " + tomcat + " leaves no room for " + option
                            + "'s default (" + port + "); give " + option + " or " + leaveOut);
                }
            } else {
                port = parse(given);
                if (port < 1 || port > MAX_PORT) {
                    throw LauncherException.usage(option + " must be 1-65535, got '" + given + "'");
                }
            }
            for (Taken t : taken) {
                if (t.port() != port) {
                    continue;
                }
                if (t.owner().equals("--port")) {
                    throw LauncherException.usage(option + " " + port + " must differ from --port " + tomcat);
                }
                if (t.owner().equals("rmi")) {
                    int registry = rmi.orElseThrow();
                    throw LauncherException.usage(option + " " + port + " is one of the RMI server's ports ("
                            + registry + " to " + (registry + 2) + ")");
                }
                throw LauncherException.usage(option + " " + port + " is also " + t.owner() + "'s port");
            }
            taken.add(new Taken(port, option));
            return port;
        }
    }
}
