package org.echosoap.client.load;

import java.io.IOException;
import java.io.InputStream;
import org.echosoap.client.scenario.ResponseCheck;

/**
 * Consumes a response body as a stream through a per-worker buffer, feeding the cheap check; only when the
 * full check is asked for does it keep the whole body (in a reused, growing buffer). One per worker.
 */
public final class ResponseReader {

    private static final int CHUNK_BYTES = 16 * 1024;
    private static final String FAULT_MARKER = ":Fault>";

    private final byte[] chunk = new byte[CHUNK_BYTES];
    private byte[] whole = new byte[CHUNK_BYTES];

    /**
     * Reads {@code body} to its end. For a 200 answer the check's verdict decides; for other statuses the
     * body is scanned for a SOAP Fault so faults are told apart from other HTTP errors.
     *
     * @return the number of body bytes read
     */
    long read(InputStream body, int status, ResponseCheck check, boolean fullCheck, Exchange outcome)
            throws IOException {
        ResponseCheck.Verifier verifier = status == 200 ? check.begin() : null;
        boolean keepWhole = fullCheck || status != 200;
        long total = 0;
        int wholeLength = 0;
        if (body != null) {
            for (int n; (n = body.read(chunk)) >= 0; ) {
                if (verifier != null) {
                    verifier.feed(chunk, 0, n);
                }
                if (keepWhole && wholeLength < 1 << 26) {
                    if (wholeLength + n > whole.length) {
                        whole = java.util.Arrays.copyOf(whole, Math.max(whole.length * 2, wholeLength + n));
                    }
                    System.arraycopy(chunk, 0, whole, wholeLength, n);
                    wholeLength += n;
                }
                total += n;
            }
        }
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
        String verdict = verifier.verdict();
        if (verdict == null && fullCheck) {
            verdict = check.fullCheck(whole, wholeLength);
        }
        if (verdict != null) {
            outcome.fail(ErrorKind.WRONG_ANSWER, verdict);
        }
        return total;
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
