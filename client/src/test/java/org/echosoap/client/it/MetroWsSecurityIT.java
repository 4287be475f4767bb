package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.apache.wss4j.common.WSS4JConstants;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.EchoFloatCheck;
import org.echosoap.client.scenario.Scenarios;
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

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static final byte[] PLAIN = Scenarios.echoFloat().requestBody();

    @ParameterizedTest
    @EnumSource(value = WsSecProfile.class, names = {"USERNAME", "SIGN", "ENCRYPT", "SIGN_ENCRYPT"})
    void everyMeasuredProfileAnswersFreshSecuredRequests(WsSecProfile profile, EchosoapServer server) throws Exception {
        SecuredRequests requests = metro(profile, server);
        for (int i = 0; i < 3; i++) {
            assertAnswered(post(server, profile, requests.get()));
        }
    }

    @Test
    void theAnswerToASignedRequestIsSignedByTheServer(EchosoapServer server) throws Exception {
        HttpResponse<byte[]> r = post(server, WsSecProfile.SIGN, metro(WsSecProfile.SIGN, server).get());
        assertAnswered(r);
        String answer = text(r.body());
        assertTrue(answer.contains("SignatureValue") && answer.contains("CN=" + ThrowawayKeys.SERVER_ALIAS), answer);
    }

    @Test
    void whatMetroCannotTakeIsAFaultNamingIt(EchosoapServer server) throws Exception {
        // WSS4J's own request, AES-256-GCM: WSIT has no GCM.
        assertFaultThenServed(server, WsSecProfile.ENCRYPT,
                SecuredRequests.of(WsSecProfile.ENCRYPT, PLAIN, keys(server)).withBodyTrimmed().get());
        // A Timestamp alone: a TransportBinding, which WSIT enforces as HTTPS.
        HttpResponse<byte[]> r = post(server, WsSecProfile.TIMESTAMP,
                SecuredRequests.of(WsSecProfile.TIMESTAMP, PLAIN, keys(server)).get());
        assertEquals(500, r.statusCode(), text(r.body()));
        assertTrue(text(r.body()).contains("InvalidSecurity"), text(r.body()));
    }

    @Test
    void anUnsignedRequestIsAFault(EchosoapServer server) throws Exception {
        assertFaultThenServed(server, WsSecProfile.SIGN, PLAIN);
        assertFaultThenServed(server, WsSecProfile.USERNAME, PLAIN);
        assertFaultThenServed(server, WsSecProfile.SIGN,
                SecuredRequests.of(WsSecProfile.TIMESTAMP, PLAIN, keys(server)).get());
    }

    @Test
    void aBadlySignedRequestIsAFault(EchosoapServer server) throws Exception {
        String signed = text(metro(WsSecProfile.SIGN, server).get());
        int value = signed.indexOf("SignatureValue>") + "SignatureValue>".length();
        char c = signed.charAt(value);
        String broken = signed.substring(0, value) + (c == 'A' ? 'B' : 'A') + signed.substring(value + 1);
        assertFaultThenServed(server, WsSecProfile.SIGN, broken.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aTamperedBodyIsAFault(EchosoapServer server) throws Exception {
        String signed = text(metro(WsSecProfile.SIGN, server).get());
        assertTrue(signed.contains(Scenarios.SEED_VALUE));
        // WSIT verifies the Body's digest as the service reads it: a Server fault, after the check of the header.
        assertFaultThenServed(server, WsSecProfile.SIGN,
                signed.replace(Scenarios.SEED_VALUE, "2.71828").getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void anExpiredOrFutureTimestampIsAFault(EchosoapServer server) throws Exception {
        long ttl = WsSecProfile.TIME_TO_LIVE_SECONDS;
        for (WsSecProfile profile : new WsSecProfile[] {WsSecProfile.SIGN, WsSecProfile.USERNAME}) {
            assertFaultThenServed(server, profile,
                    metro(profile, server).withClock(() -> Instant.now().minusSeconds(2 * ttl)).get());
        }
        assertFaultThenServed(server, WsSecProfile.SIGN, metro(WsSecProfile.SIGN, server)
                .withClock(() -> Instant.now().plusSeconds(10L * WsSecProfile.FUTURE_SKEW_SECONDS)).get());
    }

    @Test
    void aReplayedUsernameTokenOrSignatureIsAFault(EchosoapServer server) throws Exception {
        byte[] once = metro(WsSecProfile.USERNAME, server).get();
        assertAnswered(post(server, WsSecProfile.USERNAME, once));
        assertFaultThenServed(server, WsSecProfile.USERNAME, once);
        for (WsSecProfile profile : new WsSecProfile[] {WsSecProfile.SIGN, WsSecProfile.SIGN_ENCRYPT}) {
            byte[] signed = metro(profile, server).get();
            assertAnswered(post(server, profile, signed));
            assertFaultThenServed(server, profile, signed);
            assertTrue(text(post(server, profile, signed).body()).contains("replayed message"), profile.key());
        }
    }

    /** A refused request's signature is not remembered: only what Metro accepted can be replayed. */
    @Test
    void aRefusedSignedRequestMayBeSentAgainAndIsRefusedForItsOwnReason(EchosoapServer server) throws Exception {
        String signed = text(metro(WsSecProfile.SIGN, server).get());
        assertTrue(signed.contains(Scenarios.SEED_VALUE));
        byte[] tampered = signed.replace(Scenarios.SEED_VALUE, "2.71828").getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < 2; i++) {
            String answer = text(post(server, WsSecProfile.SIGN, tampered).body());
            assertTrue(answer.contains("Fault") && !answer.contains("replayed message"), answer);
        }
    }

    @Test
    void aWrongPasswordIsAFault(EchosoapServer server) throws Exception {
        String token = text(metro(WsSecProfile.USERNAME, server).get());
        int digest = token.indexOf("#PasswordDigest\">") + "#PasswordDigest\">".length();
        char c = token.charAt(digest);
        String wrong = token.substring(0, digest) + (c == 'A' ? 'B' : 'A') + token.substring(digest + 1);
        assertFaultThenServed(server, WsSecProfile.USERNAME, wrong.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aRequestEncryptedForAnotherKeyOrNotEncryptedIsAFault(EchosoapServer server) throws Exception {
        Path strangers = ThrowawayKeys.ensure(server.base().resolveSibling("wssec-it-other-keys"));
        assertFaultThenServed(server, WsSecProfile.ENCRYPT, SecuredRequests.of(WsSecProfile.ENCRYPT, PLAIN, strangers)
                .withBodyTrimmed().withContentCipher(WSS4JConstants.AES_256).get());
        assertFaultThenServed(server, WsSecProfile.ENCRYPT, PLAIN);
        // Signed but not encrypted, where both are required.
        assertFaultThenServed(server, WsSecProfile.SIGN_ENCRYPT, metro(WsSecProfile.SIGN, server).get());
    }

    @Test
    void aLayerRunHasNoErrorsAndReportsTheClientsTimeToSecure(EchosoapServer server) {
        System.setProperty(ThrowawayKeys.DIRECTORY_PROPERTY, keys(server).toString());
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

    private static SecuredRequests metro(WsSecProfile profile, EchosoapServer server) {
        return WsSecLayers.requestsFor(SoapStack.METRO, profile, PLAIN, keys(server));
    }

    private static Path keys(EchosoapServer server) {
        return server.base().resolve("wssec");
    }

    private static HttpResponse<byte[]> post(EchosoapServer server, WsSecProfile profile, byte[] body)
            throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.uri("echosoap-metro", profile.servicePath())
                        .toString()))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"http://tempuri.org/echoFloat\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofByteArray());
    }

    private static void assertAnswered(HttpResponse<byte[]> r) {
        assertEquals(200, r.statusCode(), text(r.body()));
        assertEquals(null, new EchoFloatCheck(Scenarios.SEED_VALUE).fullCheck(r.body(), r.body().length),
                text(r.body()));
    }

    /** {@code bad} is answered with a SOAP Fault the client counts as an error, and a good request after it is served. */
    private static void assertFaultThenServed(EchosoapServer server, WsSecProfile profile, byte[] bad)
            throws Exception {
        HttpResponse<byte[]> r = post(server, profile, bad);
        String answer = text(r.body());
        assertEquals(500, r.statusCode(), answer);
        assertTrue(answer.contains(":Fault") && answer.contains("faultstring"), "a SOAP Fault: " + answer);
        assertTrue(new EchoFloatCheck(Scenarios.SEED_VALUE).fullCheck(r.body(), r.body().length) != null,
                "the client's check refuses it: " + answer);
        assertAnswered(post(server, profile, metro(profile, server).get()));
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
