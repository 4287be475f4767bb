package org.echosoap.client.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The shared frame of the scanning checks: a fresh scan per response, fed in order, judged once; full check given. */
class ScanningCheckTest {

    /** Keeps what it is fed. */
    private static final class Recording implements ByteScan {
        final StringBuilder seen = new StringBuilder();

        @Override
        public void feed(byte[] chunk, int offset, int length) {
            seen.append(new String(chunk, offset, length, StandardCharsets.US_ASCII)).append('|');
        }

        @Override
        public void reset() {
            seen.setLength(0);
        }
    }

    /** Right when the scan saw exactly "ab|c|". */
    private static final class Check extends ScanningCheck<Recording> {
        int scans;

        Check() {
            super((body, length) -> "full " + length);
        }

        @Override
        Recording newScan() {
            scans++;
            return new Recording();
        }

        @Override
        String verdict(Recording scan) {
            return scan.seen.toString().equals("ab|c|") ? null : "saw " + scan.seen;
        }
    }

    @Test
    void feedsEachResponsesChunksInOrderToAFreshScan() {
        Check check = new Check();
        byte[] body = "xabcx".getBytes(StandardCharsets.US_ASCII);
        ResponseCheck.Verifier first = check.begin();
        ResponseCheck.Verifier second = check.begin();
        first.feed(body, 1, 2);
        second.feed(body, 0, 1);
        first.feed(body, 3, 1);
        assertNull(first.verdict());
        assertEquals("saw x|", second.verdict());
        assertEquals(2, check.scans);
    }

    @Test
    void aVerifierDoneWithIsStartedOverOnlyByItsOwnCheck() {
        Check check = new Check();
        byte[] body = "xabcx".getBytes(StandardCharsets.US_ASCII);
        ResponseCheck.Verifier first = check.begin(null);
        first.feed(body, 0, 1);
        assertEquals("saw x|", first.verdict());

        ResponseCheck.Verifier again = check.begin(first);
        assertSame(first, again, "reused: no object per answer");
        again.feed(body, 1, 2);
        again.feed(body, 3, 1);
        assertNull(again.verdict(), "the earlier body's bytes are forgotten");
        assertEquals(1, check.scans);

        Check other = new Check();
        assertNotSame(first, other.begin(first), "another check's verifier is not taken over");
    }

    @Test
    void leavesTheFullCheckToTheScenario() {
        assertEquals("full 7", new Check().fullCheck(new byte[10], 7));
    }

    @Test
    void containsAndCountJudgeTheirScans() {
        byte[] answer = "<r><item>1</item><b:item>2</b:item></r>".getBytes(StandardCharsets.UTF_8);
        ResponseCheck.Verifier contains = new ContainsCheck(">2</", (body, length) -> null).begin();
        contains.feed(answer, 0, 20);
        contains.feed(answer, 20, answer.length - 20);
        assertNull(contains.verdict());
        ResponseCheck.Verifier missing = new ContainsCheck(">3</", (body, length) -> null).begin();
        missing.feed(answer, 0, answer.length);
        assertEquals("answer does not contain >3</", missing.verdict());
        ResponseCheck.Verifier count = new CountCheck("item", 3, (body, length) -> null).begin();
        count.feed(answer, 0, answer.length);
        assertEquals("answer has 2 <item> elements, expected 3", count.verdict());
    }
}
