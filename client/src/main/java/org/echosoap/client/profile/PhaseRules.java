package org.echosoap.client.profile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.Phase;

/**
 * The frame rules that put a sample in a {@link Phase}: one file per stack ({@code conf/phases/*.tsv}, packaged into
 * the client's jar), plus any the user gives ({@code --phase-rules FILE}, for their own service's packages). A line
 * is {@code phase<TAB>prefix[<TAB>why]}; the prefix is matched against a frame's {@code class.method}, and the
 * longest matching prefix wins, so a narrower rule ({@code com.ctc.wstx.sw.} writing) overrides a wider one
 * ({@code com.ctc.wstx.} reading) wherever the two files stand. The phase {@code pass} makes a frame transparent
 * (the sample goes to its caller's phase): for general library code such as collections. A phase written with a
 * trailing {@code *} ({@code security*}) claims the frame and everything it calls, whatever that is: for a layer whose
 * cost is work done on its behalf (WS-Security parses, canonicalizes and walks DOM trees through XML libraries that
 * would otherwise count as reading).
 *
 * <pre>{@code
 * PhaseRules rules = PhaseRules.builtIn().with(PhaseRules.read(Path.of("my-rules.tsv")));
 * Phase p = rules.phaseOf("com.ctc.wstx.sr.BasicStreamReader.next");  // READING
 * }</pre>
 */
public final class PhaseRules {

    /** The built-in files, in the client's jar under {@code phases/}: what every stack shares, then each stack. */
    public static final List<String> BUILT_IN = List.of("common", "axis2", "cxf", "metro", "axis1", "apachesoap");

    /** A rule's phase meaning "not this frame: its caller". */
    static final String PASS = "pass";

    /** Where each rule came from, for the one-line error of a duplicate; {@code scope}: it claims its callees too. */
    private record Rule(Phase phase, String origin, boolean scope) {
    }

    private final Map<String, Rule> byPrefix;
    private final int longestPrefix;

    private PhaseRules(Map<String, Rule> byPrefix) {
        this.byPrefix = Collections.unmodifiableMap(byPrefix);
        this.longestPrefix = byPrefix.keySet().stream().mapToInt(String::length).max().orElse(0);
    }

    /** The built-in rules. */
    public static PhaseRules builtIn() {
        PhaseRules all = new PhaseRules(new LinkedHashMap<>());
        for (String name : BUILT_IN) {
            String resource = "phases/" + name + ".tsv";
            try (InputStream in = PhaseRules.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("the client's jar lacks " + resource);
                }
                all = all.with(parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "conf/phases/" + name + ".tsv"));
            } catch (IOException e) {
                throw new IllegalStateException("cannot read " + resource + ": " + e.getMessage());
            }
        }
        return all;
    }

    /**
     * The rules of one file.
     *
     * @throws IllegalArgumentException one line naming the file and the line
     */
    public static PhaseRules read(Path file) {
        try {
            return parse(Files.readString(file), file.toString());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read phase rules " + file + ": " + e.getMessage());
        }
    }

    /**
     * Parses rule lines; {@code origin} names them in errors.
     *
     * @throws IllegalArgumentException {@code origin line N: what is wrong}
     */
    public static PhaseRules parse(String text, String origin) {
        Map<String, Rule> rules = new LinkedHashMap<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String where = origin + " line " + (i + 1);
            if (line.isBlank() || line.stripLeading().startsWith("#")) {
                continue;
            }
            String[] cols = line.split("\t");
            if (cols.length < 2 || cols[1].isBlank()) {
                throw new IllegalArgumentException(where + ": expected 'phase<TAB>frame prefix[<TAB>why]', got '"
                        + line.strip() + "'");
            }
            String prefix = cols[1].strip();
            if (prefix.contains(" ") || prefix.contains("/")) {
                throw new IllegalArgumentException(where + ": a frame prefix is a class or class.method name, like "
                        + "com.ctc.wstx.sr. (dots, no spaces or slashes), not '" + prefix + "'");
            }
            Phase phase;
            String key = cols[0].strip();
            boolean scope = key.endsWith("*");
            if (scope) {
                key = key.substring(0, key.length() - 1);
            }
            if (PASS.equals(key) && scope) {
                throw new IllegalArgumentException(where + ": pass* means nothing (pass gives a frame to its caller)");
            }
            if (PASS.equals(key)) {
                phase = null;
            } else {
                try {
                    phase = Phase.byKey(key);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(where + ": unknown phase '" + key + "' (" + Phase.keys().replace(
                            ", gc, other", "") + ", or pass; a trailing * claims the callees too)");
                }
                if (!phase.claimable()) {
                    throw new IllegalArgumentException(where + ": phase " + key + " is not a frame's (gc comes from the "
                            + "collector's pauses, other is what no rule claims)");
                }
            }
            Rule earlier = rules.put(prefix, new Rule(phase, where, scope));
            if (earlier != null) {
                throw new IllegalArgumentException(where + ": " + prefix + " has a rule already (" + earlier.origin() + ")");
            }
        }
        return new PhaseRules(rules);
    }

    /**
     * These rules and {@code more}; a prefix in both is an error naming both lines.
     *
     * @throws IllegalArgumentException one line naming both places
     */
    public PhaseRules with(PhaseRules more) {
        Map<String, Rule> all = new LinkedHashMap<>(byPrefix);
        for (Map.Entry<String, Rule> e : more.byPrefix.entrySet()) {
            Rule earlier = all.put(e.getKey(), e.getValue());
            if (earlier != null) {
                throw new IllegalArgumentException(e.getValue().origin() + ": " + e.getKey() + " has a rule already ("
                        + earlier.origin() + ")");
            }
        }
        return new PhaseRules(all);
    }

    /** How many rules there are. */
    public int size() {
        return byPrefix.size();
    }

    /**
     * The rule a frame falls under, or null when none: the outcome of {@link #match}.
     *
     * @param scope whether the rule claims everything the frame calls as well
     */
    public record Match(String prefix, Phase phase, boolean scope) {
        /** Whether the frame is transparent (its caller decides). */
        public boolean passes() {
            return phase == null;
        }
    }

    /**
     * The longest rule prefix of {@code frame} ({@code class.method}), or null. Only prefixes that end at a name's
     * boundary are tried (before or after a dot or {@code $}, or the whole frame): a rule names packages, classes and
     * methods, never half a name.
     */
    public Match match(String frame) {
        for (int length = Math.min(frame.length(), longestPrefix); length > 0; length--) {
            boolean boundary = length == frame.length() || isSeparator(frame.charAt(length))
                    || isSeparator(frame.charAt(length - 1));
            if (!boundary) {
                continue;
            }
            Rule rule = byPrefix.get(frame.substring(0, length));
            if (rule != null) {
                return new Match(frame.substring(0, length), rule.phase(), rule.scope());
            }
        }
        return null;
    }

    private static boolean isSeparator(char c) {
        return c == '.' || c == '$';
    }

    /** The phase of one frame on its own, or null when no rule claims it or it passes. */
    public Phase phaseOf(String frame) {
        Match m = match(frame);
        return m == null ? null : m.phase();
    }

    /** Every rule prefix of {@code phase} (tests use it). */
    List<String> prefixesOf(Phase phase) {
        List<String> out = new ArrayList<>();
        byPrefix.forEach((prefix, rule) -> {
            if (rule.phase() == phase) {
                out.add(prefix);
            }
        });
        return out;
    }
}
