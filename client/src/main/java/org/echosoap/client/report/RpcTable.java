package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.echosoap.client.scenario.rpc.RpcColumn;
import org.echosoap.client.stats.CostEstimate;

/**
 * The rpc suite's tables (seed 003's, widened): first one line per call, size and system with its mean latency,
 * its cost over the raw TCP ping-pong of its own bytes on the wire ± 95% CI and those bytes; then the seed's own
 * form, mean latency per call (rows) and system (columns), under the reference rows TCP setup and HTTP to Tomcat.
 */
public final class RpcTable {

    private RpcTable() {
    }

    /** One measured cell: a part of one column at one call and size. */
    record Cell(String call, int size, RpcColumn column, RunReport part) {

        Optional<EndpointFigures> measured() {
            return part.endpoints().stream().filter(e -> e.role().equals("measured")).findFirst();
        }

        String row() {
            return size < 0 ? call + "()" : call + "(" + size + ")";
        }
    }

    public static String render(SuiteReport suite, String title) {
        StringBuilder sb = new StringBuilder();
        SuiteTable.heading(sb, suite, title, o -> o.target() + " and the RPC servers beside it");
        List<Cell> cells = new ArrayList<>();
        RunReport tcpSetup = null;
        RunReport http = null;
        for (RunReport part : suite.parts()) {
            RpcColumn column = RpcColumn.of(part.scenario(), part.options().stack());
            if (column != null) {
                cells.add(new Cell(RpcColumn.call(part.scenario()), part.size(), column, part));
            } else if (part.scenario().equals("null") && !part.options().keepAlive()) {
                tcpSetup = part;
            } else if (part.scenario().equals("null")) {
                http = part;
            }
        }
        sb.append(String.format(Locale.ROOT, "%-18s %-6s %11s %20s %7s %17s %7s%n", "call", "system", "mean µs",
                "over tcp µs/msg", "±%", "bytes out/back", "errors"));
        reference(sb, "TCP setup", tcpSetup, false);
        reference(sb, "HTTP to Tomcat", http, true);
        Map<String, List<Cell>> rows = new LinkedHashMap<>();
        cells.forEach(c -> rows.computeIfAbsent(c.row(), k -> new ArrayList<>()).add(c));
        for (Map.Entry<String, List<Cell>> row : rows.entrySet()) {
            boolean first = true;
            for (Cell c : row.getValue()) {
                sb.append(line(first ? row.getKey() : "", c.column().displayName(), c.part(), true));
                first = false;
            }
        }
        sb.append(String.format(Locale.ROOT, "(mean = the system's mean latency per call; over tcp = mean over block "
                + "pairs of the difference in block means%n between the call and the raw TCP ping-pong moving the "
                + "same bytes both ways on a kept connection, ± 95%% CI:%n what the system adds to a round trip of its "
                + "own bytes; bytes = the call's on the wire, HTTP heads and gRPC/IIOP/JRMP framing%n included; TCP "
                + "setup = /baseline/null on a new connection per request, HTTP to Tomcat = /baseline/null over tcp)%n"));
        matrix(sb, rows, tcpSetup, http);
        SuiteTable.standingNote(sb, sb.toString());
        SuiteTable.precisionSummary(suite, sb);
        SuiteTable.closing(sb, suite);
        return sb.toString();
    }

    private static void reference(StringBuilder sb, String name, RunReport part, boolean overTcp) {
        if (part != null) {
            sb.append(line(name, "", part, overTcp));
        }
    }

    private static String line(String call, String system, RunReport part, boolean overTcp) {
        Optional<EndpointFigures> measured = part.endpoints().stream()
                .filter(e -> !e.role().equals("baseline")).findFirst();
        Optional<EndpointFigures> tcp = part.endpoints().stream().filter(e -> e.role().equals("baseline")).findFirst();
        Optional<CostEstimate> cost = part.costs().stream().findFirst();
        long errors = part.endpoints().stream().mapToLong(EndpointFigures::errors).sum();
        // Marked in the row itself: the mean latency beside it is the row's figure too, warm-up and all.
        String mark = steady(part) ? "" : "  " + RowStanding.NOT_STEADY;
        return String.format(Locale.ROOT, "%-18s %-6s %11s %20s %7s %17s %7d%s%n", call, system,
                measured.map(e -> String.format(Locale.ROOT, "%,.1f", e.latencyMicros().meanMicros())).orElse("-"),
                overTcp ? cost.map(SuiteTable::overBaseline).orElse("-") : "-",
                overTcp ? cost.map(SuiteTable::relativeCi).orElse("-") : "-",
                tcp.map(t -> String.format(Locale.ROOT, "%,d/%,.0f", t.requestBytes(), t.responseBytesPerMessage()))
                        .orElse("-"),
                errors, mark);
    }

    /** Whether every endpoint of {@code part} ended its priming steady ({@link RowStanding#steady}). */
    static boolean steady(RunReport part) {
        return part.endpoints().stream().allMatch(e -> RowStanding.steady(part, e.endpoint()));
    }

    /** A mean latency of the seed's layout, with {@value #NOT_STEADY_MARK} when its part was not steady. */
    private static String mean(EndpointFigures e, RunReport part) {
        return String.format(Locale.ROOT, "%,.1f", e.latencyMicros().meanMicros()) + (steady(part) ? "" : NOT_STEADY_MARK);
    }

    /** The mark of a not-steady mean in the seed's layout, whose cells are too narrow for the words. */
    static final String NOT_STEADY_MARK = "*";

    /** Seed 003's layout: mean latency in µs, a row per call and size, a column per system measured. */
    private static void matrix(StringBuilder sb, Map<String, List<Cell>> rows, RunReport tcpSetup, RunReport http) {
        List<RpcColumn> columns = rows.values().stream().flatMap(List::stream).map(Cell::column).distinct().sorted()
                .toList();
        if (columns.isEmpty()) {
            return;
        }
        sb.append(String.format(Locale.ROOT, "%nmean latency µs, as seed 003's table%n%-18s", "call"));
        columns.forEach(c -> sb.append(String.format(Locale.ROOT, " %9s", c.displayName())));
        sb.append(System.lineSeparator());
        for (Map.Entry<String, List<Cell>> row : rows.entrySet()) {
            sb.append(String.format(Locale.ROOT, "%-18s", row.getKey()));
            for (RpcColumn c : columns) {
                String mean = row.getValue().stream().filter(x -> x.column() == c).findFirst()
                        .flatMap(x -> x.measured().map(e -> mean(e, x.part()))).orElse("-");
                sb.append(String.format(Locale.ROOT, " %9s", mean));
            }
            sb.append(System.lineSeparator());
        }
        for (RunReport reference : new RunReport[] {tcpSetup, http}) {
            if (reference != null) {
                reference.endpoints().stream().filter(e -> !e.role().equals("baseline")).findFirst().ifPresent(e ->
                        sb.append(String.format(Locale.ROOT, "%-18s %9s%n", reference == tcpSetup ? "TCP setup"
                                : "HTTP to Tomcat", mean(e, reference))));
            }
        }
        boolean marked = rows.values().stream().flatMap(List::stream).anyMatch(c -> !steady(c.part()))
                || (tcpSetup != null && !steady(tcpSetup)) || (http != null && !steady(http));
        if (marked) {
            sb.append(String.format(Locale.ROOT, "(%s = %s, as its row above: priming ended before its latency was "
                    + "steady, so this mean may still hold warm-up)%n", NOT_STEADY_MARK, RowStanding.NOT_STEADY));
        }
    }
}
