package org.echosoap.server.cxf.wssec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.ws.security.SecurityConstants;
import org.apache.cxf.ws.security.wss4j.CryptoCoverageChecker;
import org.apache.cxf.ws.security.wss4j.CryptoCoverageUtil.CoverageScope;
import org.apache.cxf.ws.security.wss4j.CryptoCoverageUtil.CoverageType;
import org.apache.cxf.ws.security.wss4j.WSS4JInInterceptor;
import org.apache.wss4j.common.ConfigurationConstants;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.cache.MemoryReplayCache;
import org.apache.wss4j.common.crypto.Crypto;
import org.echosoap.server.contract.wssec.WsSecProfile;

/**
 * What one profile's endpoint checks: WSS4J's in-interceptor configured for exactly the profile's actions (a
 * request missing one is refused), its timestamp and UsernameToken rules ({@link WsSecProfile#TIME_TO_LIVE_SECONDS},
 * {@link WsSecProfile#FUTURE_SKEW_SECONDS}), and a coverage check: a signature must cover the Body and the
 * Timestamp, an encryption the Body's content (WSS4J alone accepts a valid signature over anything).
 *
 * <pre>{@code
 * ProfileInterceptors i = ProfileInterceptors.of(WsSecProfile.SIGN, crypto);
 * endpoint.getInInterceptors().addAll(i.interceptors());
 * endpoint.putAll(i.endpointProperties());   // replay caches
 * }</pre>
 */
record ProfileInterceptors(List<Interceptor<? extends Message>> interceptors, Map<String, Object> endpointProperties) {

    private static final String CRYPTO_REF = "echosoapWssecCrypto";
    private static final String SOAP11_NS = "http://schemas.xmlsoap.org/soap/envelope/";

    static ProfileInterceptors of(WsSecProfile profile, Crypto crypto) {
        Map<String, Object> wss4j = new HashMap<>();
        wss4j.put(ConfigurationConstants.ACTION, actions(profile));
        wss4j.put(ConfigurationConstants.TTL_TIMESTAMP, Integer.toString(WsSecProfile.TIME_TO_LIVE_SECONDS));
        wss4j.put(ConfigurationConstants.TTL_FUTURE_TIMESTAMP, Integer.toString(WsSecProfile.FUTURE_SKEW_SECONDS));
        wss4j.put(ConfigurationConstants.TTL_USERNAMETOKEN, Integer.toString(WsSecProfile.TIME_TO_LIVE_SECONDS));
        wss4j.put(ConfigurationConstants.TTL_FUTURE_USERNAMETOKEN,
                Integer.toString(WsSecProfile.FUTURE_SKEW_SECONDS));
        wss4j.put(ConfigurationConstants.TIMESTAMP_STRICT, "true");
        wss4j.put(ConfigurationConstants.REQUIRE_TIMESTAMP_EXPIRES, "true");
        wss4j.put(ConfigurationConstants.PASSWORD_TYPE, WSS4JConstants.PW_DIGEST);
        wss4j.put(ConfigurationConstants.PW_CALLBACK_REF, new KeyPasswords());
        wss4j.put(ConfigurationConstants.SIG_VER_PROP_REF_ID, CRYPTO_REF);
        wss4j.put(ConfigurationConstants.DEC_PROP_REF_ID, CRYPTO_REF);
        wss4j.put(CRYPTO_REF, crypto);
        // Basic Security Profile 1.1 rules enforced (WSS4J's default; its checks admit AES-GCM), said here so that
        // turning them off is a visible change.
        wss4j.put(ConfigurationConstants.IS_BSP_COMPLIANT, "true");

        List<Interceptor<? extends Message>> interceptors = new ArrayList<>();
        interceptors.add(new WSS4JInInterceptor(wss4j));
        List<CryptoCoverageChecker.XPathExpression> covered = new ArrayList<>();
        if (profile.signs()) {
            covered.add(new CryptoCoverageChecker.XPathExpression("/soapenv:Envelope/soapenv:Body",
                    CoverageType.SIGNED, CoverageScope.ELEMENT));
            covered.add(new CryptoCoverageChecker.XPathExpression(
                    "/soapenv:Envelope/soapenv:Header/wsse:Security/wsu:Timestamp", CoverageType.SIGNED,
                    CoverageScope.ELEMENT));
        }
        if (profile.encrypts()) {
            covered.add(new CryptoCoverageChecker.XPathExpression("/soapenv:Envelope/soapenv:Body",
                    CoverageType.ENCRYPTED, CoverageScope.CONTENT));
        }
        if (!covered.isEmpty()) {
            interceptors.add(new CryptoCoverageChecker(Map.of("soapenv", SOAP11_NS,
                    "wsse", WSS4JConstants.WSSE_NS, "wsu", WSS4JConstants.WSU_NS), covered));
        }

        // Replay caches on, in memory, one per endpoint: a nonce (UsernameToken) or a signed Timestamp seen within
        // its time to live is refused. The default would be an Ehcache with a disk store in a temporary directory.
        Map<String, Object> endpoint = new HashMap<>();
        endpoint.put(SecurityConstants.ENABLE_NONCE_CACHE, Boolean.TRUE);
        endpoint.put(SecurityConstants.ENABLE_TIMESTAMP_CACHE, Boolean.TRUE);
        endpoint.put(SecurityConstants.NONCE_CACHE_INSTANCE, new MemoryReplayCache());
        endpoint.put(SecurityConstants.TIMESTAMP_CACHE_INSTANCE, new MemoryReplayCache());
        return new ProfileInterceptors(interceptors, endpoint);
    }

    /** WSS4J's action list for the profile, in the order the client applies them. */
    static String actions(WsSecProfile profile) {
        return switch (profile) {
            case TIMESTAMP -> ConfigurationConstants.TIMESTAMP;
            case USERNAME -> ConfigurationConstants.USERNAME_TOKEN;
            case SIGN -> ConfigurationConstants.TIMESTAMP + " " + ConfigurationConstants.SIGNATURE;
            case ENCRYPT -> ConfigurationConstants.ENCRYPTION;
            case SIGN_ENCRYPT -> ConfigurationConstants.TIMESTAMP + " " + ConfigurationConstants.SIGNATURE + " "
                    + ConfigurationConstants.ENCRYPTION;
        };
    }
}
