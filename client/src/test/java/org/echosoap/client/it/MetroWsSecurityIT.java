package org.echosoap.client.it;

import org.echosoap.client.scenario.SeedMessages;
import static org.echosoap.client.it.SecuredEchoFloats.PLAIN;
import static org.echosoap.client.it.SecuredEchoFloats.assertAnswered;
import static org.echosoap.client.it.SecuredEchoFloats.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import org.apache.wss4j.common.WSS4JConstants;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.wssec.SecuredRequests;
import org.echosoap.client.scenario.wssec.WsSecLayers;
import org.echosoap.server.contract.wssec.ThrowawayKeys;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Metro stack's WS-Security endpoints (WSIT, policy in the WSDL) against the real Tomcat: the profiles Metro
 * measures answer the requests the client makes for Metro ({@link WsSecLayers#requestsFor}); the messages Metro cannot
 * take are refused with the fault the docs name (AES-GCM, a Timestamp alone over plain HTTP); unsigned, badly signed,
 * tampered, expired, wrongly encrypted and unencrypted requests, a replayed UsernameToken (WSIT's nonce cache) and a
 * replayed signed request (echosoap's SignatureReplayFilter: WSIT keeps no cache of signatures) are each a SOAP Fault
 * the client's check refuses, and the next good request is served.
 */
@ExtendWith(ClientServer.class)
class MetroWsSecurityIT {


    @ParameterizedTest
    @EnumSource(value = WsSecProfile.class, names = {"USERNAME", "SIGN", "ENCRYPT", "SIGN_ENCRYPT"})
    void everyMeasuredProfileAnswersFreshSecuredRequests(WsSecProfile profile, EchosoapServer server) throws Exception {
        SecuredRequests requests = at(server).requests(profile);
        for (int i = 0; i < 3; i++) {
            assertAnswered(at(server).post(profile, requests.get()));
        }
    }

    @Test
    void theAnswerToASignedRequestIsSignedByTheServer(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> r = at(server).post(WsSecProfile.SIGN, at(server).requests(WsSecProfile.SIGN).get());
        assertAnswered(r);
        String answer = text(r.body());
        assertTrue(answer.contains("SignatureValue") && answer.contains("CN=" + ThrowawayKeys.SERVER_ALIAS), answer);
    }

    @Test
    void whatMetroCannotTakeIsAFaultNamingIt(EchosoapServer server) throws Exception {
        // WSS4J's own request, AES-256-GCM: WSIT has no GCM.
        at(server).assertFaultThenServed(WsSecProfile.ENCRYPT,
                SecuredRequests.of(WsSecProfile.ENCRYPT, PLAIN, at(server).keys()).withBodyTrimmed().get());
        // A Timestamp alone: a TransportBinding, which WSIT enforces as HTTPS.
        HttpResponse<byte[]> r = at(server).post(WsSecProfile.TIMESTAMP,
                SecuredRequests.of(WsSecProfile.TIMESTAMP, PLAIN, at(server).keys()).get());
        assertEquals(500, r.statusCode(), text(r.body()));
        assertTrue(text(r.body()).contains("InvalidSecurity"), text(r.body()));
    }

    @Test
    void anUnsignedRequestIsAFault(EchosoapServer server) throws Exception {
        at(server).assertFaultThenServed(WsSecProfile.SIGN, PLAIN);
        at(server).assertFaultThenServed(WsSecProfile.USERNAME, PLAIN);
        at(server).assertFaultThenServed(WsSecProfile.SIGN,
                SecuredRequests.of(WsSecProfile.TIMESTAMP, PLAIN, at(server).keys()).get());
    }

    @Test
    void aBadlySignedRequestIsAFault(EchosoapServer server) throws Exception {
        String signed = text(at(server).requests(WsSecProfile.SIGN).get());
        int value = signed.indexOf("SignatureValue>") + "SignatureValue>".length();
        char c = signed.charAt(value);
        String broken = signed.substring(0, value) + (c == 'A' ? 'B' : 'A') + signed.substring(value + 1);
        at(server).assertFaultThenServed(WsSecProfile.SIGN, broken.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aTamperedBodyIsAFault(EchosoapServer server) throws Exception {
        String signed = text(at(server).requests(WsSecProfile.SIGN).get());
        assertTrue(signed.contains(SeedMessages.SEED_VALUE));
        // WSIT verifies the Body's digest as the service reads it: a Server fault, after the check of the header.
        at(server).assertFaultThenServed(WsSecProfile.SIGN,
                signed.replace(SeedMessages.SEED_VALUE, "2.71828").getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void anExpiredOrFutureTimestampIsAFault(EchosoapServer server) throws Exception {
        long ttl = WsSecProfile.TIME_TO_LIVE_SECONDS;
        for (WsSecProfile profile : new WsSecProfile[] {WsSecProfile.SIGN, WsSecProfile.USERNAME}) {
            at(server).assertFaultThenServed(profile,
                    at(server).requests(profile).withClock(() -> Instant.now().minusSeconds(2 * ttl)).get());
        }
        at(server).assertFaultThenServed(WsSecProfile.SIGN, at(server).requests(WsSecProfile.SIGN)
                .withClock(() -> Instant.now().plusSeconds(10L * WsSecProfile.FUTURE_SKEW_SECONDS)).get());
    }

    @Test
    void aReplayedUsernameTokenOrSignatureIsAFault(EchosoapServer server) throws Exception {
        byte[] once = at(server).requests(WsSecProfile.USERNAME).get();
        assertAnswered(at(server).post(WsSecProfile.USERNAME, once));
        at(server).assertFaultThenServed(WsSecProfile.USERNAME, once);
        for (WsSecProfile profile : new WsSecProfile[] {WsSecProfile.SIGN, WsSecProfile.SIGN_ENCRYPT}) {
            byte[] signed = at(server).requests(profile).get();
            assertAnswered(at(server).post(profile, signed));
            at(server).assertFaultThenServed(profile, signed);
            assertTrue(text(at(server).post(profile, signed).body()).contains("replayed message"), profile.key());
        }
    }

    /** A refused request's signature is not remembered: only what Metro accepted can be replayed. */
    @Test
    void aRefusedSignedRequestMayBeSentAgainAndIsRefusedForItsOwnReason(EchosoapServer server) throws Exception {
        String signed = text(at(server).requests(WsSecProfile.SIGN).get());
        assertTrue(signed.contains(SeedMessages.SEED_VALUE));
        byte[] tampered = signed.replace(SeedMessages.SEED_VALUE, "2.71828").getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < 2; i++) {
            String answer = text(at(server).post(WsSecProfile.SIGN, tampered).body());
            assertTrue(answer.contains("Fault") && !answer.contains("replayed message"), answer);
        }
    }

    @Test
    void aWrongPasswordIsAFault(EchosoapServer server) throws Exception {
        String token = text(at(server).requests(WsSecProfile.USERNAME).get());
        int digest = token.indexOf("#PasswordDigest\">") + "#PasswordDigest\">".length();
        char c = token.charAt(digest);
        String wrong = token.substring(0, digest) + (c == 'A' ? 'B' : 'A') + token.substring(digest + 1);
        at(server).assertFaultThenServed(WsSecProfile.USERNAME, wrong.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aRequestEncryptedForAnotherKeyOrNotEncryptedIsAFault(EchosoapServer server) throws Exception {
        Path strangers = ThrowawayKeys.ensure(server.base().resolveSibling("wssec-it-other-keys"));
        at(server).assertFaultThenServed(WsSecProfile.ENCRYPT, SecuredRequests.of(WsSecProfile.ENCRYPT, PLAIN, strangers)
                .withBodyTrimmed().withContentCipher(WSS4JConstants.AES_256).get());
        at(server).assertFaultThenServed(WsSecProfile.ENCRYPT, PLAIN);
        // Signed but not encrypted, where both are required.
        at(server).assertFaultThenServed(WsSecProfile.SIGN_ENCRYPT, at(server).requests(WsSecProfile.SIGN).get());
    }

    @Test
    void aLayerRunHasNoErrorsAndReportsTheClientsTimeToSecure(EchosoapServer server) {
        System.setProperty(ThrowawayKeys.DIRECTORY_PROPERTY, at(server).keys().toString());
        try {
            InProcessRun r = InProcessRun.of("metro-wssec-sign", "--target", server.uri("").toString(), "--stack",
                    "metro", "--scenario", "layer.wssec.sign-encrypt.echoFloat", "--max-time", "2s", "--prime", "1s");
            assertEquals(0, r.exit(), r.stdout() + r.stderr());
            JsonNode result = r.result();
            assertNotNull(result, r.stdout() + r.stderr());
            JsonNode secured = null;
            for (JsonNode e : result.get("runs")) {
                assertEquals(0, e.get("errors").asLong(), e.toString());
                if (e.get("endpoint").asText().equals("wss-sign-encrypt")) {
                    secured = e;
                }
            }
            assertNotNull(secured, result.toString());
            assertTrue(secured.get("freshRequestMicros").asDouble() > 10, secured.toString());
            assertTrue(r.stdout().contains("client: making one wss-sign-encrypt request took"), r.stdout());
        } finally {
            System.clearProperty(ThrowawayKeys.DIRECTORY_PROPERTY);
        }
    }

    private static SecuredEchoFloats at(EchosoapServer server) {
        return new SecuredEchoFloats(server, SoapStack.METRO, "echosoap-metro");
    }
}
