package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One answer's {@code Echosoap-Stages} header read beside its {@code Server-Timing}: each stage's exclusive
 * ns and bytes, and the checks every stack's stages must pass (bytes add up to {@code alloc} exactly, ns to
 * {@code app} within its microsecond rounding).
 *
 * <pre>{@code
 * StageFigures f = StageFigures.of(Http.post(uri, Seed.request(), "Echosoap-Stages", "on"));
 * f.assertAddsUp();
 * long invocationNanos = f.nanos("invocation");
 * }</pre>
 */
final class StageFigures {

    /** The header's name, request and response. */
    static final String HEADER = "Echosoap-Stages";

    private static final Pattern STAGE = Pattern.compile("([a-z-]+);ns=(-?\\d+)(?:;bytes=(-?\\d+))?");
    private static final Pattern APP = Pattern.compile("app;dur=([0-9.]+)");
    private static final Pattern ALLOC = Pattern.compile("alloc;dur=(\\d+)");

    private final String header;
    private final Map<String, long[]> stages;
    private final long appNanos;
    private final long allocBytes;

    private StageFigures(String header, Map<String, long[]> stages, long appNanos, long allocBytes) {
        this.header = header;
        this.stages = stages;
        this.appNanos = appNanos;
        this.allocBytes = allocBytes;
    }

    /** The figures of an answer to a request that sent {@code Echosoap-Stages: on}; fails when it has none. */
    static StageFigures of(HttpResponse<?> response) {
        String header = response.headers().firstValue(HEADER).orElse(null);
        assertNotNull(header, () -> "no " + HEADER + " header: " + response.headers().map());
        String timing = response.headers().firstValue("Server-Timing").orElseThrow();
        Map<String, long[]> stages = new LinkedHashMap<>();
        for (String part : header.split(",\\s*")) {
            Matcher m = STAGE.matcher(part.strip());
            assertTrue(m.matches(), () -> "a stage 'name;ns=N;bytes=B': " + part + " in " + header);
            long bytes = m.group(3) == null ? -1 : Long.parseLong(m.group(3));
            stages.put(m.group(1), new long[] {Long.parseLong(m.group(2)), bytes});
        }
        Matcher app = APP.matcher(timing);
        Matcher alloc = ALLOC.matcher(timing);
        assertTrue(app.find() && alloc.find(), timing);
        long appNanos = new BigDecimal(app.group(1)).movePointRight(6).longValueExact();
        return new StageFigures(header, stages, appNanos, Long.parseLong(alloc.group(1)));
    }

    /**
     * Bytes add up to Server-Timing's {@code alloc} exactly; ns to its {@code app} (microseconds, rounded) within
     * 1% and 1 µs; no stage negative.
     */
    void assertAddsUp() {
        long sumNanos = 0;
        long sumBytes = 0;
        for (Map.Entry<String, long[]> e : stages.entrySet()) {
            assertTrue(e.getValue()[0] >= 0 && e.getValue()[1] >= 0, () -> e.getKey() + " negative: " + header);
            sumNanos += e.getValue()[0];
            sumBytes += e.getValue()[1];
        }
        assertEquals(allocBytes, sumBytes, () -> "stage bytes against alloc: " + header);
        long diff = Math.abs(sumNanos - appNanos);
        long allowed = 1_000 + appNanos / 100;
        long total = sumNanos;
        assertTrue(diff <= allowed, () -> "stage ns " + total + " against app " + appNanos + " ns: " + header);
    }

    /** The stages in the header's order (pipeline order). */
    List<String> names() {
        return List.copyOf(stages.keySet());
    }

    /** A stage's exclusive ns, 0 when it was not entered. */
    long nanos(String stage) {
        long[] f = stages.get(stage);
        return f == null ? 0 : f[0];
    }

    /** A stage's bytes, 0 when it was not entered. */
    long bytes(String stage) {
        long[] f = stages.get(stage);
        return f == null ? 0 : f[1];
    }

    /** Every stage's ns added up. */
    long totalNanos() {
        return stages.values().stream().mapToLong(f -> f[0]).sum();
    }

    String header() {
        return header;
    }
}
