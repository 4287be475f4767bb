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
import org.echosoap.client.scenario.EchoFloatCheck;
import org.echosoap.client.scenario.Scenarios;
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

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static final byte[] PLAIN = Scenarios.echoFloat().requestBody();

    @ParameterizedTest
    @EnumSource(WsSecProfile.class)
    void everyProfileAnswersFreshSecuredRequests(WsSecProfile profile, EchosoapServer server) throws Exception {
        SecuredRequests requests = SecuredRequests.of(profile, PLAIN, keys(server));
        for (int i = 0; i < 3; i++) {
            assertAnswered(post(server, profile, requests.get()));
        }
    }

    @Test
    void anUnsignedRequestIsAFault(EchosoapServer server) throws Exception {
        assertFaultThenServed(server, WsSecProfile.SIGN, PLAIN);
        assertFaultThenServed(server, WsSecProfile.USERNAME, PLAIN);
        // A timestamp alone where a signature is required: still unsigned.
        assertFaultThenServed(server, WsSecProfile.SIGN,
                SecuredRequests.of(WsSecProfile.TIMESTAMP, PLAIN, keys(server)).get());
    }

    @Test
    void aBadlySignedRequestIsAFault(EchosoapServer server) throws Exception {
        String signed = text(SecuredRequests.of(WsSecProfile.SIGN, PLAIN, keys(server)).get());
        int value = signed.indexOf("SignatureValue>") + "SignatureValue>".length();
        char c = signed.charAt(value);
        String broken = signed.substring(0, value) + (c == 'A' ? 'B' : 'A') + signed.substring(value + 1);
        assertFaultThenServed(server, WsSecProfile.SIGN, broken.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aTamperedBodyIsAFault(EchosoapServer server) throws Exception {
        String signed = text(SecuredRequests.of(WsSecProfile.SIGN, PLAIN, keys(server)).get());
        assertTrue(signed.contains(Scenarios.SEED_VALUE));
        assertFaultThenServed(server, WsSecProfile.SIGN,
                signed.replace(Scenarios.SEED_VALUE, "2.71828").getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void anExpiredOrFutureTimestampIsAFault(EchosoapServer server) throws Exception {
        long ttl = WsSecProfile.TIME_TO_LIVE_SECONDS;
        for (WsSecProfile profile : new WsSecProfile[] {WsSecProfile.TIMESTAMP, WsSecProfile.SIGN,
                WsSecProfile.USERNAME}) {
            SecuredRequests old = SecuredRequests.of(profile, PLAIN, keys(server))
                    .withClock(() -> Instant.now().minusSeconds(2 * ttl));
            assertFaultThenServed(server, profile, old.get());
        }
        SecuredRequests future = SecuredRequests.of(WsSecProfile.TIMESTAMP, PLAIN, keys(server))
                .withClock(() -> Instant.now().plusSeconds(10L * WsSecProfile.FUTURE_SKEW_SECONDS));
        assertFaultThenServed(server, WsSecProfile.TIMESTAMP, future.get());
    }

    @Test
    void aReplayedRequestIsAFault(EchosoapServer server) throws Exception {
        for (WsSecProfile profile : new WsSecProfile[] {WsSecProfile.SIGN, WsSecProfile.USERNAME,
                WsSecProfile.SIGN_ENCRYPT}) {
            byte[] once = SecuredRequests.of(profile, PLAIN, keys(server)).get();
            assertAnswered(post(server, profile, once));
            assertFaultThenServed(server, profile, once);
        }
    }

    @Test
    void aRequestEncryptedForAnotherKeyIsAFault(EchosoapServer server) throws Exception {
        Path strangers = ThrowawayKeys.ensure(server.base().resolveSibling("wssec-it-other-keys"));
        assertFaultThenServed(server, WsSecProfile.ENCRYPT,
                SecuredRequests.of(WsSecProfile.ENCRYPT, PLAIN, strangers).get());
        // Plain text where encryption is required.
        assertFaultThenServed(server, WsSecProfile.ENCRYPT, PLAIN);
    }

    @Test
    void aLayerRunHasNoErrorsAndReportsTheClientsTimeToSecure(EchosoapServer server) {
        System.setProperty(ThrowawayKeys.DIRECTORY_PROPERTY, keys(server).toString());
        try {
            InProcessRun r = InProcessRun.of("wssec-sign", "--target", server.uri("").toString(), "--stack", "cxf",
                    "--scenario", "layer.wssec.sign.echoFloat", "--max-time", "2s", "--prime", "1s");
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

    private static Path keys(EchosoapServer server) {
        return server.base().resolve("wssec");
    }

    private static HttpResponse<byte[]> post(EchosoapServer server, WsSecProfile profile, byte[] body)
            throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.uri("echosoap-cxf", profile.servicePath())
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
        assertTrue(answer.contains(":Fault>") && answer.contains("faultstring"), "a SOAP Fault: " + answer);
        assertNotNull(new EchoFloatCheck(Scenarios.SEED_VALUE).fullCheck(r.body(), r.body().length),
                "the client's check refuses it: " + answer);
        assertAnswered(post(server, profile, SecuredRequests.of(profile, PLAIN, keys(server)).get()));
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
