package org.echosoap.client.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code run --baseline}: a rule naming a row the baseline lacks is refused before the run, in one line. */
class BaselineGateTest {

    private static Path fixture(String name) {
        try {
            return Path.of(BaselineGateTest.class.getResource("/org/echosoap/client/compare/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aRuleOnARowTheBaselineLacksIsRefusedBeforeTheRun() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BaselineGate.of(fixture("same-host/result.json"), List.of("wire>0"), null));
        assertEquals("--fail-on 'wire>0%': these results have no wire row; their rows: latency, cost (bytes per block "
                + "are in results of this version: run again)", e.getMessage());
    }

    @Test
    void theDefaultRuleStillGatesTheCost() {
        BaselineGate g = BaselineGate.of(fixture("same-host/result.json"), List.of(), null);
        assertEquals("cost>5%", g.rules().get(0).text());
    }
}
