package org.echosoap.server.launcher;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which clients of the swarm have said they are ready, from their logs: each prints one line once its target has
 * answered its preflight and it waits for the start signal ({@code run --start-at-file}), naming its share.
 *
 * <pre>{@code
 * ClientReadiness.shares("echosoap: ready, share 2/3: waiting for the start time in /results/start-at ...", 3); // [2]
 * }</pre>
 */
final class ClientReadiness {

    /** The client's line (StartSignal.readyLine in the client). */
    private static final Pattern READY = Pattern.compile("^echosoap: ready, share (\\d+)/(\\d+): ", Pattern.MULTILINE);

    private ClientReadiness() {
    }

    /** The share indices of a plan of {@code clients} that {@code logs} say are ready. */
    static Set<Integer> shares(String logs, int clients) {
        Set<Integer> ready = new TreeSet<>();
        Matcher m = READY.matcher(logs);
        while (m.find()) {
            if (Integer.parseInt(m.group(2)) == clients) {
                ready.add(Integer.parseInt(m.group(1)));
            }
        }
        return ready;
    }

    /** Whether a client's log line is its ready line (the launcher says it once for all). */
    static boolean isReadyLine(String line) {
        return READY.matcher(line).lookingAt();
    }
}
