package org.echosoap.server.metro.wssec;

import com.sun.xml.wss.impl.callback.KeyStoreCallback;
import com.sun.xml.wss.impl.callback.PrivateKeyCallback;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;
import org.echosoap.server.contract.wssec.ThrowawayKeys;

/**
 * Hands WSIT the server's throwaway keystore ({@link ThrowawayKeys#SERVER_FILE}: the server's key and the client's
 * certificate), named by the secured WSDLs' {@code sc:KeyStore} and {@code sc:TrustStore} assertions as their
 * {@code callbackHandler}: the keys are made at the first start under Tomcat's base, a path a WSDL cannot name.
 * One file serves as both stores, as on CXF: the only certificate trusted is the client's (and the server's own).
 *
 * <pre>{@code
 * <sc:KeyStore wspp:visibility="private" alias="echosoap-wssec-server"
 *              callbackHandler="org.echosoap.server.metro.wssec.ThrowawayKeyStores"/>
 * }</pre>
 */
public final class ThrowawayKeyStores implements CallbackHandler {

    /** Loaded once per JVM (WSIT makes one handler per endpoint and store); every profile reads the same keys. */
    private static final class Holder {
        static final KeyStore KEYS = ThrowawayKeys.load(
                ThrowawayKeys.ensure(keyDirectory()).resolve(ThrowawayKeys.SERVER_FILE));
    }

    /**
     * Where the keys are: {@code -Dechosoap.wssec.keys} when set, else {@code wssec/} under Tomcat's base (where the
     * CXF stack makes them too: one pair of keys per server, whichever WAR starts first), else the temporary
     * directory.
     */
    public static Path keyDirectory() {
        String dir = System.getProperty(ThrowawayKeys.DIRECTORY_PROPERTY);
        if (dir != null && !dir.isBlank()) {
            return Path.of(dir);
        }
        String base = System.getProperty("catalina.base");
        return base != null ? Path.of(base, "wssec") : Path.of(System.getProperty("java.io.tmpdir"), "echosoap-wssec");
    }

    /** The server's keystore, made first when there is none (the webapp's start calls this, so a request never does). */
    public static KeyStore keys() {
        return Holder.KEYS;
    }

    @Override
    public void handle(Callback[] callbacks) throws UnsupportedCallbackException {
        for (Callback callback : callbacks) {
            if (callback instanceof KeyStoreCallback store) {
                store.setKeystore(keys());
            } else if (callback instanceof PrivateKeyCallback key) {
                key.setKey(privateKey(key.getAlias()));
            } else {
                throw new UnsupportedCallbackException(callback, "only the keystore and its private key");
            }
        }
    }

    private static PrivateKey privateKey(String alias) {
        try {
            return (PrivateKey) keys().getKey(alias == null ? ThrowawayKeys.SERVER_ALIAS : alias,
                    ThrowawayKeys.PASSWORD.toCharArray());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot read the WS-Security key '" + alias + "': " + e.getMessage(), e);
        }
    }
}
