package org.echosoap.client.scenario.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import org.echosoap.client.scenario.ResponseCheck;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.catalog.Scenarios;
import org.echosoap.client.config.SoapStack;
import org.junit.jupiter.api.Test;

/** The JSON calls' requests and exact answers, and the json.CALL scenarios built from them. */
class JsonMessagesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    @Test
    void requestsCarryTheirSize() {
        assertEquals("{}", text(JsonMessages.request("doNothing", 200)));
        assertEquals("{\"size\":200}", text(JsonMessages.request("setSize", 200)));
        assertEquals("{\"size\":800}", text(JsonMessages.request("getIntegers", 800)));
        assertEquals("{\"input\":3.14159}", text(JsonMessages.request("echoFloat", -1)));
        assertEquals("/json/Latency/getString", JsonMessages.path("getString"));
        assertEquals("/json/EchoFloat", JsonMessages.path("echoFloat"));
    }

    @Test
    void answersAreWhatJacksonWritesForTheCall() throws Exception {
        JsonNode ints = JSON.readTree(JsonMessages.answer("getIntegers", 5));
        assertEquals("[0,1,2,3,4]", ints.get("return").toString());
        assertEquals("{\"return\":\"abcdefghijklmnopqrstuvwxyzab\"}", text(JsonMessages.answer("getString", 28)));
        assertEquals("{\"return\":[]}", text(JsonMessages.answer("getIntegers", 0)));
        assertEquals("{}", text(JsonMessages.answer("setSize", 7)));
        // The server's own writer must produce exactly these bytes; Jackson writes a float as Float.toString does.
        assertEquals(text(JsonMessages.answer("echoFloat", -1)),
                JSON.writeValueAsString(java.util.Map.of("return", 3.14159f)));
    }

    @Test
    void theCheckWantsTheExactAnswer() {
        ResponseCheck check = JsonMessages.check("getString", 3);
        byte[] right = "{\"return\":\"abc\"}".getBytes(StandardCharsets.UTF_8);
        ResponseCheck.Verifier v = check.begin();
        v.feed(right, 0, 5);
        v.feed(right, 5, right.length - 5);
        assertNull(v.verdict());
        assertNull(check.fullCheck(right, right.length));
        byte[] wrong = "{\"return\":\"abd\"}".getBytes(StandardCharsets.UTF_8);
        ResponseCheck.Verifier w = check.begin();
        w.feed(wrong, 0, wrong.length);
        assertEquals("answer of 16 bytes differs from the expected 16 bytes at byte 13", w.verdict());
        ResponseCheck.Verifier shorter = check.begin();
        shorter.feed(right, 0, 10);
        assertTrue(shorter.verdict().startsWith("answer of 10 bytes differs"), shorter.verdict());
        ResponseCheck.Verifier longer = check.begin();
        longer.feed(right, 0, right.length);
        longer.feed(right, 0, 1);
        assertTrue(longer.verdict().contains("at byte 16"), longer.verdict());
        assertTrue(check.fullCheck(wrong, wrong.length).endsWith(": {\"return\":\"abd\"}"));
    }

    @Test
    void scenariosSubtractANullOfTheSameBytes() {
        Scenario s = Scenarios.byName("json.getString", new ScenarioParameters(400, 0), e -> {
            throw new AssertionError("the JSON answer's length is known: no sizing request");
        });
        assertEquals(400, s.size());
        assertEquals("/json/Latency/getString", s.measured().path());
        assertEquals("application/json", s.measured().contentType());
        assertEquals("/baseline/null?responseBytes=413&form=json", s.baseline().orElseThrow().path());
        byte[] padded = JsonMessages.padded(413);
        assertNull(s.baseline().orElseThrow().check().fullCheck(padded, padded.length));
        assertEquals("{  }", text(JsonMessages.padded(4)));
        assertEquals(text(s.measured().requestBody()), text(s.baseline().orElseThrow().requestBody()));
        assertEquals(Scenario.NO_SIZE, Scenarios.byName("json.doNothing", new ScenarioParameters(400, 0), e -> 2).size());
        assertTrue(Scenarios.names().contains("json.echoFloat"));
        assertTrue(Scenarios.isSized("json.getIntegers"));
        assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("json.nothing", new ScenarioParameters(-1, 0), e -> 2));
        IllegalArgumentException onCxf = assertThrows(IllegalArgumentException.class,
                () -> Scenarios.byName("json.doNothing", new ScenarioParameters(-1, 0), SoapStack.CXF, e -> 2));
        assertTrue(onCxf.getMessage().contains("servlet of echosoap.war"), onCxf.getMessage());
    }
}
