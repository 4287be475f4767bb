package org.echosoap.server.cxf.wssec;

import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import org.apache.wss4j.common.ext.WSPasswordCallback;
import org.echosoap.server.contract.wssec.ThrowawayKeys;
import org.echosoap.server.contract.wssec.WsSecProfile;

/**
 * The passwords WSS4J asks the server for: the measuring user's (to check a UsernameToken's digest) and the server
 * key's (to decrypt). Any other user gets no password, so its token fails.
 */
final class KeyPasswords implements CallbackHandler {

    @Override
    public void handle(Callback[] callbacks) {
        for (Callback c : callbacks) {
            if (c instanceof WSPasswordCallback pc) {
                if (pc.getUsage() == WSPasswordCallback.USERNAME_TOKEN) {
                    if (WsSecProfile.USER.equals(pc.getIdentifier())) {
                        pc.setPassword(WsSecProfile.USER_PASSWORD);
                    }
                } else if (ThrowawayKeys.SERVER_ALIAS.equals(pc.getIdentifier())) {
                    pc.setPassword(ThrowawayKeys.PASSWORD);
                }
            }
        }
    }
}
