package org.echosoap.client.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.echosoap.client.scenario.Protocol;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every protocol an endpoint can name has its transport on the client's class path, found through {@code
 * META-INF/services} (a missing or misspelt line there would leave its endpoints without a way to be sent).
 */
class TransportProviderTest {

    @ParameterizedTest
    @EnumSource(Protocol.Kind.class)
    void everyProtocolHasItsTransport(Protocol.Kind kind) {
        assertEquals(kind, TransportProvider.of(kind).kind());
    }
}
