package org.echosoap.server.grpc;

import org.echosoap.server.cli.CommandLineValues;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.BindException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GrpcServerOptionsTest {

    @Test
    void defaultsAreLoopbackTomcatsPortPlus2000AndTomcatsTimeouts() throws Exception {
        GrpcServerOptions options = GrpcServerOptions.parse();
        assertEquals("127.0.0.1", options.host());
        assertTrue(options.address().isLoopbackAddress());
        assertEquals(10080, options.port());
        assertEquals(Duration.ofSeconds(20), options.handshakeTimeout());
        assertEquals(Duration.ofSeconds(60), options.idleTimeout());
        assertEquals(Duration.ofSeconds(20), options.keepalive());
        assertEquals(Duration.ofSeconds(20), options.keepaliveTimeout());
        assertEquals(GrpcServerOptions.Executor.POOL, options.executor());
        assertEquals("127.0.0.1:10080", options.authority());
    }

    @Test
    void readsEveryOption() throws Exception {
        GrpcServerOptions options = GrpcServerOptions.parse("--host", "127.0.0.2", "--port", "10081",
                "--handshake-timeout", "1500ms", "--idle-timeout", "2s", "--keepalive", "10s", "--keepalive-timeout",
                "100ms", "--executor", "direct");
        assertEquals("127.0.0.2", options.host());
        assertEquals(10081, options.port());
        assertEquals(Duration.ofMillis(1500), options.handshakeTimeout());
        assertEquals(Duration.ofSeconds(2), options.idleTimeout());
        assertEquals(Duration.ofSeconds(10), options.keepalive());
        assertEquals(Duration.ofMillis(100), options.keepaliveTimeout());
        assertEquals(GrpcServerOptions.Executor.DIRECT, options.executor());
        assertEquals(GrpcServerOptions.Executor.POOL, GrpcServerOptions.parse("--executor", "pool").executor());
    }

    @Test
    void anIpv6AddressIsBracketedInTheAuthority() throws Exception {
        assertEquals("[::1]:10080", GrpcServerOptions.parse("--host", "::1").authority());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--host 0.0.0.0                | --host 0.0.0.0 would bind every interface",
        "--host ::                     | --host :: would bind every interface",
        "--host 0:0:0:0:0:0:0:0        | --host 0:0:0:0:0:0:0:0 would bind every interface",
        "--host a/b                    | --host must be an address or host name, got 'a/b'",
        "--host                        | --host needs a value",
        "--port                        | --port needs a value",
        "--port 0                      | --port must be 1-65535, got '0'",
        "--port 65536                  | --port must be 1-65535, got '65536'",
        "--port -1                     | --port must be 1-65535, got '-1'",
        "--port 12x                    | --port must be 1-65535, got '12x'",
        "--handshake-timeout 20        | --handshake-timeout takes a duration from 100ms to 3600s",
        "--handshake-timeout 50ms      | --handshake-timeout takes a duration from 100ms to 3600s",
        "--idle-timeout 500ms          | --idle-timeout takes a duration from 1s to 3600s",
        "--keepalive 3601s             | --keepalive takes a duration from 10s to 3600s",
        "--keepalive 9s                | --keepalive takes a duration from 10s to 3600s",
        "--keepalive-timeout 99ms      | --keepalive-timeout takes a duration from 100ms to 3600s",
        "--executor threads            | --executor must be pool or direct, got 'threads'",
        "--registry-port 9179          | unknown option '--registry-port'",
        "10080                         | unknown option '10080'"})
    void refusesABadCommandLineInOneLine(String args, String expected) {
        var e = assertThrows(CommandLineValues.UsageException.class, () -> GrpcServerOptions.parse(args.split(" ")));
        assertTrue(e.getMessage().startsWith(expected), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void helpIsNotAnError() {
        var help = assertThrows(CommandLineValues.HelpRequested.class,
                () -> GrpcServerOptions.parse("--port", "9", "--help"));
        assertTrue(help.getMessage().startsWith("usage: java -jar echosoap-grpc.jar"), help.getMessage());
    }

    @Test
    void bindFailuresAreOneLineFromEitherTransport() throws Exception {
        GrpcServerOptions options = GrpcServerOptions.parse("--port", "10080");
        // Netty's epoll transport (what runs on Linux) and its NIO transport say the same thing differently.
        assertEquals("port 10080 on 127.0.0.1 is already in use", GrpcServer.bindFailure(options,
                new IOException("Failed to bind to address /127.0.0.1:10080",
                        new IOException("bind(..) failed with error(-98): Address already in use"))));
        assertEquals("port 10080 on 127.0.0.1 is already in use", GrpcServer.bindFailure(options,
                new IOException("Failed to bind", new BindException("Address already in use"))));
        assertEquals("cannot listen on 127.0.0.1:10080: Cannot assign requested address", GrpcServer.bindFailure(
                options, new IOException("Failed to bind",
                        new IOException("bind(..) failed with error(-99): Cannot assign requested address"))));
        assertEquals("cannot serve on 127.0.0.1:10080: something else", GrpcServer.bindFailure(options,
                new IOException("something\nelse")));
    }
}
