package org.echosoap.server.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

class BoundServerSocketFactoryTest {

    @Test
    void bindsTheGivenAddressOnly() throws Exception {
        InetAddress loopback = InetAddress.getByName("127.0.0.1");
        try (ServerSocket socket = new BoundServerSocketFactory(loopback).createServerSocket(0)) {
            assertEquals(loopback, socket.getInetAddress());
        }
    }

    @Test
    void refusesTheWildcardAddress() throws Exception {
        assertThrows(IllegalArgumentException.class,
                () -> new BoundServerSocketFactory(InetAddress.getByName("0.0.0.0")));
        assertThrows(IllegalArgumentException.class, () -> new BoundServerSocketFactory(InetAddress.getByName("::")));
    }

    @Test
    void factoriesOfOneAddressAreEqualSoRmiSharesTheirSockets() throws Exception {
        InetAddress a = InetAddress.getByName("127.0.0.1");
        assertEquals(new BoundServerSocketFactory(a), new BoundServerSocketFactory(a));
        assertEquals(new BoundServerSocketFactory(a).hashCode(), new BoundServerSocketFactory(a).hashCode());
        assertNotEquals(new BoundServerSocketFactory(a), new BoundServerSocketFactory(InetAddress.getByName("127.0.0.2")));
    }
}
