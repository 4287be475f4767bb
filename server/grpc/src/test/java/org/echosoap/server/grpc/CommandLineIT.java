package org.echosoap.server.grpc;

import org.echosoap.server.testsupport.ServerJarProcess;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.ManagedChannel;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.concurrent.TimeUnit;
import org.echosoap.server.grpc.latency.DoNothingRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The jar's exits: 2 and one line for a bad command line, 1 and one line when it cannot serve, 0 for --help; SIGTERM
 * stops it with a last line, with a client connected too.
 */
class CommandLineIT {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--host 0.0.0.0             | echosoap-grpc: --host 0.0.0.0 would bind every interface",
        "--host ::                  | echosoap-grpc: --host :: would bind every interface",
        "--port 70000               | echosoap-grpc: --port must be 1-65535, got '70000'",
        "--port                     | echosoap-grpc: --port needs a value",
        "--keepalive forever        | echosoap-grpc: --keepalive takes a duration from 10s to 3600s",
        "--frobnicate               | echosoap-grpc: unknown option '--frobnicate'"})
    void aBadCommandLineIsOneLineAndExitStatus2(String args, String expected) throws Exception {
        ServerJarProcess.Finished run = GrpcServerProcess.runToEnd("bad-args", args.split(" "));
        assertEquals(2, run.exitCode(), run::toString);
        assertEquals("", run.stdout(), run::toString);
        assertOneLineStartingWith(expected, run);
    }

    @Test
    void aTakenPortIsOneLineAndExitStatus1() throws Exception {
        int port = GrpcServerProcess.freePort("127.0.0.1");
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), port));
            ServerJarProcess.Finished run = GrpcServerProcess.runToEnd("port-taken", "--port", Integer.toString(port));
            assertEquals(1, run.exitCode(), run::toString);
            assertEquals("", run.stdout(), run::toString);
            assertOneLineStartingWith("echosoap-grpc: port " + port + " on 127.0.0.1 is already in use", run);
        }
    }

    @Test
    void anAddressOfNoInterfaceHereIsOneLineAndExitStatus1() throws Exception {
        // 192.0.2.1 (TEST-NET-1, RFC 5737) is on no interface of this host: the bind fails, nothing is sent anywhere.
        int port = GrpcServerProcess.freePort("127.0.0.1");
        ServerJarProcess.Finished run = GrpcServerProcess.runToEnd("foreign-address", "--host", "192.0.2.1",
                "--port", Integer.toString(port));
        assertEquals(1, run.exitCode(), run::toString);
        assertOneLineStartingWith("echosoap-grpc: cannot listen on 192.0.2.1:" + port + ": Cannot assign requested"
                + " address", run);
    }

    @Test
    void helpPrintsTheUsage() throws Exception {
        ServerJarProcess.Finished run = GrpcServerProcess.runToEnd("help", "--help");
        assertEquals(0, run.exitCode(), run::toString);
        assertEquals(GrpcServerOptions.USAGE, run.stdout().strip());
    }

    @Test
    void sigtermStopsTheServerWithAClientConnected() throws Exception {
        GrpcServerProcess server = GrpcServerProcess.start("sigterm", "127.0.0.1");
        try {
            ManagedChannel channel = server.channel();
            GrpcServerProcess.latency(channel).doNothing(DoNothingRequest.getDefaultInstance());
            long started = System.nanoTime();
            int exit = server.stop();
            long stoppedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
            assertEquals(143, exit, server::toString);   // the JVM's exit status for SIGTERM, hooks run
            // An idle connection does not hold the stop up: GOAWAY, no call to wait for.
            assertTrue(stoppedMillis < GrpcServer.SHUTDOWN_GRACE.toMillis(), "stopped after " + stoppedMillis + " ms");
            String log = server.log();
            assertTrue(log.strip().endsWith("echosoap-grpc: stopped"), log);
            assertFalse(GrpcServerProcess.isListening("127.0.0.1", server.port()), "still listening");
        } finally {
            server.close();
        }
    }

    private static void assertOneLineStartingWith(String expected, ServerJarProcess.Finished run) {
        String message = run.stderr().strip();
        assertFalse(message.contains("\n"), () -> "not one line: " + run);
        assertTrue(message.startsWith(expected), run::toString);
    }
}
