package org.echosoap.client.scenario;

/**
 * Finds a fixed byte sequence in a stream fed in chunks (Knuth-Morris-Pratt), without buffering the stream:
 * the cheap per-response check ("does the answer carry the value we sent?").
 *
 * <pre>{@code
 * ByteSequenceMatcher m = new ByteSequenceMatcher(">3.14159</".getBytes(UTF_8));
 * ByteSequenceMatcher.State s = m.newState();
 * s.feed(chunk, 0, n);   // any number of times
 * s.found();
 * }</pre>
 */
public final class ByteSequenceMatcher {

    private final byte[] needle;
    private final int[] failure;

    public ByteSequenceMatcher(byte[] needle) {
        if (needle.length == 0) {
            throw new IllegalArgumentException("empty needle");
        }
        this.needle = needle.clone();
        this.failure = failureTable(this.needle);
    }

    private static int[] failureTable(byte[] p) {
        int[] f = new int[p.length];
        for (int i = 1, k = 0; i < p.length; i++) {
            while (k > 0 && p[i] != p[k]) {
                k = f[k - 1];
            }
            if (p[i] == p[k]) {
                k++;
            }
            f[i] = k;
        }
        return f;
    }

    /** A fresh per-stream state. */
    public State newState() {
        return new State();
    }

    /** Matching progress through one stream; not thread-safe (one per response). */
    public final class State implements ByteScan {
        private int matched;
        private boolean found;

        @Override
        public void feed(byte[] chunk, int offset, int length) {
            if (found) {
                return;
            }
            int k = matched;
            for (int i = offset, end = offset + length; i < end; i++) {
                byte b = chunk[i];
                while (k > 0 && b != needle[k]) {
                    k = failure[k - 1];
                }
                if (b == needle[k]) {
                    k++;
                    if (k == needle.length) {
                        found = true;
                        return;
                    }
                }
            }
            matched = k;
        }

        @Override
        public void reset() {
            matched = 0;
            found = false;
        }

        public boolean found() {
            return found;
        }
    }
}
