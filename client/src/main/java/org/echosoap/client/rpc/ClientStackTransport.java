package org.echosoap.client.rpc;

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
import org.echosoap.client.stackapi.CallSpec;
import org.echosoap.client.stackapi.StackCallException;
import org.echosoap.client.stackapi.StackCaller;
import org.echosoap.server.profile.RequestEvent;

/**
 * Calls through generated SOAP clients (the {@code clientstack.*} scenarios): per worker and endpoint one
 * {@link StackCaller}, the stack's own proxy with its own HTTP client and keep-alive connection, made on the worker's
 * first call of an epoch (so in a block's warm-up) and called on the worker's thread with the stack's class loader
 * as its context class loader. The call is what is timed, as a raw exchange is: the stack serializes, sends, waits,
 * parses; the caller's check of the answer is taken out as the raw client's is ({@link Exchange#checkNanos}).
 *
 * <p>Failures are the error kinds of the HTTP transports, each with one line ({@link StackCallException.Kind}): a
 * stack that cannot be loaded or a proxy that cannot be made is {@code connect}.
 */
final class ClientStackTransport implements Transport {

    private final String targetBase;
    private final Duration timeout;

    ClientStackTransport(String targetBase, Duration timeout) {
        if (!targetBase.startsWith("http://")) {
            throw new IllegalArgumentException("a client stack calls a plain http:// target, got " + targetBase);
        }
        this.targetBase = targetBase;
        this.timeout = timeout;
    }

    @Override
    public Channel openChannel() {
        return new StackChannel();
    }

    @Override
    public void close() {
        // Callers belong to their channels; the stacks' class loaders live as long as the JVM (ClientStackLoader).
    }

    /** The error kind of a stack's failure. */
    static ErrorKind kindOf(StackCallException.Kind kind) {
        return switch (kind) {
            case CONNECT -> ErrorKind.CONNECT;
            case CONNECTION -> ErrorKind.CONNECTION;
            case TIMEOUT -> ErrorKind.TIMEOUT;
            case HTTP_STATUS -> ErrorKind.HTTP_STATUS;
            case SOAP_FAULT -> ErrorKind.SOAP_FAULT;
            case WRONG_ANSWER -> ErrorKind.WRONG_ANSWER;
        };
    }

    /** One worker's callers. Not thread-safe, but {@link #abort}. */
    private final class StackChannel implements Channel {
        private final Map<Endpoint, StackCaller> callers = new IdentityHashMap<>();
        private boolean aborted; // guarded by callers

        @Override
        public void exchange(Endpoint endpoint, ResponseReader reader, Exchange outcome, boolean fullCheck) {
            outcome.reset();
            if (!(endpoint.protocol() instanceof Protocol.StackCall call)) {
                outcome.fail(ErrorKind.CONNECT, endpoint.name() + " is not a client-stack call");
                return;
            }
            Thread thread = Thread.currentThread();
            ClassLoader before = thread.getContextClassLoader();
            try {
                StackCaller caller = callers.get(endpoint);
                if (caller == null) {
                    caller = open(call, thread);
                    if (caller == null) {
                        outcome.fail(ErrorKind.CONNECTION, "the run was aborted");
                        return;
                    }
                    synchronized (callers) {
                        callers.put(endpoint, caller);
                    }
                }
                thread.setContextClassLoader(ClientStackLoader.load(call.stack()).loader());
                // Under --profile only: marks this call's thread and span in the client's own recording.
                RequestEvent event = RequestEvent.isRecorded() ? new RequestEvent() : null;
                if (event != null) {
                    event.begin();
                }
                outcome.checkNanos = caller.call(); // the answer is checked every time, fullCheck or not
                if (event != null) {
                    event.end();
                    event.finish(RequestEvent.CLIENT_PATH_PREFIX + endpoint.name(), -1, null);
                }
            } catch (StackCallException e) {
                outcome.fail(kindOf(e.kind()), call.stack() + ": " + e.getMessage());
            } catch (IllegalStateException e) { // the stack cannot be loaded
                outcome.fail(ErrorKind.CONNECT, e.getMessage());
            } catch (RuntimeException | LinkageError e) { // a stack's own bug, not the server's answer
                outcome.fail(ErrorKind.CONNECTION, call.stack() + " failed: " + Failures.oneLine(e));
            } finally {
                thread.setContextClassLoader(before);
            }
        }

        /** A new caller for {@code call}, or null when the run was aborted meanwhile. */
        private StackCaller open(Protocol.StackCall call, Thread thread) throws StackCallException {
            ClientStackLoader.Loaded stack = ClientStackLoader.load(call.stack());
            thread.setContextClassLoader(stack.loader());
            StackCaller caller = call.isPass()
                    ? SuitePassCaller.open(stack.stack(), targetBase + call.servicePath(), call.passSizes(), timeout)
                    : stack.stack().open(new CallSpec(targetBase + call.servicePath(), call.call(), call.size(), timeout));
            synchronized (callers) {
                if (aborted) {
                    caller.close();
                    return null;
                }
            }
            return caller;
        }

        @Override
        public void abort() {
            synchronized (callers) {
                aborted = true;
                callers.values().forEach(StackCaller::abort);
            }
        }

        @Override
        public void close() {
            synchronized (callers) {
                callers.values().forEach(StackCaller::close);
                callers.clear();
            }
        }
    }

    /** How the engine finds this transport ({@code META-INF/services}). */
    public static final class Provider implements TransportProvider {
        @Override
        public Protocol.Kind kind() {
            return Protocol.Kind.CLIENTSTACK;
        }

        @Override
        public Transport open(RunOptions options, Collection<Endpoint> endpoints, int connections, Duration timeout,
                              boolean keepAlive) {
            return new ClientStackTransport(options.targetBase(), timeout);
        }
    }
}
