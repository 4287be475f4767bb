package org.echosoap.client.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Text from result files is data, never markup: endpoint names, warnings, settings and labels are escaped in the
 * page and in the SVG, and every inline SVG stays well-formed XML.
 */
class HtmlReportEscapingTest {

    private static final String EVIL = "<script>alert('x')</script>&\"<img src=x onerror=alert(1)>";

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    /** The demo fixture with hostile text in every place a text comes from. */
    private Path hostileResult() throws Exception {
        ObjectNode root = (ObjectNode) MAPPER.readTree(ReportFixtures.dir("demo").resolve("result.json").toFile());
        for (JsonNode run : root.get("runs")) {
            if (run.get("endpoint").asText().equals("EchoFloat")) {
                ((ObjectNode) run).put("endpoint", EVIL);
            }
        }
        for (JsonNode cost : root.get("costs")) {
            if (cost.get("endpoint").asText().equals("EchoFloat")) {
                ((ObjectNode) cost).put("endpoint", EVIL);
            }
        }
        ((ObjectNode) root.get("environment")).put("clientHost", EVIL);
        ((ObjectNode) root.get("settings")).put("target", EVIL);
        ((ArrayNode) root.get("warnings")).add(EVIL);
        return write("evil<dir>", root);
    }

    private Path write(String name, JsonNode root) throws Exception {
        Path result = dir.resolve(name).resolve("result.json");
        Files.createDirectories(result.getParent());
        Files.writeString(result, MAPPER.writeValueAsString(root));
        return result.getParent();
    }

    @Test
    void hostileTextIsEscapedEverywhere() throws Exception {
        String html = HtmlReport.render(ReportModel.of(ReportInputs.load(List.of(hostileResult()))), Instant.EPOCH);
        assertFalse(html.contains("<script"), "no script element may come from an input");
        assertFalse(html.contains("<img"), "no element may come from an input");
        assertTrue(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;&lt;img"), "escaped text shown");
        assertTrue(html.contains("evil&lt;dir&gt;"), "the directory label is escaped too");
        // The hostile endpoint is drawn: in the cost breakdown and in the spectrum's legend.
        assertTrue(count(html, "&lt;script&gt;") >= 4, "the hostile name appears in charts and tables");
    }

    @Test
    void everyInlineSvgIsWellFormedXml() throws Exception {
        String html = HtmlReport.render(ReportModel.of(ReportInputs.load(List.of(hostileResult()))), Instant.EPOCH);
        Matcher m = Pattern.compile("(?s)<svg .*?</svg>").matcher(html);
        int svgs = 0;
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        while (m.find()) {
            f.newDocumentBuilder().parse(new ByteArrayInputStream(m.group().getBytes(StandardCharsets.UTF_8)));
            svgs++;
        }
        assertEquals(2, svgs, "the demo has a cost breakdown and a spectrum");
    }

    @Test
    void noNetworkReferenceAndNoScript() {
        String html = HtmlReport.render(ReportModel.of(ReportInputs.load(
                ReportFixtures.dirs(ReportFixtures.ALL.toArray(String[]::new)))), Instant.EPOCH);
        assertFalse(html.contains("<script"), "the report needs no script");
        assertFalse(Pattern.compile("(src|href)\\s*=\\s*\"(https?:)?//").matcher(html).find(), "nothing loaded from the network");
        assertFalse(html.contains("@import"));
        assertTrue(html.contains("@media print"));
    }

    @Test
    void sectionsWithoutDataAreNamedInOneLineNotDrawnEmpty() {
        String html = HtmlReport.render(ReportModel.of(ReportInputs.load(ReportFixtures.dirs("demo"))), Instant.EPOCH);
        Matcher line = Pattern.compile("<p class=\"absent\" id=\"not-in-these-results\">Not in these results: "
                + "([^<]*)\\.</p>").matcher(html);
        assertTrue(line.find(), html);
        assertEquals(1, count(html, "id=\"not-in-these-results\""), "one line");
        String absent = line.group(1);
        assertTrue(absent.contains("parser variants (&#39;./echosoap suite --suite parsers&#39;)"), absent);
        assertTrue(absent.contains("runs with a message size"), absent);
        assertTrue(absent.contains("a comparison"), absent);
        assertFalse(html.contains("id=\"parser-matrix\""), "no empty section");
        assertFalse(html.contains("in these results</p>"), "no section says 'none'");
        // The demo's sections are numbered 1, 2, ... in order, whatever is left out.
        Matcher h2 = Pattern.compile("<section class=\"chart\" id=\"[a-z-]+\"><h2>(\\d+)\\. ").matcher(html);
        int expected = 1;
        while (h2.find()) {
            assertEquals(Integer.toString(expected++), h2.group(1), html);
        }
        assertTrue(expected > 2, "the demo has sections with data");
        // A section with data may still say what it lacks: memory at one size only.
        assertTrue(html.contains("no endpoint was measured at several sizes"));
    }

    @Test
    void noAllocationFiguresMeansNoMemoryData() throws Exception {
        ObjectNode root = (ObjectNode) MAPPER.readTree(ReportFixtures.dir("demo").resolve("result.json").toFile());
        for (JsonNode run : root.get("runs")) {
            ((ObjectNode) run).remove("serverAllocatedBytes"); // as in older results
        }
        Path result = write("old", root);
        ReportModel m = ReportModel.of(ReportInputs.load(List.of(result)));
        assertTrue(m.memorySweep().isEmpty());
        assertTrue(HtmlReport.render(m, Instant.EPOCH).contains("memory data (the server&#39;s allocation per message)"));
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
