package org.echosoap.client.suite;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.util.Map;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.config.TlsSettings;

/**
 * The TLS layer's rows of {@code suite --suite layers} ({@code layer.tls.MESSAGE}): whether the server has an HTTPS
 * connector the client can trust, checked once when the suite is planned, and the options of the TLS parts.
 */
final class TlsLayerRows {

    /** The TLS layer's name in the table. */
    static final String LAYER = "TLS over plain HTTP";

    /** How long the plan waits for the HTTPS connector to accept a connection. */
    private static final int PROBE_TIMEOUT_MILLIS = 2_000;

    private TlsLayerRows() {
    }

    /** The options of a TLS part: {@code --tls} off (the part pairs HTTPS with plain HTTP itself). */
    static RunOptions partOptions(RunOptions options) {
        TlsSettings tls = options.tls();
        return options.withTransportAndTls(options.transport(), new TlsSettings(false, tls.port(), tls.trustFile(),
                tls.protocol(), tls.resume()));
    }

    /**
     * Why the TLS rows cannot be measured (one line), or null when they can: the server's HTTPS connector must accept
     * connections on the TLS port, and the certificate to trust must be found.
     */
    static String unavailable(RunOptions options, Map<String, String> environment) {
        TlsSettings tls = options.tls();
        try {
            tls.trustedCertificate(environment);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        URI base = URI.create(options.tlsBase());
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(base.getHost(), base.getPort()), PROBE_TIMEOUT_MILLIS);
            return null;
        } catch (IOException e) {
            return "no HTTPS connector at " + base.getHost() + ":" + base.getPort() + " (start the server with "
                    + "--tls-port, or give the suite --tls-port)";
        }
    }
}
