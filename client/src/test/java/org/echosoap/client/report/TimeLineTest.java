package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.echosoap.client.report.html.HtmlReport;
import org.echosoap.client.report.html.IntervalLog;
import org.echosoap.client.report.html.ReportInputs;
import org.echosoap.client.report.html.ReportModel;
import org.echosoap.client.report.html.TimeLine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report's latency-over-time section, from interval logs as HdrHistogram's own writer writes them. */
class TimeLineTest {

    @TempDir
    Path dir;

    /** A log of three seconds: 80 µs answers, with a 4 ms stall in the middle second. */
    private void writeLog(Path file) throws Exception {
        long start = 1_700_000_000_000L;
        try (PrintStream out = new PrintStream(Files.newOutputStream(file))) {
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputLogFormatVersion();
            writer.outputStartTime(start);
            writer.setBaseTime(start);
            writer.outputLegend();
            for (int second = 0; second < 3; second++) {
                Histogram h = new Histogram(3);
                for (int i = 0; i < 1_000; i++) {
                    h.recordValue(80_000);
                }
                if (second == 1) {
                    h.recordValue(4_000_000, 20); // 2% of the second's answers stalled: p99 and max see it
                }
                h.setStartTimeStamp(start + second * 1_000L);
                h.setEndTimeStamp(start + (second + 1) * 1_000L);
                writer.outputIntervalHistogram(h);
            }
        }
    }

    @Test
    void drawsEachSecondsPercentilesAndFindsTheStall() throws Exception {
        Files.writeString(dir.resolve("result.json"), ResultJson.render(ReportFixture.report()));
        writeLog(dir.resolve("EchoFloat.hlog"));
        Files.writeString(dir.resolve("broken.hlog"), "this is not a log\n");

        ReportModel model = ReportModel.of(ReportInputs.load(List.of(dir)));
        TimeLine timeLine = model.timeLine();
        assertEquals(1, timeLine.logs().size(), "the broken file is left out");
        IntervalLog log = timeLine.logs().get(0).log();
        assertEquals("EchoFloat", log.tag());
        assertEquals(3, log.intervals().size());
        assertEquals(80, log.intervals().get(0).p50Micros(), 0.5);
        assertEquals(4_000, log.intervals().get(1).p99Micros(), 50, "within HdrHistogram's 3 significant digits");
        assertEquals(1.0, log.intervals().get(1).startSeconds(), 1e-9);
        assertTrue(timeLine.table().toText().contains(" at 1 s"), "the worst second is the stalled one: "
                + timeLine.table().toText());
        assertTrue(model.warnings().stream().anyMatch(w -> w.contains("broken.hlog")), model.warnings().toString());

        String html = HtmlReport.render(model, Instant.EPOCH);
        String section = html.substring(html.indexOf("id=\"time-line\""));
        section = section.substring(0, section.indexOf("</section>"));
        assertEquals(1, section.split("<svg", -1).length - 1, "one chart for the one log");
    }

    @Test
    void aResultWithoutLogsSaysHowToGetThem() throws Exception {
        Files.writeString(dir.resolve("result.json"), ResultJson.render(ReportFixture.report()));
        ReportModel model = ReportModel.of(ReportInputs.load(List.of(dir)));
        assertTrue(model.timeLine().isEmpty());
        assertTrue(HtmlReport.render(model, Instant.EPOCH).contains("run with --hlog"));
    }
}
