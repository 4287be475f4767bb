package org.echosoap.client.report.html;

import java.util.ArrayList;
import java.util.List;

/**
 * The numbers behind a chart, as text cells: shown as an HTML table below the chart and compared with golden files in
 * tests (tab-separated, one row a line).
 *
 * @param header column names with units
 * @param rows   cells, already formatted ({@link Html#number})
 */
public record Table(List<String> header, List<List<String>> rows) {

    public Table {
        header = List.copyOf(header);
        List<List<String>> copy = new ArrayList<>();
        rows.forEach(r -> copy.add(List.copyOf(r)));
        rows = List.copyOf(copy);
    }

    /** Tab-separated text, header first: what the golden files hold. */
    public String toText() {
        StringBuilder sb = new StringBuilder(String.join("\t", header)).append('\n');
        rows.forEach(r -> sb.append(String.join("\t", r)).append('\n'));
        return sb.toString();
    }

    String toHtml() {
        StringBuilder sb = new StringBuilder("<table class=\"numbers\"><thead><tr>");
        header.forEach(h -> sb.append("<th>").append(Html.escape(h)).append("</th>"));
        sb.append("</tr></thead><tbody>\n");
        for (List<String> r : rows) {
            sb.append("<tr>");
            for (int i = 0; i < r.size(); i++) {
                sb.append(i == 0 ? "<th scope=\"row\">" : "<td>").append(Html.escape(r.get(i)))
                        .append(i == 0 ? "</th>" : "</td>");
            }
            sb.append("</tr>\n");
        }
        return sb.append("</tbody></table>\n").toString();
    }
}
