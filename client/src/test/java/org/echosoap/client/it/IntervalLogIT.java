package org.echosoap.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogProcessor;
import org.HdrHistogram.HistogramLogReader;
import org.echosoap.client.result.ResultSchema;
import org.echosoap.client.cli.Main;
import org.echosoap.testsupport.EchosoapServer;
import org.echosoap.testsupport.ItPaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import picocli.CommandLine;

/**
 * {@code run --hlog} against the real Tomcat: one interval log per endpoint next to result.json, holding every
 * answered request (priming and block starts included, so at least as many as the run recorded), untagged (one
 * endpoint per file), read by HdrHistogram's own HistogramLogProcessor run as its docs show ({@code -i FILE}, no
 * other flag), and drawn by the report.
 */
@ExtendWith(ClientServer.class)
class IntervalLogIT {

    private static int execute(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(new StringWriter()));
        return cl.execute(args);
    }

    private static long[] countAndIntervals(Path file) throws Exception {
        HistogramLogReader reader = new HistogramLogReader(file.toFile());
        long count = 0;
        long intervals = 0;
        for (EncodableHistogram e = reader.nextIntervalHistogram(); e != null; e = reader.nextIntervalHistogram()) {
            Histogram h = (Histogram) e;
            assertNull(h.getTag(), "untagged: the processor reads untagged intervals unless given -tag");
            count += h.getTotalCount();
            intervals++;
        }
        reader.close();
        return new long[] {count, intervals};
    }

    @Test
    void writesATimeLinePerEndpointThatTheReportDraws(EchosoapServer server) throws Exception {
        Path out = ItPaths.root().resolve("client/target/it-results/hlog");
        int exit = execute("run", "--target", server.uri("").toString(), "--hlog", "--precision", "off", "--repeat", "4",
                "--prime", "1s", "--duration", "200ms", "--out", out.toString(), "--force", "--quiet");
        assertEquals(0, exit);
        JsonNode result = ResultSchema.read(out.resolve("result.json"));
        assertTrue(result.get("settings").get("intervalLogs").asBoolean());
        for (JsonNode run : result.get("runs")) {
            String endpoint = run.get("endpoint").asText();
            long[] logged = countAndIntervals(out.resolve(endpoint + ".hlog"));
            long recorded = run.get("latencyMicros").get("count").asLong();
            assertTrue(logged[0] >= recorded, endpoint + ": logged " + logged[0] + " < recorded " + recorded);
            assertTrue(logged[1] >= 2, endpoint + ": " + logged[1] + " intervals in a run of more than 2 s");
            // HdrHistogram's own processor, as its README runs it: -i FILE and nothing else (the percentiles go to
            // standard output), here with -o to read them back.
            Path processed = out.resolve(endpoint + "-processed");
            new HistogramLogProcessor(new String[] {"-i", out.resolve(endpoint + ".hlog").toString(),
                "-o", processed.toString()}).run();
            String summary = Files.readString(out.resolve(endpoint + "-processed.hgrm"));
            assertTrue(summary.contains("Total count    =   ") && !summary.contains("Total count    =            0"),
                    endpoint + ": " + summary);
            assertTrue(Files.readString(processed).lines().filter(l -> l.matches("^\\s*\\d.*")).count() >= 2,
                    endpoint + ": the processor's interval lines");
        }
        Path report = out.resolve("report.html");
        assertEquals(0, execute("report", out.toString(), "--out", report.toString(), "--force"));
        String html = Files.readString(report);
        String section = html.substring(html.indexOf("id=\"time-line\""));
        section = section.substring(0, section.indexOf("</section>"));
        assertEquals(2, section.split("<svg", -1).length - 1, "null and EchoFloat");
    }
}
