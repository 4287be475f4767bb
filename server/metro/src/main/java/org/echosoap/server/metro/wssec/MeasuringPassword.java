package org.echosoap.server.metro.wssec;

import com.sun.xml.wss.impl.callback.PasswordValidationCallback;
import org.echosoap.server.contract.wssec.WsSecProfile;

/**
 * WSIT's validator of UsernameToken password digests (the secured WSDL's {@code sc:Validator name="usernameValidator"}):
 * WSIT computes the digest of nonce + created + password and compares; this class supplies the password of the one
 * measuring account, {@link WsSecProfile#USER}, and none for any other user (so any other name is refused).
 */
public final class MeasuringPassword extends PasswordValidationCallback.WsitDigestPasswordValidator {

    @Override
    public void setPassword(PasswordValidationCallback.Request request) {
        if (request instanceof PasswordValidationCallback.DigestPasswordRequest digest
                && WsSecProfile.USER.equals(digest.getUsername())) {
            digest.setPassword(WsSecProfile.USER_PASSWORD);
        }
    }
}
