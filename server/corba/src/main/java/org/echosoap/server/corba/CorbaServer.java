package org.echosoap.server.corba;

import com.sun.corba.ee.spi.misc.ORBConstants;
import java.io.IOException;
import java.net.BindException;
import java.util.Properties;
import org.echosoap.server.cli.CommandLineValues;
import org.echosoap.server.corba.latency.Latency;
import org.omg.CORBA.ORB;
import org.omg.CORBA.UserException;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;

/**
 * The CORBA server: the Eclipse ORB listening on one address and port only, {@link LatencyServant} activated on its
 * root POA, its reference registered as the ORB's initial reference {@value Latency#OBJECT_KEY} so that {@code
 * corbaloc:iiop:1.2@host:port/Latency} reaches it (the ORB answers that object key with a location forward to the
 * servant's own reference, on the same port: one extra round trip per client, on its first call). Every accepted
 * connection is read within {@link GiopLimits}.
 *
 * <pre>{@code
 * try (CorbaServer server = CorbaServer.start(CorbaServerOptions.parse("--port", "11080"))) {
 *     System.out.println(server.options().corbaloc()); // corbaloc:iiop:1.2@127.0.0.1:11080/Latency
 * }
 * }</pre>
 */
public final class CorbaServer implements AutoCloseable {

    private final CorbaServerOptions options;
    private final GiopLimits limits;
    private final ORB orb;
    private boolean closed;

    private CorbaServer(CorbaServerOptions options, GiopLimits limits, ORB orb) {
        this.options = options;
        this.limits = limits;
        this.orb = orb;
    }

    /**
     * Starts the ORB on {@code options.address():options.port()} and activates the servant.
     *
     * @throws IOException with a one-line message when the port is taken or the address is not this host's
     */
    public static CorbaServer start(CorbaServerOptions options) throws IOException {
        GiopLimits limits = GiopLimits.of(options);
        ORB orb = ORB.init(new String[0], orbProperties(options));
        try {
            LimitingSocketFactory.of(orb).limit(limits);
            POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            // The listener opens here, with the first object reference.
            org.omg.CORBA.Object latency = root.servant_to_reference(new LatencyServant());
            ((com.sun.corba.ee.spi.orb.ORB) orb).register_initial_reference(Latency.OBJECT_KEY, latency);
        } catch (UserException | RuntimeException e) {
            orb.destroy();
            throw new IOException(startFailure(options, e), e);
        }
        return new CorbaServer(options, limits, orb);
    }

    /**
     * The ORB's configuration: one listen address (without {@code ORBServerHost} it listens on every interface) and
     * port, object references naming them, sockets from {@link LimitingSocketFactory}, no JMX beans.
     */
    static Properties orbProperties(CorbaServerOptions options) {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "com.sun.corba.ee.impl.orb.ORBImpl");
        props.setProperty(ORBConstants.SERVER_HOST_PROPERTY, options.host());
        props.setProperty(ORBConstants.SERVER_PORT_PROPERTY, Integer.toString(options.port()));
        props.setProperty(ORBConstants.SOCKET_FACTORY_CLASS_PROPERTY, LimitingSocketFactory.class.getName());
        // Plain sockets, blocking reads: the NIO path reads into the ORB's own buffers, where no limit can sit.
        props.setProperty(ORBConstants.ACCEPTOR_SOCKET_TYPE_PROPERTY, ORBConstants.SOCKET);
        props.setProperty(ORBConstants.CONNECTION_SOCKET_TYPE_PROPERTY, ORBConstants.SOCKET);
        props.setProperty(ORBConstants.REGISTER_MBEANS, "false");
        return props;
    }

    /** One line naming every limit, for the server's log. */
    public String limits() {
        return "limits: message " + limits.maxMessageBytes() + " bytes, no fragments, read "
                + CommandLineValues.text(limits.readTimeout()) + ", idle " + CommandLineValues.text(limits.idleTimeout());
    }

    public CorbaServerOptions options() {
        return options;
    }

    /** The ORB serving; for a test's own client calls. */
    ORB orb() {
        return orb;
    }

    /** Lets calls in flight finish, closes every connection and the listener. Later calls do nothing. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        orb.shutdown(true);
        orb.destroy();
    }

    /** One line for a start that failed: the bind's own reason when there is one. */
    static String startFailure(CorbaServerOptions options, Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && !(cause instanceof BindException)) {
            cause = cause.getCause();
        }
        String reason = String.valueOf(cause.getMessage()).replaceAll("\\s+", " ");
        if (cause instanceof BindException && reason.contains("in use")) {
            return "port " + options.port() + " on " + options.host() + " is already in use";
        }
        if (cause instanceof BindException) {
            return "cannot listen on " + options.authority() + ": " + reason;
        }
        return "cannot serve on " + options.authority() + ": " + e.getClass().getSimpleName() + " "
                + String.valueOf(e.getMessage()).replaceAll("\\s+", " ");
    }
}
