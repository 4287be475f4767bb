package org.echosoap.client.rpc;

import java.net.SocketTimeoutException;
import java.rmi.ConnectIOException;
import java.rmi.NoSuchObjectException;
import java.rmi.NotBoundException;
import java.rmi.RemoteException;
import java.rmi.ServerError;
import java.rmi.registry.LocateRegistry;
import java.time.Duration;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
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
import org.echosoap.server.rmi.latency.LatencyRemote;

/**
 * Java RMI calls on the RMI server's {@code Latency} object (JDK {@code java.rmi}, JRMP), the {@code rmi.*}
 * scenarios. Each worker's channel looks the object up in the registry once and makes blocking calls through the
 * stub, checking every answer (getString's text, getIntegers' values, echoFloat's value); a failed call makes the
 * next exchange look it up anew (a restarted server exports a new object). Every byte of a call on the wire is
 * counted on the worker's thread ({@link RmiSockets}): the call's own bytes each way are the exchange's request and
 * response bytes; a liveness ping's byte each way and a new connection's handshake are left out of them (not out
 * of the latency).
 *
 * <p>Connections: the JDK keeps RMI connections in one pool per JVM and endpoint, takes a free one for a call and
 * opens another when none is free, so each of N workers in a closed loop keeps one connection, reused. The
 * transport's {@link #close} (the end of an epoch) retires them, so the next epoch has new ones like every other
 * protocol. Before reusing a connection idle for longer than its last ping's round trip the JDK pings the server
 * (one byte each way): that, too, is what an RMI call costs.
 *
 * <p>Failures are the HTTP transports' error kinds: no registry, a refused connection or a server that is not JRMP are
 * {@code connect}; no answer within {@code --timeout} is {@code timeout}; a connection broken mid-call, or an object
 * no longer exported, is {@code connection}; a wrong answer or an exception the server threw is
 * {@code wrong_answer}. Each reason is one line that names the server.
 */
final class RmiTransport implements Transport {

    private final String host;
    private final int registryPort;
    private final RmiSockets sockets;

    RmiTransport(String host, int registryPort, Duration timeout) {
        if (registryPort < 1) {
            throw new IllegalArgumentException("no RMI registry port: --target's port + "
                    + org.echosoap.client.config.Defaults.RMI_PORT_OFFSET + " is beyond 65535; give --rmi-port");
        }
        this.host = host;
        this.registryPort = registryPort;
        this.sockets = RmiSockets.install(timeout);
    }

    /** {@code rmi://host:port/Latency}, for messages. */
    String address() {
        return "rmi://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + registryPort + "/" + LatencyRemote.NAME;
    }

    @Override
    public Channel openChannel() {
        return new RmiChannel();
    }

    /** The end of an epoch (or of the preflight): the JDK's pooled connections are closed, new ones come next. */
    @Override
    public void close() {
        sockets.retireAll();
    }

    /** An endpoint's call, prepared once per channel. */
    private record Prepared(RpcOperation operation, int size, Object expected) {
        static Prepared of(Endpoint endpoint) {
            if (!(endpoint.protocol() instanceof Protocol.RpcCall call) || call.kind() != Protocol.Kind.RMI) {
                throw new IllegalArgumentException(endpoint.name() + " is not an RMI call");
            }
            return new Prepared(call.operation(), call.size(), call.operation().expected(call.size()));
        }
    }

    /**
     * How many retired pooled connections in a row a call or lookup gets past before it fails: more than one
     * endpoint's pool holds in practice (a worker's connection, the DGC's, the registry's), and a bound.
     */
    static final int MAX_RETIRED_IN_A_ROW = 8;

    /** One worker's stub. Not thread-safe, except {@link #abort}. */
    private final class RmiChannel implements Channel {
        private final Map<Endpoint, Prepared> prepared = new IdentityHashMap<>();
        /** Looked up on first use and after a failure. */
        private LatencyRemote latency;
        private volatile boolean aborted;

        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            outcome.reset();
            Prepared call = prepared.computeIfAbsent(endpoint, Prepared::of);
            long[] counts = RmiSockets.counts();
            try {
                if (latency == null) {
                    latency = lookup();
                }
                long written = RmiSockets.callBytesWritten(counts);
                long read = RmiSockets.callBytesRead(counts);
                Object answer = invoke(call);
                outcome.requestBytes = RmiSockets.callBytesWritten(counts) - written;
                outcome.responseBytes = RmiSockets.callBytesRead(counts) - read;
                long checkStart = System.nanoTime();
                String verdict = call.operation().verdict(answer, call.expected(), call.size());
                outcome.checkNanos += System.nanoTime() - checkStart;
                if (verdict != null) {
                    outcome.fail(ErrorKind.WRONG_ANSWER, verdict);
                }
            } catch (NotBoundException e) {
                latency = null;
                outcome.fail(ErrorKind.CONNECT, "the RMI registry at " + address() + " has no " + LatencyRemote.NAME
                        + " bound (not echosoap's RMI server?)");
            } catch (RemoteException e) {
                latency = null;
                fail(outcome, e);
            } catch (RuntimeException e) {
                // Thrown by the server's method and rethrown here as it was (e.g. a size out of range), or by the stub.
                outcome.fail(ErrorKind.WRONG_ANSWER, call.operation().call(call.size()) + " threw "
                        + Failures.oneLine(e));
            }
        }

        private LatencyRemote lookup() throws RemoteException, NotBoundException {
            try {
                for (int retiredSeen = 0; ; retiredSeen++) {
                    try {
                        return (LatencyRemote) LocateRegistry.getRegistry(host, registryPort).lookup(LatencyRemote.NAME);
                    } catch (RemoteException e) {
                        if (!retired(e) || retiredSeen >= MAX_RETIRED_IN_A_ROW) {
                            throw e;
                        }
                    }
                }
            } catch (RemoteException e) {
                throw new LookupFailure(e);
            } catch (ClassCastException e) {
                throw new NotBoundException(LatencyRemote.NAME + " is not a " + LatencyRemote.class.getSimpleName());
            }
        }

        /**
         * The call; again when it failed only because {@link RmiSockets#retireAll} closed the pooled connection it
         * was given (nothing was sent: the JDK had not pinged that connection, having used it moments before). The
         * pool may hold several retired connections (a DGC call beside a worker's leaves two), each failing once
         * and then dropped by the JDK: so up to {@link #MAX_RETIRED_IN_A_ROW} times.
         */
        private Object invoke(Prepared call) throws RemoteException {
            for (int retiredSeen = 0; ; retiredSeen++) {
                try {
                    return RmiTransport.invoke(latency, call);
                } catch (RemoteException e) {
                    if (!retired(e) || retiredSeen >= MAX_RETIRED_IN_A_ROW) {
                        throw e;
                    }
                }
            }
        }

        private boolean retired(RemoteException e) {
            if (aborted) {
                return false;
            }
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof RmiSockets.RetiredSocketException) {
                    return true;
                }
            }
            return false;
        }

        /** A failed call or lookup as an error kind and one line. */
        private void fail(Exchange outcome, RemoteException e) {
            boolean inLookup = e instanceof LookupFailure;
            RemoteException cause = inLookup ? ((LookupFailure) e).remote : e;
            String where = inLookup ? "the RMI registry at " + address() : "the RMI server (" + address() + ")";
            if (cause instanceof java.rmi.ConnectException || cause instanceof java.rmi.UnknownHostException
                    || cause instanceof ConnectIOException) { // ConnectIOException: no JRMP handshake (timed out too)
                outcome.fail(ErrorKind.CONNECT, "cannot connect to " + where + ": " + describe(cause));
            } else if (timedOut(cause)) {
                outcome.fail(ErrorKind.TIMEOUT, "no answer within the timeout from " + where + ": " + describe(cause));
            } else if (cause instanceof NoSuchObjectException && inLookup) {
                outcome.fail(ErrorKind.CONNECT, "cannot connect to " + where + ": it no longer serves (no such object)");
            } else if (cause instanceof NoSuchObjectException) {
                outcome.fail(ErrorKind.CONNECTION, where + " no longer exports " + LatencyRemote.NAME
                        + " (restarted?); looked up again on the next call");
            } else if (cause instanceof ServerError) {
                outcome.fail(ErrorKind.WRONG_ANSWER, where + " failed: " + describe(cause));
            } else {
                outcome.fail(ErrorKind.CONNECTION, where + ": " + describe(cause));
            }
        }

        @Override
        public void abort() {
            aborted = true;
            // The JDK pools the connections JVM-wide: cutting them all is the only way to end a call blocked on one.
            // An abort ends the whole run, so every channel is being aborted anyway.
            sockets.retireAll();
        }

        @Override
        public void close() {
            latency = null; // the connections are the JDK's: retired with the transport
        }
    }

    /** Makes the call on the stub; its answer, null for a void call. */
    private static Object invoke(LatencyRemote latency, Prepared call) throws RemoteException {
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

    /** A registry lookup's failure, told apart from a call's. */
    private static final class LookupFailure extends RemoteException {
        private static final long serialVersionUID = 1L;
        final transient RemoteException remote;

        LookupFailure(RemoteException remote) {
            super(remote.getMessage(), remote);
            this.remote = remote;
        }
    }

    private static boolean timedOut(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SocketTimeoutException) {
                return true;
            }
        }
        return false;
    }

    /**
     * The exception and its innermost cause on one line: the JDK's RemoteException messages spread their nested
     * exception over two lines.
     */
    static String describe(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String top = e.getClass().getSimpleName() + ": " + firstPart(e);
        return root == e ? top : top + " (" + Failures.oneLine(root) + ")";
    }

    /** A RemoteException's own message, without the "; nested exception is: ..." the JDK appends. */
    private static String firstPart(Throwable e) {
        String m = String.valueOf(e.getMessage());
        int nested = m.indexOf("; nested exception is");
        return (nested >= 0 ? m.substring(0, nested) : m).lines().findFirst().orElse("").strip();
    }

    /** How the engine finds this transport ({@code META-INF/services}). */
    public static final class Provider implements TransportProvider {
        @Override
        public Protocol.Kind kind() {
            return Protocol.Kind.RMI;
        }

        @Override
        public Transport open(RunOptions options, Collection<Endpoint> endpoints, int connections, Duration timeout,
                              boolean keepAlive) {
            return new RmiTransport(options.target().getHost(), options.rpcPorts().of(kind().key()), timeout);
        }
    }
}
