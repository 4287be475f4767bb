package org.echosoap.client.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class GateRuleTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {"5%|5%|", "5|5%|", " 0.5 % |0.5%|", "cost>5%|cost>5%|COST",
            "COST > 7.5|cost>7.5%|COST", "latency>10%|latency>10%|LATENCY", "mean>10%|latency>10%|LATENCY"})
    void forms(String text, String normalised, CompareRow.Kind metric) {
        GateRule r = GateRule.parse(text);
        assertEquals(normalised, r.text());
        assertEquals(metric, r.metric());
    }

    @Test
    void aBareThresholdWatchesEveryRow() {
        GateRule r = GateRule.parse("5%");
        assertNull(r.metric());
        assertEquals(4.0, r.marginMicros(-80), 1e-12, "a share of |A|");
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", "five", "cost>", ">5%", "cost>-5%", "cost<5%", "cost>5%%", "cost>5%;rm"})
    void malformedRulesAreOneLineNamingTheRule(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GateRule.parse(text));
        assertTrue(e.getMessage().startsWith("--fail-on '" + text + "': expected PERCENT or METRIC>PERCENT"),
                e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void percentilesAreRefusedWithTheReason() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GateRule.parse("p99>10%"));
        assertEquals("--fail-on 'p99>10%': unknown metric 'p99' (known: cost, latency; percentiles are not gated: "
                + "echosoap keeps no run-to-run spread for them)", e.getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> GateRule.parse("rate>1%")).getMessage()
                .endsWith("unknown metric 'rate' (known: cost, latency)"));
    }
}
