package org.echosoap.client.scenario;

import java.nio.charset.StandardCharsets;

/**
 * Cheap check "the answer contains this text" (e.g. an empty response element's name), with a full check on the
 * sample. For answers that carry no values: echoVoid, doNothing, setSize.
 */
public final class ContainsCheck implements ResponseCheck {

    private final ByteSequenceMatcher matcher;
    private final String text;
    private final CountCheck.FullCheck full;

    public ContainsCheck(String text, CountCheck.FullCheck full) {
        this.matcher = new ByteSequenceMatcher(text.getBytes(StandardCharsets.UTF_8));
        this.text = text;
        this.full = full;
    }

    @Override
    public Verifier begin() {
        ByteSequenceMatcher.State state = matcher.newState();
        return new Verifier() {
            @Override
            public void feed(byte[] chunk, int offset, int length) {
                state.feed(chunk, offset, length);
            }

            @Override
            public String verdict() {
                return state.found() ? null : "answer does not contain " + text;
            }
        };
    }

    @Override
    public String fullCheck(byte[] body, int length) {
        return full.check(body, length);
    }
}
