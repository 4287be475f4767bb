package org.echosoap.client.report.html;

import java.io.FileNotFoundException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * One {@code ENDPOINT.hlog} ({@code --hlog}) as the report draws it: per interval, the seconds since the log's start
 * and the latency percentiles in µs (the log holds nanoseconds).
 *
 * @param file      the file name
 * @param tag       the endpoint: the histograms' tag, or (untagged, as --hlog writes them) the one the file is named after
 * @param intervals the non-empty intervals, in order
 */
public record IntervalLog(String file, String tag, List<Interval> intervals) {

    public IntervalLog {
        intervals = List.copyOf(intervals);
    }

    /**
     * One logged interval.
     *
     * @param startSeconds seconds from the log's start time to the interval's start
     * @param count        answers in it
     * @param p50Micros    median latency
     * @param p99Micros    99th percentile
     * @param maxMicros    largest
     */
    public record Interval(double startSeconds, long count, double p50Micros, double p99Micros, double maxMicros) {
    }

    /**
     * Reads a log written by HdrHistogram's {@code HistogramLogWriter}.
     *
     * @throws IllegalArgumentException with a one-line reason when the file is not such a log
     */
    /**
     * The endpoint an untagged log is named after: {@code EchoFloat.hlog} (a run) or {@code PART--EchoFloat.hlog} (a
     * suite's part) give {@code EchoFloat}.
     */
    static String endpointOf(String fileName) {
        String base = fileName.endsWith(".hlog") ? fileName.substring(0, fileName.length() - ".hlog".length()) : fileName;
        int part = base.lastIndexOf("--");
        return part >= 0 ? base.substring(part + 2) : base;
    }

    static IntervalLog read(Path path) {
        String name = path.getFileName().toString();
        HistogramLogReader reader;
        try {
            reader = new HistogramLogReader(path.toFile());
        } catch (FileNotFoundException e) {
            throw new IllegalArgumentException(name + ": cannot be read");
        }
        try {
            List<Interval> intervals = new ArrayList<>();
            String tag = null;
            double logStart = Double.NaN;
            boolean sawInterval = false;
            for (EncodableHistogram e = reader.nextIntervalHistogram(); e != null; e = reader.nextIntervalHistogram()) {
                if (!(e instanceof Histogram h)) {
                    continue; // a DoubleHistogram: not what --hlog writes
                }
                if (Double.isNaN(logStart)) {
                    double declared = reader.getStartTimeSec();
                    logStart = declared > 0 ? declared : h.getStartTimeStamp() / 1000.0;
                }
                sawInterval = true;
                tag = tag != null ? tag : h.getTag();
                if (h.getTotalCount() == 0) {
                    continue;
                }
                intervals.add(new Interval(h.getStartTimeStamp() / 1000.0 - logStart, h.getTotalCount(),
                        h.getValueAtPercentile(50) / 1000.0, h.getValueAtPercentile(99) / 1000.0,
                        h.getMaxValue() / 1000.0));
            }
            if (!sawInterval) {
                throw new IllegalArgumentException(name + ": not an HdrHistogram interval log (no interval in it)");
            }
            return new IntervalLog(name, tag == null ? endpointOf(name) : tag, intervals);
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(name + ": not an HdrHistogram interval log (" + e.getClass().getSimpleName()
                    + ")");
        } finally {
            reader.close();
        }
    }
}
