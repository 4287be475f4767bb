package org.echosoap.client.scenario;

import org.echosoap.server.rmi.pingpong.PingPongFrame;

/**
 * The check of a ping-pong answer: exactly the asked number of bytes, every one the frame's filler. Both levels look
 * at every byte (a tight loop, far cheaper than the read that brought them).
 *
 * <pre>{@code
 * new FillerCheck(3).fullCheck("...".getBytes(), 3);   // null: right
 * new FillerCheck(3).fullCheck("..x".getBytes(), 3);   // "answer byte 2 is not the filler '.'"
 * }</pre>
 */
public final class FillerCheck implements ResponseCheck {

    private final long expectedBytes;

    public FillerCheck(long expectedBytes) {
        this.expectedBytes = expectedBytes;
    }

    @Override
    public Verifier begin() {
        return new Verifier() {
            private long bytes;
            private long firstWrong = -1;

            @Override
            public void feed(byte[] chunk, int offset, int length) {
                if (firstWrong < 0) {
                    for (int i = 0; i < length; i++) {
                        if (chunk[offset + i] != PingPongFrame.FILLER) {
                            firstWrong = bytes + i;
                            break;
                        }
                    }
                }
                bytes += length;
            }

            @Override
            public String verdict() {
                return verdictOf(bytes, firstWrong);
            }
        };
    }

    @Override
    public String fullCheck(byte[] body, int length) {
        Verifier v = begin();
        v.feed(body, 0, length);
        return v.verdict();
    }

    private String verdictOf(long bytes, long firstWrong) {
        if (bytes != expectedBytes) {
            return "answer has " + bytes + " bytes, expected " + expectedBytes;
        }
        return firstWrong < 0 ? null : "answer byte " + firstWrong + " is not the filler '" + (char) PingPongFrame.FILLER
                + "'";
    }
}
