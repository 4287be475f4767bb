package org.echosoap.client.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.echosoap.client.config.Share;
import org.echosoap.client.report.ResultJson;
import org.echosoap.client.resultfile.Json;
import org.echosoap.client.resultfile.ResultFormat;

/**
 * The result of several clients that ran one plan together ({@code --share I/N}, {@code --start-at}), as one
 * result.json of the same schema: {@code compare}, {@code report} and {@code pool} read it like any other. Runs are
 * merged by {@link RunMerge}, costs by {@link CostMerge}; on top, {@code merged{}} names the clients and how far apart
 * they began ({@link StartSkew}). The figures that describe one host (JVM, OS, host name) list every client's.
 *
 * <p>A share without a result (its client was killed before it wrote one) is refused by {@link #of}; {@link
 * #withMissing} merges the rest into a result marked incomplete ({@code complete: false}, the shares in {@code
 * abortReason} and {@code merged.missingShares}), whose figures say they cover K of the plan's N shares.
 *
 * <pre>{@code
 * List<ClientResult> clients = dirs.stream().map(ClientResult::read).toList();
 * ObjectNode merged = MergedResult.of(clients);   // refuses clients of different plans in one line
 * }</pre>
 */
public final class MergedResult {

    /** {@code merged.startSkew}: what {@code startSkewMillis} is and what bounds it. */
    static final String SKEW_MEANING = "the spread (latest - earliest) of the clients' measuringStartedAt, each as its "
            + "own host's clock reports it: bounded by how well the hosts' clocks agree (NTP: about 1 ms on a LAN) plus "
            + "each client's delay from --start-at to its first request; clients on one machine share its clock, so "
            + "for them it is that delay alone";

    /** A client whose start came later than this after --start-at is named in a warning. */
    static final Duration LATE = Duration.ofSeconds(1);

    private MergedResult() {
    }

    /**
     * Merges {@code clients} (any order; the result lists them by share index).
     *
     * @throws IllegalArgumentException (one line) if they are not the clients of one plan
     */
    public static ObjectNode of(List<ClientResult> clients) {
        List<Share> missing = SamePlan.check(clients);
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(SamePlan.named(missing) + " missing: the plan has "
                    + missing.get(0).count() + " clients and merge adds all of them (give every client's result, or "
                    + "--allow-missing to merge the rest marked incomplete)");
        }
        return merge(clients, missing);
    }

    /**
     * Merges {@code clients}, which may lack some of the plan's shares: the result is then incomplete and says which
     * shares it lacks, and that its figures are those of the clients given.
     *
     * @throws IllegalArgumentException (one line) if they are not the clients of one plan
     */
    public static ObjectNode withMissing(List<ClientResult> clients) {
        return merge(clients, SamePlan.check(clients));
    }

    private static ObjectNode merge(List<ClientResult> clients, List<Share> missing) {
        List<ClientResult> ordered = clients.stream().sorted(Comparator.comparingInt(c -> c.share().index())).toList();
        ClientResult first = ordered.get(0);
        StartSkew skew = StartSkew.of(ordered.stream().map(ClientResult::measuringStartedAt).toList());
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("schema", ResultFormat.CURRENT);
        boolean complete = missing.isEmpty() && ordered.stream().allMatch(c -> Json.at(c.root(), "complete") == null
                || Json.at(c.root(), "complete").asBoolean());
        root.put("complete", complete);
        List<String> reasons = new ArrayList<>();
        if (!missing.isEmpty()) {
            reasons.add(missingReason(missing, ordered));
        }
        ordered.stream().filter(c -> Json.text(c.root(), "abortReason") != null).findFirst()
                .ifPresent(c -> reasons.add(c.label() + ": " + Json.text(c.root(), "abortReason")));
        if (!reasons.isEmpty()) {
            root.put("abortReason", String.join("; ", reasons));
        }
        if (Json.text(first.root(), "suite") != null) {
            root.put("suite", Json.text(first.root(), "suite"));
            ResultJson.number(root, "elapsedSeconds", ordered.stream()
                    .mapToDouble(c -> Json.number(c.root(), "elapsedSeconds")).max().orElse(Double.NaN));
        }
        if (Json.text(first.root(), "scenario") != null) {
            root.put("scenario", Json.text(first.root(), "scenario"));
        }
        ObjectNode tool = root.putObject("tool");
        tool.put("name", "echosoap");
        tool.put("version", joined(ordered, "tool", "version"));
        root.set("environment", environment(ordered, skew));
        ObjectNode settings = ((ObjectNode) Json.at(first.root(), "settings")).deepCopy();
        settings.put("connections", first.planConnections()); // the whole plan; each client's share is in merged{}
        settings.remove("share");
        JsonNode clientRate = Json.at(first.root(), "settings", "ratePerSec");
        if (clientRate != null && clientRate.isNumber()) {
            // Open loop: each client asked its share of the rate; the plan's is their sum.
            ResultJson.number(settings, "ratePerSec",
                    ordered.stream().mapToDouble(c -> Json.number(c.root(), "settings", "ratePerSec")).sum());
        }
        root.set("settings", settings);
        ArrayNode runs = root.putArray("runs");
        for (int i = 0; i < first.runs().size(); i++) {
            int run = i;
            runs.add(RunMerge.merge(ordered.stream().map(c -> c.runs().get(run)).toList(), ordered));
        }
        ArrayNode costs = root.putArray("costs");
        for (JsonNode cost : first.costs()) {
            costs.add(CostMerge.merge(cost, ordered));
        }
        ArrayNode warnings = root.putArray("warnings");
        if (!missing.isEmpty()) {
            warnings.add(missingWarning(missing));
        }
        warnings(ordered, skew, runs).forEach(warnings::add);
        for (ClientResult c : ordered) {
            Json.texts(c.root(), "warnings").forEach(w -> warnings.add(c.label() + ": " + w));
        }
        Set<String> skipped = new LinkedHashSet<>();
        ordered.forEach(c -> skipped.addAll(Json.texts(c.root(), "skipped")));
        ArrayNode skippedNode = root.putArray("skipped");
        skipped.forEach(skippedNode::add);
        ArrayNode unmeasured = JsonNodeFactory.instance.arrayNode();
        for (ClientResult c : ordered) {
            for (JsonNode u : Json.objects(c.root(), "unmeasured")) {
                unmeasured.add(((ObjectNode) u).deepCopy().put("client", c.label())); // whose priming it was
            }
        }
        if (!unmeasured.isEmpty()) {
            root.set("unmeasured", unmeasured);
        }
        root.set("merged", merged(ordered, skew, missing));
        return root;
    }

    /** abortReason of a merge without some shares: which, and what the figures cover instead. */
    static String missingReason(List<Share> missing, List<ClientResult> given) {
        int plan = given.get(0).planConnections();
        int connections = given.stream().mapToInt(c -> (int) Json.number(c.root(), "settings", "connections")).sum();
        int count = missing.get(0).count();
        return String.format(Locale.ROOT, "%s missing (no result): the figures cover %d of the plan's %d shares (%d of "
                + "its %d connections)", SamePlan.named(missing), count - missing.size(), count, connections, plan);
    }

    /** What a missing client leaves out of the figures, and what it did not. */
    private static String missingWarning(List<Share> missing) {
        return SamePlan.named(missing) + " missing: " + (missing.size() == 1 ? "its client's requests are" : "their "
                + "clients' requests are") + " in no figure, and msgs/s is the sum of the clients given, not the plan's; "
                + "until it stopped, the server also served " + (missing.size() == 1 ? "it" : "them")
                + ", so the latencies are under more load than the connections merged";
    }

    private static ObjectNode environment(List<ClientResult> clients, StartSkew skew) {
        ObjectNode e = JsonNodeFactory.instance.objectNode();
        for (String key : List.of("jvm", "os")) {
            e.put(key, joined(clients, "environment", key));
        }
        // One host's CPUs when every client host has as many (each client's own count is in merged.clients[]).
        List<Double> cpus = clients.stream().map(c -> Json.number(c.root(), "environment", "cpus")).distinct().toList();
        if (cpus.size() == 1 && !cpus.get(0).isNaN()) {
            e.put("cpus", cpus.get(0).intValue());
        } else {
            e.putNull("cpus");
        }
        e.put("clientHost", joined(clients, "environment", "clientHost"));
        for (String key : List.of("targetHost", "targetAddress")) {
            e.put(key, joined(clients, "environment", key));
        }
        e.put("startedAt", clients.stream().map(c -> Json.text(c.root(), "environment", "startedAt"))
                .filter(java.util.Objects::nonNull).min(String::compareTo).orElse(null));
        e.put("scheduledStartAt", Json.text(clients.get(0).root(), "environment", "scheduledStartAt"));
        e.put("measuringStartedAt", skew.known() ? earliestText(clients, skew) : null);
        return e;
    }

    private static ObjectNode merged(List<ClientResult> clients, StartSkew skew, List<Share> missing) {
        ObjectNode m = JsonNodeFactory.instance.objectNode();
        m.put("clientCount", clients.size());
        ArrayNode lacking = m.putArray("missingShares");
        missing.forEach(s -> lacking.add(s.toString()));
        ArrayNode list = m.putArray("clients");
        for (ClientResult c : clients) {
            ObjectNode n = list.addObject();
            Path file = Path.of(c.source());
            n.put("dir", file.getParent() == null ? c.source() : file.getParent().toString());
            n.put("host", c.host());
            n.put("cpus", (int) Json.number(c.root(), "environment", "cpus"));
            n.put("share", c.share().toString());
            n.put("connections", (int) Json.number(c.root(), "settings", "connections"));
            n.put("scheduledStartAt", Json.text(c.root(), "environment", "scheduledStartAt"));
            n.put("measuringStartedAt", Json.text(c.root(), "environment", "measuringStartedAt"));
            if (c.scheduledStartAt() != null && c.measuringStartedAt() != null) {
                n.put("startLateMillis", Duration.between(c.scheduledStartAt(), c.measuringStartedAt()).toMillis());
            } else {
                n.putNull("startLateMillis");
            }
        }
        if (skew.known()) {
            m.put("startSkewMillis", skew.millis());
        } else {
            m.putNull("startSkewMillis");
        }
        m.put("startSkew", SKEW_MEANING);
        m.put("throughput", "runs[].throughputPerSec is the sum of the clients' (they ran at the same time); "
                + "percentiles come from every client's histograms added");
        m.put("costs", CostMerge.CI_METHOD);
        return m;
    }

    /** What a reader of the merged figures must know about how the clients ran together. */
    private static List<String> warnings(List<ClientResult> clients, StartSkew skew, ArrayNode runs) {
        List<String> w = new ArrayList<>();
        double blockMillis = Json.number(clients.get(0).root(), "settings", "durationMillis");
        if (clients.get(0).scheduledStartAt() == null) {
            w.add(String.format(Locale.ROOT, "no shared start (--start-at): the clients began measuring %s apart on "
                    + "their own, and their throughputs are added as if they ran at the same time",
                    skew.known() ? skew.millis() + " ms" : "an unknown time"));
        } else if (skew.known() && skew.millis() > blockMillis) {
            w.add(String.format(Locale.ROOT, "the clients began measuring %d ms apart (startSkewMillis), more than one "
                    + "block (%.0f ms): their blocks do not line up in time (are the hosts' clocks synchronized?)",
                    skew.millis(), blockMillis));
        }
        for (ClientResult c : clients) {
            if (c.scheduledStartAt() != null && c.measuringStartedAt() != null
                    && Duration.between(c.scheduledStartAt(), c.measuringStartedAt()).compareTo(LATE) > 0) {
                w.add(String.format(Locale.ROOT, "%s began measuring %.1f s after --start-at: it was started late",
                        c.label(), Duration.between(c.scheduledStartAt(), c.measuringStartedAt()).toMillis() / 1000.0));
            }
        }
        for (JsonNode run : runs) {
            String stop = Json.text(run, "measuring", "stop");
            if (stop != null && (stop.contains(",") || !stop.equals("fixed-rounds"))) {
                w.add("the clients stopped measuring on their own (" + stop + "), so their measured times overlap only "
                        + "in part; give a plan of several clients --precision off --repeat N");
                break;
            }
        }
        return w;
    }

    /** The earliest client's own text of its start (kept as written: three decimals). */
    private static String earliestText(List<ClientResult> clients, StartSkew skew) {
        return clients.stream().filter(c -> skew.earliest().equals(c.measuringStartedAt())).findFirst()
                .map(c -> Json.text(c.root(), "environment", "measuringStartedAt")).orElse(skew.earliest().toString());
    }

    /** A text every client has: once if they agree, else each distinct one, comma-separated. */
    private static String joined(List<ClientResult> clients, String... path) {
        Set<String> values = new LinkedHashSet<>();
        clients.forEach(c -> {
            String v = Json.text(c.root(), path);
            if (v != null) {
                values.add(v);
            }
        });
        return values.isEmpty() ? null : String.join(", ", values);
    }
}
