package org.echosoap.client.load;

/**
 * A reusable view of bytes as ISO-8859-1 characters (each byte one char, as HTTP/1.1 heads are): lets the event
 * loop hand a header value to a {@link CharSequence} reader ({@link ServerTiming}) where it lies in the input
 * buffer, with no String per answer. Valid until the bytes under it change; not thread-safe.
 */
final class AsciiView implements CharSequence {

    private byte[] bytes;
    private int from;
    private int length;

    /** Points this view at {@code bytes[from, to)}; returns it. */
    AsciiView of(byte[] bytes, int from, int to) {
        this.bytes = bytes;
        this.from = from;
        this.length = to - from;
        return this;
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public char charAt(int index) {
        if (index < 0 || index >= length) {
            throw new IndexOutOfBoundsException("index " + index + " of a view of " + length + " characters");
        }
        return (char) (bytes[from + index] & 0xff);
    }

    /** A copy (not on the hot path: error messages). */
    @Override
    public CharSequence subSequence(int start, int end) {
        return toString().substring(start, end);
    }

    @Override
    public String toString() {
        return new String(bytes, from, length, java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
