package org.echosoap.client.scenario.layer.mtom;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A {@code multipart/related} body cut into its parts, without copying them: the boundary is read from the first
 * delimiter line (the answer's Content-Type header is not needed), each part's headers are parsed, its content is a
 * range of the body. Enough MIME for MTOM answers; a body that is not a well-formed multipart is an
 * {@link IllegalArgumentException} naming what is wrong.
 *
 * <pre>{@code
 * MultipartBody m = MultipartBody.parse(body, length);
 * MultipartBody.Part root = m.parts().get(0);
 * MultipartBody.Part data = m.byContentId("abc@cxf.apache.org");
 * }</pre>
 */
final class MultipartBody {

    /** A part: its Content-ID (without angle brackets, or null) and where its content lies in the body. */
    record Part(String contentId, int start, int end) {
    }

    private final List<Part> parts;

    private MultipartBody(List<Part> parts) {
        this.parts = List.copyOf(parts);
    }

    List<Part> parts() {
        return parts;
    }

    /** The part whose Content-ID is {@code id} (brackets and case of the header name ignored), or null. */
    Part byContentId(String id) {
        for (Part p : parts) {
            if (id.equals(p.contentId())) {
                return p;
            }
        }
        return null;
    }

    /**
     * Whether {@code body} starts like a multipart body: its first line a {@code --boundary} delimiter, after line
     * breaks if any (CXF writes one before the first delimiter).
     */
    static boolean looksMultipart(byte[] body, int length) {
        int s = start(body, length);
        return length - s > 2 && body[s] == '-' && body[s + 1] == '-';
    }

    private static int start(byte[] body, int length) {
        int s = 0;
        while (s < length && (body[s] == '\r' || body[s] == '\n')) {
            s++;
        }
        return s;
    }

    static MultipartBody parse(byte[] body, int length) {
        int first = start(body, length);
        int eol = indexOf(body, first, length, new byte[] {'\r', '\n'});
        if (!looksMultipart(body, length) || eol < 0) {
            throw new IllegalArgumentException("not a multipart body: it does not start with a --boundary line");
        }
        byte[] delimiter = ("\r\n" + new String(body, first, eol - first, StandardCharsets.ISO_8859_1))
                .getBytes(StandardCharsets.ISO_8859_1);
        List<Part> parts = new ArrayList<>();
        int pos = eol + 2; // after the first delimiter line
        while (true) {
            int headersEnd = indexOf(body, pos, length, new byte[] {'\r', '\n', '\r', '\n'});
            if (headersEnd < 0) {
                throw new IllegalArgumentException("part " + (parts.size() + 1) + " has no end of its headers");
            }
            String headers = new String(body, pos, headersEnd - pos, StandardCharsets.ISO_8859_1);
            int contentStart = headersEnd + 4;
            int next = indexOf(body, contentStart, length, delimiter);
            if (next < 0) {
                throw new IllegalArgumentException("part " + (parts.size() + 1) + " is not closed by a delimiter");
            }
            parts.add(new Part(contentId(headers), contentStart, next));
            int after = next + delimiter.length;
            if (after + 1 < length && body[after] == '-' && body[after + 1] == '-') {
                return new MultipartBody(parts);
            }
            int lineEnd = indexOf(body, after, length, new byte[] {'\r', '\n'});
            if (lineEnd < 0) {
                throw new IllegalArgumentException("delimiter after part " + parts.size() + " is not followed by CRLF");
            }
            pos = lineEnd + 2;
        }
    }

    private static String contentId(String headers) {
        for (String line : headers.split("\r\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).strip().toLowerCase(Locale.ROOT).equals("content-id")) {
                String v = line.substring(colon + 1).strip();
                return v.startsWith("<") && v.endsWith(">") ? v.substring(1, v.length() - 1) : v;
            }
        }
        return null;
    }

    /** The first index of {@code needle} in {@code body[from, to)}, or -1. */
    static int indexOf(byte[] body, int from, int to, byte[] needle) {
        byte first = needle[0];
        int last = to - needle.length;
        outer:
        for (int i = from; i <= last; i++) {
            if (body[i] != first) {
                continue;
            }
            for (int j = 1; j < needle.length; j++) {
                if (body[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
