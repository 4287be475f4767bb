package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import org.echosoap.client.config.RunOptions;
import org.junit.jupiter.api.Test;

/** A 404 on the preflight names the URL tried and what the option should look like (issue 41, part 7). */
class PreflightMessagesTest {

    @Test
    void aWrongTargetPathSaysWhatTargetIs() {
        RunOptions options = RunOptions.builder(URI.create("http://127.0.0.1:8080/wrong")).build();
        assertEquals("http://127.0.0.1:8080/wrong/baseline/null answered HTTP 404 (no such page): --target is the "
                        + "echosoap webapp's base URL, e.g. http://127.0.0.1:8080/echosoap (the scenario's path, as "
                        + "/baseline/null, is added to it); is echosoap.war deployed there ('./echosoap server status')?",
                Preflight.notFound(options, "http://127.0.0.1:8080/wrong/baseline/null"));
    }

    @Test
    void aWrongServiceUrlSaysWhatUrlIs() {
        RunOptions options = RunOptions.builder(URI.create("http://127.0.0.1:8080")).scenario("service").build();
        assertEquals("http://127.0.0.1:8080/orders/x answered HTTP 404 (no such page): --url is your service's whole "
                        + "endpoint URL, e.g. http://127.0.0.1:8080/orders/services/OrderService, and the baseline "
                        + "(--baseline-url, default /echosoap/baseline/null) needs echosoap.war deployed on the same "
                        + "host and port", Preflight.notFound(options, "http://127.0.0.1:8080/orders/x"));
    }
}
