package org.echosoap.client.compare;

import org.echosoap.client.resultfile.ResultFile;
import java.util.Locale;

/**
 * The gate's verdict as people and CI dashboards read it: {@link #text} for the console, {@link #junitXml} for the
 * JUnit XML report that GitHub Actions, GitLab CI and Jenkins show one test case per row from.
 */
public final class GateReport {

    private GateReport() {
    }

    /**
     * A few lines: the verdict, then one line per failed row; the rules and untested rows last.
     *
     * <pre>
     * gate: FAILED (1 of 3 rows slower beyond the threshold with 95% confidence; rules: 5%)
     *   EchoFloat − null (SOAP cost): +12.3% (at least +7.1%; allowed 5%; q = 0.003)
     * </pre>
     */
    public static String text(Gate.Outcome o) {
        return text(o, true);
    }

    /**
     * As {@link #text(Gate.Outcome)}; {@code runToRunKnown} false adds the line that says the gate cannot tell a
     * regression from the machine's move between runs (no run history, forks or clients behind a cost).
     */
    public static String text(Gate.Outcome o, boolean runToRunKnown) {
        StringBuilder s = new StringBuilder(body(o));
        for (Gate.Unresolved u : o.unresolved()) {
            double r = Math.ceil(u.resolutionPercent());
            s.append(String.format(Locale.ROOT, "  time gate at %s is below what these runs resolve (±%.0f%%): it can "
                    + "neither pass nor fail reliably; gate bytes (alloc>1%%, wire>0)%s%s%n", u.rule().percentText(),
                    u.resolutionPercent(), r < 100 ? String.format(Locale.ROOT, " or time at %.0f%% or more", r)
                            : ", and time only on longer runs or a quieter machine", inside(o, u)));
        }
        if (!runToRunKnown && o.rows().stream().anyMatch(j -> j.row().metric() == RowMetric.COST
                || j.row().metric() == RowMetric.INSIDE)) {
            s.append("  note: a cost here carries no run-to-run spread (no run history of its setup, no --forks, no "
                    + "merged clients): a difference may be the machine's between the two runs; keep the run "
                    + "history between CI runs (docs/ci.md)\n");
        }
        return s.toString();
    }

    /**
     * Where the time inside the webapp resolves what the whole cost cannot: the rule that reads it. Not for an
     * inside rule itself.
     */
    private static String inside(Gate.Outcome o, Gate.Unresolved u) {
        double r = o.insideResolutionPercent();
        if (u.rule().metric() == RowMetric.INSIDE || !Double.isFinite(r) || r > u.rule().percent()) {
            return "";
        }
        return String.format(Locale.ROOT, "; the time inside the webapp resolves ±%.1f%% here: inside>%s",
                r, u.rule().percentText());
    }

    private static String body(Gate.Outcome o) {
        StringBuilder s = new StringBuilder();
        String rules = String.join(", ", o.rules().stream().map(GateRule::text).toList());
        if (o.rows().isEmpty()) {
            s.append("gate: passed (no row in both results is watched by ").append(rules).append(")\n");
            return s.toString();
        }
        if (o.passed()) {
            s.append(String.format(Locale.ROOT, "gate: passed (%d rows; none %s beyond the threshold with 95%% "
                    + "confidence; rules: %s)%n", o.rows().size(), worse(o), rules));
        } else {
            s.append(String.format(Locale.ROOT, "gate: FAILED (%d of %d rows %s beyond the threshold with 95%% "
                    + "confidence; rules: %s)%n", o.failures().size(), o.rows().size(), worse(o), rules));
            for (Gate.Judged j : o.failures()) {
                if (j.row().exact()) {
                    s.append(String.format(Locale.ROOT, "  %s: %+.2f%% (%s %s, exact; allowed %s)%n",
                            j.row().label(), j.row().differencePercent(),
                            signed(j.row().bValue() - j.row().aValue()), j.row().metric().unit(), j.rule().text()));
                } else {
                    s.append(String.format(Locale.ROOT, "  %s: %+.1f%% (at least %+.1f%%; allowed %s; q = %s)%n",
                            j.row().label(), j.row().differencePercent(), j.lowerBoundPercent(), j.rule().text(),
                            q(j.qValue())));
                }
            }
        }
        if (o.untested() > 0) {
            s.append("  not tested (a side has too few units): ").append(o.untested()).append(" row(s)\n");
        }
        return s.toString();
    }

    /** A JUnit XML report: one test suite, one test case per watched row, a failure per failed row. */
    public static String junitXml(Gate.Outcome o, String suiteName) {
        StringBuilder s = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        long skipped = o.untested();
        s.append(String.format(Locale.ROOT, "<testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"0\" "
                + "skipped=\"%d\">%n", xml(suiteName), o.rows().size(), o.failures().size(), skipped));
        for (Gate.Judged j : o.rows()) {
            GatedRow r = j.row();
            String name = r.label() + (r.scenario() != null ? " [" + r.scenario()
                    + (r.size() != ResultFile.NO_SIZE ? " size " + r.size() : "") + "]" : "");
            s.append("  <testcase classname=\"echosoap.gate.").append(r.metric().key()).append("\" name=\"")
                    .append(xml(name)).append("\">");
            String unit = r.metric().unit();
            String figures = String.format(Locale.ROOT, "A %.1f %s, B %.1f %s, B − A %+.1f%% (one-sided 95%% lower "
                    + "bound %+.1f%%), allowed %s, q = %s", r.aValue(), unit, r.bValue(), unit, r.differencePercent(),
                    j.lowerBoundPercent(), j.rule().text(), q(j.qValue()));
            if (!j.tested()) {
                s.append("<skipped message=\"not tested: a side has too few units\"/>");
            } else if (j.failed()) {
                s.append("<failure message=\"").append(r.metric().time() ? "slower" : "higher").append(" beyond ")
                        .append(xml(j.rule().text())).append("\">")
                        .append(xml(figures)).append("</failure>");
            } else {
                s.append("<system-out>").append(xml(figures)).append("</system-out>");
            }
            s.append("</testcase>\n");
        }
        s.append("</testsuite>\n");
        return s.toString();
    }

    /** "slower" while only time rows are watched (as the gate always said), "higher" once bytes are. */
    private static String worse(Gate.Outcome o) {
        return o.rows().stream().allMatch(j -> j.row().metric().time()) ? "slower" : "higher";
    }

    /** A byte difference: {@code +1,024}, {@code -8.5}. */
    private static String signed(double bytes) {
        return bytes == Math.rint(bytes) ? String.format(Locale.ROOT, "%+,.0f", bytes)
                : String.format(Locale.ROOT, "%+,.1f", bytes);
    }

    private static String q(double q) {
        return Double.isNaN(q) ? "-" : q < 0.001 ? "<0.001" : String.format(Locale.ROOT, "%.3f", q);
    }

    private static String xml(String text) {
        StringBuilder s = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            switch (c) {
                case '<' -> s.append("&lt;");
                case '>' -> s.append("&gt;");
                case '&' -> s.append("&amp;");
                case '"' -> s.append("&quot;");
                case '\'' -> s.append("&apos;");
                default -> {
                    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
                        s.append('?'); // not allowed in XML 1.0
                    } else {
                        s.appendCodePoint(c);
                    }
                }
            }
        });
        return s.toString();
    }
}
