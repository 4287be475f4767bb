package org.echosoap.client.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.echosoap.client.stats.LatencySummary;
import org.junit.jupiter.api.Test;

/** result.csv reads back cell for cell, whatever a user named their endpoint or scenario. */
class ResultCsvTest {

    private static final LatencySummary LATENCY = new LatencySummary(100, 150, 200, 300, 400, 110.5, 1000);
    private static final LatencySummary NO_SERVER = new LatencySummary(0, 0, 0, 0, 0, 0, 0);

    @Test
    void namesWithCommasQuotesAndLineBreaksAreQuotedAndReadBackWhole() throws IOException {
        String endpoint = "Orders, \"v2\"\nEU";
        String text = ResultCsv.HEADER + "\n" + ResultCsv.row("service", -1, endpoint, "measured", 4, 12, 1234.5,
                LATENCY, NO_SERVER, 0, 47.0, 4.3);
        List<CSVRecord> records = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(new StringReader(text)).getRecords();
        assertEquals(1, records.size());
        CSVRecord r = records.get(0);
        assertEquals(endpoint, r.get("endpoint"));
        assertEquals("", r.get("size"));
        assertEquals("", r.get("serverAppMeanMicros"));
        assertEquals("47.000", r.get("perMessageCostMicros"));
        assertEquals(ResultCsv.HEADER.split(",").length, r.size());
    }

    @Test
    void plainNamesAreWrittenAsTheyAre() {
        assertEquals("echoFloat,,EchoFloat,measured,1,3,6401.000,110.500,100.000,150.000,200.000,300.000,400.000,,0,"
                + "68.400,4.500\n", ResultCsv.row("echoFloat", -1, "EchoFloat", "measured", 1, 3, 6401, LATENCY,
                NO_SERVER, 0, 68.4, 4.5));
    }
}
