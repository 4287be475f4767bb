package org.echosoap.client.report.html;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The href from the report's directory to a file next to a result (a flame graph, a recording): relative, so the
 * report and its results can be moved or published together; each segment percent-encoded, so a space or a '#' in a
 * directory name stays part of the path.
 *
 * <pre>{@code
 * RelativeLink.href(Path.of("/r"), Path.of("/r/runs/a b/flame.html")); // "runs/a%20b/flame.html"
 * }</pre>
 */
final class RelativeLink {

    private RelativeLink() {
    }

    /**
     * The relative href from {@code fromDirectory} to {@code target} (both made absolute); a file URI when no relative
     * path leads there (another drive).
     */
    static String href(Path fromDirectory, Path target) {
        Path from = fromDirectory.toAbsolutePath().normalize();
        Path to = target.toAbsolutePath().normalize();
        Path relative;
        try {
            relative = from.relativize(to);
        } catch (IllegalArgumentException otherRoot) {
            return to.toUri().toASCIIString();
        }
        StringBuilder sb = new StringBuilder();
        for (Path segment : relative) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(encode(segment.toString()));
        }
        return sb.toString();
    }

    /** Percent-encodes everything but RFC 3986's unreserved characters (and keeps ".." as it is). */
    private static String encode(String segment) {
        StringBuilder sb = new StringBuilder();
        for (byte b : segment.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.'
                    || c == '_' || c == '~') {
                sb.append((char) c);
            } else {
                sb.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return sb.toString();
    }
}
