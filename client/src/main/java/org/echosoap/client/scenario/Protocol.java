package org.echosoap.client.scenario;

import java.util.Locale;
import org.echosoap.client.scenario.rmi.RmiOperation;

/**
 * What carries an endpoint's requests: HTTP to {@code --target} (every SOAP, JSON and baseline endpoint), a Java RMI
 * call on the RMI server beside Tomcat ({@code --rmi-port}), or a frame of the raw TCP ping-pong in that server's
 * JVM ({@code --pingpong-port}), the RMI call's baseline. The load stage opens one channel per protocol a run's
 * endpoints use and sends each request on the one its endpoint names ({@link #kind}).
 *
 * <pre>{@code
 * Endpoint rmi = Endpoint.rmi("rmi.getString", new Protocol.RmiCall(RmiOperation.GET_STRING, 200, 45));
 * rmi.protocol().kind();   // RMI
 * Endpoint tcp = Endpoint.pingPong("tcp", 45, 225); // a 45-byte frame asking for 225 bytes
 * }</pre>
 */
public sealed interface Protocol permits Protocol.Http, Protocol.RmiCall, Protocol.PingPong {

    /** The protocols, for dispatch and for names in reports. */
    enum Kind {
        HTTP, RMI, TCP;

        /** {@code http}, {@code rmi}, {@code tcp}: how paths of this kind start ({@code rmi:...}). */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The kind of an endpoint path as {@link Endpoint#path()} shows it: {@code rmi:...}, {@code tcp:...}, else HTTP. */
        public static Kind ofPath(String path) {
            if (path != null && path.startsWith(RMI.key() + ":")) {
                return RMI;
            }
            return path != null && path.startsWith(TCP.key() + ":") ? TCP : HTTP;
        }
    }

    /** HTTP, the protocol of every endpoint but the RMI and ping-pong ones. */
    Http HTTP = new Http();

    Kind kind();

    /**
     * Request bytes per message as tables and result files show them: for HTTP the body (headers not counted, as
     * ever), for RMI and the ping-pong every byte the client writes on the connection for one call.
     */
    long requestBytes(byte[] requestBody);

    /** An HTTP request: the endpoint's path, body and headers. */
    record Http() implements Protocol {
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
     * One call on the RMI server's {@code Latency} object.
     *
     * @param operation        which call
     * @param size             its size argument ({@link Scenario#NO_SIZE} for a call without one)
     * @param requestWireBytes the bytes the client writes for one call on a warm connection (counted below the RMI
     *                         transport in preflight), or -1 before they are counted
     */
    record RmiCall(RmiOperation operation, int size, long requestWireBytes) implements Protocol {
        @Override
        public Kind kind() {
            return Kind.RMI;
        }

        @Override
        public long requestBytes(byte[] requestBody) {
            return Math.max(0, requestWireBytes);
        }

        /** {@code rmi:Latency.getString(200)}. */
        public String path() {
            return Kind.RMI.key() + ":Latency." + operation.call(size);
        }

        /** The same call with its request bytes counted. */
        public RmiCall withRequestWireBytes(long bytes) {
            return new RmiCall(operation, size, bytes);
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
}
