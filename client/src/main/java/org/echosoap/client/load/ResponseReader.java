package org.echosoap.client.load;

import java.io.IOException;
import java.io.InputStream;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.scenario.ResponseCheck;

/**
 * Consumes a response body as a stream through a per-worker buffer, feeding the cheap check; only when the
 * full check is asked for does it keep the whole body (in a reused, growing buffer). One per worker.
 *
 * <p>The checks differ between a SOAP endpoint (count the echoed values) and its baseline (a length), and one
 * answer in 1,000 gets a full DOM check: that client work is not SOAP's cost. The time spent in them is added up
 * in {@link Exchange#checkNanos} and the worker takes it out of the latency, so both sides are timed for the
 * exchange alone (the streaming check keeps the client's memory small on 10 MB answers, which buffering first and
 * checking afterwards would not).
 */
public final class ResponseReader {

    private static final int CHUNK_BYTES = 16 * 1024;
    /** A whole-answer buffer larger than this is dropped after use: big answers are sampled rarely. */
    private static final int KEEP_WHOLE_BUFFER_BYTES = 256 * 1024;
    /** Answers larger than this are only checked cheaply (64 MB). */
    private static final int MAX_FULL_CHECK_BYTES = 1 << 26;
    /** How much of an error answer is kept to report its reason. */
    private static final int ERROR_PREFIX_BYTES = 4096;
    private static final String FAULT_MARKER = ":Fault>";
    /** A body piece shorter than this is checked untimed (~1 ns a byte against ~25 ns a clock read). */
    private static final int UNTIMED_CHECK_BYTES = 512;

    private final byte[] chunk = new byte[CHUNK_BYTES];
    private byte[] whole = new byte[CHUNK_BYTES];

    /** The answer being read: its status, check and outcome; set by {@link #begin}. */
    private int status;
    private ResponseCheck check;
    private ResponseCheck.Verifier verifier;
    /** The last verifier begun, kept for the next answer to reuse ({@link ResponseCheck#begin(ResponseCheck.Verifier)}). */
    private ResponseCheck.Verifier lastVerifier;
    private boolean fullCheck;
    private Exchange outcome;
    private int keepBytes;
    private long total;
    private int wholeLength;

    /**
     * Consumes a whole HTTP answer: the Server-Timing figures, then the body through {@link #read}, the trailers'
     * figures and a redirect's reason. The httpclient transport's (HttpClient's and HttpCore's classic responses are
     * the same type).
     */
    public void consume(org.apache.hc.core5.http.ClassicHttpResponse response, ResponseCheck check, boolean fullCheck,
                        Exchange outcome) throws IOException {
        headers(response, outcome);
        consumeBody(response, check, fullCheck, outcome);
        redirect(response, outcome);
    }

    /** The body of an answer whose head is read already: through {@link #read}, then a chunked body's trailers. */
    public void consumeBody(org.apache.hc.core5.http.ClassicHttpResponse response, ResponseCheck check,
                            boolean fullCheck, Exchange outcome) throws IOException {
        org.apache.hc.core5.http.HttpEntity entity = response.getEntity();
        if (entity == null) {
            read(null, response.getCode(), check, fullCheck, outcome);
        } else {
            try (InputStream body = entity.getContent()) {
                read(body, response.getCode(), check, fullCheck, outcome);
                if (body instanceof org.apache.hc.core5.http.impl.io.ChunkedInputStream chunked) {
                    trailers(java.util.Arrays.asList(chunked.getFooters()), outcome);
                }
            }
        }
    }

    /** The head's Server-Timing figures (before the body is read). */
    static void headers(org.apache.hc.core5.http.HttpResponse response, Exchange outcome) {
        org.apache.hc.core5.http.Header timing = response.getFirstHeader("Server-Timing");
        figures(timing == null ? null : timing.getValue(), outcome);
        outcome.headAppMicros = outcome.serverAppMicros;
        outcome.headAllocatedBytes = outcome.serverAllocatedBytes;
        org.apache.hc.core5.http.Header stages = response.getFirstHeader("Echosoap-Stages");
        if (stages != null) {
            outcome.stages.read(stages.getValue()); // these transports hold a String per field anyway
        }
    }

    /**
     * A streamed answer larger than the server's buffer carries the whole message's Server-Timing in a chunked
     * trailer (the header's figures stop at the first chunk): when present, it replaces the header's. HttpCore's
     * entity does not expose trailers, its chunked stream and chunk decoder do: the core and nio transports read
     * them; HttpClient's wraps the stream, so that transport keeps the header's figures.
     */
    public static void trailers(java.util.List<? extends org.apache.hc.core5.http.Header> trailers, Exchange outcome) {
        if (trailers == null) {
            return; // HttpCore's decoders answer null for "none"
        }
        for (org.apache.hc.core5.http.Header field : trailers) {
            if ("Server-Timing".equalsIgnoreCase(field.getName())) {
                figures(field.getValue(), outcome);
                return;
            }
        }
    }

    private static void figures(String serverTimingValue, Exchange outcome) {
        ServerTiming figures = new ServerTiming().read(serverTimingValue);
        outcome.serverAppMicros = figures.appMicros();
        outcome.serverAllocatedBytes = figures.allocatedBytes();
    }

    /** A 3xx answer's reason names where it points, since the client never follows redirects. */
    static void redirect(org.apache.hc.core5.http.HttpResponse response, Exchange outcome) {
        org.apache.hc.core5.http.Header location = response.getFirstHeader("Location");
        redirect(response.getCode(), location == null ? null : location.getValue(), outcome);
    }

    /** {@link #redirect(org.apache.hc.core5.http.HttpResponse, Exchange)} from the status and Location (or null). */
    public static void redirect(int status, String location, Exchange outcome) {
        if (outcome.errorKind == ErrorKind.HTTP_STATUS && status / 100 == 3 && location != null) {
            outcome.errorReason = "HTTP " + status + " redirect to " + location
                    + " (echosoap does not follow redirects: give the final URL)";
        }
    }

    /**
     * Reads {@code body} to its end. For a 200 answer the check's verdict decides; for other statuses the
     * body is scanned for a SOAP Fault so faults are told apart from other HTTP errors.
     *
     * @return the number of body bytes read
     */
    public long read(InputStream body, int status, ResponseCheck check, boolean fullCheck, Exchange outcome)
            throws IOException {
        begin(status, check, fullCheck, outcome);
        if (body != null) {
            for (int n; (n = body.read(chunk)) >= 0; ) {
                feed(chunk, 0, n);
            }
        }
        return finish();
    }

    /**
     * Starts reading an answer's body piece by piece ({@link #feed} as bytes arrive, then {@link #finish}): the
     * event loop's way, where a body comes in as many reads as the network gives.
     */
    public void begin(int status, ResponseCheck check, boolean fullCheck, Exchange outcome) {
        this.status = status;
        this.check = check;
        this.fullCheck = fullCheck;
        this.outcome = outcome;
        this.verifier = status == 200 ? (lastVerifier = check.begin(lastVerifier)) : null;
        // Keep the whole answer for the full check; of an error answer only its start (the fault reason is there).
        this.keepBytes = fullCheck && status == 200 ? MAX_FULL_CHECK_BYTES : status != 200 ? ERROR_PREFIX_BYTES : 0;
        this.total = 0;
        this.wholeLength = 0;
    }

    /**
     * The next {@code n} body bytes of the answer begun. The cheap check of a piece under {@link
     * #UNTIMED_CHECK_BYTES} is not timed: scanning it costs less than the two clock reads that would time it.
     */
    public void feed(byte[] bytes, int offset, int n) {
        if (verifier != null && n < UNTIMED_CHECK_BYTES) {
            verifier.feed(bytes, offset, n);
        } else if (verifier != null) {
            long checkStart = System.nanoTime();
            verifier.feed(bytes, offset, n);
            outcome.checkNanos += System.nanoTime() - checkStart;
        }
        int keep = Math.min(n, keepBytes - wholeLength);
        if (keep > 0) {
            if (wholeLength + keep > whole.length) {
                whole = java.util.Arrays.copyOf(whole, Math.max(whole.length * 2, wholeLength + keep));
            }
            System.arraycopy(bytes, offset, whole, wholeLength, keep);
            wholeLength += keep;
        }
        total += n;
    }

    /**
     * The body ended: the verdict (a fault or HTTP error for a non-200 status, the check's for a 200) goes into the
     * outcome.
     *
     * @return the number of body bytes read
     */
    public long finish() {
        outcome.responseBytes = total;
        if (status != 200) {
            String text = new String(whole, 0, Math.min(wholeLength, 4096), java.nio.charset.StandardCharsets.UTF_8);
            if (text.contains(FAULT_MARKER)) {
                outcome.fail(ErrorKind.SOAP_FAULT, "HTTP " + status + " SOAP Fault: " + faultString(text));
            } else {
                outcome.fail(ErrorKind.HTTP_STATUS, "HTTP " + status + firstLine(text));
            }
            return total;
        }
        String verdict = verifier.verdict(); // a comparison: not worth two clock reads
        if (verdict == null && fullCheck && wholeLength < MAX_FULL_CHECK_BYTES) {
            long checkStart = System.nanoTime();
            verdict = check.fullCheck(whole, wholeLength);
            outcome.checkNanos += System.nanoTime() - checkStart;
        }
        if (whole.length > KEEP_WHOLE_BUFFER_BYTES) {
            whole = new byte[CHUNK_BYTES]; // the client holds at most one big answer at a time per connection
        }
        if (verdict != null) {
            outcome.fail(ErrorKind.WRONG_ANSWER, verdict);
        }
        return total;
    }

    /** A reusable buffer of {@code CHUNK_BYTES} for whoever reads the body into this reader. */
    public byte[] chunk() {
        return chunk;
    }

    private static String faultString(String text) {
        int start = text.indexOf("<faultstring>");
        int end = text.indexOf("</faultstring>");
        if (start < 0 || end < start) {
            int reason = text.indexOf(":Text");
            return reason < 0 ? "(no faultstring)" : text.substring(reason, Math.min(text.length(), reason + 200));
        }
        return text.substring(start + 13, end);
    }

    private static String firstLine(String text) {
        String line = text.strip().lines().findFirst().orElse("");
        return line.isEmpty() ? "" : ": " + (line.length() > 200 ? line.substring(0, 200) + "..." : line);
    }
}
