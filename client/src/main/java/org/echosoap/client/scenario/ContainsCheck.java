package org.echosoap.client.scenario;

import java.nio.charset.StandardCharsets;

/**
 * Cheap check "the answer contains this text" (e.g. an empty response element's name), with a full check on the
 * sample. For answers that carry no values: echoVoid, doNothing, setSize.
 */
public final class ContainsCheck extends ScanningCheck<ByteSequenceMatcher.State> {

    private final ByteSequenceMatcher matcher;
    private final String text;

    public ContainsCheck(String text, CountCheck.FullCheck full) {
        super(full);
        this.matcher = new ByteSequenceMatcher(text.getBytes(StandardCharsets.UTF_8));
        this.text = text;
    }

    @Override
    ByteSequenceMatcher.State newScan() {
        return matcher.newState();
    }

    @Override
    String verdict(ByteSequenceMatcher.State scan) {
        return scan.found() ? null : "answer does not contain " + text;
    }
}
