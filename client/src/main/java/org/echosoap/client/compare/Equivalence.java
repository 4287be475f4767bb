package org.echosoap.client.compare;

import java.math.BigDecimal;
import java.util.Locale;
import org.echosoap.client.stats.StudentT;

/**
 * Equivalence by two one-sided tests (TOST; Schuirmann 1987, J. Pharmacokinetics and Biopharmaceutics 15(6)): two
 * results are <em>equivalent</em> within a margin ±Δ when both "B − A ≤ −Δ" and "B − A ≥ +Δ" are rejected at 5%,
 * which is the same as the 90% CI of the difference lying inside ±Δ. The tests use the Welch test's difference,
 * standard error and degrees of freedom, so equivalence and significance speak of the same units.
 *
 * <p>Why: "not significant" ({@code ~}) is not "the same": a short, noisy run is never significant. Equivalence asks
 * the question a regression check means — is B within 10% of A? — and only a precise enough comparison can say yes.
 *
 * <pre>{@code
 * Equivalence.Margin m = Equivalence.Margin.parse("10%");
 * Equivalence.Result e = Equivalence.test(welch, m.micros(aMicros)); // Δ = 10% of |A|
 * e.equivalent();   // the 90% CI lies within ±Δ
 * e.pValue();       // max of the two one-sided p-values
 * }</pre>
 */
public final class Equivalence {

    /** Each one-sided test's level; the 90% CI is the interval the pair of tests amounts to. */
    public static final double ALPHA = 0.05;

    private Equivalence() {
    }

    /**
     * The margin as a share of A's figure, {@code --equivalence 10%}; {@link #OFF} tests nothing.
     *
     * @param percent the margin in percent of |A|; NaN for off
     */
    public record Margin(double percent) {

        /** The default: 10% of A, twice the threshold beyond which a significant difference counts. */
        public static final Margin DEFAULT = new Margin(10);

        /** No equivalence test. */
        public static final Margin OFF = new Margin(Double.NaN);

        public Margin {
            if (!Double.isNaN(percent) && !(percent > 0 && Double.isFinite(percent))) {
                throw new IllegalArgumentException("--equivalence must be a percentage above 0 or 'off', got "
                        + percent);
            }
        }

        /** "10%", "10", "2.5%" or "off". */
        public static Margin parse(String text) {
            String t = text == null ? "" : text.strip();
            if (t.equalsIgnoreCase("off")) {
                return OFF;
            }
            try {
                return new Margin(Double.parseDouble(t.endsWith("%") ? t.substring(0, t.length() - 1).strip() : t));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--equivalence must be a percentage like 10% or 'off', got '"
                        + text + "'");
            }
        }

        public boolean off() {
            return Double.isNaN(percent);
        }

        /** Δ in µs for a row whose A figure is {@code aMicros}; NaN when off or A is not known. */
        public double micros(double aMicros) {
            return off() ? Double.NaN : percent / 100 * Math.abs(aMicros);
        }

        /** "10%" or "off". */
        public String text() {
            return off() ? "off" : new BigDecimal(Double.toString(percent)).stripTrailingZeros().toPlainString() + "%";
        }
    }

    /**
     * One row's equivalence test. NaN figures where no test was possible.
     *
     * @param marginMicros Δ, the equivalence margin in µs
     * @param pValue       TOST p-value: the larger of the two one-sided p-values
     * @param ci90Low      lower end of the 90% CI of the difference
     * @param ci90High     upper end
     */
    public record Result(double marginMicros, double pValue, double ci90Low, double ci90High) {

        /** Not tested: no margin, or the Welch test could not be done. */
        public static final Result NONE = new Result(Double.NaN, Double.NaN, Double.NaN, Double.NaN);

        /** Both one-sided tests reject: the 90% CI lies within ±Δ. */
        public boolean equivalent() {
            return pValue < ALPHA;
        }

        public boolean tested() {
            return !Double.isNaN(pValue);
        }
    }

    /** TOST of {@code welch}'s difference within ±{@code marginMicros}. */
    public static Result test(WelchTest.Result welch, double marginMicros) {
        if (welch.outcome() != WelchTest.Outcome.TESTED || !(marginMicros > 0)) {
            return Result.NONE;
        }
        double se = welch.standardError();
        double df = welch.degreesOfFreedom();
        double d = welch.difference();
        double pLower = StudentT.upperTailProbability((d + marginMicros) / se, df); // H0: d <= -Δ
        double pUpper = StudentT.upperTailProbability((marginMicros - d) / se, df); // H0: d >= +Δ
        double half = StudentT.criticalValue(1 - 2 * ALPHA, df) * se;
        return new Result(marginMicros, Math.max(pLower, pUpper), d - half, d + half);
    }

    /** For messages: "±10% of A". */
    static String describe(Margin m) {
        return String.format(Locale.ROOT, "±%s of A", m.text());
    }
}
