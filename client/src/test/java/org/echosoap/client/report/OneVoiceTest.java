package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.echosoap.client.result.HostNoise;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One voice (issue 41 part 5): no line of a run's output contradicts another. {@link OneVoice} holds the rules; it
 * finds the contradictions of an output recorded before the fix (`suite --suite parsers --quick` at 2e1b546 on a busy
 * 2-vCPU VM: "a noisy machine" with "too few epochs to tell", the budget's "every part resolved" under 16 unresolved
 * costs), and none in recorded outputs of this code nor in tables rendered from synthetic noise.
 */
class OneVoiceTest {

    private static final String DIR = "one-voice/";

    private static String resource(String name) throws IOException {
        try (InputStream in = OneVoiceTest.class.getResourceAsStream(DIR + name)) {
            assertTrue(in != null, "recorded output " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theRulesFindTheContradictionsOfTheOutputRecordedBeforeTheFix() throws IOException {
        List<String> console = OneVoice.inConsole(resource("before-parsers-quick.txt"));
        assertTrue(console.stream().anyMatch(f -> f.startsWith("a noisy machine without a measured wander")), console.toString());
        assertTrue(console.stream().anyMatch(f -> f.startsWith("a noisy machine warned, while the noise line")),
                console.toString());
        assertTrue(console.stream().anyMatch(f -> f.startsWith("the footer says all resolved")), console.toString());
        List<String> json = OneVoice.inResult(new ObjectMapper().readTree(resource("before-parsers-quick.result.json")));
        assertTrue(json.stream().anyMatch(f -> f.startsWith("a noisy machine warned, but no recorded wander")),
                json.toString());
    }

    @Test
    void theRulesFindAFixedClaimOfNoOtherProcessesBesideAShareOfThem() {
        String output = "warnings:\n  ! precision target not met: x ±9 µs - (cause unknown: no steal, no other "
                + "processes, no trend, no GC tail): measure on a quiet machine\nnoise: this VM's speed moved ±4% "
                + "across 2 parts (median ±4%); steal 0.0%; other processes 12-40% of CPU\n";
        assertEquals(1, OneVoice.inConsole(output).size(), OneVoice.inConsole(output).toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"after-parsers-quick", "after-rpc-quick"})
    void recordedOutputsOfThisCodeSpeakWithOneVoice(String name) throws IOException {
        assertEquals(List.of(), OneVoice.inConsole(resource(name + ".txt")));
        assertEquals(List.of(), OneVoice.inResult(new ObjectMapper().readTree(resource(name + ".result.json"))));
    }

    /** A part with noise figures and the warnings its own Warnings made from them, as RunReportBuilder does. */
    private static RunReport part(String scenario, NoiseFigures noise, boolean precisionMissed) {
        Warnings w = new Warnings();
        w.noise(noise, precisionMissed);
        RunReport plain = ReportFixture.report();
        return new RunReport(scenario, plain.size(), plain.environment(), plain.options(), plain.endpoints(),
                plain.costs(), w.warnings(), plain.complete(), plain.abortReason(), plain.priming(), plain.stop(),
                plain.precision(), noise);
    }

    /** The parsers run of the issue: one epoch (no wander told), other processes 34% of the client host. */
    private static NoiseFigures busyUntold(double otherPercent) {
        HostNoise host = new HostNoise(new HostNoise.Side(true, null, 10.0, 0.0, otherPercent, 15.0, 478),
                new HostNoise.Side(true, null, 10.0, Double.NaN, Double.NaN, 42.0, 8926), true);
        return new NoiseFigures(host, "null", "EchoFloat", 1, Double.NaN, Double.NaN,
                NoiseCauses.judge(new NoiseCauses.Evidence(0.0, Double.NaN, otherPercent, Double.NaN, false, false)));
    }

    @Test
    void aCauseBesideTheRunWithoutAToldWanderIsNotCalledANoisyMachine() {
        RunReport busy = part("echoFloat", busyUntold(34), true);
        assertEquals(List.of("noise-source"), busy.warningList().stream().map(Warning::kind).toList());
        String line = busy.warningList().get(0).line();
        assertTrue(line.startsWith("a source of noise beside the run: busy machine (other processes used 34%"), line);
        // Precision met and nothing moved: nothing to warn of; the noise line still gives the figures.
        assertTrue(part("echoFloat", busyUntold(34), false).warningList().isEmpty());
        // An unknown cause and no told wander: no noise warning, the precision remedy names the figures instead.
        assertTrue(part("echoFloat", busyUntold(2), true).warningList().isEmpty());
        SuiteReport suite = new SuiteReport("parsers", ReportFixture.ENVIRONMENT, List.of(busy,
                part("echoInts", NoiseFixture.sameHost(18, 3, 0.2, 73, 900, 1600), true),
                part("echoStrings", busyUntold(2), true)), List.of(), 30_000_000_000L, true);
        String table = SuiteTable.render(suite, "echosoap suite parsers");
        assertEquals(List.of(), OneVoice.inConsole(table), table);
        assertEquals(List.of(), OneVoice.inResult(org.echosoap.client.result.ResultSchema.valid(ResultJson.render(suite))));
    }

    @Test
    void anUnknownCauseIsTheVerdictsOwnFiguresNotAFixedDenial() {
        NoiseCauses.Verdict unknown = NoiseCauses.judge(new NoiseCauses.Evidence(0.5, Double.NaN, 12, Double.NaN,
                false, false));
        String remedy = Warnings.precisionRemedy(1.5, 40, false, 70, unknown);
        assertFalse(remedy.contains("no other processes"), remedy);
        assertTrue(remedy.contains("other processes 12.0% of CPU time"), remedy);
        JsonNode none = new ObjectMapper().createObjectNode();
        assertEquals(List.of(), OneVoice.inResult(none));
    }
}
