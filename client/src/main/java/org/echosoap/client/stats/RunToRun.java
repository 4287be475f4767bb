package org.echosoap.client.stats;

import java.util.List;

/**
 * How far a cost moves from one run to the next on this machine, beyond what each run's own interval allows for:
 * the server and client JVMs restarted (other JIT decisions, heap layout, thread placement), the host's neighbours
 * moved on. One run cannot see this, however long it measures: its epochs renew connections and client threads but
 * share one server JVM and one stretch of the host's life. So it is estimated from the runs of the same setup kept
 * in the history ({@code history/RunHistory}), this one included.
 *
 * <p>Method: a one-way random-effects model, run {@code i}'s figure {@code y_i = μ + u_i + e_i} with the run effect
 * {@code u_i ~ N(0, τ²)} and the run's own error {@code e_i ~ N(0, s_i²)} ({@code s_i} from its interval), and
 * {@code τ²} by the DerSimonian–Laird moment estimator (DerSimonian &amp; Laird 1986, "Meta-analysis in clinical
 * trials", Controlled Clinical Trials 7(3)): {@code τ² = max(0, (Q − (k − 1)) / (Σw − Σw²/Σw))}, {@code w = 1/s²},
 * {@code Q = Σ w (y − ȳ_w)²}. One run's interval for μ (which is also where the next restart's figure is expected)
 * is then {@code y ± t · √(s² + τ²)} with Satterthwaite's degrees of freedom (Satterthwaite 1946): the run's own
 * {@code G − 1} for {@code s²} and {@code k − 1} for {@code τ²}, so a τ² known from few runs gives a wide interval.
 * {@code RunToRunTest} checks the coverage on synthetic runs with a known μ and τ.
 *
 * <pre>{@code
 * RunToRun r = RunToRun.estimate(List.of(100.8, 104.3, 96.3, 118.1), List.of(2.5, 2.6, 2.4, 3.0));
 * r.sdMicros();                   // τ, about 9 µs
 * r.ci95Micros(2.5, 46);          // t(Satterthwaite df) · √(2.5² + τ²)
 * }</pre>
 *
 * @param sdMicros the run-to-run standard deviation τ (0 when the runs agree within their own errors); NaN unknown
 * @param runs     how many runs (this one included) it is estimated from; 0 when unknown
 */
public record RunToRun(double sdMicros, int runs) {

    /** Runs of one setup (this one included) needed before τ is estimated: with 2, τ² has one degree of freedom. */
    public static final int MIN_RUNS = 3;

    /** Not known: too few runs of this setup in the history, or no history kept. */
    public static final RunToRun UNKNOWN = new RunToRun(Double.NaN, 0);

    /** Whether τ was estimated. */
    public boolean known() {
        return runs >= MIN_RUNS && Double.isFinite(sdMicros);
    }

    /**
     * τ from the runs' figures and their own standard errors (same order); {@link #UNKNOWN} for fewer than {@link
     * #MIN_RUNS} runs with finite values and positive errors.
     */
    public static RunToRun estimate(List<Double> costMicros, List<Double> standardErrorMicros) {
        if (costMicros.size() != standardErrorMicros.size()) {
            throw new IllegalArgumentException("one standard error per run");
        }
        double sumW = 0;
        double sumW2 = 0;
        double sumWy = 0;
        int k = 0;
        for (int i = 0; i < costMicros.size(); i++) {
            double y = costMicros.get(i);
            double s = standardErrorMicros.get(i);
            if (Double.isFinite(y) && Double.isFinite(s) && s > 0) {
                double w = 1 / (s * s);
                sumW += w;
                sumW2 += w * w;
                sumWy += w * y;
                k++;
            }
        }
        if (k < MIN_RUNS) {
            return new RunToRun(Double.NaN, k);
        }
        double pooled = sumWy / sumW;
        double q = 0;
        for (int i = 0; i < costMicros.size(); i++) {
            double y = costMicros.get(i);
            double s = standardErrorMicros.get(i);
            if (Double.isFinite(y) && Double.isFinite(s) && s > 0) {
                q += (y - pooled) * (y - pooled) / (s * s);
            }
        }
        double tau2 = Math.max(0, (q - (k - 1)) / (sumW - sumW2 / sumW));
        return new RunToRun(Math.sqrt(tau2), k);
    }

    /**
     * The 95 % half-width of one run's figure with its own standard error {@code standardErrorMicros} (on {@code
     * degreesOfFreedom}) and this run-to-run spread; the run's own {@code t · s} when τ is unknown.
     */
    public double ci95Micros(double standardErrorMicros, double degreesOfFreedom) {
        double ownVariance = standardErrorMicros * standardErrorMicros;
        if (!known()) {
            return StudentT.criticalValue95(degreesOfFreedom) * standardErrorMicros;
        }
        double tau2 = sdMicros * sdMicros;
        double total = ownVariance + tau2;
        if (total == 0) {
            return 0;
        }
        double df = total * total / (ownVariance * ownVariance / degreesOfFreedom + tau2 * tau2 / (runs - 1));
        return StudentT.criticalValue95(df) * Math.sqrt(total);
    }
}
