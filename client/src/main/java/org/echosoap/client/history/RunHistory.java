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
import org.echosoap.client.report.EndpointFigures;
import org.echosoap.client.report.RunReport;
import org.echosoap.client.stats.CostEstimate;
import org.echosoap.client.config.PrecisionTarget;
import org.echosoap.client.stats.RunToRun;

/**
 * The runs kept on this machine, one JSON line per measured cost and per endpoint's mean latency: {@code {"at",
 * "key", "costMicros", "standardErrorMicros", "units"}} ({@code costMicros} is the figure, a cost or a mean latency).
 * Before a run is reported, each of its figures gets the run-to-run spread of its setup ({@link RunToRun}) from the
 * last {@link #WINDOW_RUNS} runs of that setup and itself; after a complete run, its figures are appended. Only
 * figures measured enough ({@link PrecisionTarget#measuredEnough}: pairs, or blocks) with a standard error are kept.
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
     * {@code report} with each cost's and each endpoint's run-to-run spread from the earlier runs of its setup and
     * this one (not yet appended); unchanged when off or unreadable.
     */
    public RunReport withRunToRun(RunReport report) {
        if (!enabled()) {
            return report;
        }
        List<Entry> earlier = read();
        List<CostEstimate> costs = new ArrayList<>();
        for (CostEstimate c : report.costs()) {
            SetupKey key = SetupKey.of(report.environment(), report.options(), report.size(), c);
            costs.add(c.withRunToRun(spread(earlier, key, keepable(c), c.perMessageCostMicros(),
                    c.cost().standardErrorMicros())));
        }
        List<EndpointFigures> endpoints = new ArrayList<>();
        for (EndpointFigures e : report.endpoints()) {
            endpoints.add(e.withRunToRun(spread(earlier, latencyKey(report, e), keepable(e),
                    e.latencyMicros().meanMicros(), e.meanStandardErrorMicros())));
        }
        return report.withFigures(endpoints, costs);
    }

    /**
     * The line said before a run whose cost will be pooled with earlier runs of its setup: "run 10 of this setup
     * here: pooling with 9 earlier runs (PATH; --no-history for this run alone)"; null when off or there are none.
     * Why up front: the pooled interval is wider than the run's own (it includes how far runs move), and a user who
     * did not know of the history took the wider figure for a worse run.
     */
    public String poolingLine(SetupKey cost) {
        if (!enabled()) {
            return null;
        }
        long earlier = read().stream().filter(e -> e.key().equals(cost.text())).count();
        long pooled = Math.min(earlier, WINDOW_RUNS - 1);
        if (pooled == 0) {
            return null;
        }
        return String.format(java.util.Locale.ROOT, "run %d of this setup here: pooling with %d earlier run%s%s (%s; "
                        + "--no-history for this run alone)", earlier + 1, pooled, pooled == 1 ? "" : "s",
                pooled < earlier ? ", the newest" : "", file);
    }

    /** The spread of {@code key}'s last runs and this run's figure (when it is worth keeping). */
    private static RunToRun spread(List<Entry> earlier, SetupKey key, boolean keepThis, double micros,
                                   double standardErrorMicros) {
        List<Entry> same = earlier.stream().filter(e -> e.key().equals(key.text())).toList();
        same = same.subList(Math.max(0, same.size() - (WINDOW_RUNS - 1)), same.size());
        List<Double> figures = new ArrayList<>(same.stream().map(Entry::costMicros).toList());
        List<Double> errorsOf = new ArrayList<>(same.stream().map(Entry::standardErrorMicros).toList());
        if (keepThis) {
            figures.add(micros);
            errorsOf.add(standardErrorMicros);
        }
        return RunToRun.estimate(figures, errorsOf);
    }

    private static SetupKey latencyKey(RunReport report, EndpointFigures e) {
        return SetupKey.ofLatency(report.environment(), report.options(), report.scenario(), report.size(),
                e.endpoint());
    }

    /** Appends the costs and endpoint latencies of a complete run; nothing when off, or the run stopped early. */
    public void record(RunReport report) {
        if (!enabled() || !report.complete()) {
            return;
        }
        StringBuilder lines = new StringBuilder();
        String at = Instant.now().toString();
        for (CostEstimate c : report.costs()) {
            if (keepable(c)) {
                lines.append(line(at, SetupKey.of(report.environment(), report.options(), report.size(), c),
                        c.perMessageCostMicros(), c.cost().standardErrorMicros(), c.cost().units()));
            }
        }
        for (EndpointFigures e : report.endpoints()) {
            if (keepable(e)) {
                lines.append(line(at, latencyKey(report, e), e.latencyMicros().meanMicros(),
                        e.meanStandardErrorMicros(), e.blocks().size()));
            }
        }
        if (lines.length() == 0) {
            return;
        }
        append(lines.toString());
    }

    private static String line(String at, SetupKey key, double micros, double standardErrorMicros, int units) {
        ObjectNode n = JSON.createObjectNode();
        n.put("at", at);
        n.put("key", key.text());
        n.put("costMicros", micros);
        n.put("standardErrorMicros", standardErrorMicros);
        n.put("units", units);
        return n + "\n";
    }

    private void append(String lines) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.APPEND); FileLock lock = channel.lock()) {
                channel.write(ByteBuffer.wrap(lines.getBytes(StandardCharsets.UTF_8)));
            }
        } catch (IOException | RuntimeException e) {
            errors.println("echosoap: run history " + file + " not written (" + e.getMessage()
                    + "); use --history FILE|off");
        }
    }

    /** An endpoint worth keeping: measured in enough blocks, with a mean and a standard error. */
    private static boolean keepable(EndpointFigures e) {
        double se = e.meanStandardErrorMicros();
        return PrecisionTarget.measuredEnough(e.blocks().size()) && Double.isFinite(e.latencyMicros().meanMicros())
                && Double.isFinite(se) && se > 0;
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
