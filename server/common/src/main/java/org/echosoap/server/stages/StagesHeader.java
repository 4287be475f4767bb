package org.echosoap.server.stages;

/**
 * The {@code Echosoap-Stages} response header: each entered stage in pipeline order, its exclusive time in
 * nanoseconds and the bytes the request thread allocated in it ({@code bytes} left out when the JVM has no
 * allocation counter).
 *
 * <pre>{@code
 * container-in;ns=1820;bytes=936, inbound;ns=8200;bytes=15004, invocation;ns=6100;bytes=12000, ...
 * }</pre>
 *
 * Time is in nanoseconds, not Server-Timing's milliseconds, so the stages add up to the {@code app} figure before
 * its rounding.
 */
public final class StagesHeader {

    private StagesHeader() {
    }

    static String value(StageClock clock, boolean withBytes) {
        StringBuilder sb = new StringBuilder(160);
        for (Stage stage : Stage.values()) {
            if (!clock.entered(stage)) {
                continue;
            }
            if (!sb.isEmpty()) {
                sb.append(", ");
            }
            sb.append(stage.wireName()).append(";ns=").append(clock.nanos(stage));
            if (withBytes) {
                sb.append(";bytes=").append(clock.bytes(stage));
            }
        }
        return sb.toString();
    }

    static String transitions(StageClock clock) {
        StringBuilder sb = new StringBuilder(16 * clock.transitions());
        for (int i = 0; i < clock.transitions(); i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(clock.transitionStage(i).wireName()).append('@').append(clock.transitionOffsetNanos(i));
        }
        return sb.toString();
    }
}
