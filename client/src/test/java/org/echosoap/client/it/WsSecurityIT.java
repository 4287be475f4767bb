package org.echosoap.client.it;

import org.echosoap.client.scenario.SeedMessages;
import static org.echosoap.client.it.SecuredEchoFloats.PLAIN;
import static org.echosoap.client.it.SecuredEchoFloats.assertAnswered;
import static org.echosoap.client.it.SecuredEchoFloats.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.wssec.SecuredRequests;
import org.echosoap.server.contract.wssec.ThrowawayKeys;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The CXF stack's WS-Security endpoints against the real Tomcat: every profile answers requests the client secures
 * afresh; unsigned, badly signed, tampered, expired, replayed and wrongly encrypted requests are each a SOAP Fault
 * (an HTTP 500 whose answer the client's check refuses: counted as an error, never a success), and the next good
 * request is served; a short {@code run} of a layer has no errors and reports the client's time to secure a request.
 */
@ExtendWith(ClientServer.class)
class WsSecurityIT {


    @ParameterizedTest
    @EnumSource(WsSecProfile.class)
    void everyProfileAnswersFreshSecuredRequests(WsSecProfile profile, EchosoapServer server) throws Exception {
        SecuredRequests requests = SecuredRequests.of(profile, PLAIN, at(server).keys());
        for (int i = 0; i < 3; i++) {
            assertAnswered(at(server).post(profile, requests.get()));
        }
    }

    @Test
    void anUnsignedRequestIsAFault(EchosoapServer server) throws Exception {
        at(server).assertFaultThenServed(WsSecProfile.SIGN, PLAIN);
        at(server).assertFaultThenServed(WsSecProfile.USERNAME, PLAIN);
        // A timestamp alone where a signature is required: still unsigned.
        at(server).assertFaultThenServed(WsSecProfile.SIGN,
                SecuredRequests.of(WsSecProfile.TIMESTAMP, PLAIN, at(server).keys()).get());
    }

    @Test
    void aBadlySignedRequestIsAFault(EchosoapServer server) throws Exception {
        String signed = text(SecuredRequests.of(WsSecProfile.SIGN, PLAIN, at(server).keys()).get());
        int value = signed.indexOf("SignatureValue>") + "SignatureValue>".length();
        char c = signed.charAt(value);
        String broken = signed.substring(0, value) + (c == 'A' ? 'B' : 'A') + signed.substring(value + 1);
        at(server).assertFaultThenServed(WsSecProfile.SIGN, broken.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aTamperedBodyIsAFault(EchosoapServer server) throws Exception {
        String signed = text(SecuredRequests.of(WsSecProfile.SIGN, PLAIN, at(server).keys()).get());
        assertTrue(signed.contains(SeedMessages.SEED_VALUE));
        at(server).assertFaultThenServed(WsSecProfile.SIGN,
                signed.replace(SeedMessages.SEED_VALUE, "2.71828").getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void anExpiredOrFutureTimestampIsAFault(EchosoapServer server) throws Exception {
        long ttl = WsSecProfile.TIME_TO_LIVE_SECONDS;
        for (WsSecProfile profile : new WsSecProfile[] {WsSecProfile.TIMESTAMP, WsSecProfile.SIGN,
                WsSecProfile.USERNAME}) {
            SecuredRequests old = SecuredRequests.of(profile, PLAIN, at(server).keys())
                    .withClock(() -> Instant.now().minusSeconds(2 * ttl));
            at(server).assertFaultThenServed(profile, old.get());
        }
        SecuredRequests future = SecuredRequests.of(WsSecProfile.TIMESTAMP, PLAIN, at(server).keys())
                .withClock(() -> Instant.now().plusSeconds(10L * WsSecProfile.FUTURE_SKEW_SECONDS));
        at(server).assertFaultThenServed(WsSecProfile.TIMESTAMP, future.get());
    }

    @Test
    void aReplayedRequestIsAFault(EchosoapServer server) throws Exception {
        for (WsSecProfile profile : new WsSecProfile[] {WsSecProfile.SIGN, WsSecProfile.USERNAME,
                WsSecProfile.SIGN_ENCRYPT}) {
            byte[] once = SecuredRequests.of(profile, PLAIN, at(server).keys()).get();
            assertAnswered(at(server).post(profile, once));
            at(server).assertFaultThenServed(profile, once);
        }
    }

    @Test
    void aRequestEncryptedForAnotherKeyIsAFault(EchosoapServer server) throws Exception {
        Path strangers = ThrowawayKeys.ensure(server.base().resolveSibling("wssec-it-other-keys"));
        at(server).assertFaultThenServed(WsSecProfile.ENCRYPT,
                SecuredRequests.of(WsSecProfile.ENCRYPT, PLAIN, strangers).get());
        // Plain text where encryption is required.
        at(server).assertFaultThenServed(WsSecProfile.ENCRYPT, PLAIN);
    }

    @Test
    void aLayerRunHasNoErrorsAndReportsTheClientsTimeToSecure(EchosoapServer server) {
        System.setProperty(ThrowawayKeys.DIRECTORY_PROPERTY, at(server).keys().toString());
        try {
            InProcessRun r = InProcessRun.of("wssec-sign", "--target", server.uri("").toString(), "--stack", "cxf",
                    "--scenario", "layer.wssec.sign.echoFloat", "--max-time", "4s", "--prime", "1s"); // 2 x 1 s priming + 2 s
            assertEquals(0, r.exit(), r.stdout() + r.stderr());
            JsonNode result = r.result();
            assertNotNull(result, r.stdout() + r.stderr());
            JsonNode secured = null;
            for (JsonNode e : result.get("runs")) {
                assertEquals(0, e.get("errors").asLong(), e.toString());
                if (e.get("endpoint").asText().equals("wss-sign")) {
                    secured = e;
                }
            }
            assertNotNull(secured, result.toString());
            double making = secured.get("freshRequestMicros").asDouble();
            assertTrue(making > 10 && making < 1_000_000, "signing an RSA request takes some µs: " + making);
            assertTrue(r.stdout().contains("client: making one wss-sign request took"), r.stdout());
        } finally {
            System.clearProperty(ThrowawayKeys.DIRECTORY_PROPERTY);
        }
    }

    private static SecuredEchoFloats at(EchosoapServer server) {
        return new SecuredEchoFloats(server, SoapStack.CXF, "echosoap-cxf");
    }
}
