package org.echosoap.client.scenario.catalog;

import java.util.List;
import java.util.Optional;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.scenario.Endpoint;
import org.echosoap.client.scenario.LengthCheck;
import org.echosoap.client.scenario.ResponseSizer;
import org.echosoap.client.scenario.Scenario;
import org.echosoap.client.scenario.ScenarioParameters;
import org.echosoap.client.scenario.SeedMessages;
import org.echosoap.client.scenario.WireTime;

/**
 * Seed 000's scenarios and the truth checks: {@code echoFloat} (EchoFloat minus null), the baselines alone
 * ({@code null}, {@code bytes}, {@code chars}), {@code spin} (a known server cost the subtraction must recover),
 * {@code stall} (open loop's truth check) and {@code wire} (a link's).
 */
final class SeedScenarios implements ScenarioFamily {

    private static final List<String> NAMES = List.of("echoFloat", "null", "bytes", "chars", "spin", "stall", "wire");

    @Override
    public boolean owns(String name) {
        return NAMES.contains(name);
    }

    @Override
    public List<String> names() {
        return NAMES;
    }

    @Override
    public List<String> patterns() {
        return NAMES;
    }

    @Override
    public boolean isSized(String name) {
        return name.equals("wire");
    }

    @Override
    public String contract(String name) {
        return name.equals("echoFloat") ? SoapStack.ECHO_FLOAT : null;
    }

    @Override
    public Scenario scenario(String name, ScenarioParameters p, SoapStack stack, ResponseSizer sizer) {
        return switch (name) {
            case "echoFloat" -> stack.isAxis2()
                    ? new Scenario("echoFloat", Scenario.NO_SIZE, SeedMessages.echoFloat(),
                            Optional.of(SeedMessages.baseline("null")),
                            "seed 000: Axis2 EchoFloat minus /baseline/null (same request bytes, same response bytes)")
                    // Another stack's answer has other bytes: its null is sized to that answer.
                    : Scenarios.sized(name, Scenario.NO_SIZE, SeedMessages.echoFloat(), sizer,
                            "seed 000: EchoFloat minus /baseline/null (same request bytes, an answer of the same length)");
            case "null", "bytes", "chars" -> new Scenario(name, Scenario.NO_SIZE, SeedMessages.baseline(name),
                    Optional.empty(), "the " + name + " baseline alone");
            case "spin" -> new Scenario("spin", Scenario.NO_SIZE, SeedMessages.spin(p.spinMicros()),
                    Optional.of(SeedMessages.baseline("null")), "truth check: /baseline/spin?micros=" + p.spinMicros()
                            + " minus /baseline/null must recover " + p.spinMicros() + " us");
            case "stall" -> new Scenario("stall", Scenario.NO_SIZE, SeedMessages.stall(p.stall()), Optional.empty(),
                    "truth check of --rate: /baseline/null pausing " + p.stall().describe() + "; open loop, a share "
                            + "pause/period of the requests wait, closed loop one per pause");
            case "wire" -> wire(p.sizeOr(WireTime.DEFAULT_ANSWER_BYTES));
            default -> throw Scenarios.unknown(name);
        };
    }

    /**
     * {@code wire}: {@code /baseline/null?responseBytes=N} minus {@code /baseline/null?responseBytes=}
     * {@value WireTime#BASELINE_ANSWER_BYTES}, the same request both ways: no work differs, only N − 135 more answer
     * bytes cross the network, so on a link of known rate ({@code crosshost --link}) the cost must come back as their
     * transmission time ({@link WireTime}); on loopback it is what copying them costs. Built without a sizing
     * request: both answer lengths are chosen here.
     */
    private static Scenario wire(int answerBytes) {
        int baselineBytes = WireTime.BASELINE_ANSWER_BYTES;
        if (answerBytes < baselineBytes || answerBytes > ScenarioParameters.MAX_SIZE) {
            throw new IllegalArgumentException("wire takes --size " + baselineBytes + ".."
                    + ScenarioParameters.MAX_SIZE + " (answer bytes), got " + answerBytes);
        }
        Endpoint measured = new Endpoint("wire", "/baseline/null?responseBytes=" + answerBytes,
                SeedMessages.seedRequest(), SeedMessages.SOAP11_CONTENT_TYPE, null, new LengthCheck(answerBytes));
        return new Scenario("wire", answerBytes, measured,
                Optional.of(SeedMessages.sizedNull(measured, baselineBytes)),
                "truth check of a link: /baseline/null answering " + answerBytes + " B minus answering "
                        + baselineBytes + " B; on a link of R bit/s it must recover "
                        + (answerBytes - baselineBytes) + " B x (1 + 66/1448) x 8 / R");
    }
}
