package org.echosoap.server.rmi;

import java.io.IOException;
import java.io.ObjectInputFilter;
import java.net.BindException;
import java.rmi.AlreadyBoundException;
import java.rmi.NoSuchObjectException;
import java.rmi.NotBoundException;
import java.rmi.RemoteException;
import java.rmi.registry.LocateRegistry;
import java.rmi.registry.Registry;
import java.rmi.server.ExportException;
import java.rmi.server.UnicastRemoteObject;
import java.util.logging.Formatter;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;
import org.echosoap.server.rmi.latency.LatencyRemote;

/**
 * The RMI server: its own registry on one port, the {@link LatencyServant} exported on another, and beside them the
 * raw TCP ping-pong that is an RMI call's baseline ({@link PingPongServer}) on a third, all listening on one address
 * only, every RMI stream read through {@link SerialFilter}. One per JVM: it sets JVM-wide state (system
 * properties the JDK's RMI reads once, the JVM-wide serial filter), so it must be the first RMI user of its JVM,
 * as it is in {@link Main}.
 *
 * <pre>{@code
 * try (RmiServer server = RmiServer.start(RmiServerOptions.parse("--registry-port", "9179", "--object-port", "9180"))) {
 *     System.out.println(server.url()); // rmi://127.0.0.1:9179/Latency
 * }
 * }</pre>
 */
public final class RmiServer implements AutoCloseable {

    /** The JDK's logger for serial filter decisions: rejections at DEBUG (JUL FINE), the rest at TRACE. */
    private static final String SERIAL_FILTER_LOGGER = "java.io.serialization";
    /** Held here: JUL keeps loggers weakly, and a collected logger forgets its level. */
    private static Logger serialFilterLog;

    private final RmiServerOptions options;
    private final Registry registry;
    private final LatencyServant servant;
    private final PingPongServer pingPong;
    private boolean closed;

    private RmiServer(RmiServerOptions options, Registry registry, LatencyServant servant, PingPongServer pingPong) {
        this.options = options;
        this.registry = registry;
        this.servant = servant;
        this.pingPong = pingPong;
    }

    /**
     * Configures the JVM, creates the registry, exports the servant and binds it as {@link LatencyRemote#NAME}.
     *
     * @throws IOException with a one-line message when a port is taken or the address is not this host's
     */
    public static RmiServer start(RmiServerOptions options) throws IOException {
        ObjectInputFilter filter = configureJvm(options);
        BoundServerSocketFactory sockets = new BoundServerSocketFactory(options.address());
        Registry registry;
        try {
            // No client socket factory: stubs carry none, so clients need nothing of ours to connect.
            registry = LocateRegistry.createRegistry(options.registryPort(), null, sockets);
        } catch (RemoteException e) {
            throw new IOException(bindFailure("registry port", options.registryPort(), options, e), e);
        }
        LatencyServant servant = new LatencyServant();
        try {
            LatencyRemote stub = (LatencyRemote) UnicastRemoteObject.exportObject(servant, options.objectPort(),
                    null, sockets, filter);
            registry.bind(LatencyRemote.NAME, stub);
        } catch (RemoteException | AlreadyBoundException e) {
            unexport(servant);
            unexport(registry);
            throw new IOException(bindFailure("object port", options.objectPort(), options, e), e);
        }
        PingPongServer pingPong;
        try {
            pingPong = PingPongServer.start(options.address(), options.pingPongPort(), options.readTimeout(),
                    line -> System.err.println("echosoap-rmi: ping-pong: " + line));
        } catch (IOException e) {
            unexport(servant);
            unexport(registry);
            throw new IOException(bindFailure("ping-pong port", options.pingPongPort(), options, e), e);
        }
        return new RmiServer(options, registry, servant, pingPong);
    }

    /** {@code rmi://host:registryPort/Latency}. */
    public String url() {
        String host = options.host().contains(":") ? "[" + options.host() + "]" : options.host();
        return "rmi://" + host + ":" + options.registryPort() + "/" + LatencyRemote.NAME;
    }

    public RmiServerOptions options() {
        return options;
    }

    /** The ping-pong's port. */
    public int pingPongPort() {
        return pingPong.port();
    }

    /** Unbinds and unexports everything and closes the ping-pong (in-flight calls are cut off); later calls do nothing. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            registry.unbind(LatencyRemote.NAME);
        } catch (RemoteException | NotBoundException e) {
            // Going away anyway.
        }
        unexport(servant);
        unexport(registry);
        pingPong.close();
    }

    /**
     * What the JDK's RMI reads once per JVM, set before anything of RMI is initialized; and the serial filter,
     * JVM-wide and for the registry. Returns the filter for the servant's export.
     */
    private static ObjectInputFilter configureJvm(RmiServerOptions options) {
        // The address stubs name: clients connect there, never to whatever the host name resolves to.
        System.setProperty("java.rmi.server.hostname", options.host());
        // Never load classes from a codebase a client names (the JDK default since 7u21; stated, not assumed).
        System.setProperty("java.rmi.server.useCodebaseOnly", "true");
        // The JDK waits 2 hours on a silent connection; a truncated stream would hold a thread that long.
        System.setProperty("sun.rmi.transport.tcp.readTimeout", Long.toString(options.readTimeout().toMillis()));
        System.setProperty(SerialFilter.REGISTRY_FILTER_PROPERTY, SerialFilter.PATTERN);
        logSerialFilterRejections();

        ObjectInputFilter filter = SerialFilter.create();
        ObjectInputFilter current = ObjectInputFilter.Config.getSerialFilter();
        if (current == null) {
            ObjectInputFilter.Config.setSerialFilter(filter);
        } else if (!SerialFilter.PATTERN.equals(current.toString())) {
            throw new IllegalStateException("a JVM-wide serial filter is already set (" + current
                    + "); the RMI server sets its own: start it without -Djdk.serialFilter");
        }
        return filter;
    }

    /**
     * One line per refused stream on stderr (the server's log): the JDK logs each filter decision, rejections at a
     * level of their own. Works for every stream of the JVM, the registry's and the DGC's included.
     */
    private static void logSerialFilterRejections() {
        Logger log = Logger.getLogger(SERIAL_FILTER_LOGGER);
        StreamHandler handler = new StreamHandler(System.err, new Formatter() {
            @Override
            public String format(LogRecord record) {
                // Not every record of this logger is a refusal (the JDK also says which filter it creates).
                String message = formatMessage(record);
                String what = message.startsWith("ObjectInputFilter REJECTED") ? "refused a serialized stream: "
                        : "serialization: ";
                return "echosoap-rmi: " + what + message + System.lineSeparator();
            }
        }) {
            @Override
            public synchronized void publish(LogRecord record) {
                super.publish(record);
                flush();
            }
        };
        handler.setLevel(Level.FINE);
        log.setLevel(Level.FINE);
        log.setUseParentHandlers(false);
        log.addHandler(handler);
        serialFilterLog = log;
    }

    private static String bindFailure(String what, int port, RmiServerOptions options, Exception e) {
        Throwable cause = e;
        while (cause.getCause() != null && !(cause instanceof BindException)) {
            cause = cause.getCause();
        }
        if (cause instanceof BindException && String.valueOf(cause.getMessage()).contains("in use")) {
            return what + " " + port + " on " + options.host() + " is already in use";
        }
        if (cause instanceof BindException) {
            return "cannot listen on " + options.host() + ":" + port + " (" + what + "): " + cause.getMessage();
        }
        String kind = e instanceof ExportException ? "cannot export on " : "cannot serve on ";
        return kind + options.host() + ":" + port + " (" + what + "): " + oneLine(e);
    }

    private static String oneLine(Throwable e) {
        return String.valueOf(e.getMessage()).replaceAll("\\s+", " ");
    }

    private static void unexport(java.rmi.Remote remote) {
        try {
            UnicastRemoteObject.unexportObject(remote, true);
        } catch (NoSuchObjectException e) {
            // Not exported (any more).
        }
    }
}
