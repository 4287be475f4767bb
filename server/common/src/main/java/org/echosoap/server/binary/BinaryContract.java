package org.echosoap.server.binary;

import java.util.Locale;

/**
 * The binary echo contract's names and limits, the same on Axis2, CXF and Metro. {@code echoBinary(data) -> data},
 * {@code sendBinary(data) -> int length} (upload only), {@code getBinary(length) -> data} (download only), in the
 * namespace {@value #NAMESPACE}, document/literal wrapped, children unqualified. Served twice per stack: at
 * {@value #BASE64_SERVICE} the answers carry the bytes as base64 text; at {@value #MTOM_SERVICE} as an MTOM/XOP
 * attachment. Both take either kind of request.
 *
 * <pre>{@code
 * byte[] b = BinaryContract.pattern(1000);            // what getBinary(1000) answers
 * String why = BinaryContract.tooLarge("echoBinary", 20_000_000); // the fault reason, or null
 * }</pre>
 */
public final class BinaryContract {

    /** The contract's namespace. */
    public static final String NAMESPACE = "urn:echosoap:binary";

    /** The service answering in base64 text. */
    public static final String BASE64_SERVICE = "BinaryEcho";
    /** The service answering with MTOM attachments. */
    public static final String MTOM_SERVICE = "BinaryEchoMtom";

    /** The system property that changes {@link #DEFAULT_MAX_DATA_BYTES}. */
    public static final String MAX_DATA_PROPERTY = "echosoap.maxBinaryDataBytes";

    /** 16 MiB: the largest payload (decoded bytes) a request may carry or getBinary may be asked for. */
    public static final int DEFAULT_MAX_DATA_BYTES = 16 * 1024 * 1024;

    private BinaryContract() {
    }

    /** The configured payload limit in bytes. */
    public static int maxDataBytes() {
        String configured = System.getProperty(MAX_DATA_PROPERTY);
        if (configured == null || configured.isBlank()) {
            return DEFAULT_MAX_DATA_BYTES;
        }
        try {
            return Integer.parseInt(configured.strip());
        } catch (NumberFormatException e) {
            throw new IllegalStateException(MAX_DATA_PROPERTY + " must be a number of bytes, got '" + configured + "'");
        }
    }

    /** Why {@code operation}'s payload of {@code bytes} is refused, or null when it is within the limit. */
    public static String tooLarge(String operation, long bytes) {
        int max = maxDataBytes();
        if (bytes <= max) {
            return null;
        }
        return String.format(Locale.ROOT, "%s data of %,d bytes exceeds the limit of %,d bytes (%s)", operation,
                bytes, max, MAX_DATA_PROPERTY);
    }

    /** Why getBinary cannot answer {@code length} bytes, or null when it can. */
    public static String badLength(long length) {
        if (length < 0) {
            return "getBinary length must be 0 or more, got " + length;
        }
        return tooLarge("getBinary", length);
    }

    /**
     * The bytes getBinary answers: byte {@code i} is {@code i % 251} (a prime, so the pattern does not line up with
     * base64's 3-byte groups or with buffer sizes). The client builds the same bytes to check answers.
     */
    public static byte[] pattern(int length) {
        byte[] b = new byte[length];
        for (int i = 0; i < length; i++) {
            b[i] = (byte) (i % 251);
        }
        return b;
    }
}
