package org.echosoap.server.corba;

import com.sun.corba.ee.spi.orb.ORB;
import com.sun.corba.ee.spi.transport.Acceptor;
import com.sun.corba.ee.spi.transport.ORBSocketFactory;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;

/**
 * The server ORB's sockets (property {@code com.sun.corba.ee.transport.ORBSocketFactoryClass}): it listens through a
 * {@link LimitedServerSocket}, so every accepted connection is read within {@link GiopLimits}; it disables Nagle on
 * every connection, as the ORB's default factory does. The ORB makes it from its class name; {@link CorbaServer}
 * hands it the limits right after {@code ORB.init}, before anything listens (the ORB creates its listener with the
 * first object reference), and a listener asked for earlier is refused.
 *
 * <pre>{@code
 * props.setProperty(ORBConstants.SOCKET_FACTORY_CLASS_PROPERTY, LimitingSocketFactory.class.getName());
 * ORB orb = ORB.init(new String[0], props);
 * LimitingSocketFactory.of(orb).limit(limits);
 * }</pre>
 */
public final class LimitingSocketFactory implements ORBSocketFactory {

    private volatile GiopLimits limits;

    /** The factory of an ORB made with this class as its socket factory. */
    static LimitingSocketFactory of(org.omg.CORBA.ORB orb) {
        ORBSocketFactory factory = ((ORB) orb).getORBData().getSocketFactory();
        if (!(factory instanceof LimitingSocketFactory limiting)) {
            throw new IllegalStateException("the ORB's socket factory is " + factory.getClass().getName());
        }
        return limiting;
    }

    /** The limits of every connection accepted from now on. */
    void limit(GiopLimits limits) {
        this.limits = limits;
    }

    @Override
    public void setORB(ORB orb) {
        // Nothing of the ORB is needed.
    }

    @Override
    public ServerSocket createServerSocket(String type, InetSocketAddress address) throws IOException {
        GiopLimits current = limits;
        if (current == null) {
            throw new IllegalStateException("the ORB listens before its limits are set");
        }
        ServerSocket listener = new LimitedServerSocket(current);
        try {
            listener.bind(address);
        } catch (IOException e) {
            listener.close();
            throw e;
        }
        return listener;
    }

    @Override
    public Socket createSocket(String type, InetSocketAddress address) throws IOException {
        // The server calls no one; should the ORB connect out, it is a plain client socket.
        Socket socket = new Socket(address.getAddress(), address.getPort());
        socket.setTcpNoDelay(true);
        return socket;
    }

    @Override
    public void setAcceptedSocketOptions(Acceptor acceptor, ServerSocket serverSocket, Socket socket)
            throws SocketException {
        // Replies go out at once: without it a small reply waits for the client's delayed ACK (~40 ms).
        socket.setTcpNoDelay(true);
    }
}
