package org.echosoap.server.cxf.stages;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.cxf.Bus;
import org.apache.cxf.bus.managers.PhaseManagerImpl;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.phase.PhaseManager;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.StageMap;

/**
 * CXF's stage file ({@code echosoap/stages/cxf.tsv}, from {@code conf/stages/cxf.tsv}) checked against CXF's own
 * phase lists and turned into marks: read once at start-up, never per message. Boundaries: {@code in:PHASE} and
 * {@code out:PHASE} (every phase of CXF's in and out chains, no other), {@code security:wss4j-in},
 * {@code servlet:return}. A file naming a boundary CXF does not have, or missing a phase, is one line naming it.
 *
 * <pre>{@code
 * CxfStages stages = CxfStages.load();
 * stages.installOn(bus);                       // the phase marks, in, out and out-fault chains
 * Stages.moveTo(stages.containerOut());        // where the servlet returns
 * }</pre>
 */
public final class CxfStages {

    /** The stage file's name under {@link StageMap#RESOURCE_FOLDER}. */
    public static final String FILE = "cxf.tsv";

    static final String IN = "in:";
    static final String OUT = "out:";
    static final String SECURITY = "security:wss4j-in";
    static final String SERVLET_RETURN = "servlet:return";

    private final Map<String, Stage> inPhases;
    private final Map<String, Stage> outPhases;
    private final Stage security;
    private final Stage containerOut;

    private CxfStages(Map<String, Stage> inPhases, Map<String, Stage> outPhases, Stage security,
            Stage containerOut) {
        this.inPhases = inPhases;
        this.outPhases = outPhases;
        this.security = security;
        this.containerOut = containerOut;
    }

    /** The file on the class path, checked. */
    public static CxfStages load() {
        return of(StageMap.resource(FILE));
    }

    /**
     * A stage map checked against CXF's phases.
     *
     * @throws IllegalArgumentException one line: the file and the boundary that is unknown or missing
     */
    public static CxfStages of(StageMap map) {
        PhaseManager phases = new PhaseManagerImpl();
        List<String> inNames = names(phases.getInPhases());
        List<String> outNames = names(phases.getOutPhases());
        Map<String, Stage> in = new LinkedHashMap<>();
        Map<String, Stage> out = new LinkedHashMap<>();
        for (Map.Entry<String, Stage> e : map.boundaries().entrySet()) {
            String boundary = e.getKey();
            if (boundary.startsWith(IN) && inNames.contains(boundary.substring(IN.length()))) {
                in.put(boundary.substring(IN.length()), e.getValue());
            } else if (boundary.startsWith(OUT) && outNames.contains(boundary.substring(OUT.length()))) {
                out.put(boundary.substring(OUT.length()), e.getValue());
            } else if (!boundary.equals(SECURITY) && !boundary.equals(SERVLET_RETURN)) {
                throw new IllegalArgumentException(map.where(boundary) + ": boundary '" + boundary
                        + "' is no CXF phase (in:PHASE, out:PHASE) nor " + SECURITY + " or " + SERVLET_RETURN);
            }
        }
        missing(map, IN, inNames, in.keySet());
        missing(map, OUT, outNames, out.keySet());
        return new CxfStages(inPhaseOrder(inNames, in), inPhaseOrder(outNames, out), map.require(SECURITY),
                map.require(SERVLET_RETURN));
    }

    /** The phases' stages in the order CXF runs the phases (the file may list them in any order). */
    private static Map<String, Stage> inPhaseOrder(List<String> phaseNames, Map<String, Stage> stages) {
        Map<String, Stage> ordered = new LinkedHashMap<>();
        phaseNames.forEach(p -> ordered.put(p, stages.get(p)));
        return ordered;
    }

    private static void missing(StageMap map, String prefix, List<String> phases, Set<String> given) {
        Set<String> missing = new TreeSet<>(phases);
        missing.removeAll(given);
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException(map.fileName() + ": no stage for CXF's phases "
                    + missing.stream().map(p -> prefix + p).toList());
        }
    }

    private static List<String> names(Set<Phase> phases) {
        List<String> names = new ArrayList<>();
        phases.forEach(p -> names.add(p.getName()));
        return names;
    }

    /**
     * Adds a mark to the bus's in, out and out-fault chains (the fault chain has the out phases) at each phase whose
     * stage differs from the phase before it, and at each chain's first phase. Marks are sequential
     * ({@link org.echosoap.server.stages.Stages#moveTo}), so a mark at a phase with its predecessor's stage would
     * change nothing: leaving it out keeps the chains short (5 marks instead of 52) for every message.
     */
    public void installOn(Bus bus) {
        transitions(IN, inPhases).forEach(m -> bus.getInInterceptors().add(m));
        transitions(OUT, outPhases).forEach(m -> {
            bus.getOutInterceptors().add(m);
            bus.getOutFaultInterceptors().add(new PhaseStageMark(OUT + m.getPhase(), m.getPhase(), m.stage()));
        });
    }

    /** The marks of one chain: its first phase and each phase whose stage differs from the one before. */
    static List<PhaseStageMark> transitions(String prefix, Map<String, Stage> phasesInOrder) {
        List<PhaseStageMark> marks = new ArrayList<>();
        Stage previous = null;
        for (Map.Entry<String, Stage> e : phasesInOrder.entrySet()) {
            if (e.getValue() != previous) {
                marks.add(new PhaseStageMark(prefix + e.getKey(), e.getKey(), e.getValue()));
                previous = e.getValue();
            }
        }
        return marks;
    }

    /** The stage of the WSS4J interceptors ({@code security:wss4j-in}). */
    public Stage securityStage() {
        return security;
    }

    /** The stage from CXF's return to the servlet until the commit ({@code servlet:return}). */
    public Stage containerOut() {
        return containerOut;
    }

    Map<String, Stage> inPhases() {
        return inPhases;
    }

    Map<String, Stage> outPhases() {
        return outPhases;
    }
}
