package org.echosoap.client.load;

import org.echosoap.client.scenario.SeedMessages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogProcessor;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --hlog}'s files are HdrHistogram interval logs that HdrHistogram's own tools read back exactly. */
class IntervalLogsTest {

    @TempDir
    Path dir;

    private static List<Histogram> intervals(Path file) throws Exception {
        HistogramLogReader reader = new HistogramLogReader(file.toFile());
        List<Histogram> all = new ArrayList<>();
        for (EncodableHistogram h = reader.nextIntervalHistogram(); h != null; h = reader.nextIntervalHistogram()) {
            all.add((Histogram) h);
        }
        reader.close();
        return all;
    }

    @Test
    void writesOneUntaggedLogPerEndpointThatHdrHistogramReadsBack() throws Exception {
        long before = System.currentTimeMillis();
        try (IntervalLogs logs = IntervalLogs.open(dir, "part--", List.of(SeedMessages.baseline("null"), SeedMessages.echoFloat()))) {
            for (int i = 0; i < 1_000; i++) {
                logs.recorder("null").recordValue(80_000 + i);      // 80 µs in ns
                logs.recorder("EchoFloat").recordValue(170_000 + i);
            }
            logs.tick();
            logs.recorder("EchoFloat").recordValue(5_000_000);      // a 5 ms stall in the next interval
        }
        List<Histogram> nulls = intervals(dir.resolve("part--null.hlog"));
        List<Histogram> soap = intervals(dir.resolve("part--EchoFloat.hlog"));
        assertEquals(2, nulls.size(), "the ticked interval and the last one, written on close");
        assertEquals(1_000, nulls.stream().mapToLong(Histogram::getTotalCount).sum());
        assertEquals(1_001, soap.stream().mapToLong(Histogram::getTotalCount).sum());
        assertEquals(null, soap.get(0).getTag(), "untagged: one endpoint per file, named in the file name");
        assertEquals(170_500, soap.get(0).getValueAtPercentile(50), 1_000);
        assertEquals(5_000_000, soap.get(1).getMaxValue(), 5_000, "the stall, in its own second");
        assertTrue(soap.get(0).getStartTimeStamp() >= before - 1 && soap.get(1).getEndTimeStamp() <= System.currentTimeMillis());
        assertTrue(Files.readString(dir.resolve("part--null.hlog")).contains("#[StartTime: "), "the log's start time");
    }

    @Test
    void hdrHistogramsOwnLogProcessorSummarizesIt() throws Exception {
        try (IntervalLogs logs = IntervalLogs.open(dir, "", List.of(SeedMessages.baseline("null")))) {
            for (int i = 1; i <= 100; i++) {
                logs.recorder("null").recordValue(i * 1_000_000L); // 1..100 ms
            }
        }
        Path out = dir.resolve("processed");
        // As HdrHistogram's docs run it: -i and no tag (it reads untagged intervals; -o only to read them back).
        HistogramLogProcessor processor = new HistogramLogProcessor(new String[] {
            "-i", dir.resolve("null.hlog").toString(), "-o", out.toString()});
        processor.run();
        String summary = Files.readString(dir.resolve("processed.hgrm"));
        // The default unit ratio (1e6) turns the nanoseconds into milliseconds.
        assertTrue(summary.contains("#[Max     =      100.") || summary.contains("Max     =      100."), summary);
        assertTrue(summary.contains("Total count    =          100"), summary);
    }

    @Test
    void fileNamesKeepOnlySafeCharacters() {
        assertEquals("benchmark.echoInts-1000-cxf--null_responseBytes_12.hlog",
                IntervalLogs.fileName("benchmark.echoInts-1000-cxf--", "null?responseBytes=12"));
        assertEquals("service_Benchmark.hlog", IntervalLogs.fileName("", "service/Benchmark"));
    }
}
