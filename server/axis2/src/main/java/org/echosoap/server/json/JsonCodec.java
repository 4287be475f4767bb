package org.echosoap.server.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Reads JSON requests into records and writes answers, with limits a public endpoint needs: a request nests at most
 * {@value #MAX_NESTING} levels, a string holds at most {@value #MAX_STRING_CHARS} characters, a number at most
 * {@value #MAX_NUMBER_CHARS} digits (Jackson's own defaults allow 1,000 levels and 20 M characters); fields the
 * record does not have, a missing body or a value of the wrong type are refused, never ignored.
 *
 * <pre>{@code
 * JsonCodec.Size s = JsonCodec.read(in, JsonCodec.Size.class);   // {"size": 200}
 * JsonCodec.write(out, new JsonCodec.Answer<>("abc"));           // {"return":"abc"}
 * }</pre>
 */
public final class JsonCodec {

    static final int MAX_NESTING = 8;
    static final int MAX_STRING_CHARS = 1_024;
    static final int MAX_NUMBER_CHARS = 64;

    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING)
                            .maxStringLength(MAX_STRING_CHARS).maxNumberLength(MAX_NUMBER_CHARS).build())
                    .build())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            // "200" is not 200: a strict API refuses a string where a number belongs.
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .build();
    private static final ObjectWriter WRITER = MAPPER.writer();

    private JsonCodec() {
    }

    /** A request with an optional {@code size} (getString, getIntegers) or a required one (setSize). */
    public record Size(Integer size) {
    }

    /** A request without parameters ({@code {}}: doNothing). */
    public record Empty() {
    }

    /** echoFloat's request: {@code {"input": 1.5}}. */
    public record FloatInput(Float input) {
    }

    /** An answer with a value: {@code {"return": ...}}. */
    public record Answer<T>(@com.fasterxml.jackson.annotation.JsonProperty("return") T value) {
    }

    /**
     * {@code in}'s JSON as {@code type}.
     *
     * @throws RefusedJson with a one-line reason for anything that is not one such object
     */
    public static <T> T read(InputStream in, Class<T> type) throws IOException {
        ObjectReader reader = MAPPER.readerFor(type);
        try {
            T value = reader.readValue(in);
            if (value == null) {
                throw new RefusedJson("the body must be a JSON object, got null");
            }
            return value;
        } catch (JsonProcessingException e) {
            throw new RefusedJson(oneLine(e));
        }
    }

    /** Writes {@code value} as JSON to {@code out}. */
    public static void write(OutputStream out, Object value) throws IOException {
        WRITER.writeValue(new NonClosing(out), value);
    }

    /** Jackson's message without its location dump and source excerpt, on one line. */
    private static String oneLine(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        if (message == null || message.isBlank()) {
            message = e.getClass().getSimpleName();
        }
        int cut = message.indexOf('\n');
        String line = (cut < 0 ? message : message.substring(0, cut)).strip();
        return "not a valid request: " + (line.length() > 200 ? line.substring(0, 200) + "..." : line);
    }

    /** A request Jackson could not bind, with the reason to answer. */
    public static final class RefusedJson extends IOException {
        RefusedJson(String message) {
            super(message);
        }
    }

    /** The servlet closes its own stream (after the flush that makes the answer chunked, like Axis2's). */
    private static final class NonClosing extends java.io.FilterOutputStream {
        NonClosing(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
