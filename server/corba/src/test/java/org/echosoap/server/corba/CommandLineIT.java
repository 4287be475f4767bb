package org.echosoap.server.corba;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
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
        return CorbaServerProcess.CORBA;
    }

    @Override
    protected String usage() {
        return CorbaServerOptions.USAGE;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--host 0.0.0.0             | echosoap-corba: --host 0.0.0.0 would bind every interface",
        "--host ::                  | echosoap-corba: --host :: would bind every interface",
        "--port 70000               | echosoap-corba: --port must be 1-65535, got '70000'",
        "--port                     | echosoap-corba: --port needs a value",
        "--read-timeout forever     | echosoap-corba: --read-timeout takes a duration from 100ms to 3600s",
        "--frobnicate               | echosoap-corba: unknown option '--frobnicate'"})
    void aBadCommandLineIsOneLineAndExitStatus2(String args, String expected) throws Exception {
        CorbaServerProcess.runToEnd("bad-args", args.split(" ")).assertRefused(2, expected);
    }

    @Test
    void sigtermStopsTheServerWithAClientConnected() throws Exception {
        CorbaServerProcess server = CorbaServerProcess.start("sigterm", "127.0.0.1");
        try {
            server.latency().doNothing();
            long started = System.nanoTime();
            int exit = server.stop();
            long stoppedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
            assertEquals(143, exit, server::toString);   // the JVM's exit status for SIGTERM, hooks run
            // An idle connection does not hold the stop up.
            assertTrue(stoppedMillis < 5_000, "stopped after " + stoppedMillis + " ms");
            String log = server.log();
            assertTrue(log.strip().endsWith("echosoap-corba: stopped"), log);
            assertFalse(CorbaServerProcess.isListening("127.0.0.1", server.port()), "still listening");
        } finally {
            server.close();
        }
    }
}
