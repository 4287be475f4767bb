package org.echosoap.client.scenario;

import java.util.Locale;
import org.echosoap.client.scenario.rpc.RpcOperation;

/**
 * What carries an endpoint's requests: HTTP to {@code --target} (every SOAP, JSON and baseline endpoint), a call of
 * an RPC system on its server beside Tomcat (Java RMI on {@code --rmi-port}, gRPC on {@code --grpc-port}, CORBA on
 * {@code --corba-port}), or a frame of the raw TCP ping-pong in the RMI server's JVM ({@code --pingpong-port}), an
 * RPC call's baseline. The load stage opens one channel per protocol a run's endpoints use and sends each request on
 * the one its endpoint names ({@link #kind}).
 *
 * <pre>{@code
 * Endpoint rmi = Endpoint.rpc("rmi.getString", new Protocol.RpcCall(Kind.RMI, RpcOperation.GET_STRING, 200, 45));
 * rmi.protocol().kind();   // RMI
 * Endpoint tcp = Endpoint.pingPong("tcp", 45, 225); // a 45-byte frame asking for 225 bytes
 * }</pre>
 */
public sealed interface Protocol permits Protocol.Http, Protocol.RpcCall, Protocol.PingPong, Protocol.StackCall {

    /** The protocols, for dispatch and for names in reports. */
    enum Kind {
        HTTP("HTTP"), RMI("Java RMI"), GRPC("gRPC"), CORBA("CORBA"), TCP("TCP"), CLIENTSTACK("client stack");

        private final String displayName;

        Kind(String displayName) {
            this.displayName = displayName;
        }

        /** {@code http}, {@code rmi}, {@code grpc}, {@code corba}, {@code tcp}, {@code clientstack}: how paths of this kind start. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** {@code Java RMI}, {@code gRPC}: for descriptions. */
        public String displayName() {
            return displayName;
        }

        /** An RPC system whose calls are {@link RpcCall}s: RMI, gRPC, CORBA. */
        public boolean isRpc() {
            return this == RMI || this == GRPC || this == CORBA;
        }

        /** The kind of an endpoint path as {@link Endpoint#path()} shows it: {@code rmi:...}, {@code tcp:...}, else HTTP. */
        public static Kind ofPath(String path) {
            for (Kind kind : values()) {
                if (kind != HTTP && path != null && path.startsWith(kind.key() + ":")) {
                    return kind;
                }
            }
            return HTTP;
        }

        /** The RPC system whose key is {@code key} ({@code rmi}, {@code grpc}, {@code corba}), or null. */
        public static Kind rpcByKey(String key) {
            for (Kind kind : values()) {
                if (kind.isRpc() && kind.key().equals(key)) {
                    return kind;
                }
            }
            return null;
        }
    }

    /** HTTP, the protocol of every endpoint but the RPC and ping-pong ones. */
    Http HTTP = new Http(false);

    /**
     * HTTP over TLS to the server's HTTPS connector: the measured side of {@code layer.tls.*}, whose baseline is the
     * same request as plain {@link #HTTP} (with {@code --tls} every HTTP endpoint goes over TLS anyway).
     */
    Http HTTPS = new Http(true);

    Kind kind();

    /**
     * Request bytes per message as tables and result files show them: for HTTP the body (headers not counted, as
     * ever), for an RPC call and the ping-pong every byte the client writes on the connection for one call.
     */
    long requestBytes(byte[] requestBody);

    /**
     * An HTTP request: the endpoint's path, body and headers.
     *
     * @param tls sent to the HTTPS connector ({@link #HTTPS}) rather than to {@code --target}'s plain one
     */
    record Http(boolean tls) implements Protocol {
        @Override
        public Kind kind() {
            return Kind.HTTP;
        }

        @Override
        public long requestBytes(byte[] requestBody) {
            return requestBody.length;
        }
    }

    /**
     * One call on the {@code Latency} object of an RPC system's server.
     *
     * @param kind             the system: {@link Kind#RMI}, {@link Kind#GRPC} or {@link Kind#CORBA}
     * @param operation        which call
     * @param size             its size argument ({@link Scenario#NO_SIZE} for a call without one)
     * @param requestWireBytes the bytes the client writes for one call on a warm connection (counted below the
     *                         system's transport in preflight), or -1 before they are counted
     */
    record RpcCall(Kind kind, RpcOperation operation, int size, long requestWireBytes) implements Protocol {
        public RpcCall {
            if (kind == null || !kind.isRpc()) {
                throw new IllegalArgumentException("an RPC call's system is RMI, gRPC or CORBA, not " + kind);
            }
        }

        @Override
        public long requestBytes(byte[] requestBody) {
            return Math.max(0, requestWireBytes);
        }

        /** {@code rmi:Latency.getString(200)}, {@code grpc:Latency.doNothing()}. */
        public String path() {
            return kind.key() + ":Latency." + operation.call(size);
        }

        /** The same call with its request bytes counted. */
        public RpcCall withRequestWireBytes(long bytes) {
            return new RpcCall(kind, operation, size, bytes);
        }
    }

    /**
     * A frame of the raw TCP ping-pong: the endpoint's request body is the whole frame (its header names the answer's
     * length), written as it is; the answer is {@code answerBytes} bytes.
     *
     * @param answerBytes the answer's length, as the frame's header says
     */
    record PingPong(int answerBytes) implements Protocol {
        @Override
        public Kind kind() {
            return Kind.TCP;
        }

        @Override
        public long requestBytes(byte[] requestBody) {
            return requestBody.length;
        }
    }

    /**
     * One call through a generated SOAP client ("client stack": an Axis2 stub, Axis 1's, CXF's or Metro's JAX-WS
     * proxy), loaded in a class loader of its own, to a Benchmark service of the target
     * ({@code rpc/ClientStackTransport}); or, with {@code passSizes}, one pass of the whole suite through it (every
     * operation the stack calls, at each of those sizes, once each, one after the other: seed 002's "time for running
     * the whole test suite"). Its answers are checked by the stack's caller, value by value. The stack's bytes on the
     * wire are not counted (its own HTTP client writes them): {@link #requestBytes} is 0.
     *
     * @param stack       the client stack's key ({@code cxf}, {@code axis2-adb})
     * @param call        the Benchmark operation; null for a pass
     * @param size        its elements ({@link Scenario#NO_SIZE} for echoVoid and a pass)
     * @param servicePath the service below the target, {@code /services/Benchmark}
     * @param passSizes   empty for one call; else the sizes of a whole-suite pass
     */
    record StackCall(String stack, org.echosoap.client.stackapi.BenchmarkCall call, int size, String servicePath,
                     java.util.List<Integer> passSizes) implements Protocol {
        public StackCall {
            passSizes = passSizes == null ? java.util.List.of() : java.util.List.copyOf(passSizes);
            if (stack == null || stack.isBlank() || (call == null) == passSizes.isEmpty() || servicePath == null
                    || !servicePath.startsWith("/")) {
                throw new IllegalArgumentException("a client stack's call needs a stack, an operation or the sizes of a "
                        + "pass, and a service path starting with /");
            }
        }

        /** One call of {@code call}. */
        public StackCall(String stack, org.echosoap.client.stackapi.BenchmarkCall call, int size, String servicePath) {
            this(stack, call, size, servicePath, java.util.List.of());
        }

        /** Whether this is a whole-suite pass rather than one call. */
        public boolean isPass() {
            return call == null;
        }

        @Override
        public Kind kind() {
            return Kind.CLIENTSTACK;
        }

        @Override
        public long requestBytes(byte[] requestBody) {
            return 0;
        }

        /** {@code clientstack:cxf:/services/Benchmark#echoInts(100)}, {@code ...#suite(10,1000)}. */
        public String path() {
            String what = isPass() ? "suite(" + passSizes.stream().map(String::valueOf)
                    .collect(java.util.stream.Collectors.joining(",")) + ")"
                    : call.operation() + "(" + (call.sized() ? Integer.toString(size) : "") + ")";
            return Kind.CLIENTSTACK.key() + ":" + stack + ":" + servicePath + "#" + what;
        }
    }
}
