package org.echosoap.client.load;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.HdrHistogram.Recorder;
import org.echosoap.client.scenario.Endpoint;

/**
 * {@code --hlog}: one HdrHistogram interval log per endpoint, {@code ENDPOINT.hlog} in the output directory, in
 * HdrHistogram's own log format (what {@code HistogramLogProcessor} and other HdrHistogram tools read): a start
 * time, then every second the latencies of the answers that completed in it. Values are nanoseconds, HdrHistogram's
 * convention, so the processor's default unit ratio prints milliseconds. The intervals are untagged: a file holds one
 * endpoint (named in its file name and its first comment), and HdrHistogram's {@code HistogramLogProcessor} and
 * plotter read untagged intervals unless told a tag — so {@code HistogramLogProcessor -i FILE} works as its docs
 * show.
 *
 * <p>Every answered request is logged, priming and the discarded start of each block included: the log is the run's
 * time line (warm-up, stalls, GC pauses), not its measurement, which stays in result.json. Recording is a wait-free
 * {@link Recorder#recordValue} per answer; a daemon thread swaps and writes the interval histograms.
 *
 * <pre>{@code
 * try (IntervalLogs logs = IntervalLogs.open(outDir, "", rotation)) { ... logs.recorder("null").recordValue(nanos) ... }
 * }</pre>
 */
public final class IntervalLogs implements AutoCloseable {

    /** Length of one logged interval. */
    public static final Duration INTERVAL = Duration.ofSeconds(1);

    /** The file name suffix. */
    public static final String SUFFIX = ".hlog";

    /** No logging: every recorder is null. */
    static final IntervalLogs NONE = new IntervalLogs(Map.of(), null);

    private record Log(Recorder recorder, HistogramLogWriter writer, PrintStream out) {
    }

    private final Map<String, Log> logs;
    private final ScheduledExecutorService ticker;

    private IntervalLogs(Map<String, Log> logs, ScheduledExecutorService ticker) {
        this.logs = logs;
        this.ticker = ticker;
    }

    /**
     * Opens {@code dir/PREFIX + ENDPOINT.hlog} for every endpoint of the rotation (an existing file is replaced) and
     * starts writing one interval a second.
     *
     * @param prefix put before each file name: empty for a single run, the part's name in a suite or sweep
     */
    public static IntervalLogs open(Path dir, String prefix, List<Endpoint> endpoints) throws IOException {
        Files.createDirectories(dir);
        long startMillis = System.currentTimeMillis();
        Map<String, Log> logs = new LinkedHashMap<>();
        for (Endpoint e : endpoints) {
            Path file = dir.resolve(fileName(prefix, e.name()));
            PrintStream out;
            try {
                out = new PrintStream(Files.newOutputStream(file), false, StandardCharsets.US_ASCII);
            } catch (FileNotFoundException ex) {
                throw new IOException("cannot write " + file + ": " + ex.getMessage(), ex);
            }
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputComment("echosoap interval log: endpoint " + e.name() + " (" + e.path() + "), latency in ns, "
                    + INTERVAL.toSeconds() + " s intervals, every answered request (priming included)");
            writer.outputLogFormatVersion();
            writer.outputStartTime(startMillis);
            writer.setBaseTime(startMillis);
            writer.outputLegend();
            // Three significant digits and auto-resizing, like every other echosoap histogram.
            logs.put(e.name(), new Log(new Recorder(3), writer, out));
        }
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "echosoap-hlog");
            t.setDaemon(true);
            return t;
        });
        IntervalLogs intervalLogs = new IntervalLogs(logs, ticker);
        long period = INTERVAL.toMillis();
        ticker.scheduleAtFixedRate(intervalLogs::tick, period, period, TimeUnit.MILLISECONDS);
        return intervalLogs;
    }

    /** {@code PREFIX + ENDPOINT.hlog}, with anything but letters, digits, dot, dash and underscore made {@code _}. */
    public static String fileName(String prefix, String endpoint) {
        return (prefix + endpoint).replaceAll("[^A-Za-z0-9._-]", "_") + SUFFIX;
    }

    /** The recorder of an endpoint's answers, or null when nothing is logged for it. */
    Recorder recorder(String endpoint) {
        Log log = logs.get(endpoint);
        return log == null ? null : log.recorder();
    }

    /** Writes each endpoint's interval since the last tick. */
    synchronized void tick() {
        for (Log log : logs.values()) {
            // A new histogram each second (no recycling: a recorder takes back only its own histograms).
            Histogram interval = log.recorder().getIntervalHistogram();
            log.writer().outputIntervalHistogram(interval);
            log.out().flush();
        }
    }

    /** Stops the ticker, writes the last (partial) interval and closes the files. */
    @Override
    public synchronized void close() {
        if (ticker == null) {
            return;
        }
        ticker.shutdownNow();
        tick();
        logs.values().forEach(log -> log.out().close());
    }
}
