package org.echosoap.server.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.ManagedChannel;
import java.util.concurrent.TimeUnit;
import org.echosoap.server.grpc.latency.DoNothingRequest;
import org.echosoap.server.testsupport.OnePortCommandLineContract;
import org.echosoap.server.testsupport.ServerJarProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The jar's exits: 2 and one line for a bad command line, 1 and one line when it cannot serve, 0 for --help; SIGTERM
 * stops it with a last line, with a client connected too.
 */
class CommandLineIT extends OnePortCommandLineContract {

    @Override
    protected ServerJarProcess.System system() {
        return GrpcServerProcess.GRPC;
    }

    @Override
    protected String usage() {
        return GrpcServerOptions.USAGE;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--host 0.0.0.0             | echosoap-grpc: --host 0.0.0.0 would bind every interface",
        "--host ::                  | echosoap-grpc: --host :: would bind every interface",
        "--port 70000               | echosoap-grpc: --port must be 1-65535, got '70000'",
        "--port                     | echosoap-grpc: --port needs a value",
        "--keepalive forever        | echosoap-grpc: --keepalive takes a duration from 10s to 3600s",
        "--frobnicate               | echosoap-grpc: unknown option '--frobnicate'"})
    void aBadCommandLineIsOneLineAndExitStatus2(String args, String expected) throws Exception {
        GrpcServerProcess.runToEnd("bad-args", args.split(" ")).assertRefused(2, expected);
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
}
