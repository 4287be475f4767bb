package org.echosoap.webapp.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpResponse;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.Stack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Peak live memory of a 10 MB MTOM echo on the real Tomcat, on Axis2, CXF and Metro, the way
 * {@code bench/MtomPeakHeap.java} measures it (docs/mtom.md): while echoes run one at a time, the server is made to
 * collect every {@value #SAMPLE_MILLIS} ms and its heap after each collection is read; the largest reading minus the
 * idle one is what the message held. The bound is generous ({@value #MAX_HELD_PAYLOADS} times the payload, where
 * the stacks held 1.7 to 3.7 times in bench/mtom-memory.sh): it catches a stack that keeps copies of attachments after
 * the answer or buffers one many times, not a few megabytes of difference. A sampled peak can only come out below the true one
 * (a collection may fall between the largest holds), so sampling makes the check lenient, never flaky.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(value = Stack.class, names = {"AXIS2", "CXF", "METRO"})
@ExtendWith(SharedServer.class)
class MtomPeakMemoryIT {

    private static final int PAYLOAD_BYTES = 10_000_000;
    private static final int MAX_HELD_PAYLOADS = 8;
    private static final int SAMPLE_MILLIS = 50;
    private static final long MEASURE_MILLIS = 4_000;
    private static final int MAX_ECHOES = 8;
    private static final String MTOM_TYPE = "multipart/related; type=\"application/xop+xml\"; "
            + "boundary=\"MIMEBoundary_it\"; start=\"<root@it>\"; start-info=\"text/xml\"";
    private static final String INCLUDE = "<xop:Include xmlns:xop=\"http://www.w3.org/2004/08/xop/include\" "
            + "href=\"cid:data@it\"/>";

    @Parameter
    Stack stack;

    @Test
    void a10MbMtomEchoHoldsAFewTimesThePayloadAtMost(EchosoapServer server) throws Exception {
        URI uri = server.uri(stack, "/services/BinaryEchoMtom");
        byte[] body = MtomIT.mtom(MtomIT.envelope("<data>" + INCLUDE + "</data>"), MtomIT.payload(PAYLOAD_BYTES),
                "MIMEBoundary_it");
        for (int i = 0; i < 2; i++) {
            assertEquals(200, Http.postAs(uri, MTOM_TYPE, body, "SOAPAction", "\"\"").statusCode(), "warm-up");
        }
        try (ServerHeap heap = ServerHeap.attach(server.pid())) {
            long idle = Math.min(heap.liveBytesAfterFullGc(), heap.liveBytesAfterFullGc());
            AtomicBoolean running = new AtomicBoolean(true);
            AtomicLong peak = new AtomicLong();
            AtomicInteger samples = new AtomicInteger();
            Thread sampler = new Thread(() -> {
                while (running.get()) {
                    peak.accumulateAndGet(heap.liveBytesAfterFullGc(), Math::max);
                    samples.incrementAndGet();
                    try {
                        Thread.sleep(SAMPLE_MILLIS);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            sampler.start();
            int echoes = 0;
            try {
                long end = System.currentTimeMillis() + MEASURE_MILLIS;
                while (echoes < MAX_ECHOES && (echoes == 0 || System.currentTimeMillis() < end)) {
                    HttpResponse<byte[]> answer = Http.postAs(uri, MTOM_TYPE, body, "SOAPAction", "\"\"");
                    assertEquals(200, answer.statusCode(), stack + ": the echo is served");
                    assertTrue(answer.body().length > PAYLOAD_BYTES, stack + ": the payload comes back");
                    echoes++;
                }
            } finally {
                running.set(false);
                sampler.join();
            }
            long held = Math.max(0, peak.get() - idle);
            int done = echoes;
            assertTrue(samples.get() > 0, "the heap was read while echoing");
            assertTrue(held <= (long) MAX_HELD_PAYLOADS * PAYLOAD_BYTES, () -> stack + ": a 10 MB MTOM echo held "
                    + held / 1_000_000 + " MB at its peak (" + done + " echoes, " + samples.get()
                    + " samples), over " + MAX_HELD_PAYLOADS + " x the payload");
        }
    }
}
