package org.echosoap.client.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.echosoap.client.load.RunObserver.Phase;
import org.junit.jupiter.api.Test;

/** The exporter on a real socket: what it serves, where it binds, and the one-line refusals. */
class MetricsEndpointTest {

    private final RunMetrics metrics = new RunMetrics(new PrometheusRegistry());

    @Test
    void servesTheMetricsInTheTextFormatOnThePortItChose() throws Exception {
        metrics.phase(Phase.PRIMING);
        try (MetricsEndpoint endpoint = MetricsEndpoint.start("127.0.0.1", 0, metrics.registry())) {
            assertTrue(endpoint.port() > 0);
            assertEquals("http://127.0.0.1:" + endpoint.port() + "/metrics", endpoint.url());
            HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(endpoint.url()))
                    .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode());
            assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/plain; version=0.0.4"),
                    response.headers().toString());
            assertEquals(1, ExpositionText.parse(response.body()).value("echosoap_phase", "echosoap_phase", "priming"));
            HttpResponse<String> healthy = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + endpoint.port() + "/-/healthy")).timeout(Duration.ofSeconds(10))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, healthy.statusCode(), "the exporter's health check, for a liveness probe");
        }
    }

    @Test
    void bindsOnlyTheAddressAskedFor() throws Exception {
        try (MetricsEndpoint endpoint = MetricsEndpoint.start("127.0.0.1", 0, metrics.registry())) {
            // 127.0.0.2 is this host's loopback too (all of 127/8 is): a wildcard bind would answer there.
            assertTrue(connects("127.0.0.1", endpoint.port()));
            assertFalse(connects("127.0.0.2", endpoint.port()), "bound beyond 127.0.0.1");
        }
    }

    private static boolean connects(String host, int port) throws IOException {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(InetAddress.getByName(host), port), 2000);
            return true;
        } catch (ConnectException e) {
            return false;
        }
    }

    @Test
    void aTakenPortIsOneLineNamingTheOption() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> MetricsEndpoint.start("127.0.0.1", taken.getLocalPort(), metrics.registry()));
            assertTrue(e.getMessage().startsWith("--metrics-port " + taken.getLocalPort() + ": 127.0.0.1:"
                    + taken.getLocalPort() + " is taken"), e.getMessage());
            assertEquals(1, e.getMessage().lines().count());
        }
    }

    @Test
    void refusesPortsOutOfRange() {
        assertEquals("--metrics-port must be 0..65535 (0: a free port), got -1", assertThrows(
                IllegalArgumentException.class, () -> MetricsEndpoint.start("127.0.0.1", -1, metrics.registry()))
                .getMessage());
        assertThrows(IllegalArgumentException.class, () -> MetricsEndpoint.start("127.0.0.1", 65536, metrics.registry()));
    }

    @Test
    void refusesAddressesThatAreNotThisHostsAndNamesToLookUp() {
        // 192.0.2.1 is TEST-NET-1 (RFC 5737): no interface has it; nothing is sent, only the interfaces are read.
        assertEquals("--metrics-host 192.0.2.1 is not an address of this host: the metrics port binds only where it "
                + "is asked to", assertThrows(IllegalArgumentException.class,
                () -> MetricsEndpoint.localAddress("192.0.2.1")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> MetricsEndpoint.localAddress("metrics.example")).getMessage()
                .startsWith("--metrics-host takes an address of this host"));
        assertTrue(MetricsEndpoint.localAddress("0.0.0.0").isAnyLocalAddress());
        assertTrue(MetricsEndpoint.localAddress("localhost").isLoopbackAddress());
        assertTrue(MetricsEndpoint.localAddress("::1").isLoopbackAddress());
    }
}
