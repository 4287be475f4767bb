package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.List;

/**
 * The checks that every stack's stages must pass, against one of its EchoFloat endpoints on the real
 * Tomcat: each stack's ITs call them on their own WAR ({@code CxfStagesIT}, {@code MetroStagesIT}, ...).
 *
 * <pre>{@code
 * StageChecks.echoFloatsAddUp(server.uri(Stack.CXF, "/services/EchoFloat"), 50);
 * }</pre>
 */
final class StageChecks {

    /** The seed request's SOAPAction. */
    static final String[] ECHO_FLOAT = {"SOAPAction", "\"http://tempuri.org/echoFloat\""};

    private static final String[] ASK = {StageFigures.HEADER, "on"};

    private StageChecks() {
    }

    /** {@code first}'s header pairs, then {@code more}. */
    static String[] headers(String[] first, String... more) {
        String[] all = Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }

    /** Posts {@code body} asking for stages; the answer must carry them and they must add up. */
    static StageFigures post(URI uri, byte[] body, int expectedStatus) throws Exception {
        HttpResponse<byte[]> r = Http.post(uri, body, headers(ECHO_FLOAT, ASK));
        assertEquals(expectedStatus, r.statusCode(), () -> Http.body(r));
        StageFigures f = StageFigures.of(r);
        f.assertAddsUp();
        return f;
    }

    /**
     * {@code messages} seed echoFloats: each answered with the seed's value, each with stages that add up to its
     * Server-Timing, starting in container-in, with inbound, invocation and writing each taking time and bytes, and
     * no security stage.
     */
    static void echoFloatsAddUp(URI uri, int messages) throws Exception {
        String lastHeader = null;
        for (int i = 0; i < messages; i++) {
            HttpResponse<byte[]> r = Http.post(uri, Seed.request(), headers(ECHO_FLOAT, ASK));
            assertEquals(200, r.statusCode(), () -> Http.body(r));
            assertEquals(Seed.VALUE, Xml.echoResult(r.body()), () -> Http.body(r));
            StageFigures f = StageFigures.of(r);
            f.assertAddsUp();
            assertEquals("container-in", f.names().get(0), f::header);
            for (String stage : List.of("inbound", "invocation", "writing")) {
                assertTrue(f.nanos(stage) > 0 && f.bytes(stage) > 0, () -> stage + " empty: " + f.header());
            }
            assertFalse(f.names().contains("security"), f::header);
            lastHeader = f.header();
        }
        System.out.println(uri.getPath() + " " + StageFigures.HEADER + ": " + lastHeader); // for the record
    }

    /** A refused value: a SOAP Fault whose stages add up too, with its writing. */
    static void faultAddsUp(URI uri) throws Exception {
        StageFigures f = post(uri, Seed.requestWithValue("Infinity"), 500);
        assertTrue(f.nanos("writing") > 0, f::header);
    }

    /** Without {@code Echosoap-Stages: on} (absent, or {@code off}) the answer has no stages header. */
    static void noStagesUnlessAsked(URI uri) throws Exception {
        HttpResponse<byte[]> unasked = Http.post(uri, Seed.request(), ECHO_FLOAT);
        assertEquals(200, unasked.statusCode(), () -> Http.body(unasked));
        assertTrue(unasked.headers().firstValue(StageFigures.HEADER).isEmpty(), () -> unasked.headers().toString());
        HttpResponse<byte[]> off = Http.post(uri, Seed.request(), headers(ECHO_FLOAT, StageFigures.HEADER, "off"));
        assertEquals(200, off.statusCode(), () -> Http.body(off));
        assertTrue(off.headers().firstValue(StageFigures.HEADER).isEmpty(), () -> off.headers().toString());
    }

    /** The next signed request to send: each one new (the endpoints refuse a signature seen before). */
    @FunctionalInterface
    interface SignedRequests {
        byte[] next() throws Exception;
    }

    /**
     * The truth check of the security stage: a signed EchoFloat against the plain one, interleaved, medians over
     * 300 messages each after a warm-up of 200: at least 80% of the time the signature adds, stage by stage, is in
     * {@code security}. Every stage's median added time is printed under {@code label}, for the record.
     *
     * <p>Stage by stage, not by totals: on a loaded machine a message is preempted now and then for milliseconds, in
     * whichever stage it is in; the median of each stage is robust to that, the median of the totals is not (it
     * picks up the stall of a random stage).
     *
     * @param stages every stage's wire name, in the pipeline's order
     */
    static void signaturesAddedTimeIsInSecurity(String label, URI plainUri, URI signedUri, SignedRequests signed,
                                                List<String> stages) throws Exception {
        int warmup = 200;
        int measured = 300;
        long[][] plain = new long[stages.size() + 1][measured];
        long[][] secured = new long[stages.size() + 1][measured];
        for (int i = -warmup; i < measured; i++) {
            StageFigures p = post(plainUri, Seed.request(), 200);
            StageFigures s = post(signedUri, signed.next(), 200);
            assertTrue(s.nanos("security") > 0 && s.bytes("security") > 0, s::header);
            if (i >= 0) {
                for (int k = 0; k < stages.size(); k++) {
                    plain[k][i] = p.nanos(stages.get(k));
                    secured[k][i] = s.nanos(stages.get(k));
                }
                plain[stages.size()][i] = p.totalNanos();
                secured[stages.size()][i] = s.totalNanos();
            }
        }
        StringBuilder figures = new StringBuilder("medians of " + measured + ", signed - plain, ns:");
        long addedByStage = 0;
        for (int k = 0; k < stages.size(); k++) {
            long added = median(secured[k]) - median(plain[k]);
            addedByStage += added;
            figures.append(' ').append(stages.get(k)).append('=').append(added);
        }
        long totalAdded = median(secured[stages.size()]) - median(plain[stages.size()]);
        long securityNanos = median(secured[stages.indexOf("security")]);
        figures.append("; stages added ").append(addedByStage).append(", security's share ")
                .append(Math.round(100.0 * securityNanos / addedByStage)).append("%; totals: plain ")
                .append(median(plain[stages.size()])).append(", added ").append(totalAdded);
        System.out.println(label + ": " + figures);
        assertTrue(totalAdded > 0 && addedByStage > 0, figures::toString);
        assertTrue(securityNanos >= 0.8 * addedByStage, figures::toString);
    }

    /** The median of a sample (the upper one of an even count). */
    static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
