package org.echosoap.client.result;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Where a message's time inside the webapp goes. Each sample of a request's thread is put in one phase by the frame
 * rules ({@link PhaseRules}); {@link #GC} comes from the collector's pauses, not from samples; {@link #OTHER} holds
 * what no rule claims, so a missing rule shows.
 */
public enum Phase {
    HTTP("http", "HTTP and servlet container"),
    READING("reading", "reading XML"),
    BINDING("binding", "data binding"),
    HANDLERS("handlers", "dispatch and handlers"),
    WRITING("writing", "writing XML"),
    SECURITY("security", "security"),
    SERVICE("service", "the service's own code"),
    GC("gc", "garbage collection"),
    OTHER("other", "other");

    private final String key;
    private final String label;

    Phase(String key, String label) {
        this.key = key;
        this.label = label;
    }

    /** The name rule files, result.json and the console use. */
    public String key() {
        return key;
    }

    /** What it is, in words. */
    public String label() {
        return label;
    }

    /** Whether a frame rule may name it ({@link #GC} and {@link #OTHER} are never a frame's). */
    public boolean claimable() {
        return this != GC && this != OTHER;
    }

    /**
     * The phase named {@code key}.
     *
     * @throws IllegalArgumentException listing the names there are
     */
    public static Phase byKey(String key) {
        for (Phase p : values()) {
            if (p.key.equals(key.strip().toLowerCase(Locale.ROOT))) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown phase '" + key + "' (" + keys() + ")");
    }

    /** The names, comma-separated. */
    public static String keys() {
        return Arrays.stream(values()).map(Phase::key).collect(Collectors.joining(", "));
    }
}
