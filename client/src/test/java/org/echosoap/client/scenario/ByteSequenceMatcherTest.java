package org.echosoap.client.scenario;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ByteSequenceMatcherTest {

    private final ByteSequenceMatcher matcher = new ByteSequenceMatcher(">3.14159</".getBytes(UTF_8));

    private boolean feedInChunks(String text, int chunkBytes) {
        byte[] b = text.getBytes(UTF_8);
        ByteSequenceMatcher.State s = matcher.newState();
        for (int i = 0; i < b.length; i += chunkBytes) {
            s.feed(b, i, Math.min(chunkBytes, b.length - i));
        }
        return s.found();
    }

    @Test
    void findsTheNeedleAcrossEveryChunkBoundary() {
        String answer = "<echoFloatResult xmlns=\"http://tempuri.org/\"><result>3.14159</result></echoFloatResult>";
        for (int chunk = 1; chunk <= answer.length(); chunk++) {
            assertTrue(feedInChunks(answer, chunk), "chunk size " + chunk);
        }
    }

    @Test
    void handlesPartialMatchesThatRestart() {
        // ">3.1>3.14159</" needs the failure table: a naive restart would miss it.
        assertTrue(feedInChunks("<r>3.1>3.14159</r>", 3));
        assertTrue(new ByteSequenceMatcher("aab".getBytes(UTF_8)).newState() != null);
        ByteSequenceMatcher aab = new ByteSequenceMatcher("aab".getBytes(UTF_8));
        ByteSequenceMatcher.State s = aab.newState();
        byte[] b = "aaab".getBytes(UTF_8);
        s.feed(b, 0, b.length);
        assertTrue(s.found());
    }

    @Test
    void doesNotFindOtherValues() {
        assertFalse(feedInChunks("<result>3.1415</result>", 4));
        assertFalse(feedInChunks("<result>3.141592</result>", 4));
        assertFalse(feedInChunks("", 1));
    }
}
