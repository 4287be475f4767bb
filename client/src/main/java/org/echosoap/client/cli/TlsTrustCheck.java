package org.echosoap.client.cli;

import java.net.URI;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.http.tls.TlsClient;
import org.echosoap.client.scenario.layer.TlsLayer;

/**
 * Before a run that speaks TLS ({@code --tls}, {@code layer.tls.*}): the certificate to trust is read and the server's
 * is checked against it in one handshake, so a wrong one is a usage error in one line (exit 2), not a failed
 * preflight.
 */
final class TlsTrustCheck {

    private TlsTrustCheck() {
    }

    /** @throws IllegalArgumentException in one line when the trust file is missing or the server's certificate is another */
    static void before(RunOptions options) {
        if (!options.tls().enabled() && !TlsLayer.isTls(options.scenario())) {
            return;
        }
        TlsClient client = TlsClient.of(options.tls(), System.getenv());
        java.time.Duration timeout = options.timeout().compareTo(Defaults.PREFLIGHT_TIMEOUT) < 0 ? options.timeout()
                : Defaults.PREFLIGHT_TIMEOUT;
        client.checkTrust(URI.create(options.tlsBase()), timeout);
    }
}
