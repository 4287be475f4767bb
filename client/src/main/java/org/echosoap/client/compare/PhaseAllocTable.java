package org.echosoap.client.compare;

import java.util.Locale;
import org.echosoap.client.resultfile.ResultFile;

/**
 * The bytes allocated per phase as a console section under the byte rows: for each endpoint and cost profiled in both
 * results, each phase's bytes per message in A and in B with their intervals within each run, B − A in bytes and in %;
 * then one line saying they are sampled estimates and that the {@code alloc} row is the exact total. No interval of
 * the difference and no verdict: the within-run intervals leave out how the estimate moves between JVMs
 * ({@link PhaseAlloc}), so a test of them would call that a finding. Where only one side has phases, one line says
 * so; where neither has, nothing is printed.
 *
 * <pre>
 * bytes allocated per phase (B per message, --profile; ± = 95% CI within each run):
 *   row                                  a                b   B − A       %
 *   EchoFloat alloc.reading   10,572 ± 211     11,965 ± 239  +1,393  +13.2%
 *   sampled estimates (JFR samples allocation at TLAB refills; ...): not gated; the alloc row is the exact total
 * </pre>
 */
final class PhaseAllocTable {

    private PhaseAllocTable() {
    }

    static String render(Comparison c) {
        PhaseAlloc p = c.phaseAlloc();
        if (!p.present()) {
            return "";
        }
        if (p.rows().isEmpty()) {
            return "\n" + p.note() + "\n";
        }
        TextColumns t = new TextColumns(TextColumns.Align.LEFT, TextColumns.Align.RIGHT, TextColumns.Align.RIGHT,
                TextColumns.Align.RIGHT, TextColumns.Align.RIGHT);
        t.add("  row", c.labelA(), c.labelB(), "B − A", "%");
        for (PhaseAllocRow r : p.rows()) {
            String where = r.scenario() == null ? "" : " [" + r.scenario()
                    + (r.size() != ResultFile.NO_SIZE ? " size " + r.size() : "") + "]";
            boolean both = Double.isFinite(r.differenceBytes());
            t.add("  " + r.label() + where, bytes(r.aBytes(), r.aCi95Bytes()), bytes(r.bBytes(), r.bCi95Bytes()),
                    both ? String.format(Locale.ROOT, "%+,.0f", r.differenceBytes()) : Figures.NOT_MEASURED,
                    Double.isFinite(r.differencePercent()) ? Figures.signedPercent(r.differencePercent())
                            : Figures.NOT_MEASURED);
        }
        return "\nbytes allocated per phase (B per message, --profile; ± = 95% CI within each run):\n" + t.render()
                + "  " + p.note() + "\n";
    }

    /** {@code 10,572 ± 211}; without an interval the figure alone; {@code -} when not known. */
    private static String bytes(double value, double ci95) {
        if (Double.isNaN(value)) {
            return Figures.NOT_MEASURED;
        }
        return Double.isNaN(ci95) ? String.format(Locale.ROOT, "%,.0f", value)
                : String.format(Locale.ROOT, "%,.0f ± %,.0f", value, ci95);
    }
}
