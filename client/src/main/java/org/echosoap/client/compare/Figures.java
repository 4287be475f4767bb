package org.echosoap.client.compare;

import java.util.Locale;

/**
 * How the compare outputs spell numbers: always {@link Locale#ROOT} (a German default locale must not turn 82.5 into
 * 82,5 in a table or a CSV), "N/A" for a row that is not in that result, "-" for a figure the result did not measure.
 */
final class Figures {

    static final String NOT_IN_RESULT = "N/A";
    static final String NOT_MEASURED = "-";

    private Figures() {
    }

    /** {@code 82.5}, {@code 42.3 ± 5.2} with a CI, N/A or -. */
    static String micros(boolean present, double value, double ci95) {
        if (!present) {
            return NOT_IN_RESULT;
        }
        if (Double.isNaN(value)) {
            return NOT_MEASURED;
        }
        return Double.isNaN(ci95) ? String.format(Locale.ROOT, "%.1f", value)
                : String.format(Locale.ROOT, "%.1f ± %.1f", value, ci95);
    }

    /** {@code +47.7}, {@code -3.0}. */
    static String signedMicros(double value) {
        return String.format(Locale.ROOT, "%+.1f", value);
    }

    /** {@code +57.8%}. */
    static String signedPercent(double value) {
        return String.format(Locale.ROOT, "%+.1f%%", value);
    }

    /** A 95% CI of a difference: {@code [-1.3, +3.3]}. */
    static String interval(double low, double high) {
        return "[" + signedMicros(low) + ", " + signedMicros(high) + "]";
    }

    /**
     * A p-value in the table: three decimals, {@code <0.001} below. Rounded towards the verdict: a p of 0.0496 prints
     * 0.049, not 0.050, so the figure never contradicts the mark.
     */
    static String pValue(double p) {
        if (p < 0.001) {
            return "<0.001";
        }
        java.math.RoundingMode towardsVerdict = p < WelchTest.ALPHA ? java.math.RoundingMode.FLOOR
                : java.math.RoundingMode.HALF_UP;
        return new java.math.BigDecimal(p).setScale(3, towardsVerdict).toPlainString();
    }

    /** A p-value in compare.json and compare.csv: four significant digits (three decimals would make 1e-5 a 0). */
    static double roundPValue(double p) {
        return Double.isFinite(p) ? new java.math.BigDecimal(p).round(new java.math.MathContext(4)).doubleValue() : p;
    }

    /** CSV cell: three decimals, empty when not measured. */
    static String csv(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%.3f", value) : "";
    }

    /** Three decimals, as result.json writes them: nanosecond resolution of microsecond figures is plenty. */
    static double round(double value) {
        return Math.round(value * 1000.0) / 1000.0;
    }
}
