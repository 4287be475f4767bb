package org.echosoap.server.services.benchmark;

import java.util.Arrays;
import java.util.Base64;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Reads and writes one {@code xsd:base64Binary} element in blocks: {@link #BLOCK_BYTES} bytes (a multiple of 3, so
 * every block but the last encodes to whole 4-character groups without padding, and the blocks' encodings simply
 * concatenate). Written as standard base64 without line breaks.
 */
final class Base64Values {

    /** Bytes per block: 48 KiB, a multiple of 3. */
    static final int BLOCK_BYTES = 48 * 1024;

    /** Base64 characters per full block: 64 Ki. */
    static final int BLOCK_CHARS = BLOCK_BYTES / 3 * 4;

    private Base64Values() {
    }

    /** Reads the current element's base64 text up to its end, decoding on the fly; at most {@code maxBytes}. */
    static DecodedBytes read(RequestReader in, String what, long maxBytes) throws XMLStreamException {
        Base64Decoder decoder = new Base64Decoder(maxBytes);
        in.textChunks(what, decoder);
        return decoder.finish();
    }

    /** Writes {@code <name>base64 of bytes</name>}. */
    static void write(XMLStreamWriter out, String name, ByteSource bytes) throws XMLStreamException {
        BenchmarkXml.start(out, name);
        byte[] block = new byte[BLOCK_BYTES];
        byte[] encoded = new byte[BLOCK_CHARS];
        char[] chars = new char[BLOCK_CHARS];
        Base64.Encoder encoder = Base64.getEncoder();
        long size = bytes.size();
        for (long offset = 0; offset < size; offset += BLOCK_BYTES) {
            int length = (int) Math.min(BLOCK_BYTES, size - offset);
            bytes.fill(offset, block, length);
            int n = length == BLOCK_BYTES
                    ? encoder.encode(block, encoded)
                    : encoder.encode(Arrays.copyOf(block, length), encoded); // the last block, once
            for (int i = 0; i < n; i++) {
                chars[i] = (char) encoded[i];
            }
            out.writeCharacters(chars, 0, n);
        }
        out.writeEndElement();
    }
}
