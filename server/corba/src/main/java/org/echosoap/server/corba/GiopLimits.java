package org.echosoap.server.corba;

import java.time.Duration;

/**
 * What one IIOP connection may make the server hold and how long it may keep it waiting, enforced on the bytes
 * before the ORB sees them ({@link GiopMessageLimit}): the ORB itself allocates whatever size a GIOP header
 * announces, up to 2 GiB, and waits for a started message for ever.
 *
 * <pre>{@code
 * GiopLimits limits = new GiopLimits(GiopLimits.MAX_MESSAGE_BYTES, Duration.ofSeconds(20), Duration.ofSeconds(60));
 * }</pre>
 *
 * @param maxMessageBytes the largest GIOP message, its 12-byte header included; a header announcing more closes
 *                        the connection before a byte of the body is read
 * @param readTimeout     how long a message may take to arrive in full once its first byte has
 * @param idleTimeout     how long a connection may stay silent between messages
 */
public record GiopLimits(int maxMessageBytes, Duration readTimeout, Duration idleTimeout) {

    /**
     * 64 KiB, gRPC's message limit here (server/grpc): a request of the contract is at most ~200 bytes with the
     * service contexts a Java ORB sends (an int or a float as argument); the answers, up to ~4 MB, go the other way
     * and are not limited by this.
     */
    public static final int MAX_MESSAGE_BYTES = 64 * 1024;

    public GiopLimits {
        if (maxMessageBytes < GiopMessageLimit.HEADER_BYTES) {
            throw new IllegalArgumentException("maxMessageBytes " + maxMessageBytes + " is less than a GIOP header");
        }
        if (readTimeout.toMillis() < 1 || idleTimeout.toMillis() < 1) {
            throw new IllegalArgumentException("timeouts of at least 1 ms, got " + readTimeout + ", " + idleTimeout);
        }
    }

    /** The limits of {@code options}, messages at most {@link #MAX_MESSAGE_BYTES}. */
    public static GiopLimits of(CorbaServerOptions options) {
        return new GiopLimits(MAX_MESSAGE_BYTES, options.readTimeout(), options.idleTimeout());
    }
}
