package org.echosoap.server.services.benchmark;

import org.echosoap.server.contract.xsd.XmlWhitespace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;

/**
 * Decodes {@code xsd:base64Binary} text that arrives in pieces (StAX text events) into {@link DecodedBytes}, with a
 * bound on the decoded size that is enforced while reading: a request for more is refused after at most one block,
 * not after it has been buffered.
 *
 * <p>Accepts the standard alphabet with {@code =} padding and XML white space anywhere (line-wrapped base64 as some
 * toolkits send it). Refuses other characters, a length that is not a multiple of 4 (without the white space) and
 * data after the padding.
 *
 * <pre>{@code
 * Base64Decoder d = new Base64Decoder(10_000_000);
 * d.accept(chars, 0, n);          // any number of times
 * DecodedBytes bytes = d.finish();
 * }</pre>
 */
final class Base64Decoder implements RequestReader.TextSink {

    private final long maxBytes;
    private final byte[] pending = new byte[Base64Values.BLOCK_CHARS];
    private int pendingCount;
    private boolean paddingSeen;
    private long totalChars;
    private long totalBytes;
    private final List<byte[]> blocks = new ArrayList<>();

    Base64Decoder(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    @Override
    public void accept(char[] chars, int start, int length) {
        for (int i = start; i < start + length; i++) {
            char c = chars[i];
            if (XmlWhitespace.is(c)) {
                continue;
            }
            if (c > 0x7F) {
                throw new BadRequest("not base64: character U+" + String.format("%04X", (int) c) + " at position "
                        + totalChars);
            }
            if (paddingSeen) {
                throw new BadRequest("not base64: data after the '=' padding");
            }
            pending[pendingCount++] = (byte) c;
            totalChars++;
            if (pendingCount == pending.length) {
                decodePending();
            }
        }
    }

    /** Decodes what is left and returns all bytes. */
    DecodedBytes finish() {
        if (totalChars % 4 != 0) {
            throw new BadRequest("not base64: " + totalChars + " characters (without white space) is not a multiple of 4");
        }
        if (pendingCount > 0) {
            decodePending();
        }
        return new DecodedBytes(blocks);
    }

    private void decodePending() {
        // A full block of BLOCK_CHARS (a multiple of 4) decodes to at most BLOCK_BYTES; '=' may only end the data.
        paddingSeen = pending[pendingCount - 1] == '=';
        byte[] source = pendingCount == pending.length ? pending : Arrays.copyOf(pending, pendingCount);
        byte[] block = new byte[pendingCount / 4 * 3];
        int decoded;
        try {
            decoded = Base64.getDecoder().decode(source, block);
        } catch (IllegalArgumentException e) {
            throw new BadRequest("not base64: " + e.getMessage());
        }
        totalBytes += decoded;
        if (totalBytes > maxBytes) {
            throw new BadRequest("more than " + maxBytes + " bytes of base64 data");
        }
        blocks.add(decoded == block.length ? block : Arrays.copyOf(block, decoded));
        pendingCount = 0;
    }
}
