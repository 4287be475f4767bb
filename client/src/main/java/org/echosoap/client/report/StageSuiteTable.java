package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.echosoap.client.stages.CostStages;
import org.echosoap.client.stages.EndpointStages;
import org.echosoap.client.stages.RunStages;
import org.echosoap.client.stages.StageEstimator;
import org.echosoap.client.stages.StageFigure;
import org.echosoap.server.stages.Stage;

/**
 * A suite's costs split by exact stage ({@code suite --stages}), two lines per cost: µs per message over the
 * baseline in each stage ± 95% CI, then the bytes, exact. Beside the stages, the container's two stages together
 * and the stack's (every other) together, each with its own interval over the pairs' sums. It answers the seeds'
 * questions stage by stage: where AXIOM, ADB and XMLBeans differ (stacks: the invocation stage), which stage a layer's
 * cost lands in (layers: WS-Security's own), and how much of SOAP's cost is the container and how much the stack's
 * XML work (every suite). A part whose stack sent no marks says so in one line.
 */
public final class StageSuiteTable {

    private static final int LABEL_WIDTH = 48;
    private static final int CELL_WIDTH = 14;

    private StageSuiteTable() {
    }

    /** The table, or nothing when no part has stages or notes about them. */
    public static String render(SuiteReport suite) {
        if (suite.parts().stream().noneMatch(p -> p.stages().saysAnything())) {
            return "";
        }
        Map<RunReport, List<CostStages>> own = new IdentityHashMap<>();
        suite.parts().forEach(p -> own.put(p, ownStages(p)));
        List<Stage> columns = new ArrayList<>();
        for (Stage stage : Stage.values()) {
            if (suite.parts().stream().flatMap(p -> Stream.concat(p.stages().costs().stream(), own.get(p).stream()))
                    .flatMap(c -> c.stages().stream()).anyMatch(f -> f.stage() == stage)) {
                columns.add(stage);
            }
        }
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%nthe costs by exact stage (--stages; per "
                + "message over the baseline: µs ± 95%% CI, then bytes):%n"));
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-" + LABEL_WIDTH + "s", "part (stack)"));
        for (Stage stage : columns) {
            head.append(cell(stage.wireName()));
        }
        head.append(cell("container")).append(cell("stack"));
        sb.append(head.toString().stripTrailing()).append(System.lineSeparator());
        boolean notHttp = false;
        for (RunReport part : suite.parts()) {
            RunStages stages = part.stages();
            String stack = " (" + part.options().stack().key() + ")";
            String scenario = part.scenario() + (part.size() >= 0 ? " " + part.size() : "");
            boolean severalCosts = stages.costs().size() > 1;
            for (CostStages endpointOwn : own.get(part)) {
                String label = clip(scenario + " [own]", LABEL_WIDTH - 4 - stack.length()) + stack;
                sb.append(row(label, endpointOwn, columns, false));
                sb.append(row("", endpointOwn, columns, true));
            }
            for (CostStages cost : stages.costs()) {
                EndpointStages soap = stages.of(cost.endpoint());
                if (soap == null || soap.unmarked()) {
                    continue;
                }
                // The stack is never clipped away: the scenario (and which cost, where a part has several) gives way.
                String what = severalCosts ? scenario + ": " + cost.endpoint() + " − " + cost.baseline() : scenario;
                String label = clip(what, LABEL_WIDTH - 4 - stack.length()) + stack;
                sb.append(row(label, cost, columns, false));
                sb.append(row("", cost, columns, true));
            }
            notHttp |= stages.notOverHttp(); // said once, below the table: it is the same for every such part
            for (String note : stages.notes()) {
                sb.append(String.format(Locale.ROOT, "%-" + LABEL_WIDTH + "s %s%n",
                        clip(scenario, LABEL_WIDTH - stack.length()) + stack, note));
            }
        }
        sb.append(String.format(Locale.ROOT, "(each stage: the part's measured endpoint minus its baseline, paired by round "
                + "(a part with several costs names each); "
                + "container = container-in + container-out, stack = every other stage, each with the interval of the "
                + "pairs' sums; bytes exact per message, '-' = not exact or not entered; [own] = a part whose baseline "
                + "has no stages (rpc's TCP ping-pong): its endpoint's own stages per message, not a difference)%n"));
        if (notHttp) {
            sb.append(String.format(Locale.ROOT, "(%s)%n", RunStages.NOT_OVER_HTTP));
        }
        return sb.toString();
    }

    /**
     * The measured endpoints' own stages, as rows, of the part's costs whose baseline sent none (the rpc suite's
     * baseline is the TCP ping-pong): what the SOAP or JSON call spends in the webapp, stage by stage.
     */
    private static List<CostStages> ownStages(RunReport part) {
        RunStages stages = part.stages();
        List<CostStages> own = new ArrayList<>();
        for (org.echosoap.client.stats.CostEstimate c : part.costs()) {
            EndpointStages soap = stages.of(c.soapEndpoint());
            if (soap != null && !soap.unmarked() && stages.of(c.baselineEndpoint()) == null
                    && stages.cost(c.soapEndpoint(), c.baselineEndpoint()) == null
                    && own.stream().noneMatch(o -> o.endpoint().equals(soap.endpoint()))) {
                own.add(CostStages.own(soap.endpoint(), (int) Math.min(Integer.MAX_VALUE, soap.messages()),
                        soap.stages()));
            }
        }
        return own;
    }

    private static String row(String label, CostStages cost, List<Stage> columns, boolean bytes) {
        // A difference is signed; an [own] row (no baseline) holds the endpoint's own figures, which are not.
        String sign = cost.isOwn() ? "" : "+";
        StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-" + (LABEL_WIDTH - 4) + "s %3s",
                clip(label, LABEL_WIDTH - 4), bytes ? "B" : "µs"));
        for (Stage stage : columns) {
            StageFigure f = cost.stages().stream().filter(s -> s.stage() == stage).findFirst().orElse(null);
            if (f == null) {
                row.append(cell("-"));
            } else if (bytes) {
                row.append(cell(f.exact() ? String.format(Locale.ROOT, "%" + sign + ",.0f", f.allocatedBytes()) : "-"));
            } else {
                row.append(cell(micros(sign, f.micros(), f.ci95Micros())));
            }
        }
        // Either group may be empty (a baseline servlet's own stages are the container's only): then '-'.
        for (CostStages.Sum sum : java.util.Arrays.asList(sumOrEmpty(cost, true), sumOrEmpty(cost, false))) {
            if (sum == null) {
                row.append(cell("-"));
            } else if (bytes) {
                row.append(cell(Double.isNaN(sum.allocatedBytes()) ? "-"
                        : String.format(Locale.ROOT, "%" + sign + ",.0f", sum.allocatedBytes())));
            } else {
                row.append(cell(micros(sign, sum.micros(), sum.ci95Micros())));
            }
        }
        return row.toString().stripTrailing() + System.lineSeparator();
    }

    private static CostStages.Sum sumOrEmpty(CostStages cost, boolean container) {
        return cost.sum(stage -> StageEstimator.isContainerStage(stage) == container);
    }

    private static String micros(String sign, double micros, double ci95) {
        return Double.isNaN(ci95) ? String.format(Locale.ROOT, "%" + sign + ".1f", micros)
                : String.format(Locale.ROOT, "%" + sign + ".1f±%.1f", micros, ci95);
    }

    private static String cell(String text) {
        return String.format(Locale.ROOT, " %" + (CELL_WIDTH - 1) + "s", text);
    }

    private static String clip(String s, int width) {
        return s.length() <= width ? s : s.substring(0, width - 1) + "…";
    }
}
