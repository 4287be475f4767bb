package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.echosoap.client.load.TrialOutcome;
import org.echosoap.client.stats.TrialResult;

/** What a careful reader must be told about an endpoint's figures. */
final class Warnings {

    private Warnings() {
    }

    static List<String> forEndpoint(EndpointFigures f, List<TrialOutcome> outcomes) {
        List<String> w = new ArrayList<>();
        if (f.errors() > 0) {
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%s: %d failed requests (", f.endpoint(), f.errors()));
            f.errorsByKind().forEach((k, v) -> sb.append(k).append(' ').append(v.count()).append(", "));
            sb.setLength(sb.length() - 2);
            sb.append("); first: ").append(f.errorsByKind().values().iterator().next().firstReason());
            w.add(sb.toString());
        }
        if (!allHaveSuccesses(outcomes.stream().map(TrialOutcome::result).toList())) {
            w.add(f.endpoint() + ": a trial had no successful request; no cost is computed from it");
        }
        if (outcomes.size() > 1 && f.spread().relativeSpreadPercent() > RunReportBuilder.NOISY_SPREAD_PERCENT) {
            w.add(String.format(Locale.ROOT, "%s: throughput varied %.0f%% across trials (noisy machine?)",
                    f.endpoint(), f.spread().relativeSpreadPercent()));
        }
        return w;
    }

    static boolean allHaveSuccesses(List<TrialResult> trials) {
        return trials.stream().allMatch(t -> t.requests() > 0);
    }
}
