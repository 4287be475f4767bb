package org.echosoap.client.capacity;

import java.util.List;

/**
 * What a capacity suite found: for each endpoint (the baseline and the SOAP endpoint), every rate measured and the
 * highest one that met the objective; and the SOAP endpoint's share of the baseline's rate, the throughput cost of
 * SOAP at that objective.
 *
 * @param slo       the objective
 * @param endpoints the baseline first, then the SOAP endpoint
 */
public record CapacityOutcome(Slo slo, List<EndpointCapacity> endpoints) {

    public CapacityOutcome {
        endpoints = List.copyOf(endpoints);
    }

    /**
     * One rate measured.
     *
     * @param askedPerSec    the rate asked
     * @param achievedPerSec the rate achieved
     * @param held           whether the rate was held (within 1%, nothing unsent)
     * @param errors         failed requests
     * @param p50Micros      median latency
     * @param sloMicros      the latency at the objective's percentile
     * @param p999Micros     99.9th percentile
     * @param met            held, no errors, and the objective's percentile within its limit
     * @param trials         the runs it was judged on: 1, or 2 when a first miss was measured again (the figures are
     *                       then those of both trials' requests together)
     */
    public record Step(double askedPerSec, double achievedPerSec, boolean held, long errors, double p50Micros,
                       double sloMicros, double p999Micros, boolean met, int trials) {

        /** A step of one trial. */
        public Step(double askedPerSec, double achievedPerSec, boolean held, long errors, double p50Micros,
                    double sloMicros, double p999Micros, boolean met) {
            this(askedPerSec, achievedPerSec, held, errors, p50Micros, sloMicros, p999Micros, met, 1);
        }
    }

    /**
     * @param endpoint            its name ({@code null}, {@code EchoFloat})
     * @param role                {@code baseline} or {@code measured}
     * @param steps               in the order measured
     * @param highestMetPerSec    the capacity at the objective, NaN if no rate met it
     * @param lowestMissedPerSec  the lowest rate that missed it, NaN if none did
     */
    public record EndpointCapacity(String endpoint, String role, List<Step> steps, double highestMetPerSec,
                                   double lowestMissedPerSec) {
        public EndpointCapacity {
            steps = List.copyOf(steps);
        }
    }

    /** The SOAP endpoint's capacity over the baseline's (0.41 for 41%), NaN when either is unknown. */
    public double soapShareOfBaseline() {
        if (endpoints.size() < 2) {
            return Double.NaN;
        }
        double base = endpoints.get(0).highestMetPerSec();
        double soap = endpoints.get(endpoints.size() - 1).highestMetPerSec();
        return base > 0 && soap >= 0 ? soap / base : Double.NaN;
    }

    /**
     * An objective closer than this share of its limit to the baseline's own tail at the lowest rate leaves the
     * capacity to passing stalls of the machine. Why 30%: on the 2-vCPU VMs the baseline's p99 at 500/s was 3-5 ms, and
     * with p99 ≤ 10 ms three runs put EchoFloat at 1,069 to 6,975/s; with p99 ≤ 50 ms at 6,000 to 9,000/s.
     */
    public static final double TIGHT_OBJECTIVE_SHARE = 0.30;

    /**
     * The machine's tail with next to no load: the objective's percentile of the baseline's lowest-rate step, in µs
     * (NaN without one).
     */
    public double tailFloorMicros() {
        if (endpoints.isEmpty()) {
            return Double.NaN;
        }
        return endpoints.get(0).steps().stream().min(java.util.Comparator.comparingDouble(Step::askedPerSec))
                .map(Step::sloMicros).orElse(Double.NaN);
    }

    /** Whether the objective is within {@link #TIGHT_OBJECTIVE_SHARE} of the machine's tail floor. */
    public boolean objectiveNearTailFloor() {
        double floor = tailFloorMicros();
        return Double.isFinite(floor) && floor > TIGHT_OBJECTIVE_SHARE * slo.limitMicros();
    }
}
