package org.echosoap.client.compare;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How large a relative difference must be before {@code compare} marks it: {@code --threshold 5%}, {@code 5} or
 * {@code 0.5%}; a bare number means percent. A difference is marked when its magnitude is strictly above the
 * threshold, so {@code 0} marks every difference that is not exactly zero.
 *
 * <pre>{@code
 * Threshold t = Threshold.parse("5%");
 * t.exceeded(-7.2);  // true
 * t.text();          // "5%"
 * }</pre>
 *
 * @param percent the threshold in percent of A's value, 0 or more
 */
public record Threshold(double percent) {

    /** The default, 5%: below it, run-to-run noise on small virtual machines dominates. */
    public static final Threshold DEFAULT = new Threshold(5);

    private static final Pattern FORM = Pattern.compile("(\\d+(?:\\.\\d*)?|\\.\\d+)\\s*%?");

    public Threshold {
        if (!Double.isFinite(percent) || percent < 0) {
            throw new IllegalArgumentException("threshold must be a percentage of 0 or more, got " + percent);
        }
    }

    /**
     * Parses {@code 5%}, {@code 5}, {@code 0.5%}.
     *
     * @throws IllegalArgumentException with a one-line reason
     */
    public static Threshold parse(String text) {
        Matcher m = FORM.matcher(text == null ? "" : text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("--threshold must be a percentage like 5%, 5 or 0.5%, got '" + text + "'");
        }
        return new Threshold(Double.parseDouble(m.group(1)));
    }

    /** True when a difference of {@code differencePercent} is beyond the threshold; NaN (undefined) never is. */
    public boolean exceeded(double differencePercent) {
        return Math.abs(differencePercent) > percent;
    }

    /** The shortest form: {@code 5%}, {@code 0.5%}. */
    public String text() {
        return new BigDecimal(Double.toString(percent)).stripTrailingZeros().toPlainString() + "%";
    }
}
