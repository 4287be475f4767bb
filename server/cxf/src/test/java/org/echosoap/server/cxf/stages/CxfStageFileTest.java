package org.echosoap.server.cxf.stages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.cxf.bus.managers.PhaseManagerImpl;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.phase.PhaseInterceptor;
import org.apache.cxf.phase.PhaseInterceptorChain;
import org.apache.cxf.ws.security.wss4j.CryptoCoverageChecker;
import org.apache.cxf.ws.security.wss4j.WSS4JInInterceptor;
import org.echosoap.server.stages.Stage;
import org.echosoap.server.stages.StageMap;
import org.junit.jupiter.api.Test;

/** conf/stages/cxf.tsv against CXF's own phase lists, and where the marks land in a real CXF chain. */
class CxfStageFileTest {

    @Test
    void theShippedFileCoversEveryPhaseOfBothChainsAndNothingElse() {
        CxfStages stages = CxfStages.load();
        PhaseManagerImpl phases = new PhaseManagerImpl();
        assertEquals(phases.getInPhases().stream().map(Phase::getName).toList(),
                List.copyOf(sortedAs(stages.inPhases(), phases.getInPhases())));
        assertEquals(phases.getOutPhases().stream().map(Phase::getName).toList(),
                List.copyOf(sortedAs(stages.outPhases(), phases.getOutPhases())));
        assertEquals(Stage.INBOUND, stages.inPhases().get(Phase.RECEIVE));
        assertEquals(Stage.INVOCATION, stages.inPhases().get(Phase.UNMARSHAL));
        assertEquals(Stage.INVOCATION, stages.inPhases().get(Phase.INVOKE));
        assertEquals(Stage.OUTBOUND, stages.outPhases().get(Phase.SETUP));
        assertEquals(Stage.WRITING, stages.outPhases().get(Phase.MARSHAL));
        assertEquals(Stage.SECURITY, stages.securityStage());
        assertEquals(Stage.CONTAINER_OUT, stages.containerOut());
    }

    private static List<String> sortedAs(Map<String, Stage> given, java.util.SortedSet<Phase> order) {
        return order.stream().map(Phase::getName).filter(given::containsKey).toList();
    }

    /** Only where the stage changes: a mark at a phase with its predecessor's stage would change nothing. */
    @Test
    void marksGoWhereTheStageChanges() {
        CxfStages stages = CxfStages.load();
        assertEquals(List.of("in:receive", "in:unmarshal", "in:post-invoke"), boundaries(
                CxfStages.transitions(CxfStages.IN, stages.inPhases())));
        assertEquals(List.of("out:setup", "out:prepare-send"), boundaries(
                CxfStages.transitions(CxfStages.OUT, stages.outPhases())));
        assertEquals(Stage.WRITING, CxfStages.transitions(CxfStages.OUT, stages.outPhases()).get(1).stage());
    }

    private static List<String> boundaries(List<PhaseStageMark> marks) {
        String prefix = PhaseStageMark.class.getName() + ".";
        return marks.stream().map(m -> m.getId().substring(prefix.length())).toList();
    }

    /** Each mark runs before every interceptor CXF or we put in its phase, whatever the order they were added in. */
    @Test
    void aPhaseMarkRunsFirstInItsPhase() {
        PhaseInterceptor<Message> before = plain("added-before", Phase.UNMARSHAL);
        PhaseInterceptor<Message> after = plain("added-after", Phase.UNMARSHAL);
        PhaseInterceptorChain chain = new PhaseInterceptorChain(new PhaseManagerImpl().getInPhases());
        chain.add(before);
        chain.add(new PhaseStageMark("in:unmarshal", Phase.UNMARSHAL, Stage.INVOCATION));
        chain.add(after);
        chain.add(new PhaseStageMark("in:read", Phase.READ, Stage.INBOUND));
        assertEquals(List.of(PhaseStageMark.class.getName() + ".in:read",
                PhaseStageMark.class.getName() + ".in:unmarshal", "added-before", "added-after"), ids(chain));
    }

    /** security: just around WSS4J and the coverage check, after pre-protocol's own mark. */
    @Test
    void theSecurityStageIsAroundWss4jAndTheCoverageCheck() {
        PhaseInterceptorChain chain = new PhaseInterceptorChain(new PhaseManagerImpl().getInPhases());
        SecurityStageMarks.around(Stage.SECURITY).forEach(chain::add);
        chain.add(new CryptoCoverageChecker());
        chain.add(plain("other-pre-protocol", Phase.PRE_PROTOCOL));
        chain.add(new WSS4JInInterceptor(Map.of()));
        chain.add(new PhaseStageMark("in:pre-protocol", Phase.PRE_PROTOCOL, Stage.INBOUND));
        List<String> ids = ids(chain);
        assertEquals(PhaseStageMark.class.getName() + ".in:pre-protocol", ids.get(0), ids::toString);
        int enter = ids.indexOf(SecurityStageMarks.Enter.class.getName());
        int exit = ids.indexOf(SecurityStageMarks.Exit.class.getName());
        int wss4j = ids.indexOf(WSS4JInInterceptor.class.getName());
        int coverage = ids.indexOf(CryptoCoverageChecker.class.getName());
        assertEquals(List.of(enter + 1, coverage + 1), List.of(Math.min(wss4j, coverage), exit), ids::toString);
    }

    @Test
    void aBoundaryCxfDoesNotHaveIsOneLineNamingTheFileAndTheLine() {
        String file = shipped().replace("in:read\t", "in:reed\t");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CxfStages.of(parse(file)));
        int line = lineOf(file, "in:reed\t");
        assertEquals("cxf.tsv line " + line + ": boundary 'in:reed' is no CXF phase (in:PHASE, out:PHASE) nor "
                + "security:wss4j-in or servlet:return", e.getMessage());
    }

    @Test
    void aPhaseWithoutAStageIsOneLine() {
        String file = shipped().lines().filter(l -> !l.startsWith("out:marshal\t"))
                .collect(Collectors.joining("\n"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CxfStages.of(parse(file)));
        assertEquals("cxf.tsv: no stage for CXF's phases [out:marshal]", e.getMessage());
    }

    @Test
    void aDuplicatePhaseIsOneLineNamingBothLines() {
        String file = shipped() + "in:invoke\toutbound\ttwice\n";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(file));
        assertEquals("cxf.tsv line " + (file.lines().count()) + ": boundary 'in:invoke' is already given on line "
                + lineOf(file, "in:invoke\t"), e.getMessage());
    }

    private static int lineOf(String file, String start) {
        List<String> lines = file.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                return i + 1;
            }
        }
        throw new AssertionError(start);
    }

    private static String shipped() {
        try (var in = CxfStageFileTest.class.getClassLoader()
                .getResourceAsStream(StageMap.RESOURCE_FOLDER + CxfStages.FILE)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static StageMap parse(String file) {
        try {
            return StageMap.parse(CxfStages.FILE, new StringReader(file));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<String> ids(PhaseInterceptorChain chain) {
        List<String> ids = new ArrayList<>();
        for (Interceptor<? extends Message> i : chain) {
            ids.add(((PhaseInterceptor<?>) i).getId());
        }
        return ids;
    }

    private static PhaseInterceptor<Message> plain(String id, String phase) {
        return new AbstractPhaseInterceptor<>(id, phase) {
            @Override
            public void handleMessage(Message message) {
            }
        };
    }
}
