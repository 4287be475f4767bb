package org.echosoap.client.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;

class HistogramsTest {

    @Test
    void latencyHistogramCoversOneMicrosecondToOneHourWithThreeDigits() {
        Histogram h = Histograms.newLatencyHistogram();
        assertEquals(1, h.getLowestDiscernibleValue());
        assertTrue(h.getHighestTrackableValue() >= 3_600_000_000L);
        assertEquals(3, h.getNumberOfSignificantValueDigits());
        h.recordValue(1);
        h.recordValue(3_600_000_000L);  // one hour must not throw
        assertEquals(1, h.getMinValue());
        assertEquals(2, h.getTotalCount());
        assertTrue(h.getMaxValue() >= 3_600_000_000L && h.getMaxValue() <= 3_600_000_000L * 1.001);
    }

    @Test
    void mergeAddsAllInputsIntoANewHistogram() {
        Histogram a = Fixtures.histogram(10, 20);
        Histogram b = Fixtures.histogram(30);
        Histogram merged = Histograms.merge(List.of(a, b));
        assertEquals(3, merged.getTotalCount());
        assertEquals(10, merged.getMinValue());
        assertEquals(30, merged.getMaxValue());
        assertEquals(20.0, merged.getMean(), 0.0);
        assertNotSame(a, merged);
        assertEquals(2, a.getTotalCount(), "inputs are left alone");
        assertEquals(1, b.getTotalCount(), "inputs are left alone");
    }

    @Test
    void mergeKeepsTheEarliestStartAndLatestEnd() {
        Histogram a = Fixtures.histogram(10);
        a.setStartTimeStamp(1_000);
        a.setEndTimeStamp(2_000);
        Histogram b = Fixtures.histogram(20);
        b.setStartTimeStamp(1_500);
        b.setEndTimeStamp(3_000);
        Histogram merged = Histograms.merge(List.of(a, b));
        assertEquals(1_000, merged.getStartTimeStamp());
        assertEquals(3_000, merged.getEndTimeStamp());
    }

    @Test
    void mergeOfNothingIsEmpty() {
        assertEquals(0, Histograms.merge(List.of()).getTotalCount());
    }

    @Test
    void compressedBase64RoundTripKeepsEveryCount() {
        Histogram h = Histograms.newLatencyHistogram();
        Fixtures.recordLognormal(h, 7, 10_000, 70, 0.5);
        h.recordValue(40_000);
        h.recordValue(1);

        Histogram back = Histograms.fromCompressedBase64(Histograms.toCompressedBase64(h));

        assertEquals(h, back);
        assertEquals(h.getTotalCount(), back.getTotalCount());
        assertEquals(h.getValueAtPercentile(99.9), back.getValueAtPercentile(99.9));
        assertEquals(h.getMean(), back.getMean(), 0.0);
    }

    @Test
    void compressedBase64RoundTripOfAnEmptyHistogram() {
        Histogram back = Histograms.fromCompressedBase64(Histograms.toCompressedBase64(
                Histograms.newLatencyHistogram()));
        assertEquals(0, back.getTotalCount());
        assertEquals(Histograms.newLatencyHistogram(), back);
    }

    @Test
    void readsTheHistogramOfAnHdrHistogramLogLine() {
        Histogram h = Fixtures.histogram(15, 20, 70, 72, 40_000);
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        HistogramLogWriter writer = new HistogramLogWriter(log);
        writer.outputIntervalHistogram(0.0, 1.0, h, 1.0);
        writer.close();
        String line = log.toString(StandardCharsets.US_ASCII).strip();
        // "start,length,max,base64": the last column is HdrHistogram's standard compressed form.
        String base64 = line.substring(line.lastIndexOf(',') + 1);

        assertEquals(h, Histograms.fromCompressedBase64(base64));
    }

    @Test
    void writesWhatTheHdrHistogramLogReaderReads() {
        Histogram h = Fixtures.histogram(15, 20, 70, 72, 40_000);
        String line = "0.000,1.000,40.000," + Histograms.toCompressedBase64(h) + "\n";

        HistogramLogReader reader = new HistogramLogReader(
                new ByteArrayInputStream(line.getBytes(StandardCharsets.US_ASCII)));

        assertEquals(h, reader.nextIntervalHistogram());
    }

    @Test
    void rejectsTextThatIsNotACompressedHistogram() {
        assertThrows(IllegalArgumentException.class, () -> Histograms.fromCompressedBase64("not base64!"));
        assertThrows(IllegalArgumentException.class, () -> Histograms.fromCompressedBase64("aGVsbG8gd29ybGQ="));
    }

    @Test
    void theSumOfCompressedHistogramsHasThePercentilesOfAllTheirSamples() {
        // Three clients' samples: 1..600, 601..1200, 1201..1800 µs (exact below 2048 µs), together 1..1800 once each.
        List<String> clients = new java.util.ArrayList<>();
        for (int c = 0; c < 3; c++) {
            Histogram h = Histograms.newLatencyHistogram();
            for (long v = 1 + 600L * c; v <= 600L * (c + 1); v++) {
                h.recordValue(v);
            }
            clients.add(Histograms.toCompressedBase64(h));
        }
        Histogram sum = Histograms.sumOfCompressed(clients);
        assertEquals(1800, sum.getTotalCount());
        assertEquals(900, sum.getValueAtPercentile(50));
        assertEquals(1782, sum.getValueAtPercentile(99));
        assertEquals(1800, sum.getMaxValue());
        assertEquals(1, sum.getMinValue());
        assertEquals(900.5, sum.getMean(), 0.5);
        assertEquals(0, Histograms.sumOfCompressed(List.of()).getTotalCount());
        assertThrows(IllegalArgumentException.class, () -> Histograms.sumOfCompressed(List.of("not base64!")));
    }
}
