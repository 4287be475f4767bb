package org.echosoap.client.config;

import java.net.URI;

/**
 * Which runs can speak TLS, checked once when the options are built: how HTTPS is asked for ({@code --tls}, not an
 * https {@code --target}, so that the certificate to trust is always named), and the settings only one transport
 * honours. Every transport speaks TLS: nio with JSSE's SSLEngine on its event loops, core and httpclient with JSSE
 * sockets.
 */
final class TlsSupport {

    /** How the TLS layer's scenarios start (their HTTPS side needs a TLS transport even without --tls). */
    static final String TLS_LAYER_PREFIX = "layer.tls.";

    private TlsSupport() {
    }

    /** @throws IllegalArgumentException in one line when the combination cannot run */
    static void check(TlsSettings tls, TransportKind transport, String scenario, URI target) {
        boolean tlsLayer = scenario != null && scenario.startsWith(TLS_LAYER_PREFIX);
        if ("https".equals(target.getScheme())) {
            throw new IllegalArgumentException("--target " + target + ": give the plain http URL and --tls (the client "
                    + "then trusts exactly --tls-trust's certificate on --tls-port)");
        }
        if (tls.enabled() && tlsLayer) {
            throw new IllegalArgumentException(scenario + " pairs HTTPS with plain HTTP itself: leave out --tls");
        }
        if (!tls.resume() && transport == TransportKind.HTTPCLIENT) {
            throw new IllegalArgumentException("--tls-session full needs --transport nio or core (they key each "
                    + "connection's session apart; HttpClient's pool resumes sessions as it likes)");
        }
    }
}
