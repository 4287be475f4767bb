package org.echosoap.server.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class PortPlanTest {

    @Test
    void defaultsAreTomcatsPortPlusEachServersOffset() {
        PortPlan plan = PortPlan.builder("8080").rmi(null).grpc(null).corba(null).soapLite(null, 4000).build();
        assertEquals(8080, plan.tomcat());
        assertEquals(OptionalInt.of(9179), plan.rmi());
        assertEquals(OptionalInt.of(10080), plan.grpc());
        assertEquals(OptionalInt.of(11080), plan.corba());
        assertEquals(OptionalInt.of(12080), plan.soapLite());
        assertFalse(plan.tls().isPresent(), "HTTPS only when asked");
    }

    @Test
    void givenPortsWin() {
        PortPlan plan = PortPlan.builder("18080").rmi("20000").grpc("20010").tls("18443").build();
        assertEquals(OptionalInt.of(20000), plan.rmi());
        assertEquals(OptionalInt.of(20010), plan.grpc());
        assertEquals(OptionalInt.of(18443), plan.tls());
        assertFalse(plan.corba().isPresent());
    }

    @Test
    void refusalsAreTheOneLinesUsersKnow() {
        assertUsage("--port must be 1-65535, got 'x'", () -> PortPlan.builder("x"));
        assertUsage("--port must be 1-65535, got '70000'", () -> PortPlan.builder("70000"));
        assertUsage("--grpc-port must be 1-65535, got '0'", () -> PortPlan.builder("8080").grpc("0"));
        assertUsage("--grpc-port 8080 must differ from --port 8080", () -> PortPlan.builder("8080").grpc("8080"));
        assertUsage("--grpc-port 20001 is one of the RMI server's ports (20000 to 20002)",
                () -> PortPlan.builder("8080").rmi("20000").grpc("20001"));
        assertUsage("--corba-port 20005 is also --grpc-port's port",
                () -> PortPlan.builder("8080").grpc("20005").corba("20005"));
        assertUsage("--rmi-port must be 1-65533 (the object and the ping-pong listen on the next two ports), got '65534'",
                () -> PortPlan.builder("8080").rmi("65534"));
        assertUsage("--rmi-port 8079: the RMI ports (8079 to 8081) must differ from --port 8080",
                () -> PortPlan.builder("8080").rmi("8079"));
        assertUsage("--port 65000 leaves no room for the RMI server's ports (66099 to 66101); give --rmi-port R or --no-rmi",
                () -> PortPlan.builder("65000").rmi(null));
        assertUsage("--port 64000 leaves no room for --grpc-port's default (66000); give --grpc-port or --no-grpc",
                () -> PortPlan.builder("64000").grpc(null));
        assertUsage("--soaplite-port 9000 is also --tls-port's port",
                () -> PortPlan.builder("8080").tls("9000").soapLite("9000", 4000));
    }

    @Test
    void aNumberTooLongForAnIntIsOutOfRangeNotACrash() {
        assertUsage("--grpc-port must be 1-65535, got '99999999999999999999'",
                () -> PortPlan.builder("8080").grpc("99999999999999999999"));
    }

    private static void assertUsage(String message, Supplier<Object> plan) {
        LauncherException e = assertThrows(LauncherException.class, plan::get);
        assertEquals(message, e.getMessage());
        assertEquals(2, e.exitStatus());
        assertTrue(!e.getMessage().contains("\n"));
    }
}
