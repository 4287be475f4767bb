package org.echosoap.client.cli;

import java.nio.file.Path;
import org.echosoap.client.config.Defaults;
import org.echosoap.client.config.TlsSettings;
import picocli.CommandLine.Option;

/** The TLS options of the measuring commands ({@code run}, {@code suite}): docs/tls.md. */
final class TlsOptions {

    @Option(names = "--tls", order = 40,
            description = "Every request over HTTPS, to the server's HTTPS connector (./echosoap server start "
                    + "--tls-port), trusting exactly --tls-trust's certificate")
    boolean tls;

    @Option(names = "--tls-port", paramLabel = "T", order = 41,
            description = "The HTTPS connector's port on --target's host (default: --target's port + "
                    + Defaults.TLS_PORT_OFFSET + ": 8443 for 8080)")
    Integer tlsPort;

    @Option(names = "--tls-trust", paramLabel = "FILE", order = 42,
            description = "The certificate to trust (PEM or DER), never any other (default: the launcher's server base's "
                    + TlsSettings.DEFAULT_CERTIFICATE + ", when it exists)")
    Path tlsTrust;

    @Option(names = "--tls-protocol", paramLabel = "1.3|1.2", order = 43,
            description = "The one TLS version the client offers (default: 1.3)")
    String tlsProtocol;

    @Option(names = "--tls-session", paramLabel = "resume|full", order = 44,
            description = "With --no-keepalive: a new connection resumes the last session (default, as clients do), or "
                    + "does a full handshake each time (full: --transport nio or core)")
    String tlsSession;

    TlsSettings settings() {
        return TlsSettings.parse(tls, tlsPort, tlsTrust, tlsProtocol, tlsSession);
    }
}
