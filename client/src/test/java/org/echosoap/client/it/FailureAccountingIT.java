package org.echosoap.client.it;

import org.echosoap.client.scenario.SeedMessages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.echosoap.client.config.RunOptions;
import org.echosoap.client.load.AbortSignal;
import org.echosoap.client.result.ErrorKind;
import org.echosoap.client.result.MeasuredRun;
import org.echosoap.client.load.Measurement;
import org.echosoap.client.load.Preflight;
import org.echosoap.client.result.BlockOutcome;
import org.echosoap.client.scenario.EchoFloatCheck;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.stats.Histograms;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Failed requests are counted by kind and their latency never enters the success histograms, against the real
 * Tomcat: timeouts (the server frozen with SIGSTOP under the client jar, and a spin longer than {@code --timeout}),
 * SOAP Faults (Axis2's and a parser variant's HTTP 500 Fault), other HTTP statuses (400, 404).
 *
 * <p>Why a timed-out request is the sharpest test: its latency is at least the timeout, so one recorded by mistake
 * shows as a maximum above the timeout and as a histogram count above the number of successes.
 */
@ExtendWith(ClientServer.class)
class FailureAccountingIT {

    private static final long TIMEOUT_MILLIS = 200;

    @Test
    void aFrozenServerGivesTimeoutsThatStayOutOfTheHistogram(EchosoapServer server) throws Exception {
        Path out = ItPaths.root().resolve("client/target/it-results/faults-frozen");
        // One endpoint, one trial: the histogram in result.json is the histogram of the trial with the timeouts.
        ClientProcess client = ClientProcess.start("run", "--target", server.uri("").toString(), "--scenario", "null",
                "--connections", "1", "--repeat", "1", "--warmup", "0s", "--prime", "0s", "--duration", "2000ms",
                "--timeout", TIMEOUT_MILLIS + "ms", "--max-errors", "0", "--out", out.toString(), "--force");
        ClientProcess.Outcome o;
        try {
            client.awaitFirstBlockStarted(Duration.ofSeconds(60)); // the measured block has started
            Thread.sleep(300);
            ClientProcess.sendSignal("STOP", server.pid());
            try {
                Thread.sleep(6 * TIMEOUT_MILLIS); // long enough for five timeouts
            } finally {
                ClientProcess.sendSignal("CONT", server.pid()); // never leave the shared server frozen
            }
            o = client.awaitExit(Duration.ofSeconds(60));
        } finally {
            client.destroyIfAlive();
        }

        assertEquals(1, o.exitCode(), "failed requests make exit code 1\n" + o.stdout() + o.stderr());
        ClientFaultsIT.assertNoStackTrace(o);
        JsonNode r = ClientFaultsIT.readResult(out);
        assertTrue(r.get("complete").asBoolean(), "--max-errors 0: the run goes on");
        JsonNode run = ClientFaultsIT.run(r, "null");
        JsonNode trial = run.get("blocks").get(0);
        long successes = trial.get("requests").asLong();
        long timeouts = run.get("errorsByKind").get("timeout").get("count").asLong();
        assertTrue(timeouts >= 3, "timeouts while the server was frozen: " + run.get("errorsByKind"));
        assertEquals(run.get("errors").asLong(), timeouts, "only timeouts: " + run.get("errorsByKind"));
        assertEquals(timeouts, trial.get("errors").asLong(), "counted in their trial");
        assertTrue(successes > 0, "successes before and after the freeze");

        assertEquals(successes, run.get("latencyMicros").get("count").asLong(), "latency summary = successes only");
        Histogram h = Histograms.fromCompressedBase64(run.get("histogram").asText());
        assertEquals(successes, h.getTotalCount(), "histogram count = successes only");
        // Every request sent is a success or an error, once: a failure also timed would count twice. (The first
        // requests of the block settle unrecorded, and the one in flight when the window closed is sent but dropped.)
        long sent = run.get("requestsSent").asLong() - r.get("settings").get("settleRequests").asLong();
        assertTrue(successes + timeouts == sent || successes + timeouts == sent - 1,
                successes + " timed + " + timeouts + " errors vs " + sent + " sent after settling");
        // A timed-out request took at least the timeout. At most the one request in flight when the server resumed
        // can succeed close to it (its answer arrives just in time, then the loaded client thread finishes it late).
        long atOrAboveTimeout = h.getTotalCount() - h.getCountBetweenValues(0, TIMEOUT_MILLIS * 1_000 - 1);
        assertTrue(atOrAboveTimeout <= 1, atOrAboveTimeout + " latencies >= " + TIMEOUT_MILLIS
                + " ms in the histogram, " + timeouts + " timeouts: timed-out requests were recorded");
    }

    @Test
    void faultsStatusesAndTimeoutsAreCountedByKindAndNeverTimed(EchosoapServer server) throws Exception {
        byte[] broken = "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><broken"
                .getBytes(StandardCharsets.UTF_8);
        EchoFloatCheck check = new EchoFloatCheck(SeedMessages.SEED_VALUE);
        String xml = SeedMessages.SOAP11_CONTENT_TYPE;
        Endpoint ok = SeedMessages.baseline("null");
        Endpoint axis2Fault = new Endpoint("axis2-fault", "/services/EchoFloat", broken, xml, null, check);
        Endpoint variantFault = new Endpoint("variant-fault", "/variant/dom?input=stream", broken, xml, null, check);
        Endpoint badRequest = new Endpoint("status-400", "/baseline/spin?micros=soon", ok.requestBody(), xml, null, check);
        Endpoint notFound = new Endpoint("status-404", "/no-such-servlet", ok.requestBody(), xml, null, check);
        // 250 ms of server CPU per request, timed out after 100 ms: every request is a timeout.
        Endpoint slow = new Endpoint("slow", "/baseline/spin?micros=250000", ok.requestBody(), xml, null, check);
        RunOptions.Builder settings = RunOptions.builder(server.uri(""))
                .connections(1).repeat(1).precision(org.echosoap.client.config.PrecisionTarget.OFF)
                .warmup(Duration.ofMillis(100)).prime(Duration.ofMillis(200))
                .duration(Duration.ofMillis(400)).maxErrors(0).quiet(true)
                .outDir(ItPaths.root().resolve("client/target/it-results/faults-kinds"));
        // A generous timeout for the answers (this machine is shared), a short one for the spin that outlasts it.
        RunOptions options = settings.timeout(Duration.ofSeconds(5)).build();
        RunOptions impatient = settings.timeout(Duration.ofMillis(100)).build();

        // As the CLI does: a preflight first (it also loads the full XML check, which a cold JVM takes long over).
        assertNull(Preflight.check(options, List.of(ok)));
        MeasuredRun measured = new Measurement(options,
                List.of(axis2Fault, variantFault, badRequest, notFound, ok), null, new AbortSignal(0), null).run();
        MeasuredRun timedOut = new Measurement(impatient, List.of(slow), null, new AbortSignal(0), null).run();

        assertTrue(measured.complete());
        BlockOutcome control = only(measured, ok);
        assertTrue(control.result().requests() > 0, "the control endpoint succeeds: " + control.errors().summary() + " " + control.errors().firstReasons());
        assertEquals(0, control.errors().total());
        assertEquals(control.result().requests(), control.result().latency().count());

        assertOnlyFailures(measured, axis2Fault, ErrorKind.SOAP_FAULT, "HTTP 500 SOAP Fault: malformed XML");
        assertOnlyFailures(measured, variantFault, ErrorKind.SOAP_FAULT, "HTTP 500 SOAP Fault: XML error");
        assertOnlyFailures(measured, badRequest, ErrorKind.HTTP_STATUS, "HTTP 400: micros must be a whole number");
        assertOnlyFailures(measured, notFound, ErrorKind.HTTP_STATUS, "HTTP 404");
        assertTrue(timedOut.complete());
        assertOnlyFailures(timedOut, slow, ErrorKind.TIMEOUT, "no answer within the timeout");
    }

    private static void assertOnlyFailures(MeasuredRun measured, Endpoint endpoint, ErrorKind kind, String reasonStart) {
        BlockOutcome t = only(measured, endpoint);
        Map<ErrorKind, Long> counts = t.errors().counts();
        assertTrue(t.errors().total() > 0, endpoint.name() + ": failed requests counted");
        assertEquals(Map.of(kind, t.errors().total()), counts, endpoint.name() + ": all of kind " + kind);
        assertTrue(t.errors().firstReasons().get(kind).startsWith(reasonStart),
                endpoint.name() + ": " + t.errors().firstReasons().get(kind));
        assertEquals(t.errors().total(), t.result().errors());
        assertEquals(0, t.result().requests(), endpoint.name() + ": no success");
        assertEquals(0, t.result().latency().count(), endpoint.name() + ": nothing timed");
        assertEquals(0, t.result().serverApp().count(), endpoint.name() + ": no server time either");
        assertEquals(0, measured.pooled().get(endpoint.name()).latencyMicros().getTotalCount(), "nor pooled");
    }

    private static BlockOutcome only(MeasuredRun measured, Endpoint endpoint) {
        List<BlockOutcome> trials = measured.blocks().get(endpoint.name());
        assertEquals(1, trials.size(), endpoint.name());
        return trials.get(0);
    }
}
