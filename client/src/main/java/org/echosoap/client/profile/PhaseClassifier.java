package org.echosoap.client.profile;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.echosoap.client.result.Phase;

/**
 * Puts one sample's stack in a {@link Phase}: the innermost frame a scope rule ({@code security*}) claims decides, if
 * any; else, from the leaf outwards, the first frame a rule claims decides. Frames of
 * the JDK's own packages that no rule names are transparent (a {@code HashMap.get} belongs to whoever called it); any
 * other frame no rule names ends the walk in {@link Phase#OTHER}, and is named, so that a missing rule shows instead of
 * hiding in the container's share.
 *
 * <pre>{@code
 * PhaseClassifier c = new PhaseClassifier(PhaseRules.builtIn());
 * PhaseClassifier.Outcome o = c.classify(List.of("java.util.HashMap.get", "com.ctc.wstx.sr.BasicStreamReader.next"));
 * // o.phase() == READING, o.frame() == "com.ctc.wstx.sr.BasicStreamReader.next"
 * }</pre>
 */
public final class PhaseClassifier {

    /** Packages whose unnamed frames pass to their caller: the JDK's own. */
    private static final List<String> JDK_PACKAGES = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.proxy.",
            "jakarta.");

    /** A sample's phase, and the frame that decided it (for {@link Phase#OTHER}: the first frame no rule claims). */
    public record Outcome(Phase phase, String frame) {
    }

    private final PhaseRules rules;
    private final Map<String, PhaseRules.Match> cache = new HashMap<>();

    public PhaseClassifier(PhaseRules rules) {
        this.rules = rules;
    }

    /** The phase of a stack given leaf first ({@code class.method} per frame). */
    public Outcome classify(List<String> framesLeafFirst) {
        for (String frame : framesLeafFirst) {
            PhaseRules.Match m = matchOf(frame);
            if (m != NO_RULE && m.scope()) {
                return new Outcome(m.phase(), frame);
            }
        }
        for (String frame : framesLeafFirst) {
            PhaseRules.Match m = matchOf(frame);
            if (m != NO_RULE) {
                if (m.passes()) {
                    continue;
                }
                return new Outcome(m.phase(), frame);
            }
            if (isJdk(frame)) {
                continue;
            }
            return new Outcome(Phase.OTHER, frame);
        }
        return new Outcome(Phase.OTHER, framesLeafFirst.isEmpty() ? "(no stack)" : "(only JDK frames) "
                + framesLeafFirst.get(framesLeafFirst.size() - 1));
    }

    private PhaseRules.Match matchOf(String frame) {
        return cache.computeIfAbsent(frame, f -> {
            PhaseRules.Match found = rules.match(f);
            return found != null ? found : NO_RULE;
        });
    }

    private static final PhaseRules.Match NO_RULE = new PhaseRules.Match("", Phase.OTHER, false);

    private static boolean isJdk(String frame) {
        for (String p : JDK_PACKAGES) {
            if (frame.startsWith(p)) {
                return true;
            }
        }
        return false;
    }
}
