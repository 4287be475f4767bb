package org.echosoap.client.report;

import java.util.Optional;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.config.PrecisionTarget;

/**
 * Whether a suite row's figures stand as measured: its endpoints' priming ended steady ({@link
 * org.echosoap.client.stats.SteadyState}), and its cost rests on at least {@link PrecisionTarget#MIN_PAIRS} pairs
 * ({@link PrecisionTarget#measuredEnough}). A row that is not steady keeps its figures, marked {@value #NOT_STEADY},
 * since its early pairs may be biased upward; a cost not measured enough prints {@value #NOT_MEASURED_ENOUGH}
 * instead of a number (result.json keeps the number, with {@code measuredEnough: false}). Neither is ranked against
 * other rows: a ranking would state as a finding what the data cannot carry.
 *
 * <pre>{@code
 * String over = RowStanding.measuredEnough(cost) ? ConsoleTable.plusMinus(...) : RowStanding.NOT_MEASURED_ENOUGH;
 * Optional<String> unranked = RowStanding.unrankedBecause(part, cost); // "not steady", "not measured enough"
 * }</pre>
 */
public final class RowStanding {

    /** The mark of a row whose priming did not end steady. */
    public static final String NOT_STEADY = "not steady";

    /** What a cost from too few pairs prints instead of its number. */
    public static final String NOT_MEASURED_ENOUGH = "not measured enough";

    private RowStanding() {
    }

    /**
     * Whether {@code endpoint}'s priming in {@code part} ended steady. An endpoint without priming ({@code --prime 0},
     * or none recorded) is not judged: the user chose not to prime, and the priming warning says nothing either.
     */
    public static boolean steady(RunReport part, String endpoint) {
        return part.priming().stream().filter(p -> p.endpoint().equals(endpoint)).findFirst()
                .map(p -> p.blocks() == 0 || p.steady()).orElse(true);
    }

    /** Whether both endpoints of {@code cost} ended their priming steady. */
    public static boolean steady(RunReport part, CostEstimate cost) {
        return steady(part, cost.soapEndpoint()) && steady(part, cost.baselineEndpoint());
    }

    /** Whether {@code cost} rests on enough pairs to be printed and ranked. */
    public static boolean measuredEnough(CostEstimate cost) {
        return PrecisionTarget.measuredEnough(cost.pairs());
    }

    /** Why {@code cost} must not be ranked ({@value #NOT_STEADY} first), or empty when it may. */
    public static Optional<String> unrankedBecause(RunReport part, CostEstimate cost) {
        if (!steady(part, cost)) {
            return Optional.of(NOT_STEADY);
        }
        if (!measuredEnough(cost)) {
            return Optional.of(NOT_MEASURED_ENOUGH);
        }
        return Resolution.resolved(cost) ? Optional.empty() : Optional.of(Resolution.NOT_RESOLVED);
    }
}
