package org.echosoap.client.load;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.Protocol;
import org.echosoap.client.scenario.ResponseSizer;

/**
 * Fails fast before a long run: one request to every endpoint of the rotation (every message of a rotating one),
 * fully checked, each on the channel of its protocol. Any failure is reported as one line naming the endpoint, where
 * it was sent, and what came back.
 */
public final class Preflight {

    private Preflight() {
    }

    /** @return null when every endpoint answers correctly, else a one-line reason */
    public static String check(RunOptions options, List<Endpoint> endpoints) {
        try (Transport transport = open(options, endpoints);
             Transport.Channel channel = transport.openChannel()) {
            ResponseReader reader = new ResponseReader();
            Exchange exchange = new Exchange();
            for (Endpoint endpoint : endpoints) {
                for (Endpoint message : endpoint.messages()) {
                    channel.exchange(message.next(), reader, exchange, true);
                    String problem = problem(options, endpoint, message, exchange);
                    if (problem != null) {
                        return problem;
                    }
                }
            }
            return null;
        } catch (IOException e) {
            return "preflight failed: " + e.getMessage();
        }
    }

    /** The preflight's measurements, for building scenarios ({@link ResponseSizer}). */
    public static ResponseSizer sizer(RunOptions options) {
        return new ResponseSizer() {
            @Override
            public long responseBytes(Endpoint endpoint) {
                return Preflight.responseBytes(options, endpoint);
            }

            @Override
            public WireBytes wireBytes(Endpoint endpoint) {
                return Preflight.wireBytes(options, endpoint);
            }
        };
    }

    /**
     * One fully checked request to {@code endpoint}; returns its answer's body size (the padded baseline's size).
     *
     * @throws IllegalStateException with a one-line reason when the endpoint does not answer correctly
     */
    public static long responseBytes(RunOptions options, Endpoint endpoint) {
        try (Transport transport = open(options, List.of(endpoint));
             Transport.Channel channel = transport.openChannel()) {
            Exchange exchange = new Exchange();
            channel.exchange(endpoint.next(), new ResponseReader(), exchange, true);
            String problem = problem(options, endpoint, endpoint, exchange);
            if (problem != null) {
                throw new IllegalStateException(problem);
            }
            return exchange.responseBytes;
        } catch (IOException e) {
            throw new IllegalStateException("preflight failed: " + e.getMessage());
        }
    }

    /**
     * The bytes one call of {@code endpoint} puts on the wire each way on a warm connection. For an RPC call: after
     * {@link Defaults#RPC_PREFLIGHT_WARM_CALLS} calls, the median bytes each way of
     * {@link Defaults#RPC_PREFLIGHT_COUNTED_CALLS} calls, each fully checked, the JDK's liveness pings left out
     * (RMI's, {@code rpc.RmiSockets}) and gRPC's HTTP/2 frames that belong to no call counted where they fall; for
     * HTTP the whole request and response, heads included, on a connection of its own ({@link
     * TransportProvider#wireBytes}).
     *
     * @throws IllegalStateException with a one-line reason when the endpoint does not answer correctly
     */
    public static ResponseSizer.WireBytes wireBytes(RunOptions options, Endpoint endpoint) {
        if (endpoint.protocol().kind() == Protocol.Kind.HTTP) {
            responseBytes(options, endpoint); // a fully checked answer first: a wrong one is named as such
            try {
                Duration timeout = min(options.timeout(), Defaults.PREFLIGHT_TIMEOUT);
                return TransportProvider.of(Protocol.Kind.HTTP).wireBytes(options, endpoint, timeout);
            } catch (IOException | RuntimeException e) {
                throw new IllegalStateException(endpoint.name() + ": its bytes on the wire could not be counted ("
                        + Failures.oneLine(e) + ")");
            }
        }
        if (!endpoint.protocol().kind().isRpc()) {
            throw new IllegalArgumentException(endpoint.name() + " is a ping-pong frame: its bytes are its own");
        }
        try (Transport transport = open(options, List.of(endpoint));
             Transport.Channel channel = transport.openChannel()) {
            Exchange exchange = new Exchange();
            ResponseReader reader = new ResponseReader();
            long[] requestBytes = new long[Defaults.RPC_PREFLIGHT_COUNTED_CALLS];
            long[] responseBytes = new long[Defaults.RPC_PREFLIGHT_COUNTED_CALLS];
            int calls = Defaults.RPC_PREFLIGHT_WARM_CALLS + Defaults.RPC_PREFLIGHT_COUNTED_CALLS;
            for (int i = 0; i < calls; i++) {
                channel.exchange(endpoint, reader, exchange, true);
                String problem = problem(options, endpoint, endpoint, exchange);
                if (problem != null) {
                    throw new IllegalStateException(problem);
                }
                if (i >= Defaults.RPC_PREFLIGHT_WARM_CALLS) {
                    requestBytes[i - Defaults.RPC_PREFLIGHT_WARM_CALLS] = exchange.requestBytes;
                    responseBytes[i - Defaults.RPC_PREFLIGHT_WARM_CALLS] = exchange.responseBytes;
                }
            }
            return new ResponseSizer.WireBytes(median(requestBytes), median(responseBytes));
        } catch (IOException e) {
            throw new IllegalStateException("preflight failed: " + e.getMessage());
        }
    }

    /** The middle of an odd number of counts: a frame that falls on a neighbouring call's count moves no median. */
    private static long median(long[] counts) {
        long[] sorted = counts.clone();
        java.util.Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** The preflight's transport: one connection, a shorter timeout than a run's. */
    private static Transport open(RunOptions options, List<Endpoint> endpoints) {
        return Transport.forEndpoints(options, endpoints, 1, min(options.timeout(), Defaults.PREFLIGHT_TIMEOUT), true);
    }

    /** Null when {@code exchange} is a right answer, else one line naming the endpoint and where it was sent. */
    private static String problem(RunOptions options, Endpoint endpoint, Endpoint message, Exchange exchange) {
        if (exchange.errorKind == null) {
            return null;
        }
        Protocol.Kind kind = message.protocol().kind();
        if (exchange.errorKind == ErrorKind.CONNECT) {
            return switch (kind) {
                case HTTP -> "target " + httpBase(options, message) + " does not answer: " + exchange.errorReason;
                case RMI -> message.name() + ": " + exchange.errorReason + " (is the RMI server running? "
                        + "'./echosoap server start' starts it beside Tomcat; --rmi-port names another registry)";
                case GRPC -> message.name() + ": " + exchange.errorReason + " (is the gRPC server running? "
                        + "'./echosoap server start' starts it beside Tomcat; --grpc-port names another port)";
                case CORBA -> message.name() + ": " + exchange.errorReason + " (is the CORBA server running? "
                        + "'./echosoap server start' starts it beside Tomcat; --corba-port names another port)";
                case TCP -> message.name() + ": " + exchange.errorReason + " (is the RMI server running? its JVM "
                        + "serves the ping-pong; --pingpong-port names another port)";
                case CLIENTSTACK -> message.name() + ": " + exchange.errorReason;
            };
        }
        String where = kind == Protocol.Kind.HTTP ? httpBase(options, message) + message.path()
                : message.name() + " (" + message.path() + ")";
        if (kind == Protocol.Kind.HTTP && exchange.errorKind == ErrorKind.HTTP_STATUS
                && exchange.errorReason != null && exchange.errorReason.startsWith("HTTP 404")) {
            return notFound(options, where) + requestName(endpoint, message);
        }
        return where + " answered wrongly (" + exchange.errorKind.key() + "): " + exchange.errorReason
                + requestName(endpoint, message);
    }

    /**
     * A 404 in one line: the URL tried and what the option that made it should look like (a wrong path is the usual
     * first mistake; the server's own 404 page says nothing about echosoap's options).
     */
    static String notFound(RunOptions options, String url) {
        if (SERVICE_SCENARIO.equals(options.scenario())) {
            return url + " answered HTTP 404 (no such page): --url is your service's whole endpoint URL, e.g. "
                    + "http://127.0.0.1:8080/orders/services/OrderService, and the baseline (--baseline-url, default "
                    + "/echosoap/baseline/null) needs echosoap.war deployed on the same host and port";
        }
        return url + " answered HTTP 404 (no such page): --target is the echosoap webapp's base URL, e.g. "
                + "http://127.0.0.1:8080/echosoap (the scenario's path, as /baseline/null, is added to it); is "
                + "echosoap.war deployed there ('./echosoap server status')?";
    }

    /** {@code scenario.service.ServiceScenario.NAME}: {@code run --url}'s scenario. */
    private static final String SERVICE_SCENARIO = "service";

    /** Where an HTTP message goes: the HTTPS connector's base for the TLS side of layer.tls.*, else the target's. */
    private static String httpBase(RunOptions options, Endpoint message) {
        boolean https = message.protocol() instanceof Protocol.Http http && http.tls();
        return https && !options.tls().enabled() ? options.tlsBase() : options.targetBase();
    }

    /** " (request 2 of 3)" for a rotation's message, else nothing. */
    private static String requestName(Endpoint endpoint, Endpoint message) {
        List<Endpoint> messages = endpoint.messages();
        return messages.size() < 2 ? "" : " (request " + (messages.indexOf(message) + 1) + " of " + messages.size() + ")";
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
