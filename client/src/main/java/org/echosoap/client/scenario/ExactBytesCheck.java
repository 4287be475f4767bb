package org.echosoap.client.scenario;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The answer must be exactly these bytes: for a server whose answers are fully determined by the request (the JSON
 * calls), the strongest check there is, and a cheap one — each chunk is compared as it is read, nothing is parsed.
 */
public final class ExactBytesCheck implements ResponseCheck {

    private static final int SHOWN_CHARS = 60;

    private final byte[] expected;

    public ExactBytesCheck(byte[] expected) {
        this.expected = expected.clone();
    }

    @Override
    public Verifier begin() {
        return new Verifier() {
            private long position;
            private long firstDifference = -1;

            @Override
            public void feed(byte[] chunk, int offset, int length) {
                for (int i = 0; i < length && firstDifference < 0; i++) {
                    long at = position + i;
                    if (at >= expected.length || chunk[offset + i] != expected[(int) at]) {
                        firstDifference = at;
                    }
                }
                position += length;
            }

            @Override
            public String verdict() {
                if (firstDifference < 0 && position == expected.length) {
                    return null;
                }
                return describe(position, firstDifference < 0 ? Math.min(position, expected.length) : firstDifference);
            }
        };
    }

    @Override
    public String fullCheck(byte[] body, int length) {
        if (length == expected.length && Arrays.equals(body, 0, length, expected, 0, length)) {
            return null;
        }
        int at = Arrays.mismatch(body, 0, length, expected, 0, expected.length);
        String got = new String(body, 0, Math.min(length, SHOWN_CHARS), StandardCharsets.UTF_8).replaceAll("\\s+", " ");
        return describe(length, at < 0 ? Math.min(length, expected.length) : at) + ": " + got
                + (length > SHOWN_CHARS ? "..." : "");
    }

    private String describe(long length, long firstDifference) {
        return "answer of " + length + " bytes differs from the expected " + expected.length + " bytes at byte "
                + firstDifference;
    }
}
