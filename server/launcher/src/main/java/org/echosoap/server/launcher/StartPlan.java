package org.echosoap.server.launcher;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * What one {@code server start} will do, decided and checked from its options before anything starts: the address,
 * the ports ({@link PortPlan}), the stacks, the extra WARs and the pinning. Every refusal is one line.
 *
 * <pre>{@code
 * StartPlan plan = StartPlan.of(options, stackTable, layout);
 * plan.rpcHost(); // 127.0.0.1 for --host 0.0.0.0: the RPC servers bind one address
 * }</pre>
 */
public record StartPlan(String host, PortPlan ports, ServerBase base, CpuPinning pinning, List<String> stacks,
                        List<Path> extraWars, boolean buildsSample) {

    /** The options as given; null for one not given. */
    public record Options(String host, String port, Path base, String cpus, String stacks, List<String> wars,
                          boolean noRmi, String rmiPort, boolean noGrpc, String grpcPort, boolean noCorba,
                          String corbaPort, boolean noRpc, String soapLitePort, String tlsPort) {
    }

    /** Checks the options in the order the messages refer to each other. */
    public static StartPlan of(Options o, StackTable table, ProjectLayout layout) {
        String host = o.host() == null ? "127.0.0.1" : o.host();
        String port = o.port() == null ? "8080" : o.port();
        List<String> stacks = o.stacks() == null ? table.defaultSelection() : table.select(o.stacks());
        PortPlan.Builder ports = PortPlan.builder(port);
        if (!host.matches("[0-9A-Za-z.:-]+")) {
            throw LauncherException.usageWithHelp("--host must be an address or host name, got '" + host + "'");
        }
        CpuPinning pinning = CpuPinning.of(o.cpus()).requireTaskset();
        boolean rmi = !o.noRmi() && !o.noRpc();
        boolean grpc = !o.noGrpc() && !o.noRpc();
        boolean corba = !o.noCorba() && !o.noRpc();
        if (rmi) {
            ports.rmi(o.rmiPort());
        } else if (o.rmiPort() != null) {
            throw LauncherException.usageWithHelp("--rmi-port and --no-rmi (or --no-rpc) exclude each other");
        }
        if (grpc) {
            ports.grpc(o.grpcPort());
        } else if (o.grpcPort() != null) {
            throw LauncherException.usageWithHelp("--grpc-port and --no-grpc (or --no-rpc) exclude each other");
        }
        if (corba) {
            ports.corba(o.corbaPort());
        } else if (o.corbaPort() != null) {
            throw LauncherException.usageWithHelp("--corba-port and --no-corba (or --no-rpc) exclude each other");
        }
        if (stacks.contains(SideServer.SOAPLITE.key())) {
            ports.soapLite(o.soapLitePort(), table.row(SideServer.SOAPLITE.key()).orElseThrow().portOffset());
            SoapLite.requireInstalled();
        } else if (o.soapLitePort() != null) {
            throw LauncherException.usageWithHelp("--soaplite-port needs soaplite in --stacks");
        }
        if (o.tlsPort() != null) {
            ports.tls(o.tlsPort());
        }
        List<Path> wars = new ArrayList<>();
        for (String war : o.wars()) {
            wars.add(Path.of(war));
        }
        ExtraWars.check(wars, table);
        boolean buildsSample = false;
        for (Path war : wars) {
            if (ExtraWars.canonical(war).equals(ExtraWars.canonical(layout.sampleOrdersWar()))) {
                buildsSample = true;
            } else if (!java.nio.file.Files.isRegularFile(war)) {
                throw LauncherException.failure("--war " + war + ": no such file");
            }
        }
        Path base = o.base() == null ? layout.defaultServerBase() : o.base();
        return new StartPlan(host, ports.build(), new ServerBase(base), pinning, stacks, List.copyOf(wars),
                buildsSample);
    }

    /** The RPC servers bind one address, never all of them (RMI's stubs must name one, too). */
    public String rpcHost() {
        return host.equals("0.0.0.0") || host.equals("::") ? "127.0.0.1" : host;
    }

    /** SOAP::Lite binds a loopback address only: {@code --host}'s if it is one. */
    public String soapLiteHost() {
        return host.matches("127\\.\\d+\\.\\d+\\.\\d+") ? host : "127.0.0.1";
    }

    /** The servers beside Tomcat this start runs, in start order, with their ports. */
    public List<SideServer> sideServers() {
        List<SideServer> servers = new ArrayList<>();
        if (ports.rmi().isPresent()) {
            servers.add(SideServer.RMI);
        }
        if (ports.grpc().isPresent()) {
            servers.add(SideServer.GRPC);
        }
        if (ports.corba().isPresent()) {
            servers.add(SideServer.CORBA);
        }
        if (ports.soapLite().isPresent()) {
            servers.add(SideServer.SOAPLITE);
        }
        return servers;
    }

    /** The one port of a server beside Tomcat (RMI: its registry). */
    public OptionalInt port(SideServer server) {
        return switch (server) {
            case RMI -> ports.rmi();
            case GRPC -> ports.grpc();
            case CORBA -> ports.corba();
            case SOAPLITE -> ports.soapLite();
        };
    }
}
