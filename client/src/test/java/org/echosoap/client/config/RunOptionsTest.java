package org.echosoap.client.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class RunOptionsTest {

    private static final URI TARGET = URI.create("http://127.0.0.1:8080/echosoap");

    @Test
    void aCopyKeepsEverySettingItIsNotToldToChange() {
        RunOptions o = RunOptions.builder(TARGET).scenario("benchmark.echoStruct").connections(3).repeat(7)
                .outDir(Path.of("out")).keepAlive(false).transport(TransportKind.CORE).stack(SoapStack.CXF)
                .share(Share.parse("1/2"), 5).epochRounds(4).rmiPort(9000).build();
        assertEquals(o, o.toBuilder().build());
        RunOptions metro = o.toBuilder().stack(SoapStack.METRO).build();
        assertEquals(SoapStack.METRO, metro.stack());
        assertEquals(o, metro.toBuilder().stack(SoapStack.CXF).build(), "only the stack changed");
        assertEquals(o.withStack(SoapStack.METRO), metro, "the wither is the builder's copy");
        assertEquals(5, metro.planConnections());
        assertEquals(2, metro.connections(), "share 1 of 2 of 5 connections");
        assertEquals(9000, metro.rpcPorts().rmi());
        assertEquals(9002, metro.rpcPorts().pingPong(), "its default over the given registry port");
    }

    @Test
    void aCopyIsCheckedAgain() {
        RunOptions o = RunOptions.builder(TARGET).build();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> o.toBuilder().repeat(0).build());
        assertEquals("--repeat must be 1..100000, got 0", e.getMessage());
        assertNotEquals(o, o.withPrime(Duration.ZERO));
    }

    @Test
    void buildNamesTheOptionThatIsWrong() {
        assertEquals("--target URL is required (the echosoap webapp, e.g. http://127.0.0.1:8080/echosoap)",
                message(RunOptions.builder(null)));
        assertEquals("--target must be an http URL like http://127.0.0.1:8080/echosoap, got ftp://h/x",
                message(RunOptions.builder(URI.create("ftp://h/x"))));
        assertEquals("--pingpong-port must be 1-65535, got 0", message(RunOptions.builder(TARGET).pingPongPort(0)));
        assertEquals("--corba-port must be 1-65535, got 70000",
                message(RunOptions.builder(TARGET).corbaPort(70_000)));
        assertEquals("--connections must be 1.." + Defaults.MAX_CONNECTIONS + ", got 0",
                message(RunOptions.builder(TARGET).connections(0)));
        assertEquals("the plan's connections (2) cannot be fewer than this client's (3)",
                message(RunOptions.builder(TARGET).share(Share.WHOLE, 2).connections(3)));
    }

    private static String message(RunOptions.Builder b) {
        return assertThrows(IllegalArgumentException.class, b::build).getMessage();
    }
}
