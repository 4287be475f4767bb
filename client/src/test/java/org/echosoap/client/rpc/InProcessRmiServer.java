package org.echosoap.client.rpc;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.rmi.NoSuchObjectException;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.UnicastRemoteObject;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.echosoap.server.contract.LatencyValues;
import org.echosoap.server.rmi.BoundServerSocketFactory;
import org.echosoap.server.rmi.PingPongServer;
import org.echosoap.server.rmi.latency.LatencyRemote;

/**
 * A Latency object in the tests' own JVM, with its registry, on 127.0.0.1 only, and optionally the module's
 * ping-pong beside it: what the client's channels and runs are tested against without the server jar. Unlike the
 * real {@code RmiServer} (one per JVM: it sets JVM-wide state) as many as a test wants; each can misbehave on
 * demand (answer wrongly, answer late, go away). The calls answer as the real servant does.
 *
 * <pre>{@code
 * try (InProcessRmiServer server = InProcessRmiServer.start()) {
 *     RunOptions o = RunOptions.builder(URI.create("http://127.0.0.1:1/x")).rmiPort(server.registryPort()).build();
 * }
 * }</pre>
 */
public final class InProcessRmiServer implements AutoCloseable {

    static {
        // The address the stubs name: never this host's name, which may resolve off the loopback interface. Read
        // once per JVM, at the first export: every test's server is on 127.0.0.1.
        System.setProperty("java.rmi.server.hostname", "127.0.0.1");
    }

    /** What the object does on its next calls. */
    public enum Mode { RIGHT, WRONG, SLOW }

    private final Servant servant = new Servant();
    private final Registry registry;
    private final int registryPort;
    private final PingPongServer pingPong;
    private volatile boolean closed;

    private InProcessRmiServer(Registry registry, int registryPort, PingPongServer pingPong) {
        this.registry = registry;
        this.registryPort = registryPort;
        this.pingPong = pingPong;
    }

    /** The object and its registry on a free port of 127.0.0.1, and the ping-pong on another. */
    public static InProcessRmiServer start() throws IOException {
        InetAddress loopback = InetAddress.getByName("127.0.0.1");
        BoundServerSocketFactory sockets = new BoundServerSocketFactory(loopback);
        int port = freePort();
        Registry registry = LocateRegistry.createRegistry(port, null, sockets);
        InProcessRmiServer server = new InProcessRmiServer(registry, port,
                PingPongServer.start(loopback, 0, java.time.Duration.ofSeconds(30), line -> { }));
        try {
            LatencyRemote stub = (LatencyRemote) UnicastRemoteObject.exportObject(server.servant, 0, null, sockets);
            registry.rebind(LatencyRemote.NAME, stub);
        } catch (RemoteException e) {
            server.close();
            throw e;
        }
        return server;
    }

    public int registryPort() {
        return registryPort;
    }

    public int pingPongPort() {
        return pingPong.port();
    }

    /** Calls served so far. */
    public int calls() {
        return servant.calls.get();
    }

    /** How the next calls are answered; SLOW sleeps {@code slowMillis} first. */
    public void mode(Mode mode, long slowMillis) {
        servant.mode = mode;
        servant.slowMillis = slowMillis;
    }

    /** Unexports the object and the registry: the server is gone, as if its JVM had ended. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        servant.mode = Mode.RIGHT;
        unexport(servant);
        unexport(registry);
        pingPong.close();
    }

    private static void unexport(java.rmi.Remote remote) {
        try {
            UnicastRemoteObject.unexportObject(remote, true);
        } catch (NoSuchObjectException alreadyGone) {
            // Closed twice.
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return s.getLocalPort();
        }
    }

    /** The calls of the real servant, plus the modes. */
    private static final class Servant implements LatencyRemote {
        final AtomicInteger calls = new AtomicInteger();
        volatile Mode mode = Mode.RIGHT;
        volatile long slowMillis;
        private volatile int storedSize = LatencyValues.DEFAULT_SIZE;

        private void before() {
            calls.incrementAndGet();
            if (mode == Mode.SLOW) {
                try {
                    Thread.sleep(slowMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        private static int checked(int size) {
            if (size < 0 || size > LatencyValues.MAX_SIZE) {
                throw new IllegalArgumentException("size must be a whole number from 0 to " + LatencyValues.MAX_SIZE
                        + ", got " + size);
            }
            return size;
        }

        @Override
        public void doNothing() {
            before();
        }

        @Override
        public void setSize(int size) {
            before();
            storedSize = checked(size);
        }

        @Override
        public String getString() {
            return getString(storedSize);
        }

        @Override
        public String getString(int size) {
            before();
            String s = LatencyValues.letters(checked(size));
            return mode == Mode.WRONG && size > 0 ? "z" + s.substring(1) : s;
        }

        @Override
        public int[] getIntegers() {
            return getIntegers(storedSize);
        }

        @Override
        public int[] getIntegers(int count) {
            before();
            int[] values = IntStream.range(0, checked(count)).toArray();
            if (mode == Mode.WRONG && count > 1) {
                values[1] = 7;
            }
            return values;
        }

        @Override
        public float echoFloat(float input) {
            before();
            return mode == Mode.WRONG ? input + 1 : input;
        }
    }
}
