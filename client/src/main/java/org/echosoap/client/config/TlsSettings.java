package org.echosoap.client.config;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * How the client speaks TLS to the server's HTTPS connector ({@code ./echosoap server start --tls-port}): whether the
 * whole run goes over HTTPS ({@code --tls}), where the connector listens, which certificate to trust (exactly that
 * one: never "trust all"), the protocol version, and whether a new connection resumes the last session or does a
 * full handshake. The {@code layer.tls.*} scenarios use the same settings for their HTTPS side without {@code --tls}.
 *
 * <pre>{@code
 * TlsSettings tls = TlsSettings.parse(true, 0, null, "1.3", "resume");
 * tls.base(URI.create("http://127.0.0.1:8080/echosoap"));  // https://127.0.0.1:8443/echosoap
 * }</pre>
 *
 * @param enabled   every HTTP request of the run over HTTPS ({@code --tls})
 * @param port      the HTTPS connector's port; 0 = the target's port + {@link Defaults#TLS_PORT_OFFSET}
 * @param trustFile the certificate to trust (PEM or DER), or null for {@link #DEFAULT_CERTIFICATE} under the
 *                  server base ({@link #SERVER_BASE_VARIABLE})
 * @param protocol  {@code TLSv1.3} or {@code TLSv1.2}: the one version the client offers
 * @param resume    whether a new connection resumes the session of an earlier one (what clients do), or pays a full
 *                  handshake each time
 */
public record TlsSettings(boolean enabled, int port, Path trustFile, String protocol, boolean resume) {

    /** The environment variable the launcher sets to the server base whose certificate is the default trust. */
    public static final String SERVER_BASE_VARIABLE = "ECHOSOAP_SERVER_BASE";

    /** Where the launcher exports the server's certificate, under the server base. */
    public static final String DEFAULT_CERTIFICATE = "tls/echosoap-server.crt";

    /** No {@code --tls}, every other setting at its default. */
    public static final TlsSettings DEFAULTS = new TlsSettings(false, 0, null, "TLSv1.3", true);

    public TlsSettings {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--tls-port must be 1-65535, got " + port);
        }
        if (!"TLSv1.3".equals(protocol) && !"TLSv1.2".equals(protocol)) {
            throw new IllegalArgumentException("--tls-protocol must be 1.3 or 1.2, got '" + protocol + "'");
        }
    }

    /**
     * The settings as the options give them; null for each one not given.
     *
     * @param protocol {@code 1.3} or {@code 1.2} ({@code TLSv1.3} too)
     * @param session  {@code resume} or {@code full}
     */
    public static TlsSettings parse(boolean enabled, Integer port, Path trustFile, String protocol, String session) {
        String version = protocol == null ? DEFAULTS.protocol
                : protocol.startsWith("TLSv") ? protocol : "TLSv" + protocol;
        boolean resume = true;
        if (session != null) {
            switch (session.toLowerCase(Locale.ROOT)) {
                case "resume" -> resume = true;
                case "full" -> resume = false;
                default -> throw new IllegalArgumentException("--tls-session must be resume or full, got '" + session + "'");
            }
        }
        if (port != null && port == 0) {
            throw new IllegalArgumentException("--tls-port must be 1-65535, got 0");
        }
        return new TlsSettings(enabled, port == null ? 0 : port, trustFile, version, resume);
    }

    /** The HTTPS connector's port for {@code target}: {@code --tls-port}, else target's port + the offset. */
    public int portFor(URI target) {
        if (port > 0) {
            return port;
        }
        int plain = target.getPort() > 0 ? target.getPort() : 80;
        return plain + Defaults.TLS_PORT_OFFSET;
    }

    /** {@code base} (a plain http URL) with the https scheme and the HTTPS connector's port; no slash at the end. */
    public String base(String plainBase) {
        URI plain = URI.create(plainBase);
        if ("https".equals(plain.getScheme())) {
            return plainBase;
        }
        return "https://" + plain.getHost() + ":" + portFor(plain) + (plain.getRawPath() == null ? "" : plain.getRawPath());
    }

    /** {@link #base(String)} of a URI. */
    public String base(URI plainBase) {
        return base(plainBase.toString());
    }

    /**
     * The certificate to trust: {@code --tls-trust}, else the launcher's server base's exported certificate when it
     * exists.
     *
     * @throws IllegalArgumentException in one line when neither names a readable file
     */
    public Path trustedCertificate(Map<String, String> environment) {
        if (trustFile != null) {
            if (!Files.isReadable(trustFile)) {
                throw new IllegalArgumentException("--tls-trust " + trustFile + ": no such readable file");
            }
            return trustFile;
        }
        String base = environment.get(SERVER_BASE_VARIABLE);
        if (base != null && !base.isBlank()) {
            Path exported = Path.of(base).resolve(DEFAULT_CERTIFICATE);
            if (Files.isReadable(exported)) {
                return exported;
            }
            throw new IllegalArgumentException("TLS needs the server's certificate: " + exported + " does not exist "
                    + "(start the server with --tls-port) ; or give --tls-trust FILE");
        }
        throw new IllegalArgumentException("TLS needs the server's certificate to trust: give --tls-trust FILE (the "
                + DEFAULT_CERTIFICATE + " under the server's base, e.g. target/server/" + DEFAULT_CERTIFICATE + ")");
    }

    /** {@code 1.3} or {@code 1.2}, for tables and result files. */
    public String version() {
        return protocol.substring("TLSv".length());
    }
}
