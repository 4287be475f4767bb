package org.echosoap.client.pool;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Formatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.echosoap.client.report.ConsoleTable;
import org.echosoap.client.report.ResultJson;
import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.stats.ForkEstimate;

/**
 * The results of one run repeated on several server JVMs (forks), pooled into one cost per scenario with an interval
 * over JVMs: its table and its pooled.json, a result (schema 2) whose costs have one unit per JVM.
 *
 * <pre>{@code
 * ForkPool pool = ForkPool.read(List.of(Path.of("fork-1"), Path.of("fork-2"), Path.of("fork-3")));
 * System.out.print(pool.table());
 * Files.writeString(Path.of("pooled.json"), pool.json());
 * }</pre>
 */
public final class ForkPool {

    /**
     * pooled.json is a result (schema 2) whose costs have one unit per JVM: {@code pairCostMicros} holds the forks'
     * costs, so {@code compare A/pooled.json B/pooled.json} tests across server starts, not within one.
     */
    public static final String SCHEMA = org.echosoap.client.resultfile.ResultFormat.CURRENT;

    /** One cost of one fork, keyed by what it measures. */
    private record Key(String scenario, int size, String endpoint, String baselineEndpoint, String statistic) {
        String label() {
            return endpoint + " − " + (baselineEndpoint == null ? "baseline" : baselineEndpoint)
                    + (size == ResultFile.NO_SIZE ? "" : " [size " + size + "]");
        }
    }

    /** One pooled cost: the forks' own costs and their estimate over JVMs. */
    private record Row(Key key, List<ResultFile.Cost> forks, ForkEstimate pooled) {
    }

    private final List<Path> inputs;
    private final ObjectNode firstFork;
    private final List<Row> rows;
    /** Costs not in every fork (pooled over the forks that have them). */
    private final int incomplete;

    private ForkPool(List<Path> inputs, ObjectNode firstFork, List<Row> rows, int incomplete) {
        this.inputs = List.copyOf(inputs);
        this.firstFork = firstFork;
        this.rows = List.copyOf(rows);
        this.incomplete = incomplete;
    }

    /**
     * Reads each input (a result directory or its result.json) and pools the costs of the same scenario, size,
     * endpoints and statistic.
     *
     * @throws IllegalArgumentException one line naming the file that is not a readable result
     */
    public static ForkPool read(List<Path> inputs) {
        ObjectNode firstFork = firstResult(inputs.get(0));
        Map<Key, List<ResultFile.Cost>> byKey = new LinkedHashMap<>();
        for (Path input : inputs) {
            for (ResultFile.Cost c : ResultFile.read(resultFile(input)).costs()) {
                byKey.computeIfAbsent(new Key(c.scenario(), c.size(), c.endpoint(), c.baselineEndpoint(),
                        c.statistic()), k -> new ArrayList<>()).add(c);
            }
        }
        List<Row> rows = new ArrayList<>();
        int incomplete = 0;
        for (Map.Entry<Key, List<ResultFile.Cost>> e : byKey.entrySet()) {
            List<ResultFile.Cost> forks = e.getValue();
            if (forks.size() != inputs.size()) {
                incomplete++;
            }
            rows.add(new Row(e.getKey(), forks, ForkEstimate.of(
                    forks.stream().map(ResultFile.Cost::perMessageCostMicros).toList(),
                    forks.stream().map(ResultFile.Cost::ci95Micros).toList())));
        }
        return new ForkPool(inputs, firstFork, rows, incomplete);
    }

    /** The console table: each cost per JVM, across JVMs, and what one JVM's interval would have said. */
    public String table() {
        StringBuilder text = new StringBuilder();
        Formatter o = new Formatter(text, Locale.ROOT);
        o.format("echosoap pool: %d server JVMs (forks)%n%n", inputs.size());
        o.format("%-34s %-44s %20s %12s%n", "cost", "each JVM (µs, own 95% CI)", "across JVMs µs", "one JVM ±");
        for (Row r : rows) {
            StringBuilder each = new StringBuilder();
            for (ResultFile.Cost c : r.forks()) {
                each.append(each.length() == 0 ? "" : ", ")
                        .append(ConsoleTable.plusMinus(c.perMessageCostMicros(), c.ci95Micros()));
            }
            o.format("%-34s %-44s %20s %12s%n", r.key().label(), each,
                    ConsoleTable.plusMinus(r.pooled().micros(), r.pooled().ci95Micros()),
                    String.format(Locale.ROOT, "%.1f", r.pooled().withinJvmCi95Micros()));
        }
        o.format("(across JVMs = mean of the forks' costs ± 95%% CI, Student t over %d forks: it covers the "
                + "variation%n from one server start to the next; one JVM ± = the mean of the forks' own intervals, which "
                + "cover one JVM only)%n", inputs.size());
        if (incomplete > 0) {
            o.format("warning: %d cost%s not in every fork (pooled over the forks that have it)%n",
                    incomplete, incomplete == 1 ? " is" : "s are");
        }
        o.flush();
        return text.toString();
    }

    /** pooled.json: the first fork's tool, environment and settings, and the costs with one unit per JVM. */
    public String json() {
        ObjectNode root = ResultJson.newObject();
        root.put("schema", SCHEMA);
        root.put("complete", true);
        ObjectNode pooledFrom = root.putObject("pooled");
        pooledFrom.put("jvms", inputs.size());
        pooledFrom.put("units", "costs[].pairCostMicros holds one cost per server JVM (fork), not per block pair");
        pooledFrom.put("ciMethod", "Student t over the forks' own estimates, 95%");
        ArrayNode files = pooledFrom.putArray("inputs");
        inputs.forEach(p -> files.add(p.toString()));
        for (String key : List.of("tool", "environment", "settings")) {
            if (firstFork.has(key)) {
                root.set(key, firstFork.get(key));
            }
        }
        root.putArray("runs");
        root.putArray("warnings");
        ArrayNode costs = root.putArray("costs");
        for (Row r : rows) {
            Key key = r.key();
            ForkEstimate pooled = r.pooled();
            ObjectNode n = costs.addObject();
            n.put("scenario", key.scenario());
            if (key.size() == ResultFile.NO_SIZE) {
                n.putNull("size");
            } else {
                n.put("size", key.size());
            }
            n.put("endpoint", key.endpoint());
            n.put("baselineEndpoint", key.baselineEndpoint());
            n.put("statistic", key.statistic());
            n.put("jvms", pooled.forks());
            n.put("pairs", pooled.forks());
            n.put("ciMethod", "Student t over JVMs (forks), 95%");
            ResultJson.number(n, "perMessageCostMicros", pooled.micros());
            ResultJson.number(n, "ci95Micros", pooled.ci95Micros());
            ResultJson.number(n, "withinJvmCi95Micros", pooled.withinJvmCi95Micros());
            ResultJson.number(n, "serverCostMicros", r.forks().stream().mapToDouble(ResultFile.Cost::serverCostMicros)
                    .average().orElse(Double.NaN));
            ArrayNode units = n.putArray("pairCostMicros");
            pooled.forkMicros().forEach(units::add);
        }
        return ResultJson.text(root);
    }

    private static Path resultFile(Path input) {
        return Files.isDirectory(input) ? input.resolve("result.json") : input;
    }

    /** The first fork's result as JSON, for its tool, environment and settings. */
    private static ObjectNode firstResult(Path input) {
        Path file = resultFile(input);
        return ResultFile.document(file); // the one-line error for anything that is not a result
    }
}
