package org.echosoap.client.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The report's comparison table says in words what compare concluded, also for compare.json files from before. */
class SameVsCrossTest {

    private static CompareData data(String rows) throws Exception {
        return CompareData.of("c.json", new ObjectMapper().readTree("{\"schema\": \"echosoap-compare/1\","
                + " \"labels\": {\"a\": \"same-host\", \"b\": \"cross-host\"}, \"thresholdPercent\": 5.0,"
                + " \"test\": {\"equivalenceMarginPercent\": 10.0},"
                + " \"rows\": [" + rows + "]}"));
    }

    private static String row(String endpoint, String test) {
        return "{\"endpoint\": \"" + endpoint + "\", \"kind\": \"cost\", \"inA\": true, \"inB\": true,"
                + " \"aMicros\": 40.0, \"bMicros\": 50.0, \"differenceMicros\": 10.0" + test + "}";
    }

    @Test
    void everyFindingIsSaidInWords() throws Exception {
        CompareData c = data(String.join(",",
                row("marked", ", \"significant\": true, \"marked\": true, \"pValue\": 1.2E-5,"
                        + " \"differenceCi95LowMicros\": 8.0, \"differenceCi95HighMicros\": 12.0,"
                        + " \"testOutcome\": \"tested\""),
                row("small", ", \"significant\": true, \"marked\": false, \"pValue\": 0.0496,"
                        + " \"differenceCi95LowMicros\": 0.1, \"differenceCi95HighMicros\": 19.9,"
                        + " \"testOutcome\": \"tested\""),
                row("noise", ", \"significant\": false, \"marked\": false, \"pValue\": 0.3466,"
                        + " \"differenceCi95LowMicros\": -1.3, \"differenceCi95HighMicros\": 3.3,"
                        + " \"testOutcome\": \"tested\""),
                row("one-pair", ", \"significant\": false, \"marked\": false, \"pValue\": null,"
                        + " \"testOutcome\": \"tooFewUnits\""),
                row("old", ""),
                "{\"endpoint\": \"only-a\", \"kind\": \"latency\", \"inA\": true, \"inB\": false, \"aMicros\": 9.0}"));
        List<List<String>> rows = SameVsCross.of(List.of(c)).tables().get(0).rows();
        assertEquals(List.of("[8.0, 12.0]", "<0.001", "-", "* differs (p < 0.05, beyond 5%)"), rows.get(0).subList(5, 9));
        assertEquals(List.of("[0.1, 19.9]", "0.049", "-", "significant, within 5%"), rows.get(1).subList(5, 9));
        assertEquals(List.of("[-1.3, 3.3]", "0.347", "-", "~ no significant difference"), rows.get(2).subList(5, 9));
        assertEquals(List.of("-", "-", "-", "~ no test possible (too few units or no spread)"), rows.get(3).subList(5, 9));
        assertEquals(List.of("-", "-", "-", "not tested (older compare.json)"), rows.get(4).subList(5, 9));
        assertEquals(List.of("-", "-", "-", ""), rows.get(5).subList(5, 9));
    }

    /** Files with compare's verdicts: the q-value beside p, and faster / slower / equivalent / ~ in words. */
    @Test
    void verdictsAndQValuesAreShown() throws Exception {
        String tested = ", \"testOutcome\": \"tested\", \"differenceCi95LowMicros\": 8.0,"
                + " \"differenceCi95HighMicros\": 12.0";
        CompareData c = data(String.join(",",
                row("slower", tested + ", \"significant\": true, \"marked\": true, \"pValue\": 0.0004,"
                        + " \"qValue\": 0.0012, \"verdict\": \"slower\""),
                row("faster", tested + ", \"significant\": true, \"marked\": true, \"pValue\": 0.0004,"
                        + " \"qValue\": 0.0012, \"verdict\": \"faster\""),
                row("same", tested + ", \"significant\": false, \"marked\": false, \"pValue\": 0.61,"
                        + " \"qValue\": 0.8, \"verdict\": \"equivalent\""),
                row("small", tested + ", \"significant\": true, \"marked\": false, \"pValue\": 0.01,"
                        + " \"qValue\": 0.02, \"verdict\": \"~\""),
                row("unclear", tested + ", \"significant\": false, \"marked\": false, \"pValue\": 0.2,"
                        + " \"qValue\": 0.4, \"verdict\": \"~\"")));
        List<List<String>> rows = SameVsCross.of(List.of(c)).tables().get(0).rows();
        assertEquals(List.of("<0.001", "0.001", "slower: B higher (q < 0.05, beyond 5%)"), rows.get(0).subList(6, 9));
        assertEquals("faster: B lower (q < 0.05, beyond 5%)", rows.get(1).get(8));
        assertEquals(List.of("0.610", "0.800", "equivalent within ±10%"), rows.get(2).subList(6, 9));
        assertEquals("~ significant, within 5%", rows.get(3).get(8));
        assertEquals("~ no significant difference", rows.get(4).get(8));
    }
}
