package org.echosoap.server.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.ServerSocket;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What every server jar with one listening port ({@code --host H --port P}: gRPC, CORBA) does with a command line it
 * cannot serve: 1 and one line for a taken port or an address of no interface here, 0 and the usage for --help. A
 * system's {@code CommandLineIT} extends it and adds its own bad options and its stop.
 */
public abstract class OnePortCommandLineContract {

    /** Which jar. */
    protected abstract ServerJarProcess.System system();

    /** Its usage text, as {@code --help} prints it. */
    protected abstract String usage();

    private String prefix() {
        return "echosoap-" + system().module() + ": ";
    }

    @Test
    void aTakenPortIsOneLineAndExitStatus1() throws Exception {
        int port = ServerJarProcess.freePorts("127.0.0.1", 1)[0];
        try (ServerSocket taken = ServerJarProcess.occupy("127.0.0.1", port)) {
            ServerJarProcess.runToEnd(system(), "port-taken", List.of("--port", Integer.toString(port)))
                    .assertRefused(1, prefix() + "port " + port + " on 127.0.0.1 is already in use");
        }
    }

    @Test
    void anAddressOfNoInterfaceHereIsOneLineAndExitStatus1() throws Exception {
        // 192.0.2.1 (TEST-NET-1, RFC 5737) is on no interface of this host: the bind fails, nothing is sent anywhere.
        int port = ServerJarProcess.freePorts("127.0.0.1", 1)[0];
        ServerJarProcess.runToEnd(system(), "foreign-address",
                        List.of("--host", "192.0.2.1", "--port", Integer.toString(port)))
                .assertRefused(1, prefix() + "cannot listen on 192.0.2.1:" + port + ": Cannot assign requested address");
    }

    @Test
    void helpPrintsTheUsage() throws Exception {
        ServerJarProcess.Finished run = ServerJarProcess.runToEnd(system(), "help", List.of("--help"));
        assertEquals(0, run.exitCode(), run::toString);
        assertEquals(usage(), run.stdout().strip());
    }
}
