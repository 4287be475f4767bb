package org.echosoap.client.load;

import com.sun.corba.ee.spi.orb.ORB;
import com.sun.corba.ee.spi.transport.Acceptor;
import com.sun.corba.ee.spi.transport.ORBSocketFactory;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

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

    private final AtomicLong written = new AtomicLong();
    private final AtomicLong read = new AtomicLong();
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
        return written.get();
    }

    /** Every byte read from the ORB's connections so far. */
    long read() {
        return read.get();
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
        CountingSocket socket = new CountingSocket();
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

    /**
     * A socket whose streams count their bytes into the factory's counters. The ORB asks for a stream on every read
     * and write: each time the same one.
     */
    private final class CountingSocket extends Socket {
        private InputStream in;
        private OutputStream out;

        @Override
        public synchronized InputStream getInputStream() throws IOException {
            if (in == null) {
                InputStream raw = super.getInputStream();
                in = new FilterInputStream(raw) {
                    @Override
                    public int read() throws IOException {
                        int b = raw.read();
                        if (b >= 0) {
                            read.incrementAndGet();
                        }
                        return b;
                    }

                    @Override
                    public int read(byte[] b, int off, int len) throws IOException {
                        int n = raw.read(b, off, len);
                        if (n > 0) {
                            read.addAndGet(n);
                        }
                        return n;
                    }
                };
            }
            return in;
        }

        @Override
        public synchronized OutputStream getOutputStream() throws IOException {
            if (out == null) {
                OutputStream raw = super.getOutputStream();
                out = new FilterOutputStream(raw) {
                    @Override
                    public void write(int b) throws IOException {
                        raw.write(b);
                        written.incrementAndGet();
                    }

                    @Override
                    public void write(byte[] b, int off, int len) throws IOException {
                        raw.write(b, off, len); // FilterOutputStream's own would write byte by byte
                        written.addAndGet(len);
                    }
                };
            }
            return out;
        }

        @Override
        public synchronized void close() throws IOException {
            live.remove(this);
            super.close();
        }
    }
}
