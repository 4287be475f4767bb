package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.echosoap.client.config.SoapStack;
import org.echosoap.client.stats.CostEstimate;

/**
 * The layers suite's table: rows are layers (each built layer once per message it was measured with), columns are
 * stacks; a cell is what the layer adds to the same message without it on that stack, in three lines: the cost
 * µs/msg ± 95% CI (the layer's message minus the plain one, interleaved in the same blocks: negative when the layer
 * is cheaper), the HTTP body bytes per message it adds (request + answer) and the server allocation per message it
 * adds. A stack that cannot serve the layer says so in its cell, with the reason under the table; the layers not
 * built yet are one line each.
 *
 * <pre>{@code
 * LayersTable.render(report, "echosoap suite layers", rows, List.of(SoapStack.AXIS2, SoapStack.CXF), wireBytesAdded);
 * }</pre>
 */
public final class LayersTable {

    /**
     * One row: a layer over one message.
     *
     * @param layer    the layer's name in the table ({@code SOAP 1.2 over 1.1})
     * @param message  the message ({@code echoFloat}, {@code echoInts})
     * @param scenario the scenario of its parts ({@code layer.soap12.echoInts})
     * @param size     the message's size, or -1
     * @param cannot   per stack that cannot be measured for this row, why (one line)
     */
    public record Row(String layer, String message, String scenario, int size, Map<SoapStack, String> cannot) {
        public Row {
            cannot = Map.copyOf(cannot);
        }
    }

    /** What a cell that cannot be measured shows; the reason is under the table. */
    static final String CANNOT = "cannot";
    /** A cell whose part was planned but not measured (its reason is in the skipped list). */
    static final String FAILED = "FAILED";
    /** Marks a cost whose priming did not end steady. */
    static final String NOT_STEADY_MARK = "*";

    private static final int LABEL_CHARS = 40;
    private static final int CELL_CHARS = 17;

    private LayersTable() {
    }

    /** The key of a cell in {@code wireBytesAdded}: its scenario, size and stack. */
    public static String cellKey(String scenario, int size, SoapStack stack) {
        return scenario + "@" + size + "@" + stack.key();
    }

    /**
     * @param wireBytesAdded per cell ({@link #cellKey}), the bytes one exchange with the layer puts on the wire minus
     *                       one without it, HTTP heads included (request and answer, counted before the part on a
     *                       connection of its own); a cell without an entry shows '-'
     */
    public static String render(SuiteReport suite, String title, List<Row> rows, List<SoapStack> stacks,
                                Map<String, Long> wireBytesAdded) {
        StringBuilder sb = new StringBuilder();
        SuiteTable.heading(sb, suite, title, o -> o.target() + " (Axis2) and the stacks' WARs next to it");
        Map<String, String> reasons = new LinkedHashMap<>();
        boolean anyNotSteady = false;
        boolean anyMade = false;
        List<List<Cell>> table = new ArrayList<>();
        int width = CELL_CHARS; // an unresolved cell ("not resolved here (±1141.8 µs)") widens every column
        for (Row row : rows) {
            List<Cell> cells = new ArrayList<>();
            for (SoapStack stack : stacks) {
                Cell c = cell(suite, row, stack, wireBytesAdded.get(cellKey(row.scenario(), row.size(), stack)));
                anyNotSteady |= c.cost.endsWith(NOT_STEADY_MARK);
                if (row.cannot().containsKey(stack)) {
                    reasons.putIfAbsent(stack.key() + ": " + row.cannot().get(stack), "");
                }
                cells.add(c);
                // + 1: the widest cell too keeps two spaces before it, so columns part as they do at 17 chars
                width = Math.max(width, c.cost().length() + 1);
            }
            table.add(cells);
        }
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-" + LABEL_CHARS + "s", "layer / message"));
        for (SoapStack s : stacks) {
            header.append(String.format(Locale.ROOT, " %" + width + "s", s.key()));
        }
        sb.append(header).append(System.lineSeparator());
        for (int i = 0; i < rows.size(); i++) {
            Row row = rows.get(i);
            List<Cell> cells = table.get(i);
            String label = row.layer() + ": " + row.message() + (row.size() < 0 ? ""
                    : String.format(Locale.ROOT, "(%,d)", row.size()));
            line(sb, abbreviate(label, LABEL_CHARS), cells.stream().map(Cell::cost).toList(), width);
            line(sb, "  bytes/msg added: wire (body)", cells.stream().map(Cell::bytes).toList(), width);
            line(sb, "  server alloc B/msg added", cells.stream().map(Cell::alloc).toList(), width);
            line(sb, "  CI target µs/msg (met?)", cells.stream().map(Cell::target).toList(), width);
            if (cells.stream().anyMatch(c -> !c.making().isEmpty())) { // requests made anew per message (WS-Security)
                line(sb, "  client µs to make 1 request", cells.stream().map(Cell::making).toList(), width);
                anyMade = true;
            }
        }
        String statistic = suite.parts().isEmpty() ? "median" : suite.parts().get(0).options().statistic().key();
        sb.append(String.format(Locale.ROOT, "(each cell: the message with the layer minus the same message without it, "
                + "on that stack, interleaved in the same blocks:%n cost = mean over block pairs of the difference in "
                + "block %ss ± 95%% CI, µs/msg, negative when the layer is cheaper;%n bytes = request + answer per "
                + "message, with minus without: on the wire, HTTP heads included (one exchange each,%n counted before "
                + "the part), and in brackets the HTTP bodies as measured; alloc = the server's allocation per message%n"
                + " (Server-Timing), with minus without; CI target = the half-width the precision rule asked for:%n"
                + " --precision of the plain message's latency (a layer's cost may be near 0: a share of the cost itself"
                + " would be%n out of reach); '-' = not known)%n", statistic));
        if (anyMade) {
            sb.append(String.format(Locale.ROOT, "(client µs to make 1 request: a WS-Security request is secured anew "
                    + "for every exchange by the client, before its clock starts;%n this is that making's median time, "
                    + "not in the cost above)%n"));
        }
        if (anyNotSteady) {
            sb.append(String.format(Locale.ROOT, "(%s = priming ended before MSER-5 found the endpoints steady: the cost "
                    + "may be biased)%n", NOT_STEADY_MARK));
        }
        SuiteTable.standingNote(sb, sb.toString());
        if (!reasons.isEmpty()) {
            sb.append(String.format(Locale.ROOT, "%s:%n", CANNOT));
            reasons.keySet().forEach(r -> sb.append("  ").append(r).append(System.lineSeparator()));
        }
        SuiteTable.precisionSummary(suite, sb);
        SuiteTable.closing(sb, suite);
        return sb.toString();
    }

    private record Cell(String cost, String bytes, String alloc, String target, String making) {
        Cell(String cost, String bytes, String alloc) {
            this(cost, bytes, alloc, "", "");
        }
    }

    private static Cell cell(SuiteReport suite, Row row, SoapStack stack, Long wireAdded) {
        if (row.cannot().containsKey(stack)) {
            return new Cell(CANNOT, "", "");
        }
        Optional<RunReport> part = suite.parts().stream().filter(p -> p.scenario().equals(row.scenario())
                && p.size() == row.size() && p.options().stack() == stack).findFirst();
        Optional<CostEstimate> cost = part.flatMap(p -> p.costs().stream().findFirst());
        if (part.isEmpty() || cost.isEmpty()) {
            return new Cell(FAILED, "", "");
        }
        CostEstimate c = cost.get();
        String costText = Resolution.cell(c,
                String.format(Locale.ROOT, "%+.1f ± %.1f", c.perMessageCostMicros(), c.ci95Micros()));
        if (!RowStanding.steady(part.get(), c)) {
            costText += NOT_STEADY_MARK;
        }
        EndpointFigures with = endpoint(part.get(), c.soapEndpoint());
        EndpointFigures without = endpoint(part.get(), c.baselineEndpoint());
        String bytes = "-";
        String alloc = "-";
        if (with != null && without != null) {
            double added = with.requestBytes() + with.responseBytesPerMessage()
                    - (without.requestBytes() + without.responseBytesPerMessage());
            bytes = (wireAdded == null ? "-" : String.format(Locale.ROOT, "%+,d", wireAdded)) + " ("
                    + (Double.isFinite(added) ? String.format(Locale.ROOT, "%+,.0f", added) : "-") + ")";
            if (with.allocation().count() > 0 && without.allocation().count() > 0) {
                alloc = String.format(Locale.ROOT, "%+,.0f", with.allocation().meanBytes()
                        - without.allocation().meanBytes());
            }
        }
        String making = with != null && Double.isFinite(with.freshRequestMicros())
                ? String.format(Locale.ROOT, "%.1f", with.freshRequestMicros()) : "";
        return new Cell(costText, bytes, alloc, target(part.get().precision()), making);
    }

    /** The half-width the run's precision rule asked for (a share of the plain message's latency) and whether met. */
    private static String target(RunReport.PrecisionOutcome p) {
        return p == null || !Double.isFinite(p.requiredCi95Micros()) ? "-"
                : String.format(Locale.ROOT, "±%.1f %s", p.requiredCi95Micros(), p.met() ? "met" : "not met");
    }

    private static EndpointFigures endpoint(RunReport part, String name) {
        return part.endpoints().stream().filter(e -> e.endpoint().equals(name)).findFirst().orElse(null);
    }

    private static void line(StringBuilder sb, String label, List<String> cells, int width) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-" + LABEL_CHARS + "s", label));
        for (String c : cells) {
            line.append(String.format(Locale.ROOT, " %" + width + "s", c));
        }
        sb.append(line.toString().stripTrailing()).append(System.lineSeparator());
    }

    private static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
