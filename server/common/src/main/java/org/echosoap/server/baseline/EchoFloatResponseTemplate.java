package org.echosoap.server.baseline;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The exact bytes Axis2's EchoFloat answers to the seed request, split around the value so that the
 * baselines (and later the parser variants) can send the same response without any SOAP stack.
 *
 * <p>The resource {@code echoFloat-response.xml} is Axis2's real answer, byte for byte; an integration test
 * compares it with the live service, so the baselines keep sending what Axis2 sends. Axis2 echoes the
 * request's charset spelling in its XML declaration and Content-Type; the client and this template use
 * {@code UTF-8}, so send {@code Content-Type: text/xml; charset=UTF-8} for byte-identical answers.
 */
public final class EchoFloatResponseTemplate {

    /** Content type of Axis2's SOAP 1.1 answers; the baselines send the same. */
    public static final String CONTENT_TYPE = "text/xml;charset=UTF-8";

    /** The value in the seed request, answered unchanged by every endpoint. */
    public static final String SEED_VALUE = "3.14159";

    private static final String VALUE_START = "<result>";
    private static final String VALUE_END = "</result>";

    private static final EchoFloatResponseTemplate INSTANCE = load();

    private final String prefix;
    private final String suffix;
    private final byte[] prefixBytes;
    private final byte[] suffixBytes;
    private final byte[] seedResponseBytes;

    private EchoFloatResponseTemplate(String wholeResponse) {
        int valueFrom = wholeResponse.indexOf(VALUE_START);
        int valueTo = wholeResponse.indexOf(VALUE_END);
        if (valueFrom < 0 || valueTo < valueFrom) {
            throw new IllegalStateException("echoFloat-response.xml has no <result>...</result>");
        }
        valueFrom += VALUE_START.length();
        this.prefix = wholeResponse.substring(0, valueFrom);
        this.suffix = wholeResponse.substring(valueTo);
        this.prefixBytes = prefix.getBytes(StandardCharsets.UTF_8);
        this.suffixBytes = suffix.getBytes(StandardCharsets.UTF_8);
        this.seedResponseBytes = (prefix + SEED_VALUE + suffix).getBytes(StandardCharsets.UTF_8);
    }

    /** The shared instance, loaded once from the class path. */
    public static EchoFloatResponseTemplate get() {
        return INSTANCE;
    }

    private static EchoFloatResponseTemplate load() {
        try (InputStream in = EchoFloatResponseTemplate.class.getResourceAsStream("echoFloat-response.xml")) {
            if (in == null) {
                throw new IllegalStateException("echoFloat-response.xml missing from the class path");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            return new EchoFloatResponseTemplate(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Everything up to the value (UTF-8). Do not modify: shared. */
    public byte[] prefixBytes() {
        return prefixBytes;
    }

    /** Everything after the value (UTF-8). Do not modify: shared. */
    public byte[] suffixBytes() {
        return suffixBytes;
    }

    /** The whole answer to the seed request (value {@value #SEED_VALUE}). Do not modify: shared. */
    public byte[] seedResponseBytes() {
        return seedResponseBytes;
    }

    /** The answer carrying {@code value}, built through {@code String} (the "chars" path). */
    public String responseText(CharSequence value) {
        return new StringBuilder(prefix.length() + value.length() + suffix.length())
                .append(prefix).append(value).append(suffix).toString();
    }
}
