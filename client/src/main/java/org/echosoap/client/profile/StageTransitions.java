package org.echosoap.client.profile;

import java.util.Arrays;
import org.echosoap.server.stages.Stage;

/**
 * One request's stage transitions as its request event carries them ({@code container-in@0 inbound@2310 ...}, offsets
 * in ns from the event's start, which the timing filter takes right before the stages' own start reading): which
 * stage a sample at a given offset was taken in, and each stage's exact time in the request.
 *
 * <pre>{@code
 * StageTransitions t = StageTransitions.parse("container-in@0 invocation@9120", 300_000);
 * t.at(150_000)   // Stage.INVOCATION
 * }</pre>
 */
final class StageTransitions {

    private final long[] offsetNanos;
    private final Stage[] stages;
    private final long durationNanos;

    private StageTransitions(long[] offsetNanos, Stage[] stages, long durationNanos) {
        this.offsetNanos = offsetNanos;
        this.stages = stages;
        this.durationNanos = durationNanos;
    }

    /**
     * The transitions in {@code text} of a request {@code durationNanos} long; null when there are none or the text is
     * not of that form (a recording of another version: the request then counts as one without stages).
     */
    static StageTransitions parse(String text, long durationNanos) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String[] parts = text.strip().split("\\s+");
        long[] offsets = new long[parts.length];
        Stage[] stages = new Stage[parts.length];
        for (int i = 0; i < parts.length; i++) {
            int at = parts[i].lastIndexOf('@');
            if (at <= 0) {
                return null;
            }
            Stage stage = Stage.ofWireName(parts[i].substring(0, at)).orElse(null);
            long offset;
            try {
                offset = Long.parseLong(parts[i].substring(at + 1));
            } catch (NumberFormatException e) {
                return null;
            }
            if (stage == null || offset < 0 || i > 0 && offset < offsets[i - 1]) {
                return null;
            }
            stages[i] = stage;
            offsets[i] = offset;
        }
        return new StageTransitions(offsets, stages, Math.max(durationNanos, offsets[parts.length - 1]));
    }

    /** The stage on top at {@code offsetNanos} from the request's start (the first stage before its first mark). */
    Stage at(long offsetNanos) {
        int i = Arrays.binarySearch(this.offsetNanos, offsetNanos);
        if (i < 0) {
            i = -i - 2; // the last transition at or before the offset
        } else {
            while (i + 1 < this.offsetNanos.length && this.offsetNanos[i + 1] == offsetNanos) {
                i++; // several marks at one reading: the last one holds from there on
            }
        }
        return stages[Math.max(0, i)];
    }

    /** Each stage's exact time in the request, ns, indexed by {@link Stage#ordinal()}. */
    long[] nanosByStage() {
        long[] out = new long[Stage.COUNT];
        for (int i = 0; i < stages.length; i++) {
            long to = i + 1 < stages.length ? offsetNanos[i + 1] : durationNanos;
            out[stages[i].ordinal()] += to - offsetNanos[i];
        }
        return out;
    }
}
