package org.echosoap.client.config;

import java.net.URI;

/**
 * Which runs can speak TLS, checked once when the options are built: the transports that carry it (HttpClient 5's
 * and HttpCore 5's through JSSE sockets; not yet the nio transport's event loops), and how HTTPS is asked for
 * ({@code --tls}, not an https {@code --target}, so that the certificate to trust is always named).
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
        if ((tls.enabled() || tlsLayer) && transport == TransportKind.NIO) {
            throw new IllegalArgumentException((tls.enabled() ? "--tls" : scenario) + ": the nio transport has no TLS "
                    + "yet; use --transport core or --transport httpclient");
        }
        if (!tls.resume() && transport != TransportKind.CORE) {
            throw new IllegalArgumentException("--tls-session full needs --transport core (it keys each connection's "
                    + "session apart; HttpClient's pool resumes sessions as it likes)");
        }
    }
}
