package org.echosoap.client.scenario;

import java.util.List;
import org.echosoap.server.rmi.pingpong.PingPongFrame;

/**
 * One thing the client can drive: a path under the target, the request it sends (prepared once as bytes) and
 * how it checks the answer; or, by its {@link Protocol}, an RPC call (RMI, gRPC, CORBA: {@link #rpc}) or a frame of the raw TCP
 * ping-pong ({@link #pingPong}), an RPC call's baseline. A <em>rotating</em> endpoint ({@link #rotating}) sends several messages in a fixed
 * order, one per request ({@link #message}): a user's realistic mix of requests, reported as one row.
 *
 * @param name        the row name in tables and result files ({@code null}, {@code EchoFloat}, {@code spin})
 * @param path        path below the target, e.g. {@code /services/EchoFloat}; for an RPC call and the ping-pong what is
 *                    called ({@code rmi:Latency.getString(200)}, {@code tcp:ping-pong(45,225)})
 * @param requestBody request bytes, sent as they are on every request (the ping-pong's whole frame; empty for an
 *                    RPC call); do not modify
 * @param contentType the request's Content-Type
 * @param soapAction  the SOAPAction header value (quotes included) or null for none
 * @param check       how answers are verified
 * @param headers     further request headers ({@code --header}), sent on every request
 * @param rotation    the messages sent in turn, or empty when this endpoint is its only message
 * @param protocol    what carries the requests: {@link Protocol#HTTP} but for RPC calls and the ping-pong
 * @param fresh       for a message made anew for every exchange ({@link #fresh(String, String, byte[], String, String,
 *                    ResponseCheck, FreshBodies)}), its bodies (then {@code requestBody} is the first one, for sizes);
 *                    {@link FreshBodies#SENT_ONCE} for one such body ({@link #next}); null for fixed bytes
 */
public record Endpoint(String name, String path, byte[] requestBody, String contentType, String soapAction,
                       ResponseCheck check, List<Header> headers, List<Endpoint> rotation, Protocol protocol,
                       FreshBodies fresh) {

    /** A request header; the name and value are sent as given. */
    public record Header(String name, String value) {
    }

    public Endpoint {
        headers = List.copyOf(headers);
        rotation = List.copyOf(rotation);
        if (rotation.stream().anyMatch(m -> !m.rotation().isEmpty())) {
            throw new IllegalArgumentException("a rotation's messages do not rotate themselves");
        }
        if (protocol == null) {
            throw new IllegalArgumentException("an endpoint needs a protocol (Protocol.HTTP for an HTTP one)");
        }
        Protocol.Kind kind = protocol.kind();
        if (rotation.stream().anyMatch(m -> m.protocol().kind() != kind)) {
            throw new IllegalArgumentException("a rotation's messages travel by one protocol");
        }
        if (fresh != null && (kind != Protocol.Kind.HTTP || !rotation.isEmpty())) {
            throw new IllegalArgumentException("a message made fresh per exchange is a single HTTP message");
        }
    }

    /** An endpoint whose bytes are fixed (every one but {@link #fresh}'s). */
    public Endpoint(String name, String path, byte[] requestBody, String contentType, String soapAction,
                    ResponseCheck check, List<Header> headers, List<Endpoint> rotation, Protocol protocol) {
        this(name, path, requestBody, contentType, soapAction, check, headers, rotation, protocol, null);
    }

    /**
     * A message whose body is made anew for every exchange by {@code bodies}, before the exchange's clock starts
     * ({@link #next}); {@code firstBody} stands for its size until then.
     */
    public static Endpoint fresh(String name, String path, byte[] firstBody, String contentType, String soapAction,
                                 ResponseCheck check, FreshBodies bodies) {
        return new Endpoint(name, path, firstBody, contentType, soapAction, check, List.of(), List.of(), Protocol.HTTP,
                bodies);
    }

    /** Whether this endpoint's body is made anew for each exchange ({@link #next} makes it). */
    public boolean madeFresh() {
        return fresh != null && fresh != FreshBodies.SENT_ONCE;
    }

    /** Whether this is one body of a {@link #madeFresh} message: sent once, never to be kept by a channel. */
    public boolean sentOnce() {
        return fresh == FreshBodies.SENT_ONCE;
    }

    /**
     * What the next exchange sends: this endpoint itself, or for a {@link #madeFresh} one a new body made now (timed
     * into its {@link FreshBodies}), as an endpoint {@link #sentOnce}.
     */
    public Endpoint next() {
        if (!madeFresh()) {
            return this;
        }
        return new Endpoint(name, path, fresh.next(), contentType, soapAction, check, headers, rotation, protocol,
                FreshBodies.SENT_ONCE);
    }

    /**
     * This endpoint with one more request header, on each of its rotation's messages too ({@code --stages} asks every
     * request for the server's stages); an RPC call or ping-pong frame, which has no HTTP head, as it is.
     */
    public Endpoint withHeader(Header header) {
        if (protocol.kind() != Protocol.Kind.HTTP) {
            return this;
        }
        List<Header> more = new java.util.ArrayList<>(headers);
        more.add(header);
        List<Endpoint> messages = rotation.stream().map(m -> m.withHeader(header)).toList();
        return new Endpoint(name, path, requestBody, contentType, soapAction, check, more, messages, protocol, fresh);
    }

    /** An HTTP endpoint (every one but the RPC calls and the ping-pong). */
    public Endpoint(String name, String path, byte[] requestBody, String contentType, String soapAction,
                    ResponseCheck check, List<Header> headers, List<Endpoint> rotation) {
        this(name, path, requestBody, contentType, soapAction, check, headers, rotation, Protocol.HTTP);
    }

    /** A single-message endpoint without extra headers (every bundled scenario). */
    public Endpoint(String name, String path, byte[] requestBody, String contentType, String soapAction,
                    ResponseCheck check) {
        this(name, path, requestBody, contentType, soapAction, check, List.of(), List.of());
    }

    /**
     * An endpoint that sends {@code messages} in turn under one name; its own fields are the first message's (what
     * a single figure such as the request size in a table shows: see {@link #meanRequestBytes}).
     */
    public static Endpoint rotating(String name, List<Endpoint> messages) {
        if (messages.isEmpty()) {
            throw new IllegalArgumentException("a rotation needs at least one message");
        }
        Endpoint first = messages.get(0);
        if (messages.size() == 1) {
            return new Endpoint(name, first.path, first.requestBody, first.contentType, first.soapAction, first.check,
                    first.headers, List.of(), first.protocol, first.fresh);
        }
        return new Endpoint(name, first.path, first.requestBody, first.contentType, first.soapAction, first.check,
                first.headers, messages, first.protocol);
    }

    /**
     * A call on the {@code Latency} object of an RPC system's server (RMI, gRPC, CORBA). Its answer is checked by
     * the system's channel (a value: {@link org.echosoap.client.scenario.rpc.RpcOperation#verdict}; gRPC's message
     * bytes against the expected ones), not by a {@link ResponseCheck}.
     */
    public static Endpoint rpc(String name, Protocol.RpcCall call) {
        return new Endpoint(name, call.path(), new byte[0], null, null, NOT_BYTES, List.of(), List.of(), call);
    }

    /**
     * A frame of the raw TCP ping-pong of {@code requestBytes} bytes (header included) asking for {@code answerBytes}:
     * the baseline of an RPC call that puts these byte counts on the wire.
     */
    public static Endpoint pingPong(String name, int requestBytes, int answerBytes) {
        return new Endpoint(name, Protocol.Kind.TCP.key() + ":ping-pong(" + requestBytes + "," + answerBytes + ")",
                PingPongFrame.request(requestBytes, answerBytes), null, null,
                new FillerCheck(answerBytes), List.of(), List.of(), new Protocol.PingPong(answerBytes));
    }

    /**
     * A call through a generated SOAP client (a client stack: {@link Protocol.StackCall}). Its answer is checked by
     * the stack's caller against the values sent, not by a {@link ResponseCheck}.
     */
    public static Endpoint clientStack(String name, Protocol.StackCall call) {
        return new Endpoint(name, call.path(), new byte[0], null, null, NOT_BYTES, List.of(), List.of(), call);
    }

    /** The check of an RPC or client-stack call's answer, which its channel checks: any use is a mistake of the caller's. */
    private static final ResponseCheck NOT_BYTES = new ResponseCheck() {
        @Override
        public Verifier begin() {
            throw new IllegalStateException("an RPC or client-stack call's answer is checked by its channel, not as HTTP bytes");
        }

        @Override
        public String fullCheck(byte[] body, int length) {
            throw new IllegalStateException("an RPC or client-stack call's answer is checked by its channel, not as HTTP bytes");
        }
    };

    /** The messages this endpoint sends in turn (itself alone when it does not rotate). */
    public List<Endpoint> messages() {
        return rotation.isEmpty() ? List.of(this) : rotation;
    }

    /** The message for the {@code n}-th request (0-based) of a connection. */
    public Endpoint message(long n) {
        return rotation.isEmpty() ? this : rotation.get((int) (n % rotation.size()));
    }

    /**
     * Request bytes per message, averaged over the rotation: the body of an HTTP request, every byte written on the
     * connection for an RPC call or a ping-pong frame ({@link Protocol#requestBytes}).
     */
    public double meanRequestBytes() {
        return messages().stream().mapToLong(m -> m.protocol.requestBytes(m.requestBody)).average().orElse(0);
    }
}
