package org.echosoap.client.rpc;

import com.sun.corba.ee.spi.orb.ORB;
import com.sun.corba.ee.spi.transport.Acceptor;
import com.sun.corba.ee.spi.transport.ORBSocketFactory;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.echosoap.client.wire.CountingSocket;
import org.echosoap.client.wire.WireCounts;

/**
 * The sockets of one client ORB of {@link CorbaTransport} (property {@code
 * com.sun.corba.ee.transport.ORBSocketFactoryClass}; the ORB makes one instance from the class name, so each ORB, and
 * thus each worker's channel, has its own, found with {@link #of}). It
 * <ul>
 *   <li>counts every byte of the ORB's connections both ways ({@link #written()}, {@link #read()}): the ORB writes a
 *       request on the calling thread and reads the reply on its reader thread of the connection (plain sockets), and
 *       hands the reply over only after reading it, so the counts taken after a call include its reply;</li>
 *   <li>bounds the connect by the run's timeout ({@link #connectTimeout});</li>
 *   <li>cuts the ORB's connections ({@link #cut()}): a call blocked on a reply fails at once, and no connection opens
 *       afterwards (a run's abort; the end of a channel);</li>
 *   <li>binds the one listener a client ORB opens to the loopback address: the ORB sends a reference to its own
 *       {@code CodeBase} object in the first request on each connection (the SendingContextRunTime service context),
 *       and making that reference needs a listener. Nothing connects to it.</li>
 * </ul>
 *
 * <pre>{@code
 * props.setProperty("com.sun.corba.ee.transport.ORBSocketFactoryClass", CorbaSockets.class.getName());
 * ORB orb = ORB.init(new String[0], props);
 * CorbaSockets sockets = CorbaSockets.of(orb).connectTimeout(10_000);
 * long before = sockets.read();
 * latency.getString(200);
 * long answerBytes = sockets.read() - before;
 * }</pre>
 */
public final class CorbaSockets implements ORBSocketFactory {

    private final WireCounts counts = new WireCounts();
    private final Set<Socket> live = ConcurrentHashMap.newKeySet();
    private volatile int connectTimeoutMillis = 10_000;
    private volatile boolean cut;

    /** Made by the ORB from the class name. */
    public CorbaSockets() {
    }

    /** The factory of an ORB made with this class as its socket factory. */
    static CorbaSockets of(org.omg.CORBA.ORB orb) {
        ORBSocketFactory factory = ((ORB) orb).getORBData().getSocketFactory();
        if (!(factory instanceof CorbaSockets sockets)) {
            throw new IllegalStateException("the ORB's socket factory is " + factory.getClass().getName());
        }
        return sockets;
    }

    /** The connect's bound from now on (the ORB connects on its first call). */
    CorbaSockets connectTimeout(int millis) {
        connectTimeoutMillis = Math.max(1, millis);
        return this;
    }

    /** Every byte written on the ORB's connections so far. */
    long written() {
        return counts.written();
    }

    /** Every byte read from the ORB's connections so far. */
    long read() {
        return counts.read();
    }

    /** The ORB's connections open now. */
    int live() {
        return live.size();
    }

    /** Closes every connection of the ORB and refuses new ones. Callable from any thread; later calls do nothing. */
    void cut() {
        cut = true;
        for (Socket s : live) {
            try {
                s.close();
            } catch (IOException ignored) {
                // Closed is all we wanted.
            }
        }
        live.clear();
    }

    @Override
    public void setORB(ORB orb) {
        // Nothing of the ORB is needed.
    }

    /** The ORB's listener for its CodeBase reference: loopback only, any free port, never connected to. */
    @Override
    public ServerSocket createServerSocket(String type, InetSocketAddress address) throws IOException {
        ServerSocket listener = new ServerSocket();
        try {
            listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1);
        } catch (IOException e) {
            listener.close();
            throw e;
        }
        return listener;
    }

    @Override
    public Socket createSocket(String type, InetSocketAddress address) throws IOException {
        if (cut) {
            throw new SocketException("connections cut off");
        }
        CorbaSocket socket = new CorbaSocket();
        try {
            socket.setTcpNoDelay(true); // as the ORB's default factory: a request goes out at once
            socket.connect(address, connectTimeoutMillis);
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
        live.add(socket);
        if (cut) { // cut while connecting
            socket.close();
            throw new SocketException("connections cut off");
        }
        return socket;
    }

    @Override
    public void setAcceptedSocketOptions(Acceptor acceptor, ServerSocket serverSocket, Socket socket)
            throws SocketException {
        socket.setTcpNoDelay(true);
    }

    /** A socket that counts its bytes into the factory's counts and leaves the live set when closed. */
    private final class CorbaSocket extends CountingSocket {
        CorbaSocket() {
            super(counts);
        }

        @Override
        public synchronized void close() throws IOException {
            live.remove(this);
            super.close();
        }
    }
}
