package org.echosoap.server.contract.wssec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ThrowawayKeysTest {

    @TempDir
    Path temp;

    @Test
    void makesTwoKeystoresEachTrustingTheOthersCertificate() throws Exception {
        Path dir = ThrowawayKeys.ensure(temp.resolve("wssec"));
        KeyStore server = ThrowawayKeys.load(dir.resolve(ThrowawayKeys.SERVER_FILE));
        KeyStore client = ThrowawayKeys.load(dir.resolve(ThrowawayKeys.CLIENT_FILE));

        assertTrue(server.isKeyEntry(ThrowawayKeys.SERVER_ALIAS));
        assertTrue(server.isCertificateEntry(ThrowawayKeys.CLIENT_ALIAS));
        assertTrue(client.isKeyEntry(ThrowawayKeys.CLIENT_ALIAS));
        assertTrue(client.isCertificateEntry(ThrowawayKeys.SERVER_ALIAS));
        assertNotNull(server.getKey(ThrowawayKeys.SERVER_ALIAS, ThrowawayKeys.PASSWORD.toCharArray()));

        X509Certificate serverCert = (X509Certificate) server.getCertificate(ThrowawayKeys.SERVER_ALIAS);
        assertEquals(serverCert, client.getCertificate(ThrowawayKeys.SERVER_ALIAS));
        serverCert.verify(serverCert.getPublicKey()); // self-signed, and the signature is right
        serverCert.checkValidity();
        assertEquals(3, serverCert.getVersion());
        assertEquals("CN=" + ThrowawayKeys.SERVER_ALIAS, serverCert.getSubjectX500Principal().getName());
    }

    @Test
    void keepsKeysAlreadyMade() throws Exception {
        Path dir = ThrowawayKeys.ensure(temp.resolve("wssec"));
        byte[] first = Files.readAllBytes(dir.resolve(ThrowawayKeys.SERVER_FILE));
        ThrowawayKeys.ensure(dir);
        assertEquals(java.util.Arrays.hashCode(first),
                java.util.Arrays.hashCode(Files.readAllBytes(dir.resolve(ThrowawayKeys.SERVER_FILE))));
    }

    @Test
    void aMissingKeystoreIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ThrowawayKeys.load(temp.resolve("none.p12")));
        assertTrue(e.getMessage().contains("none.p12"), e.getMessage());
    }
}
