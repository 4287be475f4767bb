package org.echosoap.client.scenario.wssec;

import org.echosoap.client.scenario.SeedMessages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import javax.security.auth.callback.Callback;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.wss4j.common.crypto.Merlin;
import org.apache.wss4j.common.ext.WSPasswordCallback;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.apache.wss4j.dom.engine.WSSecurityEngine;
import org.apache.wss4j.dom.handler.RequestData;
import org.apache.wss4j.dom.handler.WSHandlerResult;
import org.echosoap.client.config.SoapStack;
import org.echosoap.server.contract.wssec.ThrowawayKeys;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Document;

/**
 * The client's secured requests checked by WSS4J's own inbound engine with the server's keys (what the CXF endpoints
 * run): each profile verifies, decrypts and carries the value; a new request every call; a tampered, re-keyed or
 * expired one fails.
 */
class SecuredRequestsTest {

    @TempDir
    static Path keys;

    private static final byte[] PLAIN = SeedMessages.echoFloat().requestBody();

    @BeforeAll
    static void makeKeys() {
        ThrowawayKeys.ensure(keys.resolve("wssec"));
    }

    @ParameterizedTest
    @EnumSource(WsSecProfile.class)
    void theServersEngineAcceptsEveryProfile(WsSecProfile profile) throws Exception {
        SecuredRequests requests = SecuredRequests.of(profile, PLAIN, keys.resolve("wssec"));
        byte[] first = requests.get();
        byte[] second = requests.get();
        assertFalse(java.util.Arrays.equals(first, second), "a new request each time");
        String text = new String(first, StandardCharsets.UTF_8);
        assertTrue(text.contains("wsse:Security") || text.contains(":Security"), text);
        assertEquals(!profile.encrypts(), text.contains(SeedMessages.SEED_VALUE), "the value is hidden iff encrypted");
        Document doc = parse(first);
        WSHandlerResult result = serverEngine(doc);
        assertFalse(result.getResults().isEmpty());
        assertTrue(text(doc).contains(SeedMessages.SEED_VALUE), "after processing the body carries the value");
    }

    @Test
    void aTamperedSignedBodyFails() throws Exception {
        String signed = new String(SecuredRequests.of(WsSecProfile.SIGN, PLAIN, keys.resolve("wssec")).get(),
                StandardCharsets.UTF_8);
        Document doc = parse(signed.replace(SeedMessages.SEED_VALUE, "2.71828").getBytes(StandardCharsets.UTF_8));
        assertThrows(WSSecurityException.class, () -> serverEngine(doc));
    }

    @Test
    void aRequestEncryptedForAnotherKeyFails() throws Exception {
        Path other = ThrowawayKeys.ensure(keys.resolve("other"));
        Document doc = parse(SecuredRequests.of(WsSecProfile.ENCRYPT, PLAIN, other).get());
        assertThrows(WSSecurityException.class, () -> serverEngine(doc));
    }

    @Test
    void anExpiredTimestampFails() throws Exception {
        SecuredRequests old = SecuredRequests.of(WsSecProfile.TIMESTAMP, PLAIN, keys.resolve("wssec"))
                .withClock(() -> Instant.now().minusSeconds(2L * WsSecProfile.TIME_TO_LIVE_SECONDS));
        Document doc = parse(old.get());
        assertThrows(WSSecurityException.class, () -> serverEngine(doc));
    }

    @Test
    void cxfAndMetroHaveSecuredEndpointsAndTheOthersSayWhy() {
        assertEquals(5, WsSecLayers.names().size());
        assertEquals("layer.wssec.sign-encrypt.echoFloat", WsSecLayers.name(WsSecProfile.SIGN_ENCRYPT));
        assertEquals(null, WsSecLayers.refusal(SoapStack.CXF));
        assertEquals(null, WsSecLayers.refusal(SoapStack.METRO));
        for (WsSecProfile profile : WsSecProfile.values()) {
            assertEquals(null, WsSecLayers.refusal(SoapStack.CXF, profile));
            assertEquals(profile == WsSecProfile.TIMESTAMP, WsSecLayers.refusal(SoapStack.METRO, profile) != null,
                    profile.key());
        }
        assertTrue(WsSecLayers.refusal(SoapStack.METRO, WsSecProfile.TIMESTAMP).contains("WSS1601"));
        assertTrue(WsSecLayers.refusal(SoapStack.AXIS2).contains("Rampart")
                && WsSecLayers.refusal(SoapStack.AXIS2).contains("https://"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> WsSecLayers.scenario("layer.wssec.sign.echoFloat", SoapStack.AXIS2));
        assertTrue(e.getMessage().contains("Rampart"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> WsSecLayers.scenario("layer.wssec.timestamp.echoFloat", SoapStack.METRO));
        assertTrue(e.getMessage().contains("HTTPS"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> WsSecLayers.scenario("layer.wssec.nosuch.echoFloat", SoapStack.CXF));
        assertTrue(e.getMessage().contains("sign-encrypt"), e.getMessage());
    }

    @ParameterizedTest
    @EnumSource(value = WsSecProfile.class, names = {"USERNAME", "SIGN", "ENCRYPT", "SIGN_ENCRYPT"})
    void metrosRequestsAreStillSecuredAndTheirBodyHasNoWhitespace(WsSecProfile profile) throws Exception {
        SecuredRequests metro = WsSecLayers.requestsFor(SoapStack.METRO, profile, PLAIN, keys.resolve("wssec"));
        String text = new String(metro.get(), StandardCharsets.UTF_8);
        Document doc = parse(metro.get());
        assertFalse(serverEngine(doc).getResults().isEmpty());
        assertTrue(text(doc).contains(SeedMessages.SEED_VALUE), "after processing the body carries the value");
        if (profile.encrypts()) {
            // No GCM algorithm named: an Algorithm attribute, not the text, whose base64 holds "gcm" about once in
            // a hundred requests.
            assertTrue(text.contains("xmlenc#aes256-cbc") && !text.matches("(?s).*Algorithm=\"[^\"]*gcm[^\"]*\".*"),
                    text);
        }
        if (profile.signs() || profile.encrypts()) {
            assertTrue(text.matches("(?s).*:Body[^>]*><[^/].*"), "no text before the Body's element: " + text);
        } else {
            assertEquals(WsSecLayers.requestsFor(SoapStack.CXF, profile, PLAIN, keys.resolve("wssec")).contentCipher(),
                    metro.contentCipher(), "the username profile is the same request on both stacks");
        }
    }

    /** WSS4J's inbound processing with the server's keystore, as the endpoints' interceptor does it. */
    private static WSHandlerResult serverEngine(Document doc) throws Exception {
        Merlin crypto = new Merlin();
        var ks = ThrowawayKeys.load(keys.resolve("wssec").resolve(ThrowawayKeys.SERVER_FILE));
        crypto.setKeyStore(ks);
        crypto.setTrustStore(ks);
        RequestData data = new RequestData();
        data.setSigVerCrypto(crypto);
        data.setDecCrypto(crypto);
        data.setDisableBSPEnforcement(false); // as the endpoints: Basic Security Profile rules on
        data.setCallbackHandler((Callback[] callbacks) -> {
            for (Callback c : callbacks) {
                WSPasswordCallback pc = (WSPasswordCallback) c;
                pc.setPassword(pc.getUsage() == WSPasswordCallback.USERNAME_TOKEN ? WsSecProfile.USER_PASSWORD
                        : ThrowawayKeys.PASSWORD);
            }
        });
        return new WSSecurityEngine().processSecurityHeader(doc, data);
    }

    private static Document parse(byte[] bytes) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(bytes));
    }

    private static String text(Document doc) {
        return doc.getDocumentElement().getTextContent();
    }
}
