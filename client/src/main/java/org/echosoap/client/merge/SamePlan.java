package org.echosoap.client.merge;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.LinkedHashSet;
import org.echosoap.client.config.Share;
import org.echosoap.client.resultfile.Json;

/**
 * Refuses results that are not the clients of one plan: the same scenario or suite, the same settings (but for each
 * client's own connections and share), the same shared start, the same endpoints and costs, and shares that are all
 * of one count, each index once. Adding the throughputs of anything else would be a made-up figure. The shares no
 * result was given for are returned: whether a merge without them may go on is the caller's to say.
 *
 * <pre>{@code
 * List<Share> missing = SamePlan.check(clients);   // IllegalArgumentException: one line naming two files and what differs
 * }</pre>
 */
final class SamePlan {

    /** Settings that differ between the clients of one plan by design. */
    static final Set<String> PER_CLIENT_SETTINGS = Set.of("connections", "share", "intervalLogs");

    private SamePlan() {
    }

    /** @return the plan's shares no client of {@code clients} is, by index (empty: the whole plan) */
    static List<Share> check(List<ClientResult> clients) {
        ClientResult first = clients.get(0);
        for (ClientResult other : clients.subList(1, clients.size())) {
            same(first, other, "suite", Json.text(first.root(), "suite"), Json.text(other.root(), "suite"));
            same(first, other, "scenario", Json.text(first.root(), "scenario"), Json.text(other.root(), "scenario"));
            settings(first, other);
            same(first, other, "environment.scheduledStartAt (--start-at)",
                    Json.text(first.root(), "environment", "scheduledStartAt"),
                    Json.text(other.root(), "environment", "scheduledStartAt"));
            measuredAlike(first, other, "runs (endpoints)", runKeys(first), runKeys(other));
            measuredAlike(first, other, "costs", costKeys(first), costKeys(other));
            same(first, other, "settings.share.planConnections", first.planConnections(), other.planConnections());
        }
        return shares(clients);
    }

    private static void settings(ClientResult a, ClientResult b) {
        JsonNode sa = Json.at(a.root(), "settings");
        JsonNode sb = Json.at(b.root(), "settings");
        Set<String> keys = new LinkedHashSet<>(); // in the file's order: the option a user gave comes first
        sa.fieldNames().forEachRemaining(keys::add);
        sb.fieldNames().forEachRemaining(keys::add);
        keys.removeAll(PER_CLIENT_SETTINGS);
        for (String key : keys) {
            same(a, b, "settings." + key, sa.get(key), sb.get(key));
        }
    }

    /** Every share of one count, each index once; returns the indices no client has. */
    private static List<Share> shares(List<ClientResult> clients) {
        int count = clients.get(0).share().count();
        ClientResult[] byIndex = new ClientResult[count];
        for (ClientResult c : clients) {
            if (c.share().count() != count) {
                throw new IllegalArgumentException(c.source() + " is share " + c.share() + " but "
                        + clients.get(0).source() + " is " + clients.get(0).share() + ": not the same plan");
            }
            ClientResult twice = byIndex[c.share().index()];
            if (twice != null) {
                throw new IllegalArgumentException(twice.source() + " and " + c.source() + " are both share "
                        + c.share() + ": the same client twice");
            }
            byIndex[c.share().index()] = c;
        }
        List<Share> missing = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (byIndex[i] == null) {
                missing.add(new Share(i, count));
            }
        }
        return missing;
    }

    /** "share 2/3" or "shares 0/3, 2/3". */
    static String named(List<Share> shares) {
        return (shares.size() == 1 ? "share " : "shares ")
                + String.join(", ", shares.stream().map(Share::toString).toList());
    }

    /**
     * The same endpoints or costs; when they differ because a client stopped early (its run ended before every
     * endpoint had a complete block or pair), the refusal names that client and how to merge without it.
     */
    private static void measuredAlike(ClientResult a, ClientResult b, String what, List<String> va, List<String> vb) {
        if (va.equals(vb)) {
            return;
        }
        for (ClientResult c : List.of(b, a)) {
            String reason = Json.text(c.root(), "abortReason");
            if (reason != null && (c == a ? va : vb).size() < (c == a ? vb : va).size()) {
                throw new IllegalArgumentException(c.source() + " stopped early (" + reason + ") and lacks some of "
                        + "the " + what + " the others have: leave it out and merge the rest with --allow-missing");
            }
        }
        same(a, b, what, va, vb);
    }

    private static void same(ClientResult a, ClientResult b, String what, Object va, Object vb) {
        if (!Objects.equals(va, vb)) {
            throw new IllegalArgumentException(a.source() + " and " + b.source() + " are not the same plan: " + what
                    + " " + shown(va) + " vs " + shown(vb));
        }
    }

    private static String shown(Object v) {
        String s = v == null ? "none" : v instanceof JsonNode n && n.isTextual() ? n.asText() : v.toString();
        return s.length() <= 80 ? s : s.substring(0, 79) + "…";
    }

    /** "scenario size stack endpoint role" of every run, in file order. */
    static List<String> runKeys(ClientResult c) {
        return c.runs().stream().map(SamePlan::runKey).toList();
    }

    static String runKey(JsonNode run) {
        return Json.text(run, "scenario") + " " + Json.size(run) + " " + Json.text(run, "stack") + " "
                + Json.text(run, "endpoint") + " " + Json.text(run, "role");
    }

    /** "scenario size stack endpoint − baseline statistic" of every cost, in file order. */
    static List<String> costKeys(ClientResult c) {
        return c.costs().stream().map(n -> Json.text(n, "scenario") + " " + Json.size(n) + " " + Json.text(n, "stack")
                + " " + Json.text(n, "endpoint") + " − " + Json.text(n, "baselineEndpoint") + " "
                + Json.text(n, "statistic")).toList();
    }

    /** The part a run or cost belongs to: "scenario size stack". */
    static String part(JsonNode entry) {
        return Json.text(entry, "scenario") + " " + Json.size(entry) + " " + Json.text(entry, "stack");
    }
}
