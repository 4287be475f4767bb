package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import static org.echosoap.client.compare.CompareFixtures.file;
import static org.echosoap.client.compare.CompareFixtures.pairedCost;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class GateReportTest {

    /** Row 1: +29.8% (fails cost>5%); row 2: the same (passes); row 3: too few pairs (skipped). */
    private static Gate.Outcome outcome() {
        double[] a = new double[30];
        double[] slower = new double[30];
        for (int i = 0; i < 30; i++) {
            a[i] = 70 + (i % 5) - 2;
            slower[i] = 91 + (i % 7) - 3;
        }
        ResultFile fa = file("a.json", "vm", "127.0.0.1", List.of(), List.of(pairedCost("s", 1, "Echo<&>", a),
                pairedCost("s", 2, "E", a), pairedCost("s", 3, "E", new double[] {70})));
        ResultFile fb = file("b.json", "vm", "127.0.0.1", List.of(), List.of(pairedCost("s", 1, "Echo<&>", slower),
                pairedCost("s", 2, "E", a), pairedCost("s", 3, "E", new double[] {70})));
        Comparison c = ComparisonBuilder.build(fa, fb, "main", "pr", Threshold.DEFAULT);
        return Gate.evaluate(c, List.of(GateRule.parse("cost>5%")));
    }

    @Test
    void theTextNamesTheVerdictAndEachFailedRow() {
        String text = GateReport.text(outcome());
        assertTrue(text.startsWith("gate: FAILED (1 of 3 rows slower beyond the threshold with 95% confidence; "
                + "rules: cost>5%)\n  Echo<&> − null (SOAP cost): +29.8% (at least +"), text);
        assertTrue(text.contains("allowed cost>5%; q = <0.001)"), text);
        assertTrue(text.endsWith("  not tested (a side has too few units): 1 row(s)\n"), text);
    }

    @Test
    void theJUnitXmlIsWellFormedWithATestCasePerWatchedRow() throws Exception {
        String xml = GateReport.junitXml(outcome(), "echosoap gate: pr vs main");
        Document d = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        Element suite = d.getDocumentElement();
        assertEquals("testsuite", suite.getTagName());
        assertEquals("3", suite.getAttribute("tests"));
        assertEquals("1", suite.getAttribute("failures"));
        assertEquals("1", suite.getAttribute("skipped"));
        assertEquals(3, d.getElementsByTagName("testcase").getLength());
        Element failed = (Element) d.getElementsByTagName("testcase").item(0);
        assertEquals("Echo<&> − null (SOAP cost) [s size 1]", failed.getAttribute("name"));
        assertEquals("echosoap.gate.cost", failed.getAttribute("classname"));
        assertEquals(1, failed.getElementsByTagName("failure").getLength());
        assertEquals(1, d.getElementsByTagName("skipped").getLength());
    }

    @Test
    void aPassingGateSaysSo() {
        double[] a = new double[30];
        for (int i = 0; i < 30; i++) {
            a[i] = 70 + (i % 5) - 2;
        }
        ResultFile f = file("a.json", "vm", "127.0.0.1", List.of(), List.of(pairedCost("s", 1, "E", a)));
        Gate.Outcome o = Gate.evaluate(ComparisonBuilder.build(f, f, "a", "b", Threshold.DEFAULT),
                List.of(GateRule.parse("5%")));
        assertTrue(o.passed());
        assertEquals("gate: passed (1 rows; none slower beyond the threshold with 95% confidence; rules: 5%)\n",
                GateReport.text(o));
    }
}
