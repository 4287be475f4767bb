package org.echosoap.client.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.echosoap.client.resultfile.ResultFile;
import org.echosoap.client.report.AtomicFiles;
import org.echosoap.client.report.ConsoleTable;
import org.echosoap.client.report.ResultJson;
import org.echosoap.client.stats.ForkEstimate;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code echosoap pool}: the results of the same run on several server JVMs (forks: {@code ./echosoap demo --forks 3}
 * restarts the server between them) pooled into one cost per scenario with an interval over JVMs.
 */
@Command(name = "pool", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Pools the results of one run repeated on several server JVMs (forks) into costs whose 95%% CI "
                + "covers the variation from one server start to the next."},
        footer = {"", "Exit codes: 0 ok, 2 usage error or an input that is not a result.",
                "Example: echosoap pool target/echosoap-demo/fork-1 target/echosoap-demo/fork-2 target/echosoap-demo/fork-3"})
public final class PoolCommand implements Callable<Integer> {

    /**
     * pooled.json is a result (schema 2) whose costs have one unit per JVM: {@code pairCostMicros} holds the forks'
     * costs, so {@code compare A/pooled.json B/pooled.json} tests across server starts, not within one.
     */
    public static final String SCHEMA = org.echosoap.client.report.RunReport.SCHEMA;

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "2..*", paramLabel = "DIR", description = "Result directories (or result.json files), one per fork")
    List<Path> inputs;

    @Option(names = "--out", paramLabel = "FILE", description = "Also write the pooled costs as a result (schema " + SCHEMA
            + ", one unit per JVM) that compare and report read")
    Path out;

    @Option(names = "--force", description = "Overwrite an existing --out file")
    boolean force;

    /** One cost of one fork, keyed by what it measures. */
    private record Key(String scenario, int size, String endpoint, String baselineEndpoint, String statistic) {
        String label() {
            return endpoint + " − " + (baselineEndpoint == null ? "baseline" : baselineEndpoint)
                    + (size == ResultFile.NO_SIZE ? "" : " [size " + size + "]");
        }
    }

    @Override
    public Integer call() {
        Map<Key, List<ResultFile.Cost>> byKey = new LinkedHashMap<>();
        ObjectNode firstFork;
        try {
            if (out != null && Files.exists(out) && !force) {
                throw new IllegalArgumentException(out + " exists; use --force to overwrite or choose another --out");
            }
            firstFork = firstResult(inputs.get(0));
            for (Path input : inputs) {
                Path file = Files.isDirectory(input) ? input.resolve("result.json") : input;
                for (ResultFile.Cost c : ResultFile.read(file).costs()) {
                    byKey.computeIfAbsent(new Key(c.scenario(), c.size(), c.endpoint(), c.baselineEndpoint(),
                            c.statistic()), k -> new ArrayList<>()).add(c);
                }
            }
        } catch (IllegalArgumentException e) { // NotAResultException included: one line naming the file
            return usageError(e.getMessage());
        }
        PrintWriter o = spec.commandLine().getOut();
        o.printf(Locale.ROOT, "echosoap pool: %d server JVMs (forks)%n%n", inputs.size());
        o.printf(Locale.ROOT, "%-34s %-44s %20s %12s%n", "cost", "each JVM (µs, own 95% CI)", "across JVMs µs",
                "one JVM ±");
        ObjectNode root = MAPPER.createObjectNode();
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
        int incomplete = 0;
        for (Map.Entry<Key, List<ResultFile.Cost>> e : byKey.entrySet()) {
            List<ResultFile.Cost> forks = e.getValue();
            if (forks.size() != inputs.size()) {
                incomplete++;
            }
            ForkEstimate pooled = ForkEstimate.of(forks.stream().map(ResultFile.Cost::perMessageCostMicros).toList(),
                    forks.stream().map(ResultFile.Cost::ci95Micros).toList());
            StringBuilder each = new StringBuilder();
            for (ResultFile.Cost c : forks) {
                each.append(each.length() == 0 ? "" : ", ").append(ConsoleTable.plusMinus(c.perMessageCostMicros(), c.ci95Micros()));
            }
            o.printf(Locale.ROOT, "%-34s %-44s %20s %12s%n", e.getKey().label(), each,
                    ConsoleTable.plusMinus(pooled.micros(), pooled.ci95Micros()),
                    String.format(Locale.ROOT, "%.1f", pooled.withinJvmCi95Micros()));
            ObjectNode n = costs.addObject();
            n.put("scenario", e.getKey().scenario());
            if (e.getKey().size() == ResultFile.NO_SIZE) {
                n.putNull("size");
            } else {
                n.put("size", e.getKey().size());
            }
            n.put("endpoint", e.getKey().endpoint());
            n.put("baselineEndpoint", e.getKey().baselineEndpoint());
            n.put("statistic", e.getKey().statistic());
            n.put("jvms", pooled.forks());
            n.put("pairs", pooled.forks());
            n.put("ciMethod", "Student t over JVMs (forks), 95%");
            ResultJson.number(n, "perMessageCostMicros", pooled.micros());
            ResultJson.number(n, "ci95Micros", pooled.ci95Micros());
            ResultJson.number(n, "withinJvmCi95Micros", pooled.withinJvmCi95Micros());
            ResultJson.number(n, "serverCostMicros", forks.stream().mapToDouble(ResultFile.Cost::serverCostMicros).average()
                    .orElse(Double.NaN));
            ArrayNode units = n.putArray("pairCostMicros");
            pooled.forkMicros().forEach(units::add);
        }
        o.printf(Locale.ROOT, "(across JVMs = mean of the forks' costs ± 95%% CI, Student t over %d forks: it covers the "
                + "variation%n from one server start to the next; one JVM ± = the mean of the forks' own intervals, which "
                + "cover one JVM only)%n", inputs.size());
        if (incomplete > 0) {
            o.printf(Locale.ROOT, "warning: %d cost%s not in every fork (pooled over the forks that have it)%n",
                    incomplete, incomplete == 1 ? " is" : "s are");
        }
        o.flush();
        if (out != null) {
            try {
                AtomicFiles.write(out, MAPPER.writeValueAsString(root) + "\n");
                o.println("pooled: " + out.toAbsolutePath().normalize());
            } catch (IOException | SecurityException ex) {
                return usageError("cannot write " + out + " (" + ex.getClass().getSimpleName() + ": " + ex.getMessage() + ")");
            }
        }
        return 0;
    }

    /** The first fork's result as JSON, for its tool, environment and settings. */
    private static ObjectNode firstResult(Path input) {
        Path file = Files.isDirectory(input) ? input.resolve("result.json") : input;
        ResultFile.read(file); // the one-line error for anything that is not a result
        try {
            return (ObjectNode) MAPPER.readTree(file.toFile());
        } catch (IOException | ClassCastException e) {
            throw new IllegalArgumentException(file + " cannot be read: " + e.getMessage());
        }
    }

    private int usageError(String message) {
        return Main.usageError(spec, message);
    }
}
