package org.echosoap.client.scenario;

/** The check of a padded baseline answer: exactly the asked number of bytes, well-formed XML on the sample. */
public final class LengthCheck implements ResponseCheck {

    private final long expectedBytes;

    public LengthCheck(long expectedBytes) {
        this.expectedBytes = expectedBytes;
    }

    @Override
    public Verifier begin() {
        return new Verifier() {
            private long bytes;

            @Override
            public void feed(byte[] chunk, int offset, int length) {
                bytes += length;
            }

            @Override
            public String verdict() {
                return bytes == expectedBytes ? null : "answer has " + bytes + " bytes, expected " + expectedBytes;
            }
        };
    }

    @Override
    public String fullCheck(byte[] body, int length) {
        try {
            SafeDom.parse(body, length);
            return length == expectedBytes ? null : "answer has " + length + " bytes, expected " + expectedBytes;
        } catch (Exception e) {
            return "answer is not well-formed XML: " + e.getMessage();
        }
    }
}
