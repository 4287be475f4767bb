package org.echosoap.client.http.tls;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import org.echosoap.client.config.TlsSettings;

/**
 * The client side of TLS for the HTTP transports: a JSSE {@link SSLContext} that trusts exactly one certificate (the
 * server's, exported by the launcher; never "trust all"), the one protocol version asked for, and the host name
 * checked against the certificate as browsers check it (endpoint identification "HTTPS").
 *
 * <pre>{@code
 * TlsClient tls = TlsClient.of(options.tls(), System.getenv());
 * SSLSocket s = tls.layer(plainSocket, "127.0.0.1", 8443); // handshake done
 * }</pre>
 *
 * <p>Sessions: JSSE keeps a client's sessions by the server's host and port, so a new connection resumes the last
 * session (TLS 1.2 session id or ticket, TLS 1.3 PSK) unless {@link TlsSettings#resume()} is off; then each
 * connection is layered under a key of its own and the cache holds one entry, so every handshake is a full one.
 */
public final class TlsClient {

    /** Keys a "full handshake" connection's session apart: never the same as the previous connection's. */
    private static final int FULL_HANDSHAKE_CACHE_ENTRIES = 1;

    private final SSLContext context;
    private final String[] protocols;
    private final boolean resume;
    private final Path trusted;
    private final AtomicInteger sessionKeys = new AtomicInteger();

    private TlsClient(SSLContext context, String protocol, boolean resume, Path trusted) {
        this.context = context;
        this.protocols = new String[] {protocol};
        this.resume = resume;
        this.trusted = trusted;
    }

    /**
     * The client for {@code settings}.
     *
     * @throws IllegalArgumentException in one line naming the file when the certificate cannot be read
     */
    public static TlsClient of(TlsSettings settings, Map<String, String> environment) {
        Path file = settings.trustedCertificate(environment);
        X509Certificate certificate = readCertificate(file);
        try {
            KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
            trust.load(null, null);
            trust.setCertificateEntry("echosoap-server", certificate);
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init(trust);
            X509TrustManager pkix = (X509TrustManager) factory.getTrustManagers()[0];
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, new TrustManager[] {new NamingTrustManager(pkix, file)}, null);
            if (!settings.resume()) {
                context.getClientSessionContext().setSessionCacheSize(FULL_HANDSHAKE_CACHE_ENTRIES);
            }
            return new TlsClient(context, settings.protocol(), settings.resume(), file);
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalArgumentException("TLS: cannot trust " + file + ": " + e.getMessage());
        }
    }

    /** The certificate in {@code file} (PEM or DER), or a one-line error naming the file. */
    static X509Certificate readCertificate(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            Collection<? extends java.security.cert.Certificate> all =
                    CertificateFactory.getInstance("X.509").generateCertificates(in);
            if (all.size() != 1 || !(all.iterator().next() instanceof X509Certificate certificate)) {
                throw new IllegalArgumentException("--tls-trust " + file + ": expected one X.509 certificate, found "
                        + all.size());
            }
            return certificate;
        } catch (CertificateException | IOException e) {
            throw new IllegalArgumentException("--tls-trust " + file + ": not a certificate (PEM or DER): "
                    + e.getMessage());
        }
    }

    /** The context, for clients that layer TLS themselves (HttpClient 5's TLS strategy). */
    public SSLContext context() {
        return context;
    }

    /** The protocol versions offered: one. */
    public String[] protocols() {
        return protocols.clone();
    }

    /** The certificate file trusted, for messages. */
    public Path trusted() {
        return trusted;
    }

    /**
     * TLS over the connected {@code plain} socket to {@code host}:{@code port}, handshake done; closing it closes
     * {@code plain}.
     */
    public SSLSocket layer(Socket plain, String host, int port) throws IOException {
        SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket(plain, host, sessionKey(port), true);
        try {
            SSLParameters parameters = socket.getSSLParameters();
            parameters.setProtocols(protocols);
            parameters.setEndpointIdentificationAlgorithm("HTTPS");
            socket.setSSLParameters(parameters);
            socket.startHandshake();
            return socket;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    /**
     * Fails fast, before anything is measured, when the server's certificate on {@code httpsBase} is not the one
     * trusted; a server that does not answer at all is left to the preflight, which says so in its words.
     *
     * @throws IllegalArgumentException one line naming the trusted file and the server's certificate
     */
    public void checkTrust(java.net.URI httpsBase, java.time.Duration timeout) {
        int port = httpsBase.getPort() > 0 ? httpsBase.getPort() : 443;
        int millis = (int) Math.min(Integer.MAX_VALUE, timeout.toMillis());
        Socket plain = new Socket();
        try {
            plain.setSoTimeout(millis);
            plain.connect(new java.net.InetSocketAddress(httpsBase.getHost(), port), millis);
        } catch (IOException e) {
            closeQuietly(plain);
            return; // nobody answers: the preflight names the target
        }
        try (SSLSocket ignored = layer(plain, httpsBase.getHost(), port)) {
            // Handshake done: the certificate is the one trusted.
        } catch (javax.net.ssl.SSLHandshakeException e) {
            Throwable cause = e;
            while (cause.getCause() != null && !(cause instanceof CertificateException)) {
                cause = cause.getCause();
            }
            String why = cause instanceof CertificateException ? cause.getMessage() : e.getMessage();
            throw new IllegalArgumentException("TLS handshake with " + httpsBase.getHost() + ":" + port
                    + " refused: " + why);
        } catch (IOException e) {
            closeQuietly(plain);
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // Nothing to release beyond the descriptor.
        }
    }

    /** The port a connection's session is cached under: a fresh one per connection when every handshake is full. */
    private int sessionKey(int port) {
        return resume ? port : 1 + Math.floorMod(sessionKeys.incrementAndGet(), 65_535);
    }

    /**
     * A client engine for one non-blocking connection to {@code host}:{@code port} ({@link TlsByteChannel}), the
     * handshake begun; the same version, host name check and sessions as {@link #layer}.
     */
    public javax.net.ssl.SSLEngine engine(String host, int port) throws SSLException {
        javax.net.ssl.SSLEngine engine = context.createSSLEngine(host, sessionKey(port));
        engine.setUseClientMode(true);
        SSLParameters parameters = engine.getSSLParameters();
        parameters.setProtocols(protocols);
        parameters.setEndpointIdentificationAlgorithm("HTTPS");
        engine.setSSLParameters(parameters);
        engine.beginHandshake();
        return engine;
    }

    /** The JDK's PKIX check, its refusal re-worded to name the one certificate trusted and the server's. */
    private record NamingTrustManager(X509TrustManager pkix, Path file) implements X509TrustManager {
        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            pkix.checkClientTrusted(chain, authType);
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
            try {
                pkix.checkServerTrusted(chain, authType);
            } catch (CertificateException e) {
                throw new CertificateException("the server's certificate (" + chain[0].getSubjectX500Principal()
                        + ") is not the one trusted (--tls-trust " + file + ")", e);
            }
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return pkix.getAcceptedIssuers();
        }
    }
}
