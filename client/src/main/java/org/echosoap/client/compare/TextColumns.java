package org.echosoap.client.compare;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays out cells in columns as wide as their widest cell, two spaces apart, without trailing blanks: the table
 * adapts to long endpoint names ({@code variant.sax.preread}) and long figures (seed 003's 200 ms rows).
 *
 * <pre>{@code
 * TextColumns t = new TextColumns(TextColumns.Align.LEFT, TextColumns.Align.RIGHT);
 * t.add("null", "82.5");
 * String text = t.render();
 * }</pre>
 */
final class TextColumns {

    /** Where a column's cells sit. */
    enum Align { LEFT, RIGHT }

    private final Align[] aligns;
    private final List<String[]> rows = new ArrayList<>();

    TextColumns(Align... aligns) {
        this.aligns = aligns.clone();
    }

    void add(String... cells) {
        if (cells.length != aligns.length) {
            throw new IllegalArgumentException(cells.length + " cells for " + aligns.length + " columns");
        }
        rows.add(cells.clone());
    }

    /** Every row, each ending with a line feed. */
    String render() {
        int[] widths = new int[aligns.length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.length; i++) {
                if (i > 0) {
                    line.append("  ");
                }
                String pad = " ".repeat(widths[i] - row[i].length());
                line.append(aligns[i] == Align.LEFT ? row[i] + pad : pad + row[i]);
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
