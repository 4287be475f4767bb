package org.echosoap.server.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.ServerSocket;
import org.echosoap.server.testsupport.ServerJarProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The jar's exits: 2 and one line for a bad command line, 1 and one line when it cannot serve, 0 for --help. */
class CommandLineIT {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--host 0.0.0.0                 | echosoap-rmi: --host 0.0.0.0 would bind every interface",
        "--registry-port 70000          | echosoap-rmi: --registry-port must be 1-65535, got '70000'",
        "--object-port                  | echosoap-rmi: --object-port needs a value",
        "--pingpong-port 0              | echosoap-rmi: --pingpong-port must be 1-65535, got '0'",
        "--frobnicate                   | echosoap-rmi: unknown option '--frobnicate'"})
    void aBadCommandLineIsOneLineAndExitStatus2(String args, String expected) throws Exception {
        RmiServerProcess.runToEnd("bad-args", args.split(" ")).assertRefused(2, expected);
    }

    /** Each of the three ports taken in turn (the index of the three free ports), and how the refusal names it. */
    @ParameterizedTest
    @CsvSource({"0, registry port", "1, object port", "2, ping-pong port"})
    void aTakenPortIsOneLineNamingItAndExitStatus1(int taken, String name) throws Exception {
        int[] ports = RmiServerProcess.freePorts("127.0.0.1", 3);
        try (ServerSocket occupied = ServerJarProcess.occupy("127.0.0.1", ports[taken])) {
            RmiServerProcess.runToEnd(name.replace(' ', '-') + "-taken", "--registry-port",
                            Integer.toString(ports[0]), "--object-port", Integer.toString(ports[1]), "--pingpong-port",
                            Integer.toString(ports[2]))
                    .assertRefused(1, "echosoap-rmi: " + name + " " + ports[taken] + " on 127.0.0.1 is already in use");
        }
    }

    @Test
    void anAddressOfNoInterfaceHereIsOneLineAndExitStatus1() throws Exception {
        // 192.0.2.1 (TEST-NET-1, RFC 5737) is on no interface of this host: the bind fails, nothing is sent anywhere.
        int[] ports = RmiServerProcess.freePorts("127.0.0.1", 3);
        RmiServerProcess.runToEnd("foreign-address", "--host", "192.0.2.1", "--registry-port",
                        Integer.toString(ports[0]), "--object-port", Integer.toString(ports[1]), "--pingpong-port",
                        Integer.toString(ports[2]))
                .assertRefused(1, "echosoap-rmi: cannot listen on 192.0.2.1:" + ports[0] + " (registry port)");
    }

    @Test
    void helpPrintsTheUsage() throws Exception {
        ServerJarProcess.Finished run = RmiServerProcess.runToEnd("help", "--help");
        assertEquals(0, run.exitCode(), run::toString);
        assertEquals(RmiServerOptions.USAGE, run.stdout().strip());
    }
}
