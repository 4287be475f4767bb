package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.echosoap.client.stats.CostEstimate;

/**
 * Seed 001's parser order beside this run's, under the parsers suite's table. The seed (Sam Ruby, axis-dev,
 * 2001-04-18; JDK 1.3 HotSpot, Pentium III 550 MHz, Tomcat 3.3) gave microseconds per message for each parser
 * "in the context of a web server"; Aleksander Slominski's re-run placed XPP below every Xerces2 API. The order
 * is what can be compared across 25 years, not the figures.
 *
 * <pre>{@code
 * String lines = ParserSeedOrder.render(suiteReport);   // "" when the run has fewer than two of the seed's rows
 * }</pre>
 */
public final class ParserSeedOrder {

    /** One of the seed's rows: our row name, the seed's label, its µs per message (0: ranked, no figure). */
    record SeedRow(String row, String label, int seedMicros) {
    }

    /** Slowest first, as the seed listed them. */
    static final List<SeedRow> SEED = List.of(
            new SeedRow("variant.xerces1-dom", "Xerces 1 DOM", 5533),
            new SeedRow("variant.jdom", "JDOM", 5224),
            new SeedRow("variant.xerces1-sax", "Xerces 1 SAX", 3050),
            new SeedRow("variant.crimson", "Crimson SAX", 1583),
            new SeedRow("variant.dom", "Xerces2 DOM", 801),
            new SeedRow("variant.sax", "Xerces2 SAX", 690),
            new SeedRow("variant.xni", "Xerces2 XNI non-validating", 531),
            new SeedRow("variant.xpp", "XPP (re-run: below XNI)", 0));

    private ParserSeedOrder() {
    }

    /** A row's cost over null and its 95% CI half-width, in µs. */
    record Measured(String row, double costMicros, double ci95Micros) {
    }

    /**
     * The seed's order, this run's by cost over null (rows measured enough) and by the mean time inside the webapp
     * (Server-Timing, every row that has it: the parse itself, without the client's and the network's share, and
     * printed even when too few pairs rank the costs, as in {@code --quick}); "" with fewer than two rows.
     */
    public static String render(SuiteReport suite) {
        List<Measured> measured = new ArrayList<>();
        List<Measured> inside = new ArrayList<>();
        for (SeedRow seed : SEED) {
            cost(suite, seed.row()).ifPresent(c -> measured.add(
                    new Measured(seed.row(), c.perMessageCostMicros(), c.ci95Micros())));
            serverMicros(suite, seed.row()).ifPresent(micros -> inside.add(new Measured(seed.row(), micros, Double.NaN)));
        }
        String byCost = render(measured);
        String byServer = orderLine(inside, "this run's order (time inside the webapp, µs/message, no interval): ");
        if (byCost.isEmpty() && byServer.isEmpty()) {
            return "";
        }
        String nl = System.lineSeparator();
        return (byCost.isEmpty() ? nl + seedLine() : byCost) + byServer;
    }

    /** One order line, or "" with fewer than two rows. */
    static String orderLine(List<Measured> rows, String heading) {
        if (rows.size() < 2) {
            return "";
        }
        List<Measured> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparingDouble(Measured::costMicros).reversed());
        List<String> labels = new ArrayList<>();
        for (Measured m : sorted) {
            SEED.stream().filter(seed -> seed.row().equals(m.row())).findFirst().ifPresent(seed ->
                    labels.add(String.format(Locale.ROOT, "%s %.1f", shortLabel(seed), m.costMicros())));
        }
        return heading + String.join(" > ", labels) + System.lineSeparator();
    }

    private static String seedLine() {
        List<String> seedLabels = new ArrayList<>();
        for (SeedRow seed : SEED) {
            seedLabels.add(seed.seedMicros() > 0
                    ? String.format(Locale.ROOT, "%s %,d", seed.label(), seed.seedMicros()) : seed.label());
        }
        return "seed 001's order (2001, µs/message, slowest first): " + String.join(" > ", seedLabels)
                + System.lineSeparator();
    }

    /** As {@link #render(SuiteReport)}, from the rows' costs (rows not of the seed's are left out). */
    static String render(List<Measured> measured) {
        List<Ranked> ours = new ArrayList<>();
        for (Measured m : measured) {
            for (int i = 0; i < SEED.size(); i++) {
                if (SEED.get(i).row().equals(m.row())) {
                    ours.add(new Ranked(SEED.get(i), i, m));
                }
            }
        }
        if (ours.size() < 2) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        String nl = System.lineSeparator();
        sb.append(nl).append(seedLine());
        ours.sort(Comparator.comparingDouble((Ranked r) -> r.cost.costMicros()).reversed());
        List<String> ourLabels = new ArrayList<>();
        for (Ranked r : ours) {
            ourLabels.add(String.format(Locale.ROOT, "%s %.1f", shortLabel(r.seed), r.cost.costMicros()));
        }
        sb.append("this run's order (cost over null, µs/message):  ").append(String.join(" > ", ourLabels)).append(nl);
        List<String> swapped = new ArrayList<>();
        List<String> unresolved = new ArrayList<>();
        for (int a = 0; a < ours.size(); a++) {
            for (int b = a + 1; b < ours.size(); b++) {
                Ranked slower = ours.get(a); // by this run
                Ranked faster = ours.get(b);
                if (slower.seedRank < faster.seedRank) {
                    continue; // same order as the seed
                }
                String pair = shortLabel(slower.seed) + " above " + shortLabel(faster.seed);
                boolean apart = slower.cost.costMicros() - slower.cost.ci95Micros()
                        > faster.cost.costMicros() + faster.cost.ci95Micros();
                (apart ? swapped : unresolved).add(pair);
            }
        }
        if (swapped.isEmpty() && unresolved.isEmpty()) {
            sb.append("same order as the seed").append(nl);
        }
        if (!swapped.isEmpty()) {
            sb.append("changed places (intervals apart): ").append(String.join("; ", swapped)).append(nl);
        }
        if (!unresolved.isEmpty()) {
            sb.append("changed places within the intervals (not resolved): ").append(String.join("; ", unresolved))
                    .append(nl);
        }
        return sb.toString();
    }

    private static String shortLabel(SeedRow seed) {
        int note = seed.label().indexOf(" (");
        return note < 0 ? seed.label() : seed.label().substring(0, note);
    }

    private record Ranked(SeedRow seed, int seedRank, Measured cost) {
    }

    private static Optional<Double> serverMicros(SuiteReport suite, String row) {
        return suite.parts().stream().flatMap(p -> p.endpoints().stream())
                .filter(e -> e.endpoint().equals(row) && e.serverAppMicros().count() > 0)
                .map(e -> e.serverAppMicros().meanMicros()).findFirst();
    }

    private static Optional<CostEstimate> cost(SuiteReport suite, String row) {
        return suite.parts().stream().flatMap(p -> p.costs().stream())
                .filter(c -> c.soapEndpoint().equals(row) && Resolution.resolved(c)).findFirst();
    }
}
