package org.echosoap.client.rpc;

import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.Exchange;
import org.echosoap.client.load.Failures;
import org.echosoap.client.load.ResponseReader;
import org.echosoap.client.load.Transport;
import org.echosoap.client.load.TransportProvider;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.rpc.RpcOperation;
import org.echosoap.server.corba.latency.Latency;
import org.echosoap.server.corba.latency.LatencyHelper;
import org.echosoap.server.corba.latency.SizeOutOfRange;
import org.omg.CORBA.COMM_FAILURE;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.OMGVMCID;
import org.omg.CORBA.ORB;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TRANSIENT;

/**
 * CORBA calls on the CORBA server's {@code Latency} object (the Eclipse ORB, IIOP, GIOP 1.2), the {@code corba.*}
 * scenarios. Each worker's channel is one client ORB of its own, so one IIOP connection (an ORB shares one connection
 * among all its callers), made on first use and kept for the transport's life (an epoch); it resolves {@code
 * corbaloc:iiop:1.2@HOST:PORT/Latency} and narrows it once (the narrow asks the server whether the object is a
 * Latency: a server that is not echosoap's is refused there), then makes blocking calls through the stub and checks
 * every answer ({@link RpcOperation#verdict}). Every byte of the connection is counted on its socket ({@link
 * CorbaSockets}); a call's request and response bytes are what crossed between its start and its answer.
 *
 * <p>The ORB's settings: plain blocking sockets (a reader thread per connection; the ORB's NIO selector hands the reply
 * over one thread more), a reply awaited at most {@code --timeout}, one connect attempt bounded by {@code --timeout}
 * (the ORB otherwise retries a refused connect for a minute), no JMX beans, its log silenced (it logs a failed call as
 * a WARNING with a stack trace; the error kinds and reasons say it in one line). A client ORB also listens, on the
 * loopback address only, for the CodeBase reference it sends in the first request of each connection.
 *
 * <p>Failures are the HTTP transports' error kinds: no server or a refused connection, or a server without a Latency
 * object, is {@code connect}; no answer within {@code --timeout} is {@code timeout}; a connection lost mid-call is
 * {@code connection}; a wrong answer, a SizeOutOfRange or another exception the server threw is {@code wrong_answer}.
 * Each reason is one line. After a failed call the channel's ORB is destroyed, the next exchange makes a new one
 * (new connection) and resolves the object anew.
 */
final class CorbaTransport implements Transport {

    /** The Eclipse ORB's loggers: kept here, so that the level set on them stays. */
    private static final Logger ORB_LOG = Logger.getLogger("javax.enterprise.resource.corba");

    /** The minor code of the Eclipse ORB's COMM_FAILURE for a reply not received within its wait (00410019). */
    static final int REPLY_TIMEOUT_MINOR = OMGVMCID.value | 19;
    /** The minor code of its COMM_FAILURE for a connection that could not be opened (00410001). */
    static final int CONNECT_FAILURE_MINOR = OMGVMCID.value | 1;

    private final String host;
    private final int port;
    private final Duration timeout;
    /** Every channel's ORB not yet destroyed: the transport's close destroys what the channels left. */
    private final Set<ORB> orbs = ConcurrentHashMap.newKeySet();

    CorbaTransport(String host, int port, Duration timeout) {
        if (port < 1) {
            throw new IllegalArgumentException("no CORBA port: --target's port + "
                    + org.echosoap.client.config.Defaults.CORBA_PORT_OFFSET + " is beyond 65535; give --corba-port");
        }
        this.host = host;
        this.port = port;
        this.timeout = timeout;
        ORB_LOG.setLevel(Level.OFF);
    }

    /** {@code corbaloc:iiop:1.2@host:port/Latency}. */
    String address() {
        return "corbaloc:iiop:1.2@" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port + "/"
                + Latency.OBJECT_KEY;
    }

    @Override
    public Channel openChannel() {
        return new CorbaChannel();
    }

    @Override
    public void close() {
        for (ORB orb : orbs) {
            destroy(orb);
        }
    }

    /** The connections open now, over every channel's ORB (each keeps one). */
    int liveConnections() {
        int live = 0;
        for (ORB orb : orbs) {
            live += CorbaSockets.of(orb).live();
        }
        return live;
    }

    /** A client ORB as {@link CorbaTransport} configures it (see there). */
    Properties orbProperties() {
        long millis = Math.max(1, timeout.toMillis());
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "com.sun.corba.ee.impl.orb.ORBImpl");
        props.setProperty("com.sun.corba.ee.ORBRegisterMBeans", "false");
        props.setProperty("com.sun.corba.ee.transport.ORBWaitForResponseTimeout", Long.toString(millis));
        props.setProperty("com.sun.corba.ee.transport.ORBConnectionSocketType", "Socket");
        props.setProperty("com.sun.corba.ee.transport.ORBAcceptorSocketType", "Socket");
        props.setProperty("com.sun.corba.ee.transport.ORBSocketFactoryClass", CorbaSockets.class.getName());
        // First wait 1 ms, at most 1 ms in all: one connect attempt (the default retries for 60 s).
        props.setProperty("com.sun.corba.ee.transport.ORBTCPConnectTimeouts", "1:1:1:1");
        // The address the ORB's own references name (its CodeBase listener, on loopback): no host name lookup.
        props.setProperty("com.sun.corba.ee.ORBServerHost", "127.0.0.1");
        return props;
    }

    private void destroy(ORB orb) {
        orbs.remove(orb);
        try {
            CorbaSockets.of(orb).cut(); // a reader blocked on a socket ends now, not at the ORB's leisure
            orb.shutdown(false);
            orb.destroy();
        } catch (SystemException alreadyDestroyed) {
            // Destroyed is all we wanted.
        }
    }

    /** An endpoint's call, prepared once per channel. */
    private record Prepared(RpcOperation operation, int size, Object expected) {
        static Prepared of(Endpoint endpoint) {
            if (!(endpoint.protocol() instanceof Protocol.RpcCall call) || call.kind() != Protocol.Kind.CORBA) {
                throw new IllegalArgumentException(endpoint.name() + " is not a CORBA call");
            }
            return new Prepared(call.operation(), call.size(), call.operation().expected(call.size()));
        }

        String call() {
            return operation.call(size);
        }
    }

    /** The object is there but is no Latency. */
    private static final class NotLatency extends Exception {
        private static final long serialVersionUID = 1L;

        NotLatency(String message) {
            super(message);
        }
    }

    /** One worker's ORB. Not thread-safe, except {@link #abort}. */
    private final class CorbaChannel implements Channel {
        private final Map<Endpoint, Prepared> prepared = new IdentityHashMap<>();
        /** Made on first use and after a failure (then also {@link #latency}). */
        private ORB orb;
        private volatile CorbaSockets sockets;
        private Latency latency;
        private volatile boolean aborted;

        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            outcome.reset();
            Prepared call = prepared.computeIfAbsent(endpoint, Prepared::of);
            if (aborted) {
                outcome.fail(ErrorKind.CONNECTION, call.call() + " on " + address() + " cut off: the run was aborted");
                return;
            }
            boolean resolving = latency == null;
            try {
                if (resolving) {
                    latency = resolve();
                    resolving = false;
                }
                CorbaSockets counted = sockets;
                long written = counted.written();
                long read = counted.read();
                Object answer = invoke(latency, call);
                outcome.requestBytes = counted.written() - written;
                outcome.responseBytes = counted.read() - read;
                long checkStart = System.nanoTime();
                String verdict = call.operation().verdict(answer, call.expected(), call.size());
                outcome.checkNanos += System.nanoTime() - checkStart;
                if (verdict != null) {
                    outcome.fail(ErrorKind.WRONG_ANSWER, verdict);
                }
            } catch (SizeOutOfRange e) {
                outcome.fail(ErrorKind.WRONG_ANSWER, call.call() + " threw SizeOutOfRange: " + oneLine(e.reason));
            } catch (NotLatency e) {
                discard();
                outcome.fail(ErrorKind.CONNECT, "cannot use " + address() + ": " + e.getMessage()
                        + " (not echosoap's CORBA server?)");
            } catch (SystemException e) {
                discard();
                fail(outcome, call, e, resolving);
            } catch (RuntimeException e) {
                // The client ORB's own trouble that is no CORBA exception (seen: an ORB destroyed under a call, and
                // NoSuchElementException from its connection cache when the server went away): the connection's
                // failure, not an answer of the server's.
                discard();
                outcome.fail(ErrorKind.CONNECTION, call.call() + " on " + address() + (aborted
                        ? " cut off: the run was aborted" : " failed in the client's ORB: " + Failures.oneLine(e)));
            }
        }

        /** A new ORB (when there is none) and the Latency object narrowed from the corbaloc URL. */
        private Latency resolve() throws NotLatency {
            if (orb == null) {
                ORB made = ORB.init(new String[0], orbProperties());
                orbs.add(made);
                CorbaSockets madeSockets = CorbaSockets.of(made)
                        .connectTimeout((int) Math.min(Integer.MAX_VALUE, Math.max(1, timeout.toMillis())));
                orb = made;
                sockets = madeSockets;
                if (aborted) { // aborted while it was made
                    madeSockets.cut();
                }
            }
            org.omg.CORBA.Object object = orb.string_to_object(address());
            try {
                return LatencyHelper.narrow(object);
            } catch (org.omg.CORBA.BAD_PARAM e) {
                throw new NotLatency("its object " + Latency.OBJECT_KEY + " is not a " + LatencyHelper.id());
            }
        }

        /** The ORB of a failed call goes (its connection with it); the next exchange makes a new one. */
        private void discard() {
            latency = null;
            if (orb != null) {
                destroy(orb);
                orb = null;
            }
        }

        /** A failed call (or resolve) as an error kind and one line. */
        private void fail(Exchange outcome, Prepared call, SystemException e, boolean resolving) {
            String what = resolving ? "resolving " + address() : call.call() + " on " + address();
            if (aborted) {
                outcome.fail(ErrorKind.CONNECTION, what + " cut off: the run was aborted");
            } else if (isConnectFailure(e)) {
                outcome.fail(ErrorKind.CONNECT, "cannot connect to the CORBA server at " + address() + ": "
                        + describe(e));
            } else if (isTimeout(e)) {
                outcome.fail(ErrorKind.TIMEOUT, "no answer within the timeout from the CORBA server at " + address()
                        + " to " + (resolving ? "the narrow of " + Latency.OBJECT_KEY : call.call()));
            } else if (e instanceof COMM_FAILURE) {
                outcome.fail(ErrorKind.CONNECTION, "the CORBA server at " + address() + " dropped " + (resolving
                        ? "the narrow of " + Latency.OBJECT_KEY : call.call()) + ": " + describe(e));
            } else {
                outcome.fail(ErrorKind.WRONG_ANSWER, what + " threw " + describe(e));
            }
        }

        @Override
        public void abort() {
            aborted = true;
            CorbaSockets current = sockets;
            if (current != null) {
                current.cut();
            }
        }

        @Override
        public void close() {
            latency = null;
            if (orb != null) {
                destroy(orb);
                orb = null;
            }
        }
    }

    /** Makes the call on the stub; its answer, null for a void call. */
    private static Object invoke(Latency latency, Prepared call) throws SizeOutOfRange {
        return switch (call.operation()) {
            case DO_NOTHING -> {
                latency.doNothing();
                yield null;
            }
            case SET_SIZE -> {
                latency.setSize(call.size());
                yield null;
            }
            case GET_STRING -> latency.getString(call.size());
            case GET_INTEGERS -> latency.getIntegers(call.size());
            case ECHO_FLOAT -> latency.echoFloat(RpcOperation.ECHO_FLOAT_VALUE);
        };
    }

    /** No connection was made: refused, no route, no such host, the connect timed out, or TRANSIENT. */
    static boolean isConnectFailure(SystemException e) {
        if (e instanceof TRANSIENT) {
            return true;
        }
        if (!(e instanceof COMM_FAILURE) || e.completed != CompletionStatus.COMPLETED_NO) {
            return false;
        }
        for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
            if (t instanceof ConnectException || t instanceof NoRouteToHostException
                    || t instanceof UnknownHostException || t instanceof SocketTimeoutException) {
                return true;
            }
        }
        return e.minor == CONNECT_FAILURE_MINOR;
    }

    /** The ORB's wait for a reply ran out (COMM_FAILURE 00410019), or a CORBA TIMEOUT. */
    static boolean isTimeout(SystemException e) {
        return e instanceof org.omg.CORBA.TIMEOUT || (e instanceof COMM_FAILURE && e.minor == REPLY_TIMEOUT_MINOR);
    }

    /**
     * {@code COMM_FAILURE 00410019 (completed: maybe): Communications timeout ...}, the innermost cause appended: the
     * ORB's messages carry a log level and spread over lines.
     */
    static String describe(SystemException e) {
        String message = oneLine(String.valueOf(e.getMessage()))
                .replaceFirst("^(SEVERE|WARNING|INFO|FINE|FINER|FINEST|CONFIG): ", "")
                .replaceFirst("\\s+vmcid:.*$", "");
        String completed = switch (e.completed.value()) {
            case CompletionStatus._COMPLETED_YES -> "yes";
            case CompletionStatus._COMPLETED_NO -> "no";
            default -> "maybe";
        };
        StringBuilder text = new StringBuilder(e.getClass().getSimpleName()).append(" (completed: ").append(completed)
                .append("): ").append(message);
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        if (root != e) {
            text.append(" (").append(Failures.oneLine(root)).append(")");
        }
        return text.toString();
    }

    private static String oneLine(String text) {
        return text == null ? "" : text.replaceAll("\\s+", " ").strip();
    }

    /** How the engine finds this transport ({@code META-INF/services}). */
    public static final class Provider implements TransportProvider {
        @Override
        public Protocol.Kind kind() {
            return Protocol.Kind.CORBA;
        }

        @Override
        public Transport open(RunOptions options, Collection<Endpoint> endpoints, int connections, Duration timeout,
                              boolean keepAlive) {
            return new CorbaTransport(options.target().getHost(), options.rpcPorts().of(kind().key()), timeout);
        }
    }
}
