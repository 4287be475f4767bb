package org.echosoap.client.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.echosoap.client.result.CostPhases;
import org.echosoap.client.result.Phase;
import org.echosoap.client.result.PhaseFigures;
import org.echosoap.client.result.PhaseProfile;
import org.echosoap.client.stats.CostEstimate;

/**
 * The profile's part of result.json ({@code --profile}): {@code runs[].phases} (an endpoint's split),
 * {@code costs[].phases} (the cost's split) and {@code profiles[]} (per part: how it was recorded, what it cost,
 * what no rule claimed). Nothing is written without a profile. docs/result-json.md describes the keys.
 */
final class PhaseJson {

    private PhaseJson() {
    }

    /** {@code phases} of an endpoint's {@code runs[]} entry, when the part was profiled. */
    static void endpoint(ObjectNode run, PhaseProfile profile, String endpoint) {
        PhaseFigures f = profile.of(endpoint);
        if (f == null) {
            return;
        }
        ObjectNode n = run.putObject("phases");
        n.put("requests", f.requests());
        n.put("samples", f.samples());
        ResultJson.number(n, "insideMicros", f.insideMicros());
        ResultJson.number(n, "insideCi95Micros", f.insideCi95Micros());
        ResultJson.number(n, "allocatedBytesPerMessage", f.allocatedBytesPerMessage());
        ObjectNode byPhase = n.putObject("byPhase");
        for (PhaseFigures.PhaseFigure p : f.phases()) {
            ObjectNode pn = byPhase.putObject(p.phase().key());
            ResultJson.number(pn, "share", p.share());
            ResultJson.number(pn, "shareCi95", p.shareCi95());
            ResultJson.number(pn, "micros", p.micros());
            ResultJson.number(pn, "microsCi95", p.microsCi95());
            ResultJson.number(pn, "allocatedBytes", p.allocatedBytes());
            ResultJson.number(pn, "allocatedBytesCi95", p.allocatedBytesCi95());
            pn.put("samples", p.samples());
            ObjectNode top = pn.putObject("topFrames");
            p.topFrames().forEach(top::put);
        }
    }

    /** {@code phases} of a {@code costs[]} entry, when both its endpoints were profiled. */
    static void cost(ObjectNode cost, PhaseProfile profile, CostEstimate c) {
        for (CostPhases split : profile.costs()) {
            if (split.endpoint().equals(c.soapEndpoint()) && split.baseline().equals(c.baselineEndpoint())) {
                ObjectNode n = cost.putObject("phases");
                for (CostPhases.CostPhase p : split.phases()) {
                    ObjectNode pn = n.putObject(p.phase().key());
                    ResultJson.number(pn, "micros", p.micros());
                    ResultJson.number(pn, "ci95Micros", p.ci95Micros());
                    ResultJson.number(pn, "allocatedBytes", p.allocatedBytes());
                    ResultJson.number(pn, "ci95AllocatedBytes", p.allocatedBytesCi95());
                }
                return;
            }
        }
    }

    /** {@code profiles[]}: one entry per part that was profiled or asked to be; absent when none was. */
    static void profiles(ObjectNode root, SuiteReport suite) {
        if (suite.parts().stream().noneMatch(r -> r.profile().present() || r.profile().problem() != null)) {
            return;
        }
        ArrayNode profiles = root.putArray("profiles");
        for (RunReport r : suite.parts()) {
            PhaseProfile p = r.profile();
            if (!p.present() && p.problem() == null) {
                continue;
            }
            ObjectNode n = profiles.addObject();
            n.put("scenario", r.scenario());
            n.put("stack", r.options().stack().key());
            if (r.size() >= 0) {
                n.put("size", r.size());
            }
            ResultJson.text(n, "problem", p.problem());
            if (!p.present()) {
                continue;
            }
            n.put("side", p.side());
            n.put("sampler", p.sampler());
            n.put("samplingMillis", p.samplingMillis());
            ResultJson.number(n, "measuredSeconds", p.measuredSeconds());
            if (p.profilerCpuMillis() >= 0) {
                n.put("profilerCpuMillis", p.profilerCpuMillis());
            } else {
                n.putNull("profilerCpuMillis");
            }
            n.put("recordingMillis", p.recordingMillis());
            if (p.gcCpuMillis() >= 0) {
                n.put("gcCpuMillis", p.gcCpuMillis());
            } else {
                n.putNull("gcCpuMillis");
            }
            ResultJson.number(n, "profilerCpuShare", p.profilerCpuShare());
            n.put("flameGraph", p.flameGraphFile());
            n.put("recording", p.recordingFile());
            ArrayNode phases = n.putArray("phases");
            for (Phase phase : Phase.values()) {
                phases.add(phase.key());
            }
            ObjectNode unclaimed = n.putObject("unclaimedFrames");
            p.unclaimedFrames().forEach(unclaimed::put);
        }
    }
}
