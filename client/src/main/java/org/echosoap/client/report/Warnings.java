package org.echosoap.client.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.echosoap.client.load.BlockOutcome;
import org.echosoap.client.stats.BimodalityDetector;
import org.echosoap.client.stats.Modality;
import org.echosoap.client.stats.NagleStall;
import org.echosoap.client.stats.NagleStallDetector;
import org.echosoap.client.stats.BlockResult;

/** What a careful reader must be told about an endpoint's figures. */
final class Warnings {

    private Warnings() {
    }

    static List<String> forEndpoint(EndpointFigures f, List<BlockOutcome> outcomes) {
        List<String> w = new ArrayList<>();
        if (f.errors() > 0) {
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%s: %d failed requests (", f.endpoint(), f.errors()));
            f.errorsByKind().forEach((k, v) -> sb.append(k).append(' ').append(v.count()).append(", "));
            sb.setLength(sb.length() - 2);
            sb.append("); first: ").append(f.errorsByKind().values().iterator().next().firstReason());
            w.add(sb.toString());
        }
        if (!allHaveSuccesses(outcomes.stream().map(BlockOutcome::result).toList())) {
            w.add(f.endpoint() + ": a trial had no successful request; no cost is computed from it");
        }
        org.HdrHistogram.Histogram all = org.echosoap.client.stats.Histograms.merge(
                outcomes.stream().map(o -> o.result().latencyMicros()).toList());
        org.HdrHistogram.Histogram allServer = org.echosoap.client.stats.Histograms.merge(
                outcomes.stream().map(o -> o.result().serverAppMicros()).toList());
        NagleStall stall = NagleStallDetector.detect(all, allServer);
        if (stall.stalled()) {
            w.add(String.format(Locale.ROOT, "%s: %.0f%% of requests took about %d ms: looks like Nagle + delayed ACK; "
                    + "check TCP_NODELAY on both sides", f.endpoint(), stall.share() * 100, stall.stallMillis()));
        }
        Modality modality = BimodalityDetector.detect(all);
        if (modality.bimodal()) {
            w.add(String.format(Locale.ROOT, "%s: latency is bimodal (%.0f µs for %.0f%% of requests, %.0f µs for the rest): "
                    + "client and server probably share a CPU part of the time; pin them (server start --cpus, taskset) "
                    + "for steadier figures", f.endpoint(), modality.lowerModeMicros(), modality.lowerShare() * 100,
                    modality.upperModeMicros()));
        }
        if (outcomes.size() > 1 && f.spread().relativeSpreadPercent() > RunReportBuilder.NOISY_SPREAD_PERCENT) {
            w.add(String.format(Locale.ROOT, "%s: throughput varied %.0f%% across trials (noisy machine?)",
                    f.endpoint(), f.spread().relativeSpreadPercent()));
        }
        return w;
    }

    static boolean allHaveSuccesses(List<BlockResult> trials) {
        return trials.stream().allMatch(t -> t.requests() > 0);
    }
}
