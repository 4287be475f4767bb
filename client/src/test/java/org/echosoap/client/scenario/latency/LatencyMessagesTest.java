package org.echosoap.client.scenario.latency;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.echosoap.client.scenario.ResponseCheck;
import org.junit.jupiter.api.Test;

class LatencyMessagesTest {

    private static final String NS = LatencyMessages.NAMESPACE;

    private static String envelope(String payload) {
        return "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>" + payload + "</s:Body></s:Envelope>";
    }

    private static String verdicts(ResponseCheck check, String body) {
        ResponseCheck.Verifier v = check.begin();
        byte[] b = body.getBytes(UTF_8);
        v.feed(b, 0, b.length);
        String cheap = v.verdict();
        return cheap != null ? cheap : check.fullCheck(b, b.length);
    }

    @Test
    void requestsAlwaysCarryTheSize() {
        String r = new String(LatencyMessages.request("getString", 400), UTF_8);
        assertTrue(r.contains("<l:getString xmlns:l=\"" + NS + "\"><l:size>400</l:size></l:getString>"), r);
        String none = new String(LatencyMessages.request("doNothing", 0), UTF_8);
        assertTrue(none.contains("<l:doNothing xmlns:l=\"" + NS + "\"></l:doNothing>"), none);
    }

    @Test
    void getStringIsCheckedCharForChar() {
        assertEquals("abcdefghijklmnopqrstuvwxyzab", LatencyMessages.expectedString(28));
        ResponseCheck c = LatencyMessages.check("getString", 28);
        assertNull(verdicts(c, envelope("<l:getStringResponse xmlns:l=\"" + NS + "\"><l:return>abcdefghijklmnopqrstuvwxyzab</l:return></l:getStringResponse>")));
        assertNotNull(verdicts(c, envelope("<l:getStringResponse xmlns:l=\"" + NS + "\"><l:return>abcdefghijklmnopqrstuvwxyzaa</l:return></l:getStringResponse>")));
    }

    @Test
    void getIntegersIsCountedAndChecked() {
        ResponseCheck c = LatencyMessages.check("getIntegers", 3);
        String ok = "<l:getIntegersResponse xmlns:l=\"" + NS + "\"><l:return>0</l:return><l:return>1</l:return><l:return>2</l:return></l:getIntegersResponse>";
        assertNull(verdicts(c, envelope(ok)));
        assertNotNull(verdicts(c, envelope(ok.replace("<l:return>2</l:return>", ""))));
        assertNotNull(verdicts(c, envelope(ok.replace(">1<", ">7<"))));
    }

    @Test
    void emptyAnswersAreRecognisedAndUnknownOperationsRejected() {
        assertNull(verdicts(LatencyMessages.check("doNothing", 0), envelope("<l:doNothingResponse xmlns:l=\"" + NS + "\"/>")));
        assertNotNull(verdicts(LatencyMessages.check("doNothing", 0), envelope("<l:somethingElse xmlns:l=\"" + NS + "\"/>")));
        assertThrows(IllegalArgumentException.class, () -> LatencyMessages.check("getBananas", 1));
    }
}
