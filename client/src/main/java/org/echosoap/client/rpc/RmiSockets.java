package org.echosoap.client.rpc;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.rmi.server.RMISocketFactory;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.echosoap.client.wire.CountingSocket;
import org.echosoap.client.wire.WireCounter;

/**
 * The client JVM's RMI socket factory ({@link RMISocketFactory#setSocketFactory}, installed once, before the first
 * RMI use): every socket the JDK's RMI transport opens comes from here, so the client can
 * <ul>
 *   <li>count the bytes of a call on the wire, both ways, per thread ({@link #counts()}): the JDK reads and writes a
 *       call's bytes on the calling thread, so a worker's counters hold its own calls' bytes and nothing else (a DGC
 *       lease renewal runs on the JDK's thread); the JDK's liveness pings ({@link #PINGS}, {@link #PING_ACKS}) and
 *       a new connection's handshake ({@link #HANDSHAKE_WRITTEN}, {@link #HANDSHAKE_READ}) are counted apart, so
 *       that a call's own bytes are known whether or not a ping or a new connection went before it;</li>
 *   <li>bound every wait by the run's {@code --timeout} (connect, the JRMP handshake, every read): the JDK otherwise
 *       waits 60 s for a handshake and forever for an answer;</li>
 *   <li>retire the connections of an epoch ({@link #retireAll}): the JDK pools RMI connections JVM-wide and would
 *       keep them past the renewal that gives every other protocol new ones.</li>
 * </ul>
 * Why a factory and not a channel's own socket: a stub talks through the JDK's transport, which takes its sockets
 * from the JVM's factory and nowhere else.
 *
 * <pre>{@code
 * RmiSockets sockets = RmiSockets.install(Duration.ofSeconds(30));
 * long[] counts = RmiSockets.counts();   // [written, read] of this thread, ever growing
 * long before = RmiSockets.callBytesRead(counts);
 * latency.getString(200);
 * long answerBytes = RmiSockets.callBytesRead(counts) - before; // the call's own
 * }</pre>
 */
final class RmiSockets extends RMISocketFactory {

    /** Index of the bytes written in {@link #counts()}. */
    static final int WRITTEN = 0;
    /** Index of the bytes read in {@link #counts()}. */
    static final int READ = 1;
    /**
     * Index of the liveness pings written in {@link #counts()}, one byte each, included in {@link #WRITTEN}. The JDK
     * pings a pooled connection before a call when it has been idle for longer than the last ping's round trip in
     * whole milliseconds, which on a fast link is 0: after a pause every call pings until one ping happens to span a
     * millisecond tick. Recognised as what nothing else is: a flush of the single byte {@link #PING}.
     */
    static final int PINGS = 2;
    /** Index of the pings' one-byte answers read in {@link #counts()}, included in {@link #READ}. */
    static final int PING_ACKS = 3;
    /**
     * Index of the bytes a new connection's JRMP handshake wrote ({@link JrmpHandshake}), included in
     * {@link #WRITTEN}: a call that opens a connection pays them once, and they are the connection's, not the call's.
     */
    static final int HANDSHAKE_WRITTEN = 4;
    /** Index of the handshake's bytes read, included in {@link #READ}. */
    static final int HANDSHAKE_READ = 5;
    /** 1 while a ping's answer is awaited (the next read on this thread starts with it). */
    private static final int ACK_PENDING = 6;
    /** JRMP's ping and its answer (sun.rmi.transport.TransportConstants). */
    static final byte PING = 0x52;
    static final byte PING_ACK = 0x53;

    private static final ThreadLocal<long[]> COUNTS = ThreadLocal.withInitial(() -> new long[7]);
    private static RmiSockets installed;

    private final Set<RmiSocket> live = ConcurrentHashMap.newKeySet();
    private volatile int timeoutMillis;

    private RmiSockets(int timeoutMillis) {
        this.timeoutMillis = timeoutMillis;
    }

    /**
     * This JVM's factory, installed on first use, every socket's waits bounded by {@code timeout} from now on (the
     * open ones' too). Also sets the JDK's own response and handshake timeouts the first time, unless given on the
     * command line: they apply should another factory ever be in place.
     *
     * @throws IllegalStateException when another RMI socket factory was installed first
     */
    static synchronized RmiSockets install(Duration timeout) {
        int millis = (int) Math.min(Integer.MAX_VALUE, Math.max(1, timeout.toMillis()));
        if (installed == null) {
            // Read once, when the JDK's RMI transport is first used: set before any stub exists.
            setIfAbsent("sun.rmi.transport.tcp.responseTimeout", millis);
            setIfAbsent("sun.rmi.transport.tcp.handshakeTimeout", millis);
            RmiSockets factory = new RmiSockets(millis);
            if (RMISocketFactory.getSocketFactory() != null) {
                throw new IllegalStateException("another RMI socket factory is installed in this JVM: "
                        + RMISocketFactory.getSocketFactory());
            }
            try {
                RMISocketFactory.setSocketFactory(factory);
            } catch (IOException e) {
                throw new IllegalStateException("cannot install the RMI socket factory: " + e.getMessage(), e);
            }
            installed = factory;
        }
        installed.timeout(millis);
        return installed;
    }

    private static void setIfAbsent(String property, int millis) {
        if (System.getProperty(property) == null) {
            System.setProperty(property, Integer.toString(millis));
        }
    }

    /**
     * This thread's bytes written and read on RMI sockets so far, and its pings and their answers ({@link #WRITTEN},
     * {@link #READ}, {@link #PINGS}, {@link #PING_ACKS}); live, reused.
     */
    static long[] counts() {
        return COUNTS.get();
    }

    /** Of this thread's bytes written ({@link #counts()}), those of calls: no ping, no handshake. */
    static long callBytesWritten(long[] counts) {
        return counts[WRITTEN] - counts[PINGS] - counts[HANDSHAKE_WRITTEN];
    }

    /** Of this thread's bytes read ({@link #counts()}), those of calls' answers: no ping's, no handshake's. */
    static long callBytesRead(long[] counts) {
        return counts[READ] - counts[PING_ACKS] - counts[HANDSHAKE_READ];
    }

    private void timeout(int millis) {
        timeoutMillis = millis;
        for (RmiSocket s : live) {
            try {
                s.setSoTimeout(millis);
            } catch (SocketException closed) {
                live.remove(s);
            }
        }
    }

    /**
     * Closes every RMI connection open now, so that the next call opens a new one. A connection the JDK still holds
     * in its pool fails its next use before a byte is sent ({@link RetiredSocketException}): its liveness ping then
     * finds it dead, or, without a ping, the call fails and {@link RmiTransport}'s channel repeats it once.
     */
    void retireAll() {
        for (RmiSocket s : live) {
            s.retire();
        }
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        RmiSocket socket = new RmiSocket();
        try {
            int timeout = timeoutMillis;
            socket.setTcpNoDelay(true); // the JDK sets it too; stated, not assumed
            socket.setSoTimeout(timeout);
            socket.connect(new InetSocketAddress(host, port), timeout);
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
        live.add(socket);
        return socket;
    }

    /** The client exports nothing; should anything in its JVM do, it gets the JDK's own server sockets. */
    @Override
    public ServerSocket createServerSocket(int port) throws IOException {
        return RMISocketFactory.getDefaultSocketFactory().createServerSocket(port);
    }

    /** Thrown by a retired socket's streams before anything is sent or read. */
    static final class RetiredSocketException extends SocketException {
        private static final long serialVersionUID = 1L;

        RetiredSocketException() {
            super("RMI connection retired at the renewal of the client's connections");
        }
    }

    /** A socket that counts its bytes on the using thread's counters and can be retired. */
    private final class RmiSocket extends CountingSocket {
        private volatile boolean retired;

        RmiSocket() {
            super(new ThreadCounter());
        }

        void retire() {
            retired = true;
            try {
                close(); // the server's connection thread sees the end now, not after its read timeout
            } catch (IOException ignored) {
                // Closing is all we wanted.
            }
        }

        /** The JDK sets its own timeouts (the handshake's, then the response's): never longer than the run's. */
        @Override
        public synchronized void setSoTimeout(int millis) throws SocketException {
            int bound = timeoutMillis;
            super.setSoTimeout(millis == 0 ? bound : Math.min(millis, bound));
        }

        @Override
        protected void beforeTransfer() throws RetiredSocketException {
            if (retired) {
                throw new RetiredSocketException();
            }
        }

        @Override
        public synchronized void close() throws IOException {
            live.remove(this);
            super.close();
        }
    }

    /** One connection's bytes, onto the counters of the thread that moves them, the JRMP handshake's and pings apart. */
    private static final class ThreadCounter implements WireCounter {
        private final JrmpHandshake handshakeOut = JrmpHandshake.clientSide();
        private final JrmpHandshake handshakeIn = JrmpHandshake.serverSide();

        @Override
        public void read(byte[] b, int off, int n) {
            long[] counts = COUNTS.get();
            int handshake = handshakeIn.take(b, off, n);
            counts[READ] += n;
            counts[HANDSHAKE_READ] += handshake;
            if (handshake == 0 && counts[ACK_PENDING] != 0) {
                counts[ACK_PENDING] = 0;
                if (b[off] == PING_ACK) {
                    counts[PING_ACKS]++;
                }
            }
        }

        /**
         * A ping is the only single-byte flush JRMP makes (calls, handshakes and DGC acks are longer); the JDK's
         * buffered stream hands it over alone.
         */
        @Override
        public void written(byte[] b, int off, int n) {
            long[] counts = COUNTS.get();
            int handshake = handshakeOut.take(b, off, n);
            counts[WRITTEN] += n;
            counts[HANDSHAKE_WRITTEN] += handshake;
            if (handshake == 0 && n == 1 && b[off] == PING) {
                counts[PINGS]++;
                counts[ACK_PENDING] = 1;
            }
        }
    }
}
