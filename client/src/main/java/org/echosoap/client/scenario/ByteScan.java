package org.echosoap.client.scenario;

/**
 * The progress of a cheap scan over one response body, fed chunk by chunk as the body is read: what
 * {@link ByteSequenceMatcher.State} and {@link EndTagCounter.State} are, and what {@link ScanningCheck} feeds.
 */
public interface ByteScan {

    /** Feeds the next chunk of the body. */
    void feed(byte[] chunk, int offset, int length);

    /** Back to the start, for the next body: a scan is reused answer after answer by one reader. */
    void reset();
}
