package org.echosoap.server.rmi;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.rmi.server.RMIServerSocketFactory;
import java.util.Objects;

/**
 * Server sockets bound to one address only (the JDK's default factory binds the wildcard address, every
 * interface). Used for the registry's port and the object's port alike; never sent to clients, who connect with
 * plain sockets to {@code java.rmi.server.hostname}.
 *
 * <pre>{@code
 * RMIServerSocketFactory ssf = new BoundServerSocketFactory(InetAddress.getByName("127.0.0.1"));
 * Registry registry = LocateRegistry.createRegistry(9179, null, ssf);
 * }</pre>
 */
public final class BoundServerSocketFactory implements RMIServerSocketFactory {

    /** The JDK's default listen backlog. */
    private static final int BACKLOG = 50;

    private final InetAddress address;

    public BoundServerSocketFactory(InetAddress address) {
        if (address.isAnyLocalAddress()) {
            throw new IllegalArgumentException("a wildcard address binds every interface: " + address);
        }
        this.address = address;
    }

    public InetAddress address() {
        return address;
    }

    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        ServerSocket socket = new ServerSocket();
        try {
            socket.bind(new InetSocketAddress(address, port), BACKLOG);
        } catch (IOException e) {
            socket.close();
            throw e;
        }
        return socket;
    }

    // RMI shares a listening socket between exports whose endpoints (port and factory) are equal.
    @Override
    public boolean equals(Object o) {
        return o instanceof BoundServerSocketFactory other && address.equals(other.address);
    }

    @Override
    public int hashCode() {
        return Objects.hash(BoundServerSocketFactory.class, address);
    }

    @Override
    public String toString() {
        return "BoundServerSocketFactory[" + address.getHostAddress() + "]";
    }
}
