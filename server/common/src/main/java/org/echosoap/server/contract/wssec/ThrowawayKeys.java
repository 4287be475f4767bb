package org.echosoap.server.contract.wssec;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * The throwaway measuring keys of the WS-Security endpoints: two RSA 2048 key pairs with self-signed certificates,
 * made at the server's first start in a directory of its base ({@code CATALINA_BASE/wssec}, wiped by every
 * {@code echosoap server start}), never committed, protecting nothing but benchmark messages. {@code server.p12}
 * holds the server's key and trusts the client's certificate; {@code client.p12} holds the client's key and trusts
 * the server's; both PKCS#12 with the password {@link #PASSWORD}. The client reads {@code client.p12} from the same
 * directory (same host; across hosts, copy it).
 *
 * <pre>{@code
 * Path dir = ThrowawayKeys.ensure(Path.of(System.getProperty("catalina.base"), "wssec"));
 * KeyStore client = ThrowawayKeys.load(dir.resolve(ThrowawayKeys.CLIENT_FILE));
 * }</pre>
 */
public final class ThrowawayKeys {

    public static final String SERVER_ALIAS = "echosoap-wssec-server";
    public static final String CLIENT_ALIAS = "echosoap-wssec-client";
    public static final String SERVER_FILE = "server.p12";
    public static final String CLIENT_FILE = "client.p12";
    /** Keystore and key password of both files: they are measuring keys, not secrets. */
    public static final String PASSWORD = "echosoap-throwaway";
    /** The system property naming the key directory (server and client); else each side's default. */
    public static final String DIRECTORY_PROPERTY = "echosoap.wssec.keys";

    private static final int RSA_BITS = 2048;
    private static final int VALID_DAYS = 3650;

    private ThrowawayKeys() {
    }

    /**
     * The key directory {@code dir}, made with both keystores when it has none. Safe against a concurrent maker: the
     * files are written in a sibling directory moved into place at once, and the loser of the race uses the winner's.
     */
    public static Path ensure(Path dir) {
        if (Files.isRegularFile(dir.resolve(SERVER_FILE)) && Files.isRegularFile(dir.resolve(CLIENT_FILE))) {
            return dir;
        }
        try {
            Path parent = dir.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            Path fresh = Files.createTempDirectory(parent, dir.getFileName() + ".new");
            write(fresh);
            try {
                Files.move(fresh, dir, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | java.nio.file.DirectoryNotEmptyException
                     | AtomicMoveNotSupportedException e) {
                deleteTree(fresh); // another process made it first
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the WS-Security keys in " + dir + ": " + e.getMessage(), e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot make the WS-Security keys: " + e.getMessage(), e);
        }
    }

    /**
     * Loads one of the two keystores.
     *
     * @throws IllegalArgumentException naming the file when it is missing or unreadable
     */
    public static KeyStore load(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no WS-Security keystore at " + file + " (the server makes it at its "
                    + "first start, under its base's wssec/; set -D" + DIRECTORY_PROPERTY + "=DIR to read another)");
        }
        try (InputStream in = Files.newInputStream(file)) {
            KeyStore ks = KeyStore.getInstance("PKCS12");
            ks.load(in, PASSWORD.toCharArray());
            return ks;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalArgumentException("cannot read the WS-Security keystore " + file + ": " + e.getMessage(),
                    e);
        }
    }

    private static void write(Path dir) throws IOException, GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(RSA_BITS);
        Instant notBefore = Instant.now().truncatedTo(ChronoUnit.SECONDS).minus(1, ChronoUnit.DAYS);
        KeyPair server = generator.generateKeyPair();
        KeyPair client = generator.generateKeyPair();
        X509Certificate serverCert = SelfSignedCertificate.of(server, SERVER_ALIAS, notBefore, VALID_DAYS);
        X509Certificate clientCert = SelfSignedCertificate.of(client, CLIENT_ALIAS, notBefore, VALID_DAYS);
        store(dir.resolve(SERVER_FILE), SERVER_ALIAS, server, serverCert, CLIENT_ALIAS, clientCert);
        store(dir.resolve(CLIENT_FILE), CLIENT_ALIAS, client, clientCert, SERVER_ALIAS, serverCert);
    }

    private static void store(Path file, String ownAlias, KeyPair own, X509Certificate ownCert, String peerAlias,
                              X509Certificate peerCert) throws IOException, GeneralSecurityException {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        ks.load(null, null);
        ks.setKeyEntry(ownAlias, own.getPrivate(), PASSWORD.toCharArray(), new Certificate[] {ownCert});
        ks.setCertificateEntry(peerAlias, peerCert);
        try (OutputStream out = Files.newOutputStream(file)) {
            ks.store(out, PASSWORD.toCharArray());
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Files.delete(f);
            }
        }
        Files.delete(dir);
    }
}
