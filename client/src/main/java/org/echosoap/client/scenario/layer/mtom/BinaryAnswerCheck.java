package org.echosoap.client.scenario.layer.mtom;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.Locale;
import org.echosoap.client.scenario.ResponseCheck;

/**
 * Checks a binary echo answer without a DOM: the body is collected (up to a cap a little above the expected answer,
 * so a runaway answer cannot exhaust the client), then the {@code <return>} element is found and its value compared
 * with what was sent. In an MTOM answer the root part's {@code <return>} must hold an {@code xop:Include} whose
 * {@code cid:} names a part, and that part's bytes must equal the payload; in a base64 answer the text must be the
 * payload's base64 (compared as bytes; decoded only when the stack wrote it differently, e.g. with line breaks).
 * sendBinary's answer is the number of bytes, in either form.
 *
 * <pre>{@code
 * ResponseCheck c = BinaryAnswerCheck.bytes(BinaryAnswerCheck.Form.MTOM, payload);
 * }</pre>
 */
public final class BinaryAnswerCheck implements ResponseCheck {

    /** The form the answer must have. */
    public enum Form { MTOM, BASE64, EITHER }

    private static final byte[] RETURN_START = "<return>".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] RETURN_END = "</return>".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] FAULT = "Fault>".getBytes(StandardCharsets.US_ASCII);
    private static final int SLACK_BYTES = 1 << 20;

    private final Form form;
    private final byte[] expected;
    private final byte[] expectedBase64;
    private final String expectedText;
    private final int maxAnswerBytes;

    private BinaryAnswerCheck(Form form, byte[] expected, String expectedText, int maxAnswerBytes) {
        this.form = form;
        this.expected = expected;
        this.expectedBase64 = expected == null ? null : Base64.getEncoder().encode(expected);
        this.expectedText = expectedText;
        this.maxAnswerBytes = maxAnswerBytes;
    }

    /** An answer that must carry {@code payload} in {@code form}. */
    public static BinaryAnswerCheck bytes(Form form, byte[] payload) {
        long cap = (long) payload.length * 4 / 3 + SLACK_BYTES;
        return new BinaryAnswerCheck(form, payload, null, (int) Math.min(Integer.MAX_VALUE - 16, cap));
    }

    /** sendBinary's answer: the number {@code count}, as text in either form. */
    public static BinaryAnswerCheck count(int count) {
        return new BinaryAnswerCheck(Form.EITHER, null, Integer.toString(count), SLACK_BYTES);
    }

    @Override
    public Verifier begin() {
        return new Verifier() {
            private byte[] body = new byte[8192];
            private int length;
            private boolean overflow;

            @Override
            public void feed(byte[] chunk, int offset, int n) {
                if (overflow) {
                    return;
                }
                if (length + n > maxAnswerBytes) {
                    overflow = true;
                    return;
                }
                if (length + n > body.length) {
                    body = Arrays.copyOf(body, Math.min(maxAnswerBytes, Math.max(length + n, body.length * 2)));
                }
                System.arraycopy(chunk, offset, body, length, n);
                length += n;
            }

            @Override
            public String verdict() {
                if (overflow) {
                    return String.format(Locale.ROOT, "answer is larger than %,d bytes, far beyond the payload",
                            maxAnswerBytes);
                }
                return check(body, length);
            }
        };
    }

    @Override
    public String fullCheck(byte[] body, int length) {
        return check(body, length);
    }

    String check(byte[] body, int length) {
        boolean multipart = MultipartBody.looksMultipart(body, length);
        if (multipart && form == Form.BASE64) {
            return "answer is a multipart (MTOM) message; this service answers in base64 text";
        }
        if (!multipart && form == Form.MTOM) {
            return "answer is not an MTOM message (no multipart/related body): " + fault(body, 0, length);
        }
        MultipartBody parts = null;
        int rootStart = 0;
        int rootEnd = length;
        if (multipart) {
            try {
                parts = MultipartBody.parse(body, length);
            } catch (IllegalArgumentException e) {
                return "MTOM answer: " + e.getMessage();
            }
            rootStart = parts.parts().get(0).start();
            rootEnd = parts.parts().get(0).end();
        }
        int open = MultipartBody.indexOf(body, rootStart, rootEnd, RETURN_START);
        int close = open < 0 ? -1 : MultipartBody.indexOf(body, open, rootEnd, RETURN_END);
        if (open < 0 || close < 0) {
            return "answer has no <return> element: " + fault(body, rootStart, rootEnd);
        }
        int from = open + RETURN_START.length;
        if (expectedText != null) {
            String got = new String(body, from, close - from, StandardCharsets.UTF_8).strip();
            return got.equals(expectedText) ? null : "sendBinary answered " + abbreviate(got) + ", expected "
                    + expectedText;
        }
        String value = new String(body, from, Math.min(close - from, 200), StandardCharsets.ISO_8859_1);
        if (value.contains("Include")) {
            return multipart ? attachment(body, parts, value) : "answer holds an xop:Include outside an MTOM message";
        }
        if (form == Form.MTOM) {
            return "MTOM answer carries the bytes as base64 text, not as an attachment";
        }
        return base64(body, from, close);
    }

    private String attachment(byte[] body, MultipartBody parts, String value) {
        int href = value.indexOf("href=");
        if (href < 0 || href + 6 >= value.length()) {
            return "xop:Include without an href";
        }
        char quote = value.charAt(href + 5);
        int end = value.indexOf(quote, href + 6);
        String uri = end < 0 ? "" : value.substring(href + 6, end);
        if (!uri.startsWith("cid:")) {
            return "xop:Include href is not a cid: URI: " + abbreviate(uri);
        }
        String id = URLDecoder.decode(uri.substring(4), StandardCharsets.UTF_8);
        MultipartBody.Part part = parts.byContentId(id);
        if (part == null) {
            return "xop:Include names part <" + id + ">, which the answer does not have";
        }
        int n = part.end() - part.start();
        if (n != expected.length) {
            return String.format(Locale.ROOT, "attachment holds %,d bytes, expected %,d", n, expected.length);
        }
        if (!Arrays.equals(body, part.start(), part.end(), expected, 0, expected.length)) {
            return "attachment bytes differ from the payload (first at byte " + Arrays.mismatch(
                    Arrays.copyOfRange(body, part.start(), part.end()), expected) + ")";
        }
        return null;
    }

    private String base64(byte[] body, int from, int to) {
        if (Arrays.equals(body, from, to, expectedBase64, 0, expectedBase64.length)) {
            return null;
        }
        byte[] got;
        try {
            got = Base64.getMimeDecoder().decode(Arrays.copyOfRange(body, from, to));
        } catch (IllegalArgumentException e) {
            return "answer's <return> is not base64: " + e.getMessage();
        }
        if (got.length != expected.length) {
            return String.format(Locale.ROOT, "answer decodes to %,d bytes, expected %,d", got.length,
                    expected.length);
        }
        return Arrays.equals(got, expected) ? null : "answer's bytes differ from the payload (first at byte "
                + Arrays.mismatch(got, expected) + ")";
    }

    /** A short description of a body that is not the expected answer: its fault string when it is a fault. */
    private static String fault(byte[] body, int from, int to) {
        int f = MultipartBody.indexOf(body, from, to, FAULT);
        String text = new String(body, from, Math.min(to - from, 4000), StandardCharsets.UTF_8);
        int s = text.indexOf("<faultstring>");
        if (f >= 0 && s >= 0) {
            int e = text.indexOf("</faultstring>", s);
            return "a SOAP Fault: " + abbreviate(text.substring(s + 13, e < 0 ? text.length() : e));
        }
        return abbreviate(text);
    }

    private static String abbreviate(String s) {
        String one = s.replaceAll("\\s+", " ");
        return one.length() <= 160 ? one : one.substring(0, 159) + "…";
    }
}
