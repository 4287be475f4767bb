package org.echosoap.server.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The non-parser search the {@code bytes} and {@code chars} baselines use to find the {@code <input>} value:
 * it must find it in the seed request as sent on the wire, with any prefix, and must agree between its byte and
 * char implementations so both baselines echo the same text.
 */
class InputValueLocatorTest {

    /** The seed request, byte for byte as in {@code /work/shared/specs/echoFloat-request.xml}. */
    private static byte[] seedRequestBytes() throws IOException {
        try (InputStream in = InputValueLocatorTest.class.getResourceAsStream("/echoFloat-request.xml")) {
            assertNotNull(in, "echoFloat-request.xml missing from the test class path");
            return in.readAllBytes();
        }
    }

    /** The value found in the bytes, or null when not found. */
    private static String valueInBytes(byte[] body, int length) {
        long range = InputValueLocator.inBytes(body, length);
        if (range == InputValueLocator.NOT_FOUND) {
            return null;
        }
        int start = InputValueLocator.start(range);
        return new String(body, start, InputValueLocator.end(range) - start, StandardCharsets.UTF_8);
    }

    private static String valueInBytes(String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return valueInBytes(bytes, bytes.length);
    }

    /** The value found in the chars, or null when not found. */
    private static String valueInChars(String body) {
        long range = InputValueLocator.inChars(body);
        return range == InputValueLocator.NOT_FOUND
                ? null : body.substring(InputValueLocator.start(range), InputValueLocator.end(range));
    }

    @Test
    void findsTheValueInTheSeedRequest() throws IOException {
        byte[] seed = seedRequestBytes();
        assertEquals("3.14159", valueInBytes(seed, seed.length));
        assertEquals("3.14159", valueInChars(new String(seed, StandardCharsets.US_ASCII)));
    }

    @Test
    void bytesAndCharsReturnTheSameRangeForTheSeed() throws IOException {
        byte[] seed = seedRequestBytes();
        // The seed is ASCII, so byte offsets and char offsets must coincide exactly.
        assertEquals(InputValueLocator.inBytes(seed, seed.length),
                InputValueLocator.inChars(new String(seed, StandardCharsets.US_ASCII)));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {
        "<t:input xsi:type=\"xsd:float\">2.5</t:input>",
        "<input>2.5</input>",
        "<input\n  xsi:type=\"xsd:float\">2.5</input>",
        "<x><inputs>9</inputs><input>2.5</input></x>",
        "<x><xinput>9</xinput><input>2.5</input></x>",
        "<x><a:xinput>9</a:xinput><a:inputs>8</a:inputs><ns-1.b_c:input>2.5</ns-1.b_c:input></x>",
        "<x><inputValue>9</inputValue><input\t>2.5</input></x>",
        "<?xml version=\"1.0\"?><input>2.5</input><input>7</input>",
    })
    void findsTheFirstInputElementWhateverItsPrefix(String body) {
        assertEquals("2.5", valueInBytes(body));
        assertEquals("2.5", valueInChars(body));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {
        "",
        "<echoFloat><value>1</value></echoFloat>",
        "<inputs>1</inputs><xinput>2</xinput><t:inputx>3</t:inputx>",
        "input>1</input>",
        "<input",
        "<input>1",
        "<t:input xsi:type=\"xsd:float\"",
    })
    void reportsNotFoundWhenThereIsNoInputValue(String body) {
        assertEquals(InputValueLocator.NOT_FOUND, InputValueLocator.inBytes(body.getBytes(StandardCharsets.UTF_8),
                body.length()));
        assertEquals(InputValueLocator.NOT_FOUND, InputValueLocator.inChars(body));
    }

    @Test
    void bytesVariantOnlyLooksAtTheFirstLengthBytes() {
        byte[] body = "<a></a><input>2.5</input>".getBytes(StandardCharsets.UTF_8);
        // A reused buffer: what follows `length` is stale data and must not be found.
        assertEquals(InputValueLocator.NOT_FOUND, InputValueLocator.inBytes(body, 7));
        assertEquals("2.5", valueInBytes(body, body.length));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {
        "<t:input xsi:type=\"xsd:float\">-1.5E3</t:input>",
        "<a><inputs>9</inputs><xinput>8</xinput><input> 3.14159 </input></a>",
        "<input/><input>4</input>",
        "<i><in><inp><input>5</input></inp></in></i>",
        "no markup at all",
    })
    void bytesAndCharsAgree(String body) {
        assertEquals(InputValueLocator.inChars(body),
                InputValueLocator.inBytes(body.getBytes(StandardCharsets.US_ASCII), body.length()));
    }

    @Test
    void rangePacksStartAndEnd() {
        long range = InputValueLocator.inChars("<input>12</input>");
        assertEquals(7, InputValueLocator.start(range));
        assertEquals(9, InputValueLocator.end(range));
    }
}
