package org.echosoap.server.rmi;

import org.echosoap.server.cli.CommandLineValues;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RmiServerOptionsTest {

    @Test
    void defaultsAreLoopbackAndRmisWellKnownPort() throws Exception {
        RmiServerOptions options = RmiServerOptions.parse();
        assertEquals("127.0.0.1", options.host());
        assertTrue(options.address().isLoopbackAddress());
        assertEquals(1099, options.registryPort());
        assertEquals(1100, options.objectPort());
        assertEquals(1101, options.pingPongPort(), "the registry's port + 2");
        assertEquals(Duration.ofSeconds(30), options.readTimeout());
    }

    @Test
    void readsEveryOption() throws Exception {
        RmiServerOptions options = RmiServerOptions.parse("--host", "127.0.0.2", "--registry-port", "9179",
                "--object-port", "9180", "--read-timeout", "1500ms");
        assertEquals("127.0.0.2", options.host());
        assertEquals(9179, options.registryPort());
        assertEquals(9180, options.objectPort());
        assertEquals(9181, options.pingPongPort());
        assertEquals(Duration.ofMillis(1500), options.readTimeout());
        assertEquals(7000, RmiServerOptions.parse("--registry-port", "9179", "--pingpong-port", "7000").pingPongPort());
        assertEquals(Duration.ofSeconds(2),
                RmiServerOptions.parse("--read-timeout", "2s", "--registry-port", "1").readTimeout());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--host 0.0.0.0                           | --host 0.0.0.0 would bind every interface",
        "--host ::                                | --host :: would bind every interface",
        "--host a/b                               | --host must be an address or host name, got 'a/b'",
        "--host                                   | --host needs a value",
        "--registry-port                          | --registry-port needs a value",
        "--registry-port 0                        | --registry-port must be 1-65535, got '0'",
        "--registry-port 65536                    | --registry-port must be 1-65535, got '65536'",
        "--object-port -1                         | --object-port must be 1-65535, got '-1'",
        "--object-port 12x                        | --object-port must be 1-65535, got '12x'",
        "--registry-port 2000 --object-port 2000  | --registry-port and --object-port must differ, both are 2000",
        "--pingpong-port 70000                    | --pingpong-port must be 1-65535, got '70000'",
        "--registry-port 2000 --pingpong-port 2000 | --pingpong-port 2000 is the registry's port; the three ports must differ",
        "--object-port 2000 --pingpong-port 2000  | --pingpong-port 2000 is the object's port; the three ports must differ",
        "--registry-port 65534 --object-port 9    | --registry-port 65534 leaves no room for the ping-pong's port",
        "--read-timeout 30                        | --read-timeout takes a duration from 100ms to 3600s",
        "--read-timeout 50ms                      | --read-timeout takes a duration from 100ms to 3600s",
        "--read-timeout 3601s                     | --read-timeout takes a duration from 100ms to 3600s",
        "--port 8080                              | unknown option '--port'",
        "9179                                     | unknown option '9179'"})
    void refusesABadCommandLineInOneLine(String args, String expected) {
        var e = assertThrows(CommandLineValues.UsageException.class, () -> RmiServerOptions.parse(args.split(" ")));
        assertTrue(e.getMessage().startsWith(expected), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void helpIsNotAnError() {
        var help = assertThrows(CommandLineValues.HelpRequested.class,
                () -> RmiServerOptions.parse("--registry-port", "9", "--help"));
        assertTrue(help.getMessage().startsWith("usage: java -jar echosoap-rmi.jar"), help.getMessage());
    }
}
