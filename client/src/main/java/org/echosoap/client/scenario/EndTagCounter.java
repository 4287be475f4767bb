package org.echosoap.client.scenario;

import java.nio.charset.StandardCharsets;

/**
 * Counts end tags with a given local name ({@code </item>}, {@code </b:item>}) in a stream fed chunk by chunk:
 * the cheap per-response check for array answers ("did 100,000 items come back?") without parsing or buffering.
 * Element names are ASCII in every echosoap contract, so bytes are compared directly.
 */
public final class EndTagCounter {

    private static final int MAX_NAME_BYTES = 128;

    private final byte[] localName;

    public EndTagCounter(String localName) {
        this.localName = localName.getBytes(StandardCharsets.US_ASCII);
    }

    public State newState() {
        return new State();
    }

    /** Progress through one stream. */
    public final class State implements ByteScan {
        private static final int TEXT = 0;
        private static final int AFTER_LT = 1;
        private static final int IN_END_TAG = 2;

        private final byte[] name = new byte[MAX_NAME_BYTES];
        private int nameLength;
        private int state = TEXT;
        private long count;

        @Override
        public void feed(byte[] chunk, int offset, int length) {
            for (int i = offset, end = offset + length; i < end; i++) {
                byte b = chunk[i];
                switch (state) {
                    case TEXT -> {
                        if (b == '<') {
                            state = AFTER_LT;
                        }
                    }
                    case AFTER_LT -> {
                        if (b == '/') {
                            state = IN_END_TAG;
                            nameLength = 0;
                        } else {
                            state = b == '<' ? AFTER_LT : TEXT;
                        }
                    }
                    default -> {
                        if (b == '>' || b == ' ' || b == '\t' || b == '\r' || b == '\n') {
                            if (localNameMatches()) {
                                count++;
                            }
                            state = b == '>' ? TEXT : TEXT;
                        } else if (b == ':') {
                            nameLength = 0; // prefix done: the local name follows
                        } else if (nameLength < MAX_NAME_BYTES) {
                            name[nameLength++] = b;
                        }
                    }
                }
            }
        }

        private boolean localNameMatches() {
            if (nameLength != localName.length) {
                return false;
            }
            for (int k = 0; k < nameLength; k++) {
                if (name[k] != localName[k]) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public void reset() {
            nameLength = 0;
            state = TEXT;
            count = 0;
        }

        public long count() {
            return count;
        }
    }
}
