package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import java.util.List;

/**
 * Writes compare.csv: one line per comparison row, for spreadsheets. Columns {@code a*} are result A's figures,
 * {@code b*} result B's (the labels are in compare.json); empty cells mean "not in that result" or "not measured"
 * (or, for {@code pValue} and the CI, "no test possible"). The Welch test's columns come last, so spreadsheets that
 * read the older columns by position still work; compare.json's {@code test} says what they mean.
 *
 * <pre>{@code
 * AtomicFiles.write(dir.resolve("compare.csv"), CompareCsv.render(comparison));
 * }</pre>
 */
public final class CompareCsv {

    static final String HEADER = "scenario,size,endpoint,kind,baselineEndpoint,aMicros,bMicros,differenceMicros,"
            + "differencePercent,aboveThreshold,aCi95Micros,bCi95Micros,aServerMicros,bServerMicros,"
            + "serverDifferenceMicros,networkAndHttpDifferenceMicros,significant,marked,pValue,testedDifferenceMicros,"
            + "differenceCi95Micros,differenceCi95LowMicros,differenceCi95HighMicros,degreesOfFreedom,units,aUnits,bUnits,"
            + "testOutcome,aUnitKind,bUnitKind,qValue,equivalent,tostPValue,equivalenceMarginMicros,verdict";

    private CompareCsv() {
    }

    public static String render(Comparison c) {
        StringBuilder sb = new StringBuilder(HEADER).append('\n');
        for (CompareRow r : c.rows()) {
            WelchTest.Result w = r.test();
            boolean tested = r.tested();
            sb.append(String.join(",", List.of(
                    cell(r.scenario()), r.size() == ResultFile.NO_SIZE ? "" : Integer.toString(r.size()),
                    cell(r.endpoint()), r.kind().key(), cell(r.baselineEndpoint()),
                    Figures.csv(r.aMicros()), Figures.csv(r.bMicros()), Figures.csv(r.differenceMicros()),
                    Figures.csv(r.differencePercent()), Boolean.toString(r.aboveThreshold()),
                    Figures.csv(r.aCi95Micros()), Figures.csv(r.bCi95Micros()),
                    Figures.csv(r.aServerMicros()), Figures.csv(r.bServerMicros()),
                    Figures.csv(r.serverDifferenceMicros()), Figures.csv(r.networkAndHttpDifferenceMicros()),
                    Boolean.toString(r.significant()), Boolean.toString(r.marked()),
                    tested ? Double.toString(Figures.roundPValue(w.pValue())) : "",
                    Figures.csv(r.inBoth() ? w.difference() : Double.NaN),
                    Figures.csv(tested ? w.ci95HalfWidth() : Double.NaN),
                    Figures.csv(tested ? w.ci95Low() : Double.NaN), Figures.csv(tested ? w.ci95High() : Double.NaN),
                    Figures.csv(tested ? w.degreesOfFreedom() : Double.NaN), cell(r.units()),
                    Integer.toString(w.aCount()), Integer.toString(w.bCount()),
                    r.inBoth() ? CompareJson.outcome(w.outcome()) : "",
                    cell(r.aUnitKind()), cell(r.bUnitKind()),
                    tested ? Double.toString(Figures.roundPValue(r.qValue())) : "",
                    Boolean.toString(r.equivalent()),
                    tested && r.equivalence().tested() ? Double.toString(Figures.roundPValue(r.equivalence().pValue()))
                            : "",
                    Figures.csv(tested ? r.equivalence().marginMicros() : Double.NaN),
                    cell(r.verdict().text()))))
                    .append('\n');
        }
        return sb.toString();
    }

    /** RFC 4180: a text with a comma, a quote or a line break is quoted, quotes doubled. */
    static String cell(String text) {
        if (text == null) {
            return "";
        }
        boolean quote = text.indexOf(',') >= 0 || text.indexOf('"') >= 0 || text.indexOf('\n') >= 0
                || text.indexOf('\r') >= 0;
        return quote ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
