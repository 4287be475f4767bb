package org.echosoap.webapp.it;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The seed request ({@code /work/shared/specs/echoFloat-request.xml}, copied byte for byte) and variants of it. */
final class Seed {

    static final String VALUE = "3.14159";

    /** What the client and the baselines send; Axis2 echoes this charset spelling back. */
    static final String CONTENT_TYPE = "text/xml; charset=UTF-8";

    private static final byte[] REQUEST_BYTES = load();

    private Seed() {
    }

    private static byte[] load() {
        try (InputStream in = Seed.class.getResourceAsStream("/echoFloat-request.xml")) {
            if (in == null) {
                throw new IllegalStateException("echoFloat-request.xml missing from the test class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The seed request, byte for byte. */
    static byte[] request() {
        return REQUEST_BYTES.clone();
    }

    /** The seed request with {@code <input>} holding {@code value} instead of {@value #VALUE}. */
    static byte[] requestWithValue(String value) {
        String seed = new String(REQUEST_BYTES, StandardCharsets.UTF_8);
        String marker = ">" + VALUE + "</input>";
        if (!seed.contains(marker)) {
            throw new IllegalStateException("seed request has no " + marker);
        }
        return seed.replace(marker, ">" + value + "</input>").getBytes(StandardCharsets.UTF_8);
    }
}
