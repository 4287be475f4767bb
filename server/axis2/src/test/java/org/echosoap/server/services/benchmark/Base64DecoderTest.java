package org.echosoap.server.services.benchmark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Base64;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Streaming base64 decoding: any split of the text, white space anywhere, strict alphabet and length, a bound. */
class Base64DecoderTest {

    private static byte[] randomBytes(int size) {
        byte[] bytes = new byte[size];
        new Random(size).nextBytes(bytes);
        return bytes;
    }

    private static DecodedBytes decode(String text, int pieceChars, long maxBytes) {
        Base64Decoder decoder = new Base64Decoder(maxBytes);
        char[] chars = text.toCharArray();
        for (int from = 0; from < chars.length; from += pieceChars) {
            decoder.accept(chars, from, Math.min(pieceChars, chars.length - from));
        }
        return decoder.finish();
    }

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(ints = {0, 1, 2, 3, 4, Base64Values.BLOCK_BYTES - 1, Base64Values.BLOCK_BYTES,
        Base64Values.BLOCK_BYTES + 1, 3 * Base64Values.BLOCK_BYTES + 2, 200_000})
    void decodesWhatTheJdkEncodesWhateverThePieces(int size) {
        byte[] bytes = randomBytes(size);
        String text = Base64.getEncoder().encodeToString(bytes);
        for (int piece : new int[] {1, 3, 7, 4096, Integer.MAX_VALUE}) {
            DecodedBytes decoded = decode(text, piece, Long.MAX_VALUE);
            assertEquals(size, decoded.size());
            assertArrayEquals(bytes, decoded.toByteArray(), "pieces of " + piece);
        }
    }

    @Test
    void acceptsLineWrappedAndIndentedText() {
        byte[] bytes = randomBytes(1000);
        String mime = Base64.getMimeEncoder().encodeToString(bytes); // CRLF every 76 characters
        assertArrayEquals(bytes, decode("\n  " + mime.replace("\r\n", "\r\n\t ") + "\n", 10, 10_000).toByteArray());
    }

    @Test
    void refusesMoreThanTheBoundWhileReading() {
        String text = Base64.getEncoder().encodeToString(new byte[101]);
        assertEquals(100, decode(Base64.getEncoder().encodeToString(new byte[100]), 50, 100).size());
        BadRequest e = assertThrows(BadRequest.class, () -> decode(text, 50, 100));
        assertEquals("more than 100 bytes of base64 data", e.getMessage());
    }

    @Test
    void refusesMoreThanTheBoundBeforeTheEndOfTheText() {
        // 3 full blocks may not pass a 1-block limit: the decoder stops at the second block, not at the end.
        Base64Decoder decoder = new Base64Decoder(Base64Values.BLOCK_BYTES);
        char[] block = Base64.getEncoder().encodeToString(new byte[Base64Values.BLOCK_BYTES]).toCharArray();
        decoder.accept(block, 0, block.length);
        assertThrows(BadRequest.class, () -> decoder.accept(block, 0, block.length));
    }

    @ParameterizedTest(name = "refuses \"{0}\"")
    @ValueSource(strings = {"AAA", "A", "AAAAA", "AA=A", "AA==AAAA", "AAA=AAAA", "A-_A", "AA*A", "AAAÄ", "====", "A==="})
    void refusesWhatIsNotBase64(String text) {
        BadRequest e = assertThrows(BadRequest.class, () -> decode(text, 2, 1000));
        assertTrue(e.getMessage().startsWith("not base64: "), e.getMessage());
    }

    @Test
    void refusesDataAfterPaddingAcrossBlocks() {
        // A full block ending in '=' followed by more data: the padding ended the value.
        StringBuilder text = new StringBuilder("A".repeat(Base64Values.BLOCK_CHARS - 2)).append("==").append("AAAA");
        BadRequest e = assertThrows(BadRequest.class, () -> decode(text.toString(), 1000, Long.MAX_VALUE));
        assertEquals("not base64: data after the '=' padding", e.getMessage());
    }
}
