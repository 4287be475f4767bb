package org.echosoap.client.stack.axis2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.echosoap.client.stack.axis2.adb.generated.ArrayOfSimpleEvent;
import org.echosoap.client.stack.axis2.adb.generated.SimpleEvent;
import org.echosoap.client.stackapi.BenchmarkCall;
import org.echosoap.client.stackapi.BenchmarkValues;
import org.echosoap.client.stackapi.ClientStack;
import org.junit.jupiter.api.Test;

/**
 * The checks of both bindings' answers, without a server: the values sent pass, one changed value fails naming
 * where; and both stacks are found by the service loader under their keys with every operation.
 */
class StubCallsTest {

    @Test
    void adbEchoIntsPassesTheValuesSentAndNamesTheFirstDifference() {
        StubCall<?> echo = AdbCalls.prepare(BenchmarkCall.ECHO_INTS, 3);
        int[] sent = BenchmarkValues.intList(3).stream().mapToInt(Integer::intValue).toArray();
        assertNull(echo.verdict(sent.clone()));
        int[] changed = sent.clone();
        changed[2]++;
        String wrong = echo.verdict(changed);
        assertNotNull(wrong);
        assertTrue(wrong.contains("at index 2"), wrong);
        assertNotNull(echo.verdict(new int[] {sent[0]}), "too few values");
    }

    @Test
    void adbEchoSimpleEventsChecksEveryField() {
        StubCall<?> echo = AdbCalls.prepare(BenchmarkCall.ECHO_SIMPLE_EVENTS, 2);
        ArrayOfSimpleEvent answer = new ArrayOfSimpleEvent();
        SimpleEvent[] events = new SimpleEvent[2];
        for (int i = 0; i < 2; i++) {
            events[i] = new SimpleEvent();
            events[i].setSequenceNumber(BenchmarkValues.eventSequenceNumber(i));
            events[i].setTimestamp(BenchmarkValues.eventTimestamp(i));
            events[i].setMessage(BenchmarkValues.eventMessage(i));
        }
        answer.setItem(events);
        assertNull(echo.verdict(answer));
        events[1].setMessage("something else");
        assertTrue(echo.verdict(answer).contains("at index 1"), echo.verdict(answer));
    }

    @Test
    void xmlBeansEchoIntsAndBase64CheckTheirAnswers() {
        StubCall<?> ints = XmlBeansCalls.prepare(BenchmarkCall.ECHO_INTS, 4);
        int[] sent = BenchmarkValues.intList(4).stream().mapToInt(Integer::intValue).toArray();
        assertNull(ints.verdict(sent));
        assertNotNull(ints.verdict(new int[4]));
        StubCall<?> base64 = XmlBeansCalls.prepare(BenchmarkCall.ECHO_BASE64, 5);
        assertNull(base64.verdict(BenchmarkValues.bytes(5)));
        assertNotNull(base64.verdict(new byte[5]));
    }

    @Test
    void sendAnswersAreCheckedAgainstTheFormulasAndReceiveAnswersAgainstTheCount() {
        StubCall<?> send = AdbCalls.prepare(BenchmarkCall.SEND_INTS, 3);
        assertNull(send.verdict(BenchmarkValues.intList(3).stream().mapToInt(Integer::intValue).toArray()));
        assertNotNull(send.verdict(new int[] {1, 2, 3}));
        StubCall<?> receive = XmlBeansCalls.prepare(BenchmarkCall.RECEIVE_STRINGS, 5);
        assertNull(receive.verdict(5));
        assertTrue(receive.verdict(4).contains("answered 4 items, not 5"), receive.verdict(4));
    }

    @Test
    void bothBindingsAreClientStacksUnderTheirKeysForEveryOperation() {
        java.util.Map<String, ClientStack> stacks = new java.util.TreeMap<>();
        java.util.ServiceLoader.load(ClientStack.class).forEach(s -> stacks.put(s.key(), s));
        assertEquals(java.util.Set.of("axis2-adb", "axis2-xmlbeans"), stacks.keySet());
        for (ClientStack s : stacks.values()) {
            for (BenchmarkCall call : BenchmarkCall.values()) {
                assertTrue(s.supports(call), s.key() + " " + call);
            }
            assertTrue(s.description().startsWith("Apache Axis2 2.0.0 "), s.description());
        }
    }
}
