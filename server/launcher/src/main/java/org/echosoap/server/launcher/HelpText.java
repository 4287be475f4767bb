package org.echosoap.server.launcher;

import org.echosoap.server.stacks.StackRows;

/**
 * The usage texts of the commands with many options ({@code server start --help}, {@code crosshost --help}), the
 * stack names and port offsets filled in from what the launcher reads.
 *
 * <pre>{@code
 * System.out.print(HelpText.serverStart(table));
 * }</pre>
 */
final class HelpText {

    private HelpText() {
    }

    static String serverStart(StackTable table) {
        int soapLiteOffset = table.row("soaplite").map(StackRows.Row::portOffset).orElse(0);
        return String.join("\n",
                "usage: ./echosoap server start [--host 127.0.0.1] [--port 8080] [--base target/server] [--cpus LIST]"
                        + " [--stacks LIST] [--war FILE]... [--rmi-port R | --no-rmi] [--grpc-port G | --no-grpc]"
                        + " [--corba-port C | --no-corba] [--no-rpc] [--soaplite-port S] [--tls-port T]",
                "  --tls-port T   also serve every context over HTTPS (TLS 1.2 and 1.3, JSSE) on T, same --host; a key and a",
                "                 self-signed certificate are made at the first start under BASE/tls/ and kept (docs/tls.md)",
                "  --stacks LIST  the SOAP stacks to deploy, comma-separated, of: "
                        + String.join(", ", table.keys(StackRows.Kind.WAR)) + " (WARs) and",
                "                 " + String.join(", ", table.keys(StackRows.Kind.SERVER))
                        + " (a server of its own beside Tomcat); default: " + String.join(", ", table.defaults())
                        + " (conf/stacks.tsv);",
                "                 echosoap.war (Axis2, the baselines and the parser variants) is always deployed",
                "  --soaplite-port S  with --stacks ...,soaplite: the SOAP::Lite server on S, on --host if it is a loopback",
                "                 address, else on 127.0.0.1 (default: --port + " + soapLiteOffset + ", i.e. "
                        + (8080 + soapLiteOffset) + " for 8080)",
                "  --war FILE  deploy FILE next to echosoap.war (repeatable); its context is the file name without .war,",
                "              e.g. --war webapp/sample-orders/target/sample-orders.war serves /sample-orders (built if missing or stale)",
                "  --rmi-port R  the Java RMI server beside Tomcat (same --host): its registry on R, its object on R+1, and",
                "                in its JVM the raw TCP ping-pong (an RMI call's baseline) on R+2",
                "                (default: --port + " + PortPlan.RMI_OFFSET + ", i.e. 9179, 9180 and 9181 for 8080)",
                "  --no-rmi      no RMI server",
                "  --grpc-port G the gRPC server beside Tomcat (same --host) on G (default: --port + "
                        + PortPlan.GRPC_OFFSET + ", i.e. 10080 for 8080)",
                "  --no-grpc     no gRPC server",
                "  --corba-port C the CORBA server beside Tomcat (same --host) on C (default: --port + "
                        + PortPlan.CORBA_OFFSET + ", i.e. 11080 for 8080)",
                "  --no-corba    no CORBA server",
                "  --no-rpc      Tomcat only: no RPC server",
                "  --cpus LIST   pin Tomcat and the servers beside it to these CPUs (taskset), e.g. 0 or 0-1",
                "");
    }

    /** {@code ./echosoap server --help}: the three actions, each with its own {@code --help}. */
    static String server() {
        return String.join("\n",
                "usage: ./echosoap server start|stop|status [options]",
                "  start   start Tomcat with echosoap.war and the chosen stacks (and the RPC servers beside it);",
                "          './echosoap server start --help' lists its options",
                "  stop    stop the server of a base: ./echosoap server stop [--base target/server]",
                "  status  whether it runs, and where: ./echosoap server status [--base target/server]",
                "");
    }

    static String crossHost() {
        return String.join("\n",
                "usage: ./echosoap crosshost [--out DIR] [--link RATE [--delay D]] [--suite NAME] [client run options,"
                        + " e.g. --max-time 60s] (needs root)",
                "  --suite rpc: a whole suite each side instead of one run (rpc: with the RMI, gRPC and CORBA servers"
                        + " beside Tomcat)",
                "  --link 10mbit: a link of that rate each way between the test hosts (tc tbf); --delay 1ms: added each"
                        + " way (netem, where the kernel has it)",
                "usage: ./echosoap crosshost --containers [--out DIR] [--bases auto|official|debian] [client run options]"
                        + " (needs Docker)",
                "  the same comparison with echosoap's images: same host = client in the server container's network on"
                        + " every CPU,",
                "  cross host = client container on a bridge network, server and client on CPUs of their own; beside"
                        + " it a 300 µs spin",
                "  --bases: the images' bases (docker/build-images.sh): official (pulled), debian (docker/bases/"
                        + "build-bases.sh), auto (default)",
                "");
    }

    static String swarm() {
        return String.join("\n",
                "usage: ./echosoap swarm --clients N [--connections C] [--start-in 3min] [--out DIR]"
                        + " [--bases auto|official|debian] [run options] (needs Docker)",
                "  deploys docker/stack.yaml on Docker Swarm (a one-node swarm on 127.0.0.1 if this node is in none):"
                        + " the server, then N clients,",
                "  each --share SLOT-1/N of C connections (default N), started together 2 s after the last is ready;"
                        + " merges their results into DIR/merged, removes the stack",
                "  a client task that did not complete is named with its share; the rest are merged marked"
                        + " incomplete (merge --allow-missing), exit 1",
                "  --start-in: how long the clients may take to be ready, target checked (default 3min; nothing is"
                        + " measured if they are not)",
                "  run options: --scenario, --repeat (default 20), --prime (10s), --duration (50ms), --precision (off),"
                        + " --rate, and others as words",
                "");
    }
}
