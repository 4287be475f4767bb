package org.echosoap.server.metro.wssec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.xml.wss.impl.callback.KeyStoreCallback;
import com.sun.xml.wss.impl.callback.PasswordValidationCallback;
import com.sun.xml.wss.impl.callback.PrivateKeyCallback;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Base64;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.NameCallback;
import javax.security.auth.callback.UnsupportedCallbackException;
import org.echosoap.server.contract.wssec.ThrowawayKeys;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the secured WSDLs' callback classes give WSIT: the server's throwaway keystore and key, and the measuring
 * account's password for a UsernameToken digest (WSIT's own validator then compares the digest).
 */
class MetroWsSecCallbacksTest {

    @TempDir
    static Path dir;

    @Test
    void theKeyStoreCallbacksGetTheServersKeysMadeAtFirstUse() throws Exception {
        System.setProperty(ThrowawayKeys.DIRECTORY_PROPERTY, dir.resolve("wssec").toString());
        try {
            assertEquals(dir.resolve("wssec"), ThrowawayKeyStores.keyDirectory());
            KeyStoreCallback store = new KeyStoreCallback();
            PrivateKeyCallback key = new PrivateKeyCallback();
            key.setAlias(ThrowawayKeys.SERVER_ALIAS);
            new ThrowawayKeyStores().handle(new Callback[] {store, key});
            assertTrue(store.getKeystore().isKeyEntry(ThrowawayKeys.SERVER_ALIAS));
            assertTrue(store.getKeystore().isCertificateEntry(ThrowawayKeys.CLIENT_ALIAS), "the client is trusted");
            assertNotNull(key.getKey());
            assertEquals("RSA", key.getKey().getAlgorithm());
            assertThrows(UnsupportedCallbackException.class,
                    () -> new ThrowawayKeyStores().handle(new Callback[] {new NameCallback("who")}));
        } finally {
            System.clearProperty(ThrowawayKeys.DIRECTORY_PROPERTY);
        }
    }

    @Test
    void theMeasuringAccountsDigestValidatesAndNoOtherDoes() throws Exception {
        String nonce = Base64.getEncoder().encodeToString("0123456789abcdef".getBytes(StandardCharsets.US_ASCII));
        String created = "2026-11-27T09:00:00Z";
        String right = digest(nonce, created, WsSecProfile.USER_PASSWORD);
        assertTrue(validates(WsSecProfile.USER, right, nonce, created));
        assertFalse(validates(WsSecProfile.USER, digest(nonce, created, "guess"), nonce, created));
        var other = new PasswordValidationCallback.DigestPasswordRequest("someone", right, nonce, created);
        new MeasuringPassword().setPassword(other);
        assertNull(other.getPassword(), "no password for any other user");
    }

    private static boolean validates(String user, String digest, String nonce, String created) throws Exception {
        var request = new PasswordValidationCallback.DigestPasswordRequest(user, digest, nonce, created);
        MeasuringPassword validator = new MeasuringPassword();
        validator.setPassword(request);
        return validator.validate(request);
    }

    /** The UsernameToken profile's digest: Base64(SHA-1(nonce bytes + created + password)). */
    private static String digest(String nonce, String created, String password) throws Exception {
        MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
        sha1.update(Base64.getDecoder().decode(nonce));
        sha1.update(created.getBytes(StandardCharsets.UTF_8));
        sha1.update(password.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(sha1.digest());
    }
}
