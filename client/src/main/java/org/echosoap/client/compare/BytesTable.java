package org.echosoap.client.compare;

import java.util.Locale;
import org.echosoap.client.resultfile.ResultFile;

/**
 * The byte rows of a comparison as a console table: for each endpoint and metric (alloc, client, wire) A's and B's
 * bytes per message, B − A in bytes and in %, and its 95% CI from the blocks ({@code exact} when every block of each
 * side has the same figure). Empty when no result carries bytes per block.
 *
 * <pre>
 * bytes per message (B) ...
 *   row              A        B         B − A    %       95% CI
 *   EchoFloat alloc  51,088   52,110    +1,022   +2.0%   [+1,010, +1,034]
 *   EchoFloat wire   1,061    1,061     +0       +0.0%   exact
 * </pre>
 */
final class BytesTable {

    private BytesTable() {
    }

    static String render(Comparison c) {
        if (c.bytesRows().isEmpty()) {
            return "";
        }
        TextColumns t = new TextColumns(TextColumns.Align.LEFT, TextColumns.Align.RIGHT, TextColumns.Align.RIGHT,
                TextColumns.Align.RIGHT, TextColumns.Align.RIGHT, TextColumns.Align.LEFT);
        t.add("  row", c.labelA(), c.labelB(), "B − A", "%", "95% CI");
        for (BytesRow r : c.bytesRows()) {
            String where = r.scenario() == null ? "" : " [" + r.scenario()
                    + (r.size() != ResultFile.NO_SIZE ? " size " + r.size() : "") + "]";
            boolean both = r.inBoth();
            t.add("  " + r.label() + where, bytes(r.inA(), r.aBytes()), bytes(r.inB(), r.bBytes()),
                    both ? signed(r.differenceBytes()) : "", both ? Figures.signedPercent(r.differencePercent()) : "",
                    !both ? "" : r.exact() ? "exact" : Double.isNaN(r.ci95HalfWidthBytes()) ? "-"
                            : "[" + signed(r.test().ci95Low()) + ", " + signed(r.test().ci95High()) + "]");
        }
        return "\nbytes per message (alloc: the server's allocation per message; client: the client's per request;"
                + " wire: request + response bodies;\n 95% CI: Welch's test of the blocks' own figures, Newey-West errors;"
                + " exact: every block of each side the same)\n" + t.render();
    }

    private static String bytes(boolean present, double value) {
        if (!present) {
            return Figures.NOT_IN_RESULT;
        }
        return Double.isNaN(value) ? Figures.NOT_MEASURED : String.format(Locale.ROOT, "%,.0f", value);
    }

    private static String signed(double value) {
        return String.format(Locale.ROOT, "%+,.0f", value);
    }
}
