package org.echosoap.client.compare;

import java.util.Locale;
import org.echosoap.client.resultfile.ResultFile;

/**
 * The exact stages as a console section under the byte rows ({@code --stages} on both results): per endpoint and
 * cost, each stage's µs and bytes per message in A and in B, B − A with Welch's 95% interval over the blocks (pairs);
 * bytes marked exact where both sides' are. Nothing is printed where no result pair has stages.
 *
 * <pre>
 * exact stages (per message, --stages; ± = 95% CI of B − A over the blocks):
 *   row                                    a          b     B − A        %
 *   EchoFloat stage.invocation alloc  30,000     30,600  +600 ± 9    +2.0%  exact
 * </pre>
 */
final class StageRowsTable {

    private StageRowsTable() {
    }

    static String render(Comparison c) {
        if (c.stageRows().isEmpty()) {
            return "";
        }
        TextColumns t = new TextColumns(TextColumns.Align.LEFT, TextColumns.Align.RIGHT, TextColumns.Align.RIGHT,
                TextColumns.Align.RIGHT, TextColumns.Align.RIGHT, TextColumns.Align.LEFT);
        t.add("  row", c.labelA(), c.labelB(), "B − A", "%", "");
        for (StageRow r : c.stageRows()) {
            String where = r.scenario() == null ? "" : " [" + r.scenario()
                    + (r.size() != ResultFile.NO_SIZE ? " size " + r.size() : "") + "]";
            String format = r.bytes() ? "%,.0f" : "%,.1f";
            t.add("  " + r.label() + where, value(format, r.a(), r.inA()), value(format, r.b(), r.inB()),
                    difference(r, format), Double.isFinite(r.differencePercent()) && r.inBoth()
                            ? Figures.signedPercent(r.differencePercent()) : Figures.NOT_MEASURED,
                    r.bytes() && r.exact() ? "exact" : "");
        }
        return "\nexact stages (per message, --stages; ± = 95% CI of B − A over the blocks or pairs; only "
                + "alloc.STAGE rules gate them):\n" + t.render();
    }

    private static String value(String format, double v, boolean in) {
        return in && Double.isFinite(v) ? String.format(Locale.ROOT, format, v) : Figures.NOT_MEASURED;
    }

    private static String difference(StageRow r, String format) {
        if (!r.inBoth()) {
            return Figures.NOT_MEASURED;
        }
        String d = String.format(Locale.ROOT, "%+" + format.substring(1), r.b() - r.a());
        return r.test().outcome() == WelchTest.Outcome.TESTED
                ? d + " ± " + String.format(Locale.ROOT, format, r.test().ci95HalfWidth()) : d;
    }
}
