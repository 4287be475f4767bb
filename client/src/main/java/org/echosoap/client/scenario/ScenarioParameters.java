package org.echosoap.client.scenario;

/**
 * The knobs of a scenario.
 *
 * @param size       elements per message for sized scenarios, or -1 for the scenario's default
 * @param spinMicros the server spin of the {@code spin} scenario
 * @param stall      the server pause of the {@code stall} scenario
 */
public record ScenarioParameters(int size, long spinMicros, StallSchedule stall) {

    /** The largest {@code --size} of any scenario. */
    public static final int MAX_SIZE = 10_000_000;

    /** With the default stall. */
    public ScenarioParameters(int size, long spinMicros) {
        this(size, spinMicros, StallSchedule.DEFAULT);
    }

    public ScenarioParameters {
        if (size < -1 || size > MAX_SIZE) {
            throw new IllegalArgumentException("--size must be 0.." + MAX_SIZE + ", got " + size);
        }
    }

    /** The size given, or {@code defaultSize} when none was. */
    public int sizeOr(int defaultSize) {
        return size < 0 ? defaultSize : size;
    }
}
