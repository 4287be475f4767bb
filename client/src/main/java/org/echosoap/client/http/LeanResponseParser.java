package org.echosoap.client.load;

import java.io.IOException;
import java.io.InputStream;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.HttpResponse;
import org.apache.hc.core5.http.HttpVersion;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.NoHttpResponseException;
import org.apache.hc.core5.http.ProtocolException;
import org.apache.hc.core5.http.io.HttpMessageParser;
import org.apache.hc.core5.http.io.SessionInputBuffer;
import org.apache.hc.core5.http.message.BasicClassicHttpResponse;
import org.apache.hc.core5.http.message.BasicHeader;
import org.apache.hc.core5.util.CharArrayBuffer;

/**
 * The core transport's response-head parser: the status line and the few header fields the client reads
 * (framing, keep-alive, Server-Timing, Content-Type, Location for redirects), parsed from one reused line buffer. HttpCore's own parser
 * keeps every header line in a fresh buffer for lazy parsing, about 1.5 KB per answer of garbage on the load
 * path (the client's allocation per request is part of what it takes from the server on 2 cores).
 * Other header fields are skipped unread. One per connection, like HttpCore's.
 *
 * <pre>{@code
 * new DefaultBHttpClientConnection(Http1Config.DEFAULT, null, null, null, null,
 *         PreformattedRequestWriter::new, config -> new LeanResponseParser());
 * }</pre>
 */
final class LeanResponseParser implements HttpMessageParser<ClassicHttpResponse> {

    /** Header fields kept, in their canonical spelling (field names are case-insensitive). */
    private static final String[] KEPT = {HttpHeaders.CONTENT_LENGTH, HttpHeaders.TRANSFER_ENCODING,
            HttpHeaders.CONNECTION, "Server-Timing", HttpHeaders.CONTENT_TYPE, HttpHeaders.LOCATION};

    private static final int MAX_HEADER_LINES = 100;
    private static final int MAX_LINE_CHARS = 8192;

    private final CharArrayBuffer line = new CharArrayBuffer(128);

    @Override
    public ClassicHttpResponse parse(SessionInputBuffer buffer, InputStream in) throws IOException, HttpException {
        line.clear();
        if (buffer.readLine(line, in) < 0) {
            throw new NoHttpResponseException("the server closed the connection without answering");
        }
        BasicClassicHttpResponse response = statusLine(line);
        for (int lines = 0; ; lines++) {
            line.clear();
            if (buffer.readLine(line, in) < 0) {
                throw new ProtocolException("the answer's header ended early");
            }
            if (line.isEmpty()) {
                return response;
            }
            headerLine(line, lines, response);
        }
    }

    /** "HTTP/1.1 200 OK" (the reason phrase is not kept). The event loop's {@link NioResponseHead} has the same rules. */
    static BasicClassicHttpResponse statusLine(CharArrayBuffer line) throws ProtocolException {
        int n = line.length();
        if (n < 12 || !line.substring(0, 7).equals("HTTP/1.") || line.charAt(8) != ' ') {
            throw new ProtocolException("invalid status line: " + line.substring(0, Math.min(n, 100)));
        }
        char minor = line.charAt(7);
        int code = 0;
        for (int i = 9; i < 12; i++) {
            char c = line.charAt(i);
            if (c < '0' || c > '9') {
                throw new ProtocolException("invalid status code in: " + line.substring(0, Math.min(n, 100)));
            }
            code = code * 10 + (c - '0');
        }
        if (n > 12 && line.charAt(12) != ' ') {
            throw new ProtocolException("invalid status line: " + line.substring(0, Math.min(n, 100)));
        }
        BasicClassicHttpResponse response = new BasicClassicHttpResponse(code);
        response.setVersion(minor == '0' ? HttpVersion.HTTP_1_0 : HttpVersion.HTTP_1_1);
        return response;
    }

    /**
     * Header line number {@code lines} (0-based, not empty): kept on {@code response} if it is one of the fields the
     * client reads, else skipped. The event loop's {@link NioResponseHead} has the same rules, on bytes in place.
     */
    static void headerLine(CharArrayBuffer line, int lines, HttpResponse response) throws IOException, HttpException {
        if (lines >= MAX_HEADER_LINES || line.length() > MAX_LINE_CHARS) {
            throw new MessageConstraintException("answer header too large");
        }
        int colon = line.indexOf(':');
        if (colon <= 0 || line.charAt(0) == ' ' || line.charAt(0) == '\t') {
            throw new ProtocolException("invalid header line: " + line.substring(0, Math.min(line.length(), 100)));
        }
        String name = kept(line, colon);
        if (name != null) {
            response.addHeader(new BasicHeader(name, line.substringTrimmed(colon + 1, line.length())));
        }
    }

    /** The canonical name if the field before {@code colon} is one we keep, else null; allocates nothing. */
    private static String kept(CharArrayBuffer line, int colon) {
        int end = colon;
        while (end > 0 && (line.charAt(end - 1) == ' ' || line.charAt(end - 1) == '\t')) {
            end--;
        }
        for (String name : KEPT) {
            if (name.length() == end && regionMatchesIgnoreCase(line, name)) {
                return name;
            }
        }
        return null;
    }

    private static boolean regionMatchesIgnoreCase(CharArrayBuffer line, String name) {
        for (int i = 0; i < name.length(); i++) {
            if (Character.toLowerCase(line.charAt(i)) != Character.toLowerCase(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the connection can carry the next request: HTTP/1.1 unless {@code Connection: close}, HTTP/1.0 only
     * with {@code Connection: keep-alive}, and only when the body had its own framing (length or chunked).
     */
    static boolean reusable(HttpResponse response) {
        Header connection = response.getFirstHeader(HttpHeaders.CONNECTION);
        boolean http10 = HttpVersion.HTTP_1_0.equals(response.getVersion());
        if (connection != null && containsToken(connection.getValue(), "close")) {
            return false;
        }
        if (http10 && (connection == null || !containsToken(connection.getValue(), "keep-alive"))) {
            return false;
        }
        int code = response.getCode();
        boolean bodyless = code == 204 || code == 304;
        return bodyless || response.getFirstHeader(HttpHeaders.CONTENT_LENGTH) != null
                || response.getFirstHeader(HttpHeaders.TRANSFER_ENCODING) != null;
    }

    private static boolean containsToken(String value, String token) {
        for (int from = 0; from <= value.length() - token.length(); from++) {
            if (value.regionMatches(true, from, token, 0, token.length())) {
                return true;
            }
        }
        return false;
    }
}
