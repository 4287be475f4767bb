package org.echosoap.client.it;

import org.echosoap.client.scenario.SeedMessages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.EchoFloatCheck;
import org.echosoap.client.scenario.wssec.SecuredRequests;
import org.echosoap.client.scenario.wssec.WsSecLayers;
import org.echosoap.server.contract.wssec.WsSecProfile;
import org.echosoap.testsupport.EchosoapServer;

/**
 * One stack's secured EchoFloats on the real Tomcat, as the WS-Security ITs call them: a request secured as the client
 * secures it for that stack, sent as is, and the two outcomes a test asserts (answered rightly; refused with a SOAP
 * Fault the client counts as an error, the next good request served).
 */
final class SecuredEchoFloats {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    /** Seed 000's echoFloat request, which every profile secures. */
    static final byte[] PLAIN = SeedMessages.echoFloat().requestBody();

    private final EchosoapServer server;
    private final SoapStack stack;
    private final String context;

    /** @param context the stack's WAR context ({@code echosoap-cxf}) */
    SecuredEchoFloats(EchosoapServer server, SoapStack stack, String context) {
        this.server = server;
        this.stack = stack;
        this.context = context;
    }

    /** The throwaway keys this server's WARs made at their start. */
    Path keys() {
        return server.base().resolve("wssec");
    }

    /** Fresh secured requests of {@code profile}, made as the client makes them for this stack. */
    SecuredRequests requests(WsSecProfile profile) {
        return WsSecLayers.requestsFor(stack, profile, PLAIN, keys());
    }

    HttpResponse<byte[]> post(WsSecProfile profile, byte[] body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.uri(context, profile.servicePath()).toString()))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"http://tempuri.org/echoFloat\"")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofByteArray());
    }

    /** {@code bad} is answered with a SOAP Fault the client counts as an error, and a good request after it is served. */
    void assertFaultThenServed(WsSecProfile profile, byte[] bad) throws Exception {
        HttpResponse<byte[]> r = post(profile, bad);
        String answer = text(r.body());
        assertEquals(500, r.statusCode(), answer);
        assertTrue(answer.contains(":Fault") && answer.contains("faultstring"), "a SOAP Fault: " + answer);
        assertNotNull(new EchoFloatCheck(SeedMessages.SEED_VALUE).fullCheck(r.body(), r.body().length),
                "the client's check refuses it: " + answer);
        assertAnswered(post(profile, requests(profile).get()));
    }

    static void assertAnswered(HttpResponse<byte[]> r) {
        assertEquals(200, r.statusCode(), text(r.body()));
        assertEquals(null, new EchoFloatCheck(SeedMessages.SEED_VALUE).fullCheck(r.body(), r.body().length),
                text(r.body()));
    }

    static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
