package org.echosoap.server.corba;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.echosoap.server.cli.CommandLineValues.HelpRequested;
import org.echosoap.server.cli.CommandLineValues.UsageException;
import org.junit.jupiter.api.Test;

class CorbaServerOptionsTest {

    @Test
    void defaults() throws Exception {
        CorbaServerOptions options = CorbaServerOptions.parse();
        assertEquals("127.0.0.1", options.host());
        assertEquals(11080, options.port());
        assertEquals(Duration.ofSeconds(20), options.readTimeout());
        assertEquals(Duration.ofSeconds(60), options.idleTimeout());
        assertEquals("corbaloc:iiop:1.2@127.0.0.1:11080/Latency", options.corbaloc());
    }

    @Test
    void everyOption() throws Exception {
        CorbaServerOptions options = CorbaServerOptions.parse("--host", "127.0.0.1", "--port", "2809",
                "--read-timeout", "500ms", "--idle-timeout", "5s");
        assertEquals(2809, options.port());
        assertEquals(Duration.ofMillis(500), options.readTimeout());
        assertEquals(Duration.ofSeconds(5), options.idleTimeout());
    }

    @Test
    void anIpv6HostIsBracketedInTheUrl() throws Exception {
        assertEquals("corbaloc:iiop:1.2@[::1]:11080/Latency", CorbaServerOptions.parse("--host", "::1").corbaloc());
    }

    @Test
    void refusals() {
        assertEquals("--host 0.0.0.0 would bind every interface; the CORBA server binds one address (e.g. 127.0.0.1,"
                + " or the address clients connect to)",
                assertThrows(UsageException.class, () -> CorbaServerOptions.parse("--host", "0.0.0.0")).getMessage());
        assertEquals("--idle-timeout takes a duration from 100ms to 3600s, like 20s or 500ms, got '10ms'",
                assertThrows(UsageException.class, () -> CorbaServerOptions.parse("--idle-timeout", "10ms"))
                        .getMessage());
        assertEquals("unknown option '--registry-port' (--help lists them)",
                assertThrows(UsageException.class, () -> CorbaServerOptions.parse("--registry-port", "1"))
                        .getMessage());
        assertEquals(CorbaServerOptions.USAGE,
                assertThrows(HelpRequested.class, () -> CorbaServerOptions.parse("--help")).getMessage());
    }
}
