package org.echosoap.client.history;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.echosoap.client.report.RunReport;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.stats.PrecisionTarget;
import org.echosoap.client.stats.RunToRun;

/**
 * The runs kept on this machine, one JSON line per measured cost: {@code {"at", "key", "costMicros",
 * "standardErrorMicros", "units"}}. Before a run's costs are reported, each gets the run-to-run spread of its setup
 * ({@link RunToRun}) from the last {@link #WINDOW_RUNS} runs of that setup and itself; after a complete run, its
 * costs are appended. Only costs measured enough ({@link PrecisionTarget#measuredEnough}) with an interval are kept.
 *
 * <p>The history is a help, never a reason to fail: a file that cannot be read or written costs one line on
 * stderr and the run goes on without it; lines that do not parse are skipped. Several clients may append to one
 * file: each append holds a file lock.
 */
public final class RunHistory {

    /** The newest runs of a setup that count: old enough runs may have seen another machine state. */
    public static final int WINDOW_RUNS = 30;

    /** The environment variable naming the history file ({@code off} for none), overridden by {@code --history}. */
    public static final String ENVIRONMENT_VARIABLE = "ECHOSOAP_HISTORY";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final PrintStream errors;

    private RunHistory(Path file, PrintStream errors) {
        this.file = file;
        this.errors = errors;
    }

    /** No history: every cost stays a one-run figure. */
    public static RunHistory off() {
        return new RunHistory(null, System.err);
    }

    /** The history in {@code file} (created at the first append), problems reported on {@code errors}. */
    public static RunHistory at(Path file, PrintStream errors) {
        return new RunHistory(file, errors);
    }

    /**
     * The history a user asked for: {@code option} ({@code --history FILE|off}), else {@link #ENVIRONMENT_VARIABLE},
     * else {@code $XDG_STATE_HOME/echosoap/history.jsonl} ({@code ~/.local/state} when XDG_STATE_HOME is unset).
     */
    public static RunHistory chosen(String option, Map<String, String> environment, PrintStream errors) {
        String value = option != null ? option : environment.get(ENVIRONMENT_VARIABLE);
        if (value != null && !value.isBlank()) {
            return value.equals("off") ? off() : at(Path.of(value), errors);
        }
        String state = environment.get("XDG_STATE_HOME");
        Path base = state != null && !state.isBlank() ? Path.of(state)
                : Path.of(System.getProperty("user.home"), ".local", "state");
        return at(base.resolve("echosoap").resolve("history.jsonl"), errors);
    }

    /** Whether runs are kept. */
    public boolean enabled() {
        return file != null;
    }

    /** The file, or null when off. */
    public Path file() {
        return file;
    }

    /**
     * {@code report} with each cost's run-to-run spread from the earlier runs of its setup and this one (not yet
     * appended); unchanged when off or unreadable.
     */
    public RunReport withRunToRun(RunReport report) {
        if (!enabled()) {
            return report;
        }
        List<Entry> earlier = read();
        List<CostEstimate> costs = new ArrayList<>();
        for (CostEstimate c : report.costs()) {
            SetupKey key = SetupKey.of(report.environment(), report.options(), report.size(), c);
            List<Entry> same = earlier.stream().filter(e -> e.key().equals(key.text())).toList();
            same = same.subList(Math.max(0, same.size() - (WINDOW_RUNS - 1)), same.size());
            List<Double> figures = new ArrayList<>(same.stream().map(Entry::costMicros).toList());
            List<Double> errorsOf = new ArrayList<>(same.stream().map(Entry::standardErrorMicros).toList());
            if (keepable(c)) {
                figures.add(c.perMessageCostMicros());
                errorsOf.add(c.cost().standardErrorMicros());
            }
            costs.add(c.withRunToRun(RunToRun.estimate(figures, errorsOf)));
        }
        return report.withCosts(costs);
    }

    /** Appends the costs of a complete run; nothing when off, or the run stopped early. */
    public void record(RunReport report) {
        if (!enabled() || !report.complete()) {
            return;
        }
        StringBuilder lines = new StringBuilder();
        String at = Instant.now().toString();
        for (CostEstimate c : report.costs()) {
            if (!keepable(c)) {
                continue;
            }
            ObjectNode n = JSON.createObjectNode();
            n.put("at", at);
            n.put("key", SetupKey.of(report.environment(), report.options(), report.size(), c).text());
            n.put("costMicros", c.perMessageCostMicros());
            n.put("standardErrorMicros", c.cost().standardErrorMicros());
            n.put("units", c.cost().units());
            lines.append(n).append('\n');
        }
        if (lines.length() == 0) {
            return;
        }
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.APPEND); FileLock lock = channel.lock()) {
                channel.write(ByteBuffer.wrap(lines.toString().getBytes(StandardCharsets.UTF_8)));
            }
        } catch (IOException | RuntimeException e) {
            errors.println("echosoap: run history " + file + " not written (" + e.getMessage()
                    + "); use --history FILE|off");
        }
    }

    /** A cost worth keeping: measured enough, with a finite figure and a standard error. */
    private static boolean keepable(CostEstimate c) {
        double se = c.cost().standardErrorMicros();
        return PrecisionTarget.measuredEnough(c.pairs()) && Double.isFinite(c.perMessageCostMicros())
                && Double.isFinite(se) && se > 0;
    }

    private List<Entry> read() {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        List<Entry> entries = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                Entry e = parse(line);
                if (e != null) {
                    entries.add(e);
                }
            }
        } catch (IOException | RuntimeException e) {
            errors.println("echosoap: run history " + file + " not read (" + e.getMessage()
                    + "): intervals leave out the run-to-run spread; use --history FILE|off");
            return List.of();
        }
        return entries;
    }

    /** One line, or null when it does not parse (a line cut short by a crash, an edit by hand). */
    private static Entry parse(String line) {
        if (line.isBlank()) {
            return null;
        }
        try {
            JsonNode n = JSON.readTree(line);
            JsonNode key = n.get("key");
            JsonNode cost = n.get("costMicros");
            JsonNode se = n.get("standardErrorMicros");
            if (key == null || !key.isTextual() || cost == null || !cost.isNumber() || se == null || !se.isNumber()) {
                return null;
            }
            return new Entry(key.asText(), cost.asDouble(), se.asDouble());
        } catch (IOException e) {
            return null;
        }
    }

    /** One kept cost. */
    record Entry(String key, double costMicros, double standardErrorMicros) {
    }
}
