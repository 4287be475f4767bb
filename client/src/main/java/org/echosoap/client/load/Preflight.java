package org.echosoap.client.load;

import java.io.IOException;
import java.util.List;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.result.ErrorKind;

/**
 * Fails fast before a long run: one request to every endpoint of the rotation (every message of a rotating one),
 * fully checked. Any failure is reported as one line naming the endpoint and what came back.
 */
public final class Preflight {

    private Preflight() {
    }

    /** @return null when every endpoint answers correctly, else a one-line reason */
    public static String check(RunOptions options, List<Endpoint> endpoints) {
        try (Transport transport = Transport.open(options.transport(), options.targetBase(), 1,
                min(options.timeout(), org.echosoap.client.config.Defaults.PREFLIGHT_TIMEOUT), true,
                options.tcpNoDelay());
             Transport.Channel channel = transport.openChannel()) {
            ResponseReader reader = new ResponseReader();
            Exchange exchange = new Exchange();
            for (Endpoint endpoint : endpoints) {
                for (Endpoint message : endpoint.messages()) {
                    channel.exchange(message, reader, exchange, true);
                    if (exchange.errorKind == ErrorKind.CONNECT) {
                        return "target " + options.targetBase() + " does not answer: " + exchange.errorReason;
                    }
                    if (exchange.errorKind != null) {
                        return options.targetBase() + message.path() + " answered wrongly ("
                                + exchange.errorKind.key() + "): " + exchange.errorReason + requestName(endpoint, message);
                    }
                }
            }
            return null;
        } catch (IOException e) {
            return "preflight failed: " + e.getMessage();
        }
    }

    /**
     * One fully checked request to {@code endpoint}; returns its answer's body size (the padded baseline's size).
     *
     * @throws IllegalStateException with a one-line reason when the endpoint does not answer correctly
     */
    public static long responseBytes(RunOptions options, Endpoint endpoint) {
        try (Transport transport = Transport.open(options.transport(), options.targetBase(), 1,
                min(options.timeout(), org.echosoap.client.config.Defaults.PREFLIGHT_TIMEOUT), true,
                options.tcpNoDelay());
             Transport.Channel channel = transport.openChannel()) {
            Exchange exchange = new Exchange();
            channel.exchange(endpoint, new ResponseReader(), exchange, true);
            if (exchange.errorKind == ErrorKind.CONNECT) {
                throw new IllegalStateException("target " + options.targetBase() + " does not answer: " + exchange.errorReason);
            }
            if (exchange.errorKind != null) {
                throw new IllegalStateException(options.targetBase() + endpoint.path() + " answered wrongly ("
                        + exchange.errorKind.key() + "): " + exchange.errorReason);
            }
            return exchange.responseBytes;
        } catch (IOException e) {
            throw new IllegalStateException("preflight failed: " + e.getMessage());
        }
    }

    /** " (request 2 of 3)" for a rotation's message, else nothing. */
    private static String requestName(Endpoint endpoint, Endpoint message) {
        List<Endpoint> messages = endpoint.messages();
        return messages.size() < 2 ? "" : " (request " + (messages.indexOf(message) + 1) + " of " + messages.size() + ")";
    }

    private static java.time.Duration min(java.time.Duration a, java.time.Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
