package org.echosoap.server.rmi;

import org.echosoap.server.testsupport.ServerJarProcess;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
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
        ServerJarProcess.Finished run = RmiServerProcess.runToEnd("bad-args", args.split(" "));
        assertEquals(2, run.exitCode(), run::toString);
        assertEquals("", run.stdout(), run::toString);
        assertOneLineStartingWith(expected, run);
    }

    @Test
    void aTakenRegistryPortIsOneLineAndExitStatus1() throws Exception {
        int[] ports = RmiServerProcess.freePorts("127.0.0.1", 3);
        try (ServerSocket taken = bind(ports[0])) {
            ServerJarProcess.Finished run = RmiServerProcess.runToEnd("registry-port-taken", "--registry-port",
                    Integer.toString(ports[0]), "--object-port", Integer.toString(ports[1]), "--pingpong-port",
                    Integer.toString(ports[2]));
            assertEquals(1, run.exitCode(), run::toString);
            assertOneLineStartingWith("echosoap-rmi: registry port " + ports[0] + " on 127.0.0.1 is already in use", run);
        }
    }

    @Test
    void aTakenObjectPortIsOneLineAndExitStatus1() throws Exception {
        int[] ports = RmiServerProcess.freePorts("127.0.0.1", 3);
        try (ServerSocket taken = bind(ports[1])) {
            ServerJarProcess.Finished run = RmiServerProcess.runToEnd("object-port-taken", "--registry-port",
                    Integer.toString(ports[0]), "--object-port", Integer.toString(ports[1]), "--pingpong-port",
                    Integer.toString(ports[2]));
            assertEquals(1, run.exitCode(), run::toString);
            assertOneLineStartingWith("echosoap-rmi: object port " + ports[1] + " on 127.0.0.1 is already in use", run);
        }
    }

    @Test
    void aTakenPingPongPortIsOneLineAndExitStatus1() throws Exception {
        int[] ports = RmiServerProcess.freePorts("127.0.0.1", 3);
        try (ServerSocket taken = bind(ports[2])) {
            ServerJarProcess.Finished run = RmiServerProcess.runToEnd("pingpong-port-taken", "--registry-port",
                    Integer.toString(ports[0]), "--object-port", Integer.toString(ports[1]), "--pingpong-port",
                    Integer.toString(ports[2]));
            assertEquals(1, run.exitCode(), run::toString);
            assertOneLineStartingWith("echosoap-rmi: ping-pong port " + ports[2] + " on 127.0.0.1 is already in use",
                    run);
        }
    }

    @Test
    void anAddressOfNoInterfaceHereIsOneLineAndExitStatus1() throws Exception {
        // 192.0.2.1 (TEST-NET-1, RFC 5737) is on no interface of this host: the bind fails, nothing is sent anywhere.
        int[] ports = RmiServerProcess.freePorts("127.0.0.1", 3);
        ServerJarProcess.Finished run = RmiServerProcess.runToEnd("foreign-address", "--host", "192.0.2.1",
                "--registry-port", Integer.toString(ports[0]), "--object-port", Integer.toString(ports[1]),
                "--pingpong-port", Integer.toString(ports[2]));
        assertEquals(1, run.exitCode(), run::toString);
        assertOneLineStartingWith("echosoap-rmi: cannot listen on 192.0.2.1:" + ports[0] + " (registry port)", run);
    }

    @Test
    void helpPrintsTheUsage() throws Exception {
        ServerJarProcess.Finished run = RmiServerProcess.runToEnd("help", "--help");
        assertEquals(0, run.exitCode(), run::toString);
        assertEquals(RmiServerOptions.USAGE, run.stdout().strip());
    }

    private static void assertOneLineStartingWith(String expected, ServerJarProcess.Finished run) {
        String message = run.stderr().strip();
        assertFalse(message.contains("\n"), () -> "not one line: " + run);
        assertTrue(message.startsWith(expected), run::toString);
    }

    private static ServerSocket bind(int port) throws Exception {
        ServerSocket socket = new ServerSocket();
        socket.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), port));
        return socket;
    }
}
