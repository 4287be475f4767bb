package org.echosoap.client.scenario;

import org.echosoap.client.scenario.catalog.Scenarios;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import org.echosoap.client.config.SoapStack;
import org.echosoap.server.baseline.PaddedResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The wire scenario (the truth check of a link) and the transmission time it must recover. */
class WireScenarioTest {

    @Test
    void nullAnsweringNBytesMinusNullAnsweringTheFewestWithTheSameRequest() {
        Scenario s = Scenarios.byName("wire", new ScenarioParameters(20_000, 0), e -> {
            throw new AssertionError("both answer lengths are known: no sizing request");
        });
        assertEquals("wire", s.name());
        assertEquals(20_000, s.size());
        assertEquals("/baseline/null?responseBytes=20000", s.measured().path());
        Endpoint baseline = s.baseline().orElseThrow();
        assertEquals("/baseline/null?responseBytes=" + WireTime.BASELINE_ANSWER_BYTES, baseline.path());
        assertArrayEquals(s.measured().requestBody(), baseline.requestBody(), "same request bytes both ways");
        assertEquals(s.measured().contentType(), baseline.contentType());
        assertTrue(s.description().contains("19865 B"), s.description());
    }

    @Test
    void theBaselineIsTheSmallestAnswerTheServerGives() throws Exception {
        assertEquals(PaddedResponse.minBytes(), WireTime.BASELINE_ANSWER_BYTES);
        // Both answers pass their checks (exact length, well-formed).
        for (int bytes : new int[] {WireTime.BASELINE_ANSWER_BYTES, 20_000}) {
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            PaddedResponse.write(answer, bytes);
            Scenario s = Scenarios.byName("wire", new ScenarioParameters(bytes, 0), e -> 0);
            Endpoint endpoint = bytes == 20_000 ? s.measured() : s.baseline().orElseThrow();
            assertNull(endpoint.check().fullCheck(answer.toByteArray(), answer.size()));
        }
    }

    @Test
    void sizedWithTheDefaultWhenNoSizeIsGiven() {
        assertTrue(Scenarios.names().contains("wire"));
        assertTrue(Scenarios.isSized("wire"));
        assertEquals(WireTime.DEFAULT_ANSWER_BYTES,
                Scenarios.byName("wire", new ScenarioParameters(-1, 0), e -> 0).size());
        // The baseline servlets are in every stack's WAR: the same paths under its context.
        Scenario onCxf = Scenarios.byName("wire", new ScenarioParameters(-1, 0), SoapStack.CXF, e -> 0);
        assertEquals("/baseline/null?responseBytes=20000", onCxf.measured().path());
    }

    @ParameterizedTest(name = "--size {0} refused")
    @ValueSource(ints = {0, 134})
    void refusesAnswersSmallerThanItsBaseline(int bytes) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("wire", new ScenarioParameters(bytes, 0), x -> 0));
        assertTrue(e.getMessage().contains("wire takes --size 135..10000000"), e.getMessage());
    }

    @Test
    void transmissionTimeCountsSixtySixHeaderBytesPerSegment() {
        // 1,448 B of payload are one full segment: 1,514 B on the link, 1,211.2 µs at 10 Mbit/s.
        assertEquals(1514.0, WireTime.wireBytes(1448), 1e-9);
        assertEquals(1211.2, WireTime.expectedMicros(1448, 10_000_000), 1e-9);
        // The integration test's figure: 20,000 - 135 B at 10 Mbit/s.
        assertEquals(16_616.4, WireTime.expectedMicros(20_000 - WireTime.BASELINE_ANSWER_BYTES, 10_000_000), 0.1);
        assertEquals(0.0, WireTime.expectedMicros(0, 1_000_000_000), 0);
        assertThrows(IllegalArgumentException.class, () -> WireTime.expectedMicros(1, 0));
        assertThrows(IllegalArgumentException.class, () -> WireTime.wireBytes(-1));
    }
}
