package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.echosoap.testsupport.EchosoapServer;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The client ITs' shared server hosts the sample third-party service (sample-orders.war, Metro) next to echosoap:
 * the precondition of every "measure your own service" IT, checked on its own so that a missing WAR or a reactor
 * that built it too late fails here, with a plain message, rather than as a measuring failure elsewhere.
 */
@ExtendWith(ClientServer.class)
class SampleServiceIT {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @ParameterizedTest
    @ValueSource(strings = {"/services/OrderService", "/services/OrderService12"})
    void sampleServiceServesItsWsdlWithItsAddress(String endpoint, EchosoapServer server) throws Exception {
        URI address = server.uri("sample-orders", endpoint);
        HttpResponse<String> wsdl = HTTP.send(HttpRequest.newBuilder(URI.create(address + "?wsdl"))
                .timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, wsdl.statusCode(), wsdl::body);
        assertTrue(wsdl.body().contains("location=\"" + address + "\""), wsdl::body);
    }
}
